import { readdirSync, readFileSync } from 'node:fs';
import { expect, prepareStorage, test, type Locator, type Page } from './fixtures';
import {
  ACCOUNTS,
  expectNoSeriousViolations,
  framesAskedInASecond,
  loginAs,
  settled,
  sidebar,
  toastSaying,
} from './support';

/**
 * The guided tour of a demo reseller (docs/product.md#demo-links-and-guided-tour), in each language —
 * it starts on the first visit, prepares each step's situation, highlights the real control, and each
 * step's action succeeds.
 */

// The tour starts on a first visit: this spec starts without the prepared storage (e2e/fixtures.ts).
test.use({ preparedStorage: [] });

type Lang = 'fr' | 'en' | 'es';
type Tree = { [key: string]: string | Tree };

/** The app's own texts of one language (all feature files merged), so each language is checked as shown. */
function textsOf(lang: Lang): (key: string, values?: Record<string, string | number>) => string {
  const dir = new URL(`../src/ui/i18n/locales/${lang}/`, import.meta.url);
  const merged: Tree = {};
  const merge = (into: Tree, from: Tree) => {
    for (const [k, v] of Object.entries(from)) {
      if (typeof v === 'object' && typeof into[k] === 'object') merge(into[k] as Tree, v);
      else into[k] = v;
    }
  };
  for (const file of readdirSync(dir)) merge(merged, JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Tree);
  return (key, values = {}) => {
    const found = key.split('.').reduce<string | Tree | undefined>((node, part) => (node as Tree)?.[part], merged);
    if (typeof found !== 'string') throw new Error(`no text ${lang}:${key}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
}

const tourCard = (page: Page) => page.locator('.tour-card');

/** The step's control is visible and the highlight box is drawn around it. */
async function expectHighlighted(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const spotlight = page.getByTestId('tour-spotlight');
  await expect(spotlight).toBeVisible();
  await expect(async () => {
    const around = (await spotlight.boundingBox())!;
    const box = (await target.boundingBox())!;
    expect(around.x).toBeLessThanOrEqual(box.x);
    expect(around.y).toBeLessThanOrEqual(box.y);
    expect(around.x + around.width).toBeGreaterThanOrEqual(box.x + box.width);
    expect(around.y + around.height).toBeGreaterThanOrEqual(box.y + box.height);
  }).toPass({ timeout: 5_000 });
}

/** The card of step `n` (1-based), named by its title, focused, with its progress. */
async function expectStep(page: Page, tr: ReturnType<typeof textsOf>, n: number, id: string): Promise<Locator> {
  const card = page.getByRole('dialog', { name: tr(`tour.steps.${id}.title`) });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('aria-modal', 'false');
  await expect(card).toContainText(tr('tour.progress', { n, total: 5 }));
  await expect(card.getByRole('status')).toHaveCount(0); // prepared, target found
  return card;
}

async function switchLanguage(page: Page, lang: Lang): Promise<void> {
  if (lang === 'fr') return;
  await page.getByRole('combobox', { name: 'Langue' }).selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('status').filter({ hasText: 'Changement de langue…' })).toHaveCount(0);
}

/** Opens the user menu (its button shows the role) once the page has settled. */
async function userMenuOpen(page: Page, role: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button')
    .filter({ has: page.getByText(role, { exact: true }) })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
}

function userMenu(page: Page, tr: ReturnType<typeof textsOf>): Locator {
  return page
    .getByRole('banner')
    .getByRole('button')
    .filter({ has: page.getByText(tr('roles.ROLE_RESELLER'), { exact: true }) });
}

/** The five steps, each one's action done on the page as a prospect would, then Next (Finish). */
async function runWholeTour(page: Page, tr: ReturnType<typeof textsOf>): Promise<void> {
  // 1. The dashboard: the period picker is highlighted; choosing a period updates the counters.
  let card = await expectStep(page, tr, 1, 'dashboard');
  await expect(card).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
  const period = page.locator('[data-tour="dashboard-period"]');
  await expectHighlighted(page, period);
  const preset = period.getByRole('combobox', { name: tr('dashboard.filters.period') });
  await preset.selectOption('lastYear');
  await expect(page).toHaveURL(/preset=lastYear/);
  await expect(preset).toHaveValue('lastYear');
  await expect(page.getByRole('heading', { name: tr('dashboard.counters.title') })).toBeVisible();
  await card.getByRole('button', { name: tr('tour.next') }).click();

  // 2. Following orders: the list's search and filters; a search, then an order's detail.
  card = await expectStep(page, tr, 2, 'orders');
  await expect(page).toHaveURL(/\/order$/);
  await expectHighlighted(page, page.locator('[data-tour="orders-list-controls"]'));
  const search = page.getByRole('searchbox', { name: tr('list.searchLabel', { list: tr('orders.list.title') }) });
  await search.fill('CMD');
  await search.press('Enter');
  await expect(page).toHaveURL(/search=CMD/);
  await settled(page);
  const eye = page.locator('a[href^="/order/show/"]').first();
  const orderId = (await eye.getAttribute('href'))!.split('/').pop()!;
  await eye.click();
  await expect(page.getByRole('heading', { level: 1, name: tr('orders.detail.title', { id: orderId }) })).toBeVisible();
  // The card stays with the prospect on the detail page.
  await card.getByRole('button', { name: tr('tour.next') }).click();

  // 3. A cancellation request on the order the step prepared.
  card = await expectStep(page, tr, 3, 'cancel');
  await expect(page).toHaveURL(/\/order\?search=/);
  const ask = page.locator('[data-tour="ask-cancellation"]').first();
  await expectHighlighted(page, ask);
  await ask.click();
  const cancel = page.getByRole('dialog', { name: tr('orders.cancel.title') });
  await cancel.getByLabel(tr('orders.cancel.comment')).fill('Le client a changé d’avis.');
  await cancel.getByRole('button', { name: tr('orders.cancel.submit') }).click();
  await expect(toastSaying(page, tr('orders.toasts.cancellationAsked'))).toBeVisible();
  await expect(page.getByRole('table').getByText(tr('orders.cancel.pending'), { exact: true }).last()).toBeVisible();
  await expect(page.locator('[data-tour="ask-cancellation"]')).toHaveCount(0);
  await card.getByRole('button', { name: tr('tour.next') }).click();

  // 4. Answering a non-conformity: 'Imprimer en l'état' on the prepared order.
  card = await expectStep(page, tr, 4, 'nonConformity');
  await expect(page).toHaveURL(/\/order-not-conformity\?search=/);
  const print = page.locator('[data-tour="non-conformity-answer"]').first();
  await expectHighlighted(page, print);
  await expect(print).toHaveText(tr('requests.nonConformity.actions.printAsIs'));
  await print.click();
  const confirm = page.getByRole('dialog').filter({ hasText: tr('requests.nonConformity.print.body') });
  await confirm.getByRole('button', { name: tr('requests.nonConformity.actions.printAsIs') }).click();
  await expect(toastSaying(page, tr('requests.toasts.answerSent'))).toBeVisible();
  await expect(page.locator('[data-tour="non-conformity-answer"]')).toHaveCount(0);
  await card.getByRole('button', { name: tr('tour.next') }).click();

  // 5. Validating the prepared quote: it becomes a new order.
  card = await expectStep(page, tr, 5, 'quote');
  await expect(page).toHaveURL(/\/quote\/show\/\d+$/);
  const validate = page.getByRole('button', { name: tr('quotes.detail.validate') });
  await expectHighlighted(page, validate);
  await validate.click();
  const confirmValidate = page.getByRole('dialog', { name: tr('quotes.detail.confirmValidateTitle') });
  await confirmValidate.getByRole('button', { name: tr('quotes.detail.validate') }).click();
  await expect(toastSaying(page, tr('quotes.toasts.validated'))).toBeVisible();
  const becameOrder = tr('quotes.detail.orderCreated', { id: '#' }).split('#')[0]!;
  await expect(page.getByRole('status').filter({ hasText: becameOrder })).toBeVisible();
  await card.getByRole('button', { name: tr('tour.finish') }).click();

  // Finished: nothing of the tour stays in the page.
  await expect(tourCard(page)).toHaveCount(0);
  await expect(page.getByTestId('tour-spotlight')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('bo.tour'))).toBe('{"status":"done","step":4}');
  // Nor does its measuring, which ran before every frame.
  expect(await framesAskedInASecond(page), 'frames asked for in the second after the tour ended').toBeLessThan(10);
}

for (const lang of ['fr', 'en', 'es'] as const) {
  // Twice in French: the restart from the user menu prepares each step's situation anew, whatever the
  // language; English and Spanish walk it once, for their words.
  const twice = lang === 'fr';
  test(`the guided tour walks a new reseller through the five jobs, in ${lang}${twice ? ', twice' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tr = textsOf(lang);
    await loginAs(page, ACCOUNTS.reseller);
    // First visit: the tour starts by itself.
    await expect(page.getByRole('dialog', { name: textsOf('fr')('tour.steps.dashboard.title') })).toBeVisible();
    await switchLanguage(page, lang);
    await runWholeTour(page, tr);
    if (!twice) return;

    // Again from the help entries of the user menu: each step prepares its situation anew.
    await userMenu(page, tr).click();
    await page.getByRole('menuitem', { name: tr('tour.menu.restart') }).click();
    await page.waitForURL(/\/$/);
    await runWholeTour(page, tr);
  });
}

test('a skipped tour resumes at the same step after a reload, from the user menu', async ({ page }) => {
  const tr = textsOf('fr');
  await loginAs(page, ACCOUNTS.reseller);
  let card = await expectStep(page, tr, 1, 'dashboard');
  await card.getByRole('button', { name: 'Suivant' }).click();
  card = await expectStep(page, tr, 2, 'orders');
  await card.getByRole('button', { name: 'Suivant' }).click();
  card = await expectStep(page, tr, 3, 'cancel');
  await card.getByRole('button', { name: 'Passer la visite' }).click();
  await expect(tourCard(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('bo.tour'))).toBe('{"status":"paused","step":2}');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  await expect(tourCard(page)).toHaveCount(0);
  await userMenu(page, tr).click();
  await page.getByRole('menuitem', { name: 'Reprendre (étape 3/5)' }).click();
  card = await expectStep(page, tr, 3, 'cancel');
  await expect(card).toBeFocused();
  await expectHighlighted(page, page.locator('[data-tour="ask-cancellation"]').first());
  // Back goes to step 2, and the page follows.
  await card.getByRole('button', { name: 'Précédent' }).click();
  await expectStep(page, tr, 2, 'orders');
  await expect(page).toHaveURL(/\/order$/);
});

test('the card is keyboard usable and accessible; Esc closes it and the page behind works', async ({ page }) => {
  const tr = textsOf('fr');
  await loginAs(page, ACCOUNTS.reseller);
  const card = await expectStep(page, tr, 1, 'dashboard');
  await expect(card).toBeFocused();
  await expectNoSeriousViolations(page);

  // Tab reaches the card's buttons, with a visible focus.
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Fermer la visite guidée' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Passer la visite' })).toBeFocused();
  // 'Précédent' is disabled on the first step: Tab goes on to 'Suivant'.
  await page.keyboard.press('Tab');
  const next = card.getByRole('button', { name: 'Suivant' });
  await expect(next).toBeFocused();
  const outline = await next.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expectStep(page, tr, 2, 'orders');
  await expectNoSeriousViolations(page);

  await page.keyboard.press('Escape');
  await expect(tourCard(page)).toHaveCount(0);
  await expect(page.getByTestId('tour-spotlight')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('bo.tour'))).toBe('{"status":"paused","step":1}');
  // Nothing intercepts the pointer where the card was: the page behind is clickable.
  await sidebar(page).getByRole('link', { name: 'Tableau de bord' }).click();
  await expect(page).toHaveURL(/\/$/);
  const element = await page.evaluate(() => {
    const hit = document.elementFromPoint(window.innerWidth - 100, window.innerHeight - 60);
    return hit?.closest('.tour-card, .tour-spotlight') ? 'tour' : 'page';
  });
  expect(element).toBe('page');
});

