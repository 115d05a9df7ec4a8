/**
 * A reopened page draws its frame first (docs/performance.md#a-reopened-page-draws-its-frame-first): a signed-in
 * page remembers, for each page of a fixed address it showed (a list, the dashboard, a settings page, not a
 * record's), the heading it showed and the elements around it; index.html's frame script
 * (scripts/bundle/remembered-frame-script.ts) then draws, on the next full load of that address, the header bar,
 * the sidebar's place and that heading, where the app will draw them, before the app's code has arrived. The app
 * replaces it with its first screen. On a phone's slow network that is the page's name at once, not a spinner for
 * three seconds.
 *
 * It is drawn only for the session that remembered it, in the language the app will show (the same stored choice
 * and browser languages), and not in dark mode (the dark stylesheet is not there yet). The record goes with the
 * session (src/ui/boot.tsx hands its key to the session's storage). Everything is drawn as text, class names and
 * plain containers: no markup is ever read from storage.
 *
 * `accountOf`, `languageInputs` and `paintRememberedFrame` run in index.html as their source: they use nothing
 * outside themselves but what they are given.
 */

/** Where the record is kept: it belongs to the session and goes with it (src/ui/boot.tsx). */
export const FRAME_STORAGE_KEY = 'bo.frame';

/** Elements around a drawn one, outermost first: each one's tag and class. */
type Wrappers = readonly (readonly [string, string])[];

/** A page's heading as it was shown. */
interface RememberedHeading {
  /** Each element from the page's `main` down to the heading, outermost first. */
  readonly wrappers: Wrappers;
  /** The heading's class. */
  readonly className: string;
  readonly text: string;
}

/** What is remembered: whose, in which language, the application's name in it, and each page's heading by path. */
export interface RememberedFrame {
  readonly account: string;
  readonly language: string;
  readonly brand: string;
  /** The elements from the header down to the application's name, as the shell drew them (Blueprint's navbar). */
  readonly bar: Wrappers;
  readonly pages: Readonly<Record<string, RememberedHeading>>;
}

/** Where index.html finds what it needs in localStorage. */
export interface FrameKeys {
  readonly session: string;
  readonly frame: string;
  readonly language: string;
}

/** The pages a record keeps at most: more than the app has addresses without an id. */
const MOST_PAGES = 60;

interface SessionLike {
  readonly user?: { readonly id?: unknown } | null;
  readonly impersonator?: { readonly user?: { readonly id?: unknown } | null } | null;
}

/** Whose the session is: the user, and the admin connected as them if any. */
export function accountOf(session: SessionLike): string {
  const impersonator = session.impersonator && session.impersonator.user ? session.impersonator.user.id : '';
  return `${String(session.user ? session.user.id : '')}:${String(impersonator)}`;
}

/**
 * What the app's language follows once logged in (src/ui/i18n/i18n.ts, `effectiveLanguage`): the stored choice,
 * else the browser's languages. The same inputs give the same language.
 */
export function languageInputs(stored: string | null, browser: readonly string[]): string {
  return `${stored ?? ''}|${browser.join(',')}`;
}

function parsed<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/**
 * Draws the remembered frame of `doc`'s page into `#root`, in place of the boot spinner. True when drawn. The
 * helpers come as arguments: index.html runs this function's source on its own.
 */
