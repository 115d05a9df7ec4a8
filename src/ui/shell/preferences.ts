import { Classes } from '@blueprintjs/core';
const DARK_KEY = 'bo.dark';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** The user's own choice of mode, or null: none made yet. */
function chosenDarkMode(): boolean | null {
  try {
    const stored = localStorage.getItem(DARK_KEY);
    return stored === '1' ? true : stored === '0' ? false : null;
  } catch {
    return null;
  }
}

const systemMedia = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_DARK) : null;

/**
 * Dark or light (docs/screens.md#header-sidebar-and-user-menu): the user's choice, else the system's setting
 * (a phone's dark theme).
 */
export function preferredDarkMode(): boolean {
  return chosenDarkMode() ?? systemMedia()?.matches ?? false;
}

let darkSheet: Promise<void> | undefined;
/** The last mode asked for: a dark mode whose stylesheet comes after a switch back to light stays off. */
let wanted: boolean | undefined;

/**
 * A build's stylesheet leaves out the dark theme's rules; the whole stylesheet, named on its link
 * (`data-dark-href`, scripts/bundle/dark-theme-stylesheet.ts), is added after it the first time dark
 * mode is on. Settles when it has loaded or failed (the dark class then shows what the light file
 * has, and the next switch to dark mode tries again); at once without such a link (dev server,
 * tests), where the one stylesheet has every rule.
 */
function loadDarkSheet(): Promise<void> {
  const light = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][data-dark-href]');
  const href = light?.dataset.darkHref;
  if (!light || !href) return Promise.resolve();
  return (darkSheet ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.crossOrigin = light.crossOrigin;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      link.remove();
      darkSheet = undefined;
      resolve();
    });
    light.after(link);
  }));
}

const listeners = new Set<() => void>();

/** The mode shown (or coming: its stylesheet loading), for the user menu's "dark mode" / "light mode". */
export const darkModeShown = (): boolean => wanted ?? false;
export function subscribeDarkMode(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The user's choice: remembered, and followed rather than the system's setting from now on. */
export function chooseDarkMode(dark: boolean): Promise<void> {
  try {
    localStorage.setItem(DARK_KEY, dark ? '1' : '0');
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this page.
  }
  return applyDarkMode(dark);
}

let following = false;
/** While the user has chosen nothing, the app follows the system's setting as it changes; once per page. */
export function followSystemDarkMode(): void {
  const media = systemMedia();
  if (following || !media) return;
  following = true;
  media.addEventListener('change', () => {
    if (chosenDarkMode() === null) void applyDarkMode(media.matches);
  });
}

/**
 * Puts the app in dark or light mode. Dark mode comes once its stylesheet has loaded, so no screen shows half
 * dark; the promise settles then.
 */
export function applyDarkMode(dark: boolean): Promise<void> {
  const changed = wanted !== dark;
  wanted = dark;
  if (changed) listeners.forEach((listener) => listener());
  const apply = () => {
    if (wanted !== dark) return;
    document.body.classList.toggle(Classes.DARK, dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  };
  if (!dark) {
    apply();
    return Promise.resolve();
  }
  return loadDarkSheet().then(apply);
}
