// @vitest-environment jsdom
import { Classes } from '@blueprintjs/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberedFrameScript } from '../../../scripts/bundle/remembered-frame-script';
import {
  accountOf,
  DRAWN_TAGS,
  languageInputs,
  paintRememberedFrame,
  rememberHeading,
  type FrameKeys,
  type RememberedFrame,
} from './remembered-frame';

const KEYS: FrameKeys = { session: 'bo.session', frame: 'bo.frame', language: 'bo.lang' };
const BROWSER = ['en-US', 'en'];
const SESSION = { token: 't', user: { id: 7, firstname: 'Rémi' }, impersonator: null };
const BOOT = '<div class="boot-loader" aria-hidden="true"><svg></svg></div>';

/** The page as index.html has it: the spinner in #root, at `path`, with `session` stored. */
function page(path: string, session: object | null = SESSION) {
  document.body.innerHTML = `<div id="root">${BOOT}</div>`;
  history.replaceState(null, '', path);
  localStorage.clear();
  if (session) localStorage.setItem(KEYS.session, JSON.stringify(session));
}

/**
 * The app showing at `path` what `html` lays out (its `.app-header` and its `main`, the first `h1` its heading), and
 * remembering it; `prepare` sees the layout first (an icon's size, a hostile text). Gives the layout.
 */
function shown(path: string, html: string, language = languageInputs(null, BROWSER), prepare = (_: Element) => {}) {
  const layout = document.createElement('div');
  layout.innerHTML = html;
  prepare(layout);
  rememberHeading(localStorage, KEYS.frame, {
    account: accountOf(SESSION),
    language,
    brand: 'Label Back Office',
    path,
    main: layout.querySelector('main')!,
    heading: layout.querySelector('main h1')!,
    header: layout.querySelector('.app-header'),
  });
  return layout;
}

/** The app showing a list page at `path`: the shell's header, and the heading inside the wrappers the list module draws. */
function shownList(path: string, text: string, language = languageInputs(null, BROWSER)) {
  const navbar = `<div class="${Classes.NAVBAR}"><div class="${Classes.NAVBAR_GROUP} ${Classes.ALIGN_LEFT}"><div class="${Classes.NAVBAR_HEADING}"><a class="app-brand" href="/">Label Back Office</a></div></div></div>`;
  shown(
    path,
    `<header class="app-header">${navbar}</header><main class="app-main"><div class="connection-region"></div><section class="list-page"><header class="page-header"><h1 class="${Classes.HEADING}"></h1></header></section></main>`,
    language,
    (layout) => (layout.querySelector('h1')!.textContent = text),
  );
}

/** The list's record at `/order`, as a tampered storage would hold it: `change` over what the app remembered. */
function tamperedList(change: object) {
  shownList('/order', 'Orders');
  const frame = JSON.parse(localStorage.getItem(KEYS.frame)!) as RememberedFrame;
  localStorage.setItem(
    KEYS.frame,
    JSON.stringify({ ...frame, pages: { '/order': { ...frame.pages['/order']!, ...change } } }),
  );
}

const paint = (dark = false, browser = BROWSER) =>
  paintRememberedFrame(document, localStorage, browser, KEYS, dark, accountOf, languageInputs, DRAWN_TAGS);
const drawnHeading = () => document.querySelector('#root [data-remembered-frame] main h1');