test('the highlight follows its control in the frame the page moves it, though no size of the screen changes', async ({
  page,
}) => {
  const tr = textsOf('fr');
  await loginAs(page, ACCOUNTS.reseller);
  await expectStep(page, tr, 1, 'dashboard');
  const period = page.locator('[data-tour="dashboard-period"]');
  await expectHighlighted(page, period);
  // Content comes above the control (a notice, a list that loaded): the control moves down, the screen and the
  // body keep their size. Read in the first frame drawn after it, as the eye sees it.
  const shift = await period.evaluate(async (control) => {
    const before = control.getBoundingClientRect().top;
    const notice = document.createElement('div');
    notice.style.height = '120px';
    document.querySelector('main')!.prepend(notice);
    await new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn)));
    const spotlight = document.querySelector('[data-testid="tour-spotlight"]')!.getBoundingClientRect();
    const box = control.getBoundingClientRect();
    return { moved: box.top - before, spotlightToControl: box.top - spotlight.top };
  });
  expect(shift.moved, 'the control moved down').toBeGreaterThan(100);
  // The spotlight is drawn 6 px around the control (tour-card.tsx).
  expect(shift.spotlightToControl, 'the highlight is around the control, not where it was').toBe(6);
});

test('an admin never gets the tour', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await userMenuOpen(page, 'Admin');
  await expect(page.getByRole('menuitem', { name: 'Recommencer' })).toHaveCount(0);
  await expect(tourCard(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('bo.tour'))).toBeNull();
});

