import { mkdirSync } from 'node:fs';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { seriousViolations } from './support';

/**
 * What a user checks of a screen on a phone (docs/screens.md#on-a-phone), measured in the page: the page is
 * no wider than the screen (not even the moment the screen narrows), every tap target is 24 × 24 px at least
 * (WCAG 2.5.8) and each main action 44 px, no text is cut without an ellipsis, the header's controls stay in
 * its bar, an open dialog and its actions and an open popover are inside the screen, and the page's title
 * names it.
 */

/**
 * The phone the journeys hold: an Android touch screen with a pixel ratio of 2, upright in three widths and held
 * sideways in two sizes.
 */
const ANDROID_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
export const PHONE = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
  userAgent: ANDROID_USER_AGENT,
};
export interface ScreenSize {
  readonly width: number;
  readonly height: number;
}
const PHONE_SIZES: readonly ScreenSize[] = [
  { width: 390, height: 844 },
  { width: 360, height: 844 },
  { width: 320, height: 844 },
  { width: 844, height: 390 },
  { width: 740, height: 360 },
];
const sizeName = ({ width, height }: ScreenSize) => (width < height ? `${width}` : `${width}x${height}`);
/** The screen left above a phone's on-screen keyboard: 844 px less a 336 px keyboard upright, 180 px sideways. */
const KEYBOARD_OPEN_SIZES: readonly ScreenSize[] = [
  { width: 390, height: 508 },
  { width: 844, height: 210 },
];

/** Every problem found on the screen as shown, each named so that a person can find it. */
interface PhoneReport {
  readonly width: number;
  readonly scrollWidth: number;
  readonly problems: readonly string[];
}

/**
 * Runs in the page: the checks above on the screen as it is, `screen` being the phone's screen. Not the
 * window's size: a mobile browser widens its layout to a page wider than the screen (and zooms out), so the
 * window is then as wide as the page.
 */
