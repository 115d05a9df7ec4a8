/**
 * Back and Forward bring the page back where the user left it (docs/screens.md#header-sidebar-and-user-menu,
 * Navigation): each entry of the tab's history keeps its scroll position, and going back to it scrolls there
 * once the page is tall enough again. The browser's own restoration came while a list was still loading, on a
 * page as short as its loader: back from an order, the list stood at 667 px instead of 1,500.
 */

/** Each entry's position, by the key its history state carries. */
const positions = new Map<string, number>();
const KEY = 'scrollKey';
/** How long a page may take to grow tall enough again (its list loading). */
const WAIT_MS = 5_000;

let installed = false;
/** The entry being restored, and how to stop: its position is not saved meanwhile. */
let restoring: { key: string; stop: () => void } | null = null;
/** The entry the last Back or Forward went to. */
let traversedTo: string | null = null;

const keyOf = (state: unknown): string | undefined => {
  if (!state || typeof state !== 'object') return undefined;
  const key = (state as Record<string, unknown>)[KEY];
  return typeof key === 'string' ? key : undefined;
};

/** The shown entry's key, given to it the first time it is asked for (an entry the app pushed has none). */
function currentKey(): string {
  const known = keyOf(history.state);
  if (known) return known;
  const key = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const state = history.state && typeof history.state === 'object' ? history.state : {};
  history.replaceState({ ...state, [KEY]: key }, '');
  return key;
}

let frame = 0;
function save(): void {
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    const key = currentKey();
    if (restoring?.key !== key) positions.set(key, window.scrollY);
  });
}

/** Scrolls to `top` as soon as the page is tall enough, unless the user scrolls first or it takes too long. */
function restore(key: string, top: number): void {
  restoring?.stop();
  const reach = () => document.documentElement.scrollHeight - window.innerHeight >= top - 1;
  let done = false;
  const finish = (scroll: boolean) => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) removeEventListener(type, onUser, true);
    if (restoring?.key === key) restoring = null;
    if (scroll) window.scrollTo({ top: Math.min(top, document.documentElement.scrollHeight), behavior: 'instant' });
  };
  const onUser = () => finish(false);
  const observer = new ResizeObserver(() => {
    if (reach()) finish(true);
  });
  const timer = setTimeout(() => finish(true), WAIT_MS);
  restoring = { key, stop: () => finish(false) };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) addEventListener(type, onUser, true);
  // Not before the entry's page has rendered: the page left behind may be tall enough, and go away after.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (done) return;
      // The page's main part grows as its content arrives (the body keeps the screen's height).
      observer.observe(document.getElementById('main') ?? document.body);
      if (reach()) finish(true);
    }),
  );
}

function onPopState(): void {
  const key = currentKey();
  traversedTo = key;
  restore(key, positions.get(key) ?? 0);
}

/** Keeps each history entry's scroll position from now on; once per tab. */
export function installScrollRestoration(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  history.scrollRestoration = 'manual';
  // An entry gets its key when its position is first saved (save), not here: a history write during
  // the first render wakes every location listener of the router for nothing.
  addEventListener('scroll', save, { passive: true });
  addEventListener('popstate', onPopState);
}

/** The page shown came by Back or Forward: it gets its position back, rather than start at its top. */
export const arrivedByTraversal = (): boolean => traversedTo !== null && traversedTo === keyOf(history.state);
