/**
 * A reopened page draws its frame first (docs/performance.md#a-reopened-page-draws-its-frame-first): a signed-in
 * page remembers, for each address it showed (a list, the dashboard, a settings page, a record's page), the heading
 * it showed, what it held (a record's status badge) and the elements above it on the page (a record's link back to
 * its list); index.html's frame script (scripts/bundle/remembered-frame-script.ts) then draws, on the next full load
 * of that address, the header bar, the sidebar's place and that top of the page, where the app will draw them,
 * before the app's code has arrived. The app replaces it with its first screen. On a phone's slow network that is
 * the page's name at once, not a spinner for three seconds.
 *
 * It is drawn only for the session that remembered it, in the language the app will show (the same stored choice
 * and browser languages), and not in dark mode (the dark stylesheet is not there yet). The record goes with the
 * session (src/ui/boot.tsx hands its key to the session's storage). Everything is drawn as text, class names and
 * plain containers: no markup is ever read from storage.
 *
 * `accountOf`, `languageInputs` and `paintRememberedFrame` run in index.html as their source: they use nothing
 * outside themselves but what they are given.
 */

/** Elements around a drawn one, outermost first: each one's tag and class. */
type Wrappers = readonly (readonly [string, string])[];

/**
 * What a page showed, to draw again: a text; an element, by its tag, its class, and its text and elements in order;
 * or the width and height of one drawn otherwise (an icon's drawing), whose place is kept blank.
 */
type Drawn = string | readonly [number, number] | readonly [string, string, readonly Drawn[]];

/** A page's heading as it was shown. */
interface RememberedHeading {
  /** Each element from the page's `main` down to the heading, outermost first. */
  readonly wrappers: Wrappers;
  /** The heading's class. */
  readonly className: string;
  readonly text: string;
  /** The heading's text and elements (a record's status badge); without it, `text`. */
  readonly content?: readonly Drawn[];
  /**
   * What comes before each element of the way down, in its parent: `before[0]` in `main`, before the outermost
   * wrapper; `before[i]` in wrapper `i - 1`, before wrapper `i` or, last, the heading (a record's link back).
   */
  readonly before?: readonly (readonly Drawn[])[];
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

/** The pages a record keeps at most: the last ones shown (a user opening many orders keeps the last of them). */
const MOST_PAGES = 60;
/** What one page keeps at most of what it drew, in elements and text nodes, and each text's characters. */
const MOST_NODES = 60;
const MOST_TEXT = 200;
/**
 * The elements drawn again: plain containers and text, and a button as a plain `span` (its look is its class).
 * Anything else (an icon's drawing, a picture, a field) is remembered by its size only, and drawn as a blank; the
 * frame script is given this list and draws only these too.
 */
export const DRAWN_TAGS =
  /^(div|section|header|footer|article|main|aside|nav|form|span|a|p|strong|em|small|b|i|ul|ol|li|dl|dt|dd|h[1-6]|label|fieldset|legend|button)$/;

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
  tags: RegExp,
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
  // Only the plain containers and text the shell and the pages draw at a page's top, with no attribute but a class:
  // never an element that runs or loads something, nor a link that leads anywhere.
  let left = 200;
  // The tag to draw for a remembered one: itself if one of `tags` (DRAWN_TAGS), a button as a `span`.
  const plainTag = (tag: unknown) => {
    const name = String(tag);
    return name === 'button' ? 'span' : tags.test(name) ? name : '';
  };
  const drawn = (nodes: unknown, depth: number): (Node | string)[] => {
    const out: (Node | string)[] = [];
    if (!Array.isArray(nodes) || depth > 8) return out;
    for (const node of nodes as unknown[]) {
      if (--left < 0) break;
      if (typeof node === 'string') out.push(node);
      else if (Array.isArray(node) && typeof node[0] === 'number') {
        // The place of what was drawn otherwise (an icon): a blank of its size.
        const blank = element('span', '');
        const size = (value: unknown) => `${Math.min(Math.max(Number(value) || 0, 0), 2000)}px`;
        blank.style.cssText = `display:inline-block;width:${size(node[0])};height:${size(node[1])}`;
        out.push(blank);
      } else if (Array.isArray(node) && plainTag(node[0]))
        out.push(element(plainTag(node[0]), String(node[1]), ...drawn(node[2], depth + 1)));
    }
    return out;
  };
  const before = (level: number) => (Array.isArray(heading.before) ? drawn(heading.before[level], 0) : []);
  // Around the heading or the name, a plain container whatever the record says.
  const wrap = (wrappers: Wrappers, inside: HTMLElement, lead: (level: number) => (Node | string)[]) => {
    let inner = inside;
    for (let i = wrappers.length - 1; i >= 0; i--) {
      const wrapper = wrappers[i];
      if (wrapper) inner = element(plainTag(wrapper[0]) || 'div', String(wrapper[1]), ...lead(i + 1), inner);
    }
    return inner;
  };
  const content = Array.isArray(heading.content) ? drawn(heading.content, 0) : [heading.text];
  const inner = wrap(heading.wrappers, element('h1', String(heading.className), ...content), before);
  const bar = element(
    'header',
    'app-header',
    wrap(Array.isArray(frame.bar) ? frame.bar : [], element('span', 'app-brand', String(frame.brand)), () => []),
  );
  const layout = element(
    'div',
    'app-layout',
    bar,
    element('nav', 'app-sidebar'),
    element('main', 'app-main', ...before(0), inner),
  );
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

/** `nodes` as they are to be drawn again, within what is `left` to keep: text, and the elements `DRAWN_TAGS` names. */
function drawnOf(nodes: Iterable<Node>, left: { count: number }, depth = 0): Drawn[] {
  const out: Drawn[] = [];
  for (const node of nodes) {
    if (left.count <= 0 || depth > 8) break;
    if (node.nodeType === Node.TEXT_NODE) {
      left.count--;
      out.push((node.textContent ?? '').slice(0, MOST_TEXT));
    } else if (node instanceof Element && !node.hasAttribute('hidden')) {
      left.count--;
      // A live region (the connection's banner, "changed by…") says what is true for a moment: drawn empty.
      const live = node.hasAttribute('aria-live') || /^(status|alert)$/.test(node.getAttribute('role') ?? '');
      if (DRAWN_TAGS.test(node.tagName.toLowerCase()))
        out.push([
          node.tagName.toLowerCase(),
          node.getAttribute('class') ?? '',
          live ? [] : drawnOf(node.childNodes, left, depth + 1),
        ]);
      else {
        const box = node.getBoundingClientRect();
        if (box.width || box.height) out.push([Math.round(box.width), Math.round(box.height)]);
      }
    }
  }
  return out;
}

/** What comes before `element` in its parent, first to last. */
function previousOf(element: Element): Node[] {
  const nodes: Node[] = [];
  for (let at = element.previousSibling; at; at = at.previousSibling) nodes.unshift(at);
  return nodes;
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
  const left = { count: MOST_NODES };
  const content = drawnOf(page.heading.childNodes, left);
  // The way down from `main`, outermost first, and what each one comes after.
  const way: Element[] = [];
  for (let at: Element | null = page.heading; at && at !== page.main; at = at.parentElement) way.unshift(at);
  const above = way.map((element) => drawnOf(previousOf(element), left));
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
      [page.path, { wrappers, className: page.heading.getAttribute('class') ?? '', text, content, before: above }],
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