function measure(screen: { width: number; height: number }): PhoneReport {
  const vw = screen.width;
  const vh = screen.height;
  const problems: string[] = [];
  const name = (el: Element) => {
    const text = (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('title') || '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 50);
    const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${text}"`;
  };
  const shown = (el: Element) => {
    if (el.closest('[aria-hidden="true"], .visually-hidden, [hidden], select')) return false;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const px = (n: number) => Math.round(n * 10) / 10;

  const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (scrollWidth > vw) problems.push(`the page is ${scrollWidth} px wide on a ${vw} px screen`);

  // Tap targets: 24 × 24 px at least, a link inside a sentence excepted (WCAG 2.5.8).
  const targets = document.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="option"], [role="switch"]',
  );
  for (const el of targets) {
    if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') continue;
    // A chart's bar has its equivalent of 24 px, the same link in the chart's table (WCAG 2.5.8's exception).
    if (el.matches('.chart-bar')) continue;
    // A Blueprint checkbox or file field is its label: the input itself is drawn over or hidden.
    const target = el.matches('input') ? (el.closest('label.bp6-control, .bp6-file-input') ?? el) : el;
    const style = getComputedStyle(el);
    if (el.matches('input') && target === el && Number(style.opacity) === 0) continue;
    if (!shown(target)) continue;
    const box = target.getBoundingClientRect();
    if (box.right <= 0) continue; // a skip link waiting off screen
    if (el.tagName === 'A' && style.display === 'inline') {
      const block = el.parentElement?.closest('p, li, td, dd, div, span, label, h1, h2, h3');
      const sentence = (block as HTMLElement | null)?.innerText?.trim() ?? '';
      if (sentence.length > ((el as HTMLElement).innerText?.trim().length ?? 0) + 2) continue;
    }
    if (box.width < 24 || box.height < 24)
      problems.push(`tap target ${px(box.width)} × ${px(box.height)} px: ${name(el)}`);
  }

  // Each screen's and dialog's main actions: 44 px on a phone.
  const main = document.querySelectorAll(
    '.page-header .bp6-button, .form-actions .bp6-button, .bp6-dialog-footer .bp6-button, .list-card-actions .bp6-button',
  );
  for (const el of main) {
    if (!shown(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.height < 44) problems.push(`main action ${px(box.height)} px tall (44 wanted): ${name(el)}`);
  }

  // Text: never cut without an ellipsis; beyond a box that scrolls, it stays reachable.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const reported = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const parent = node.parentElement;
    if (!parent || reported.has(parent) || !shown(parent)) continue;
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    // Nothing to read on screen: empty, or a skip link waiting left of the screen.
    if (text.width === 0 || text.right <= 0) continue;
    let readOnly = false;
    // What shows of the text: a box that clips it (with its ellipsis, or reported above) ends it at its edge.
    let shownRight = text.right;
    for (let box: Element | null = parent; box && box !== document.documentElement; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (/auto|scroll/.test(style.overflowX)) break;
      const clips = /hidden|clip/.test(style.overflowX) || /hidden|clip/.test(style.overflow);
      if (!clips) continue;
      const frame = box.getBoundingClientRect();
      // A 1 px box is text for screen readers only (the phone header's user name and role).
      if (frame.width <= 1 || frame.height <= 1) {
        readOnly = true;
        break;
      }
      const cut = text.right > frame.right + 1 || text.left < frame.left - 1;
      if (cut && style.textOverflow !== 'ellipsis') {
        problems.push(`text cut without an ellipsis: ${name(parent)}`);
        reported.add(parent);
      }
      shownRight = Math.min(text.right, frame.right);
      break;
    }
    if (!readOnly && !reported.has(parent) && shownRight > vw + 1 && getComputedStyle(parent).position !== 'absolute') {
      let scrolls = false;
      for (let box = parent.parentElement; box; box = box.parentElement)
        if (/auto|scroll/.test(getComputedStyle(box).overflowX)) scrolls = true;
      if (!scrolls) {
        problems.push(`text beyond the screen's edge: ${name(parent)}`);
        reported.add(parent);
      }
    }
  }

  // An open dialog: inside the screen, nothing in it wider than it, its actions in view and uncovered.
  for (const dialog of document.querySelectorAll('.bp6-overlay-open .bp6-dialog')) {
    const box = dialog.getBoundingClientRect();
    const label = name(dialog.querySelector('.bp6-heading') ?? dialog);
    if (box.left < -1 || box.top < -1 || box.right > vw + 1 || box.bottom > vh + 1)
      problems.push(
        `dialog ${label} at ${px(box.left)},${px(box.top)}–${px(box.right)},${px(box.bottom)} on a ${vw} × ${vh} screen`,
      );
    for (const part of [dialog, ...dialog.querySelectorAll('.bp6-dialog-body, .bp6-dialog-footer')])
      if (part.scrollWidth > part.clientWidth + 1)
        problems.push(`dialog ${label}: ${name(part)} holds ${part.scrollWidth} px in ${part.clientWidth}`);
    const tour = [...document.querySelectorAll('.tour-card, .tour-pill')].map((el) => el.getBoundingClientRect());
    for (const button of dialog.querySelectorAll('.bp6-dialog-footer .bp6-button, .app-dialog-close')) {
      const b = button.getBoundingClientRect();
      if (b.left < 0 || b.top < 0 || b.right > vw || b.bottom > vh)
        problems.push(`dialog ${label}: ${name(button)} outside the screen`);
      if (tour.some((t) => t.left < b.right && b.left < t.right && t.top < b.bottom && b.top < t.bottom))
        problems.push(`dialog ${label}: the guided tour covers ${name(button)}`);
    }
  }
  // The header keeps to its bar: each of its controls inside it, none past the screen's edge.
  const header = document.querySelector('.app-header');
  if (header) {
    const bar = header.getBoundingClientRect();
    for (const control of header.querySelectorAll('a[href], button, select, .connected-as')) {
      if (!shown(control)) continue;
      const box = control.getBoundingClientRect();
      if (box.top < bar.top - 1 || box.bottom > bar.bottom + 1 || box.left < -1 || box.right > vw + 1)
        problems.push(
          `header control ${name(control)} at ${px(box.left)},${px(box.top)}–${px(box.right)},${px(box.bottom)} outside its bar (${px(bar.top)}–${px(bar.bottom)})`,
        );
    }
  }

  // An open popover (a menu, a filter's list, a calendar) is inside the screen.
  for (const popover of document.querySelectorAll('.bp6-popover')) {
    if (!shown(popover)) continue;
    const box = popover.getBoundingClientRect();
    if (box.left < -1 || box.top < -1 || box.right > vw + 1 || box.bottom > vh + 1)
      problems.push(
        `popover ${name(popover)} at ${px(box.left)},${px(box.top)}–${px(box.right)},${px(box.bottom)} on a ${vw} × ${vh} screen`,
      );
  }

  // The page's title names it (WCAG 2.4.2): its heading, before the application's name (the dashboard, whose
  // heading greets the user, by its name).
  const heading = document.querySelector('h1')?.textContent?.trim();
  const dashboard = /^\/(demo\/labels\/)?$/.test(location.pathname);
  if (heading && !dashboard && !document.title.startsWith(`${heading} — `))
    problems.push(`the document's title "${document.title}" does not name the page "${heading}"`);
  return { width: vw, scrollWidth, problems };
}