test('a reseller who finished the tour does not get it again, but may start it over', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await prepareStorage(context, new URL(baseURL!).origin, [['bo.tour', '{"status":"done","step":4}']]);
  const page = await context.newPage();
  await loginAs(page, ACCOUNTS.reseller);
  await userMenuOpen(page, 'Revendeur');
  await expect(page.getByRole('menuitem', { name: /^Reprendre/ })).toHaveCount(0);
  await expect(tourCard(page)).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Recommencer' }).click();
  await expectStep(page, textsOf('fr'), 1, 'dashboard');
  await context.close();
});

test('the tour follows the user: a reload elsewhere stays there, and an example is prepared only when asked, saying so', async ({
  page,
}) => {
  const tr = textsOf('fr');
  await loginAs(page, ACCOUNTS.reseller);
  let card = await expectStep(page, tr, 1, 'dashboard');
  await card.getByRole('button', { name: 'Suivant' }).click();
  card = await expectStep(page, tr, 2, 'orders');
  await expect(page).toHaveURL(/\/order$/);

  // The user goes to the quotes and reloads: the page stays the quotes, the card stays on step 2.
  await sidebar(page).getByRole('link', { name: 'Devis' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Devis' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Devis' })).toBeVisible();
  card = await expectStep(page, tr, 2, 'orders');
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/quote$/);
  // Asked, the card opens its step's screen.
  await card.getByRole('button', { name: tr('tour.open') }).click();
  await expect(page).toHaveURL(/\/order$/);

  // The next step prepares its example in the demo data, and says which.
  await card.getByRole('button', { name: 'Suivant' }).click();
  card = await expectStep(page, tr, 3, 'cancel');
  await expect(card.getByText(/^Exemple préparé pour cette étape dans vos données de démo : /)).toBeVisible();
  // Reloaded, the step prepares nothing more until asked.
  await page.reload();
  card = await expectStep(page, tr, 3, 'cancel');
  await expect(card.getByRole('button', { name: tr('tour.prepareAndOpen') })).toBeVisible();
  await expect(card.getByText(/^Exemple préparé/)).toHaveCount(0);
});

test('an admin connected as a reseller never gets the tour', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/reseller');
  await page.getByRole('button', { name: /^Se connecter en tant qu’Imprimerie Dupont/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Se connecter/ })
    .click();
  await expect(page.getByRole('button', { name: /Retour à l’admin/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(tourCard(page)).toHaveCount(0);
});
