import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { ROUTES, type AppRoute } from '../src/ui/app/routes';

/** The demo accounts of docs/product.md#demo-accounts; every one uses the same password. */
export const ACCOUNTS = {
  admin: 'admin@demo.local',
  reseller: 'reseller@demo.local',
  reader: 'reader@demo.local',
  client: 'client@demo.local',
} as const;
export const DEMO_PASSWORD = 'demo';

/** Fills the French login form and submits it (the page must already be /login). */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Identifiant').fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Logs in from the login page and waits for the dashboard's greeting. */
export async function loginAs(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, username);
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Counts the page's API calls in flight but the event stream; `done()` waits until every one is answered (the demo's
 * backend answers a write once it is saved). With a moved clock, an answer that arrived after the
 * move would count as activity at the moved time.
 */
export function apiCalls(page: Page): { done: () => Promise<void> } {
  let inFlight = 0;
  // The event stream (GET /api/events) stays open while the user is signed in: no call waits for it.
  const isApi = (url: string) => {
    const path = new URL(url).pathname;
    return path.startsWith('/api/') && path !== '/api/events';
  };
  page.on('request', (request) => void (isApi(request.url()) && inFlight++));
  const settle = (request: { url(): string }) => void (isApi(request.url()) && inFlight--);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return { done: () => expect.poll(() => inFlight).toBe(0) };
}

/**
 * The dashboard's figures have shown: its first screen's calls have been made, so `apiCalls(…).done()`
 * cannot pass before they start (under load they started after it had).
 */
export async function dashboardFiguresShown(page: Page): Promise<void> {
  await expect(page.locator('.counter').first()).toBeVisible();
}

/** The header's user menu button, which shows the role of whoever is logged in ('Admin', 'Revendeur'…). */
export function userMenuButton(page: Page, role: string): Locator {
  return page
    .getByRole('banner')
    .getByRole('button')
    .filter({ has: page.getByText(role, { exact: true }) });
}

/** The toasts currently shown (Blueprint's toaster, top right below the header). */
export function toasts(page: Page): Locator {
  return page.getByTestId('toast');
}

/**
 * The newest toast saying `text`, as a user reads it. The same message may show twice within a toast's 5 s
 * (two answers sent in a row): the toaster lists the newest first and the earlier one is still closing, so a
 * journey checks the newest, and the effect of its action besides.
 */
export function toastSaying(page: Page, text: string | RegExp): Locator {
  return toasts(page).filter({ hasText: text }).first();
}