/**
 * Runs in the page just before the screen changes size: from the resize on, the page's width is read at each
 * frame until `widestSinceResize` collects the widest. Something sized by script (a dashboard chart follows its
 * card through a ResizeObserver, a frame or more late) can stick out of a narrower screen for that moment, and
 * the checks two frames later saw it or not depending on the machine's speed; read from the resize itself, it
 * is seen every time.
 */
function watchWidth(): void {
  const page = window as unknown as { phoneWatch?: () => number };
  let widest = 0;
  let frame = 0;
  const read = () => {
    widest = Math.max(widest, document.documentElement.scrollWidth, document.body.scrollWidth);
    frame = requestAnimationFrame(read);
  };
  addEventListener('resize', read, { once: true });
  page.phoneWatch = () => {
    removeEventListener('resize', read);
    cancelAnimationFrame(frame);
    return widest;
  };
}

/**
 * Runs in the page after the resize: waits for the layout of the new size (two frames, as `nextFrames`), then
 * ends the watch and gives the widest the page was since `watchWidth` (0: the screen kept its size).
 */
function widestSinceResize(): Promise<number> {
  const page = window as unknown as { phoneWatch?: () => number };
  return new Promise((done) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const widest = page.phoneWatch?.() ?? 0;
        delete page.phoneWatch;
        done(widest);
      }),
    ),
  );
}

/** Waits for the layout of the new size: two frames. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** The phone checks on the screen as it is, each problem prefixed with where it was seen. */
export async function phoneProblems(page: Page, where: string): Promise<string[]> {
  const screen = page.viewportSize();
  if (!screen) throw new Error('the phone checks need a viewport');
  // Measured once menus, popovers and dialogs have ended their opening or closing.
  await expect(
    page.locator('[class*="-appear-active"], [class*="-enter-active"], [class*="-exit-active"]'),
  ).toHaveCount(0);
  const report = await page.evaluate(measure, screen);
  return report.problems.map((problem) => `${where} at ${sizeName(screen)}: ${problem}`);
}

const slug = (text: string) =>
  text
    .replace(/^\//, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'home';

/**
 * One state of the app (a route, an open dialog) at each phone width, resizing rather than reloading: the
 * checks, a screenshot under reports/phone/ for a person to look at, and axe once at 390 px.
 */
export async function sweepState(
  page: Page,
  testInfo: TestInfo,
  role: string,
  state: string,
  options: { axe?: boolean } = {},
): Promise<string[]> {
  const problems: string[] = [];
  const dir = `reports/phone/${role}`;
  mkdirSync(dir, { recursive: true });
  for (const size of PHONE_SIZES) {
    await page.evaluate(watchWidth);
    await page.setViewportSize(size);
    const widest = await page.evaluate(widestSinceResize);
    if (widest > size.width)
      problems.push(
        `${role} ${state} at ${sizeName(size)}: the page is ${widest} px wide on a ${size.width} px screen as it narrows`,
      );
    problems.push(...(await phoneProblems(page, `${role} ${state}`)));
    // At the screen's CSS size, not its pixel ratio of 2: a quarter of the pixels to copy and encode, 13% of
    // the sweep's CPU; still the size the checks measured, for a person to look at.
    await page.screenshot({ path: `${dir}/${slug(state)}-${sizeName(size)}.png`, scale: 'css' });
    if (size === PHONE_SIZES[0] && options.axe)
      problems.push(...(await seriousViolations(page)).map((violation) => `${role} ${state}: axe ${violation}`));
  }
  await page.setViewportSize(PHONE.viewport);
  testInfo.annotations.push({ type: 'phone state', description: `${role} ${state}` });
  return problems;
}

/**
 * A dialog's actions stay in view while the keyboard is open: with the screen shortened by a phone's keyboard,
 * upright and sideways, and the focus in the dialog's first text field, its buttons are still inside the screen.
 */
export async function keyboardProblems(page: Page, where: string): Promise<string[]> {
  const field = page
    .locator('.bp6-overlay-open .bp6-dialog')
    .locator('textarea, input[type="text"], input:not([type])');
  if (!(await field.count())) return [];
  await field.first().focus();
  const problems: string[] = [];
  for (const size of KEYBOARD_OPEN_SIZES) {
    await page.setViewportSize(size);
    await nextFrames(page);
    problems.push(...(await phoneProblems(page, `${where} with the keyboard open at ${sizeName(size)}`)));
  }
  await page.setViewportSize(PHONE.viewport);
  await nextFrames(page);
  return problems;
}

/** Fails with every problem listed, one a line. */
export function expectNoPhoneProblems(problems: readonly string[]): void {
  expect(problems, `phone problems:\n${problems.join('\n')}`).toEqual([]);
}