export function paintRememberedFrame(
  doc: Document,
  storage: Pick<Storage, 'getItem'>,
  browser: readonly string[],
  keys: FrameKeys,
  dark: boolean,
  account: typeof accountOf,
  inputs: typeof languageInputs,
): boolean {
  const root = doc.getElementById('root');
  if (!root || dark || !root.querySelector('.boot-loader')) return false;
  const read = (key: string): unknown => {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  };
  const session = read(keys.session) as SessionLike | null;
  const frame = read(keys.frame) as RememberedFrame | null;
  if (!session || !session.user || !frame || !frame.pages) return false;
  if (frame.account !== account(session) || frame.language !== inputs(storage.getItem(keys.language), browser))
    return false;
  const path = doc.location.pathname;
  const heading = Object.prototype.hasOwnProperty.call(frame.pages, path) ? frame.pages[path] : undefined;
  if (!heading || typeof heading.text !== 'string' || !Array.isArray(heading.wrappers)) return false;
  const element = (tag: string, className: string, ...children: (Node | string)[]) => {
    const made = doc.createElement(tag);
    if (className) made.className = className;
    made.append(...children);
    return made;
  };
  // Only the plain containers the shell and the pages draw around a heading or a name: never an element that runs
  // or loads something.
  const wrap = (wrappers: Wrappers, inside: HTMLElement) => {
    let inner = inside;
    for (let i = wrappers.length - 1; i >= 0; i--) {
      const wrapper = wrappers[i];
      if (!wrapper) continue;
      const tag = String(wrapper[0]);
      const plain = /^(div|section|header|article|main|aside|nav|form|span)$/.test(tag) ? tag : 'div';
      inner = element(plain, String(wrapper[1]), inner);
    }
    return inner;
  };
  const inner = wrap(heading.wrappers, element('h1', String(heading.className), heading.text));
  const bar = element(
    'header',
    'app-header',
    wrap(Array.isArray(frame.bar) ? frame.bar : [], element('span', 'app-brand', String(frame.brand))),
  );
  const layout = element('div', 'app-layout', bar, element('nav', 'app-sidebar'), element('main', 'app-main', inner));
  // A picture of the page to come, as the spinner was: the app's page is what assistive technologies read.
  layout.setAttribute('aria-hidden', 'true');
  layout.setAttribute('data-remembered-frame', '');
  // The screen's height, as the app's pages are at least: the sidebar's colour down to the bottom.
  layout.style.minHeight = '100vh';
  root.replaceChildren(element('div', '', layout));
  return true;
}

/** What the app tells `rememberHeading` about the page shown. */
export interface ShownPage {
  readonly account: string;
  readonly language: string;
  readonly brand: string;
  /** The page's path in the browser, the app's base included. */
  readonly path: string;
  readonly main: Element;
  readonly heading: Element;
  /** The shell's header, whose elements down to the application's name are remembered. */
  readonly header: Element | null;
}

/** The elements between `outer` and `inner`, outermost first. */
function between(outer: Element, inner: Element): [string, string][] {
  const wrappers: [string, string][] = [];
  for (let at = inner.parentElement; at && at !== outer; at = at.parentElement)
    wrappers.unshift([at.tagName.toLowerCase(), at.getAttribute('class') ?? '']);
  return wrappers;
}

/**
 * Remembers `page`'s heading under `key`, beside the other pages of the same account and language (a record of
 * another account or language is replaced).
 */
export function rememberHeading(storage: Pick<Storage, 'getItem' | 'setItem'>, key: string, page: ShownPage): void {
  const wrappers = between(page.main, page.heading);
  const brand = page.header?.querySelector('.app-brand');
  const bar = page.header && brand ? between(page.header, brand) : [];
  const text = page.heading.textContent?.trim() ?? '';
  if (!text || !page.main.contains(page.heading)) return;
  const before = parsed<RememberedFrame>(storage.getItem(key));
  const same =
    before?.account === page.account && before.language === page.language && before.brand === page.brand
      ? before.pages
      : {};
  const kept = Object.entries(same)
    .filter(([path]) => path !== page.path)
    .slice(-(MOST_PAGES - 1));
  const frame: RememberedFrame = {
    account: page.account,
    language: page.language,
    brand: page.brand,
    bar,
    pages: Object.fromEntries([
      ...kept,
      [page.path, { wrappers, className: page.heading.getAttribute('class') ?? '', text }],
    ]),
  };
  try {
    storage.setItem(key, JSON.stringify(frame));
  } catch {
    // A full storage: the next load shows the spinner, as before.
  }
}

/** Forgets what was remembered (dark mode on: the frame would be drawn in the light theme's colours). */
export function forgetFrame(storage: Pick<Storage, 'removeItem'>, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}