/** The sidebar's main navigation, named in the current language. */
export function sidebar(page: Page, name: string | RegExp = 'Menu principal'): Locator {
  return page.getByRole('navigation', { name });
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa'];

/**
 * `colorContrast: false` leaves out axe's contrast rule, four fifths of a check's time on a page of the app
 * (an admin's every route: 10.4 s with it, 2.1 s without): for a sweep that already measured the same
 * colours, as a route in another language does (e2e/a11y-all.spec.ts).
 */
export interface AxeOptions {
  readonly colorContrast?: boolean;
}

/** A dialog or toast still fading in is drawn half transparent: axe would measure its colours then. */
async function noTransition(page: Page): Promise<void> {
  await expect(
    page.locator('[class*="-appear-active"], [class*="-enter-active"], [class*="-exit-active"]'),
  ).toHaveCount(0);
}

/** The serious and critical violations among axe's, one line per rule and its elements. */
function serious(violations: AxeResults['violations']): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`)
          .join('\n'),
    );
}

/**
 * The serious and critical axe violations (WCAG 2 A and AA) of the page as it is, with axe put in the page
 * once per document: evaluated, not added as a script element (the app's Content-Security-Policy refuses
 * scripts it did not ship).
 */
export async function seriousViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  await noTransition(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, contrast }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
      const results = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        rules: { 'color-contrast': { enabled: contrast } },
      });
      return results.violations;
    },
    { tags: AXE_TAGS, contrast: options.colorContrast ?? true },
  );
  return serious(violations);
}

/**
 * Runs axe (WCAG 2 A and AA) on the page as it is and fails on serious or critical violations, listing them.
 * A page holding frames (a mail's preview) goes through AxeBuilder, which runs axe in each frame too; any
 * other through seriousViolations, the same rules: AxeBuilder injects axe again and opens a page of its own
 * to finish every run, 2.6–5.3 s a check on the order list against 0.7–1.2 s (under load).
 */
export async function expectNoSeriousViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  let violations: string[];
  if (page.frames().length > 1) {
    await noTransition(page);
    const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
    if (options.colorContrast === false) builder.disableRules('color-contrast');
    violations = serious((await builder.analyze()).violations);
  } else {
    violations = await seriousViolations(page, options);
  }
  expect(
    violations,
    `serious or critical accessibility violations at ${page.url()}:\n${violations.join('\n')}`,
  ).toEqual([]);
}

/**
 * Watches the page for Content-Security-Policy violations (docs/demo-backend.md#security-headers) from its
 * first script on, in every document it loads: the `securitypolicyviolation` events and the console's CSP
 * refusals. Call before the first `goto`; the answer reads every violation seen so far (an event of a
 * document since left is in the console's).
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => {
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    );
    return [...violations, ...console];
  };
}

/** Ticks a Blueprint checkbox as a user does: on its label (the drawn box covers the input). */
export async function tick(
  scope: Page | Locator,
  name: string,
  role: 'checkbox' | 'radio' = 'checkbox',
): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.locator('label', { has: page.getByRole(role, { name, exact: true }) }).click();
  await expect(scope.getByRole(role, { name, exact: true })).toBeChecked();
}

/** The number in "1 234 résultats", once the list has finished loading. */
export async function resultCount(page: Page): Promise<number> {
  await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toHaveCount(0);
  const text = await page.locator('.list-count').innerText();
  return Number(text.replace(/\D/g, ''));
}

export type Language = 'fr' | 'en' | 'es';
export const LANGUAGES: readonly Language[] = ['fr', 'en', 'es'];

/**
 * The logged-in user picks `lang` (kept in the browser as the header's language select keeps it,
 * docs/product.md#languages-and-formats); the page reloads in it.
 */
export async function chooseLanguage(page: Page, lang: Language): Promise<void> {
  await page.evaluate((code) => localStorage.setItem('bo.lang', code), lang);
  await layersGone(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await settled(page);
}

/**
 * Waits until the layers the app closed (a dialog, a popover, the side menu closed as the screen grew) have
 * taken their history entry away (src/ui/shared/back-stack.ts): that step back runs a task after the layer
 * closes, and a reload started before it is cancelled by it (`net::ERR_ABORTED`), as no person pressing F5
 * could be fast enough to see. Call it with no layer open: an open one keeps its entry.
 */
export async function layersGone(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const state: unknown = history.state;
    return !(state && typeof state === 'object' && 'backLayer' in state);
  });
}

/**
 * Waits until the page shows its main heading and nothing is loading any more: the app's heading, not the one
 * index.html draws before the app is there (docs/performance.md#a-reopened-page-draws-its-frame-first).
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('[data-remembered-frame]')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.full-page-loader, [role="status"] .bp6-spinner')).toHaveCount(0);
}

/**
 * Opens a route inside the running app, as a link does (a full reload would start the demo again each time),
 * and waits for the new page: the heading seen before is marked, so only a fresh one counts.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) return settled(page);
  await page.evaluate((to) => {
    document.querySelectorAll('h1').forEach((h) => h.setAttribute('data-seen', ''));
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('h1:not([data-seen])').first()).toBeVisible();
  await settled(page);
}

/** The id of the first record the page links to under `prefix` (e.g. '/category/edit/'), if any. */
async function firstLinkedId(page: Page, prefix: string): Promise<string | undefined> {
  const hrefs = await page
    .locator(`a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => /\/(\d+)(?:$|[?#])/.exec(href)?.[1]).find(Boolean);
}

/** From the reseller list (the page must show it), opens the demo reseller's detail page. */
export async function openDemoResellerFromList(page: Page): Promise<void> {
  const row = page
    .getByRole('table', { name: 'Revendeurs' })
    .locator('tbody tr')
    .filter({ hasText: ACCOUNTS.reseller });
  await row.getByRole('button', { name: `Voir ${ACCOUNTS.reseller}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Imprimerie Dupont' })).toBeVisible();
}

/** Routes that leave the session or never show while logged in. */
const SESSION_ROUTES = new Set(['login', 'forgot-password', 'change-password', 'logout']);

/**
 * Opens every route of the app's route table a logged-in `role` may meet, in the running app, and
 * calls `visit` on each (`denied`: the role gets the access-denied page there; `seen`: that page was
 * shown already, at an earlier route). A record route opens the first record its list linked to
 * (another role's: record 1). `skip`: routes not to open at all.
 */
export async function visitEveryRoute(
  page: Page,
  role: 'admin' | 'reseller',
  visit: (path: string, denied: boolean, seen: boolean) => Promise<void>,
  options: { readonly skip?: (route: AppRoute) => boolean } = {},
): Promise<void> {
  const ids = new Map<string, string>();
  let deniedShown = false;
  for (const route of ROUTES.filter((r) => !SESSION_ROUTES.has(r.name) && !options.skip?.(r))) {
    const denied =
      route.access === 'superadmin' ||
      (role === 'reseller' && route.access === 'admin') ||
      (role === 'admin' && route.access === 'reseller');
    let path = route.path;
    if (path.includes(':id')) {
      const prefix = path.replace(':id', '');
      const id = denied ? '1' : ids.get(prefix);
      expect(id, `a record to open at ${route.path}: the list before it links to none`).toBeTruthy();
      path = `${prefix}${id}`;
    }
    await openInApp(page, path);
    await visit(path, denied, denied && deniedShown);
    deniedShown ||= denied;
    // An index page gives the ids its show and edit routes use.
    if (!denied && !path.includes('/', 1)) {
      for (const kind of ['show', 'edit']) {
        const prefix = `${path}/${kind}/`;
        const id = await firstLinkedId(page, prefix);
        if (id) ids.set(prefix, id);
      }
    }
  }
}

const ROUTE_PATHS = new Set(ROUTES.map((r) => r.path));
/** The catalogue's entities whose routes are a list, a creation and an edit (the CRUD module's), in menu order. */
const CRUD_ENTITIES = ROUTES.filter(
  (r) =>
    r.menu?.group === 'catalogue' &&
    ROUTE_PATHS.has(`${r.path}/create`) &&
    ROUTE_PATHS.has(`${r.path}/edit/:id`) &&
    !ROUTE_PATHS.has(`${r.path}/show/:id`),
).map((r) => r.path);

/**
 * The screens of the catalogue's entities but the first: the nine share one list and one CRUD module,
 * configured per entity (docs/architecture.md), so a check of words rather than of layout reads one of them.
 * The scenarios, which have a page of their own, stay.
 */
export function laterCatalogueScreen(route: AppRoute): boolean {
  return CRUD_ENTITIES.slice(1).some((path) => route.path === path || route.path.startsWith(`${path}/`));
}

/** An admin resets the demo data from the user menu, confirms, and is told it is done. */
export async function resetDemoData(page: Page): Promise<void> {
  await userMenuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Réinitialiser les données de démo' }).click();
  await page
    .getByRole('dialog', { name: 'Réinitialiser les données de démo ?' })
    .getByRole('button', { name: 'Réinitialiser', exact: true })
    .click();
  await expect(toastSaying(page, 'Les données de démo ont été restaurées.')).toBeVisible();
}

/** A small real PDF by its content (docs/rules.md#uploads: the server checks `%PDF-`, not the name). */
export const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
});

/**
 * Puts the logged-in demo reseller's data in a guided-tour step's situation, as the tour does
 * (`POST /demo/tour/{situation}`: a non-conformity waiting, a quote with every file…), and answers the
 * record it prepared.
 */
export async function prepareTourSituation(
  page: Page,
  situation: 'order-to-cancel' | 'non-conformity' | 'quote-ready',
): Promise<{ reference: string; quoteId: number | null; orderId: number | null }> {
  return page.evaluate(async (which) => {
    const { token } = JSON.parse(localStorage.getItem('bo.session') ?? '{}') as { token?: string };
    const answer = await fetch(`/api/demo/tour/${which}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    if (!answer.ok) throw new Error(`preparing ${which}: ${answer.status}`);
    return (await answer.json()) as { reference: string; quoteId: number | null; orderId: number | null };
  }, situation);
}

/**
 * The demo's backend has stored its first data (a first visit's fresh seed is saved shortly after
 * the backend starts, in its worker: docs/demo-backend.md#what-a-write-survives), read from the
 * page's own IndexedDB.
 */
export async function demoDataStored(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const request = indexedDB.open('bo-demo', 1);
            request.onupgradeneeded = () => request.result.createObjectStore('snapshots');
            request.onerror = () => resolve(false);
            request.onsuccess = () => {
              const db = request.result;
              const get = db.transaction('snapshots').objectStore('snapshots').count('db');
              get.onsuccess = () => {
                db.close();
                resolve(get.result > 0);
              };
            };
          }),
      ),
    )
    .toBe(true);
}

/**
 * The words of an element's text that the layout broke over two lines ("Cham/p"). A line may end after a
 * hyphen, as in print ("DEV-" / "001288" in an order's history): each part is a word of its own here.
 */
export function wordsBrokenIn(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s-]+-*/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/**
 * How many frames the page asks for in the next second: none on a page at rest. A measuring loop left running
 * (the guided tour's card measures its control before every frame) asks for every one, about 60 a second, for as
 * long as the page stays open.
 */
export function framesAskedInASecond(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const ask = window.requestAnimationFrame;
    let asked = 0;
    window.requestAnimationFrame = (callback) => {
      asked += 1;
      return ask.call(window, callback);
    };
    await new Promise((second) => setTimeout(second, 1_000));
    window.requestAnimationFrame = ask;
    return asked;
  });
}
