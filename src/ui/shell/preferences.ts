import { Classes } from '@blueprintjs/core';
const DARK_KEY = 'bo.dark';

export function storedDarkMode(): boolean {
  try {
    return localStorage.getItem(DARK_KEY) === '1';
  } catch {
    return false;
  }
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

/**
 * Puts the app in dark or light mode and remembers it. Dark mode comes once its stylesheet has
 * loaded, so no screen shows half dark; the promise settles then.
 */
export function applyDarkMode(dark: boolean): Promise<void> {
  try {
    localStorage.setItem(DARK_KEY, dark ? '1' : '0');
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this page.
  }
  wanted = dark;
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