describe('a reopened page draws its frame first', () => {
  beforeEach(() => page('/order'));
  afterEach(() => localStorage.clear());

  it('draws the remembered heading where the list draws it, under the header bar and beside the sidebar', () => {
    shownList('/order', 'Orders');
    expect(paint()).toBe(true);
    const heading = drawnHeading();
    expect(heading?.textContent).toBe('Orders');
    expect(heading?.className).toBe(Classes.HEADING);
    expect(heading?.parentElement?.className).toBe('page-header');
    expect(heading?.parentElement?.parentElement?.className).toBe('list-page');
    expect(heading?.parentElement?.parentElement?.parentElement?.className).toBe('app-main');
    const layout = document.querySelector('[data-remembered-frame]');
    expect(layout?.className).toBe('app-layout');
    expect(layout?.getAttribute('aria-hidden')).toBe('true');
    // The header's bar as the shell drew it, down to the application's name.
    const brand = layout?.querySelector(
      `.app-header > .${Classes.NAVBAR} > .${Classes.NAVBAR_GROUP} > .${Classes.NAVBAR_HEADING} > .app-brand`,
    );
    expect(brand?.textContent).toBe('Label Back Office');
    expect(brand?.tagName).toBe('SPAN');
    expect(layout?.querySelector('nav.app-sidebar')).not.toBeNull();
    expect(document.querySelector('.boot-loader')).toBeNull();
  });

  it('keeps the spinner for a page it never showed, another account, another language, or dark mode', () => {
    shownList('/user', 'Users');
    expect(paint()).toBe(false);

    shownList('/order', 'Orders');
    localStorage.setItem(KEYS.session, JSON.stringify({ ...SESSION, user: { id: 8 } }));
    expect(paint()).toBe(false);
    localStorage.setItem(KEYS.session, JSON.stringify({ ...SESSION, impersonator: { user: { id: 1 }, token: 'a' } }));
    expect(paint()).toBe(false);

    localStorage.setItem(KEYS.session, JSON.stringify(SESSION));
    localStorage.setItem(KEYS.language, 'es');
    expect(paint()).toBe(false);
    localStorage.removeItem(KEYS.language);
    expect(paint(false, ['es-ES'])).toBe(false);
    expect(paint(true)).toBe(false);
    expect(document.querySelector('.boot-loader')).not.toBeNull();

    localStorage.removeItem(KEYS.session);
    expect(paint()).toBe(false);
  });

  it('draws nothing over what is already there, nor from a record it cannot read', () => {
    shownList('/order', 'Orders');
    localStorage.setItem(KEYS.frame, '{not json');
    expect(paint()).toBe(false);
    shownList('/order', 'Orders');
    document.getElementById('root')!.innerHTML = '<p>the app</p>';
    expect(paint()).toBe(false);
    expect(document.getElementById('root')!.innerHTML).toBe('<p>the app</p>');
  });

  it('draws the heading as text, whatever it holds', () => {
    shownList('/order', '<img src=x onerror="alert(1)">');
    expect(paint()).toBe(true);
    expect(drawnHeading()?.textContent).toBe('<img src=x onerror="alert(1)">');
    expect(document.querySelector('#root img')).toBeNull();
  });

  it('draws a remembered element that would run or load something as a plain container', () => {
    tamperedList({
      wrappers: [
        ['script', 'a'],
        ['iframe', 'b'],
      ],
    });
    expect(paint()).toBe(true);
    expect(document.querySelector('#root script, #root iframe')).toBeNull();
    expect(drawnHeading()?.parentElement?.tagName).toBe('DIV');
    expect(drawnHeading()?.parentElement?.className).toBe('b');
  });

  it('draws a record’s page as it was shown: its link back above the heading, its status badge inside', () => {
    page('/order/show/59');
    shown(
      '/order/show/59',
      '<header class="app-header"><a class="app-brand" href="/">Label Back Office</a></header><main class="app-main">' +
        '<div class="connection-region" role="status"><p>The server does not answer.</p></div><section class="order-detail">' +
        `<a class="back-link" href="/order"><span class="${Classes.ICON}"><svg><path d="M0"></path></svg></span> Back to the orders</a>` +
        `<header class="page-header"><h1 class="${Classes.HEADING}">Order 59 <span class="order-status order-status--green">Shipped</span>` +
        '<span class="live-marker" role="status">Changed by Bob</span></h1><div hidden="">not shown</div></header></section></main>',
      undefined,
      // The icon's drawing, as a browser lays it out.
      (layout) => (layout.querySelector('svg')!.getBoundingClientRect = () => ({ width: 16, height: 16 }) as DOMRect),
    );
    expect(paint()).toBe(true);
    const drawnMain = document.querySelector('#root [data-remembered-frame] main') as HTMLElement;
    // The same elements, classes and text down to the heading, the icon's place kept blank, the live regions empty
    // (what they said was true for a moment), and nothing that draws a picture or leads anywhere.
    expect(drawnMain.innerHTML).toBe(
      '<div class="connection-region"></div><section class="order-detail">' +
        `<a class="back-link"><span class="${Classes.ICON}"><span style="display: inline-block; width: 16px; height: 16px;"></span></span> Back to the orders</a>` +
        `<header class="page-header"><h1 class="${Classes.HEADING}">Order 59 <span class="order-status order-status--green">Shipped</span>` +
        '<span class="live-marker"></span></h1></header></section>',
    );
    expect(drawnHeading()?.textContent).toBe('Order 59 Shipped');
    // Another order was never shown: the spinner.
    page('/order/show/60');
    shownList('/order', 'Orders');
    expect(paint()).toBe(false);
  });

  it('draws, of what a record holds, only text and plain containers, and only so much of it', () => {
    const hostile = [
      ['script', '', ['alert(1)']],
      ['iframe', 'x', []],
      ['img', 'y', []],
      ['button', Classes.BUTTON, ['Export']],
      ['p', 'note', [['svg', '', []], 'kept', { not: 'a node' }]],
      [1e9, 'x'],
    ];
    tamperedList({ content: hostile, before: [hostile] });
    expect(paint()).toBe(true);
    const root = document.getElementById('root')!;
    expect(root.querySelector('script, iframe, img, svg, button')).toBeNull();
    expect(drawnHeading()?.innerHTML).toBe(
      `<span class="${Classes.BUTTON}">Export</span><p class="note">kept</p>` +
        '<span style="display: inline-block; width: 2000px; height: 0px;"></span>',
    );
    expect(root.querySelector(`main > span.${Classes.BUTTON}`)?.textContent).toBe('Export');
    // A record grown in storage is drawn only so far.
    page('/order');
    tamperedList({ before: [Array(5_000).fill('x')] });
    expect(paint()).toBe(true);
    expect((root.querySelector('main')?.textContent ?? '').length).toBeLessThan(300);

    // A page with a long list above its heading keeps only its first elements.
    page('/order');
    shown('/order', `<main><ul>${'<li>row</li>'.repeat(500)}</ul><h1>Orders</h1></main>`);
    expect(localStorage.getItem(KEYS.frame)!.length).toBeLessThan(3_000);
    expect(paint()).toBe(true);
    expect(document.querySelectorAll('#root main li').length).toBeLessThan(60);
  });

  it('keeps the pages of one account and language, and starts again for another language', () => {
    shownList('/order', 'Orders');
    shownList('/user', 'Users');
    shownList('/order', 'Orders!');
    let frame = JSON.parse(localStorage.getItem(KEYS.frame)!) as RememberedFrame;
    expect(Object.keys(frame.pages)).toEqual(['/user', '/order']);
    expect(frame.pages['/order']?.text).toBe('Orders!');

    shownList('/order', 'Pedidos', languageInputs('es', BROWSER));
    frame = JSON.parse(localStorage.getItem(KEYS.frame)!) as RememberedFrame;
    expect(Object.keys(frame.pages)).toEqual(['/order']);
    localStorage.setItem(KEYS.language, 'es');
    expect(paint()).toBe(true);
    expect(drawnHeading()?.textContent).toBe('Pedidos');
  });

  it('index.html’s script, run on its own, draws the same frame as the function', () => {
    // The script as the build writes it, with only the browser's globals around it; the system's dark mode as told.
    const runScript = (dark: boolean) =>
      new Function('document', 'localStorage', 'navigator', 'matchMedia', rememberedFrameScript(KEYS))(
        document,
        localStorage,
        { languages: BROWSER },
        () => ({ matches: dark }),
      );
    shownList('/order', 'Orders');
    runScript(false);
    expect(drawnHeading()?.textContent).toBe('Orders');
    expect(document.querySelector('.app-brand')?.textContent).toBe('Label Back Office');

    page('/order');
    shownList('/order', 'Orders');
    runScript(true);
    expect(document.querySelector('.boot-loader')).not.toBeNull();
  });
});
