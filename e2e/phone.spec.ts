import { expect, PREPARED_STORAGE, test, type Locator, type Page } from './fixtures';
import {
  ACCOUNTS,
  chooseLanguage,
  framesAskedInASecond,
  LANGUAGES,
  loginAs,
  openInApp,
  pdfFile,
  prepareTourSituation,
  settled,
  toasts,
  toastSaying,
  userMenuButton,
  visitEveryRoute,
} from './support';
import {
  expectNoPhoneProblems,
  keyboardProblems,
  nextFrames,
  PHONE,
  phoneProblems,
  sweepState,
  type ScreenSize,
} from './phone';

/**
 * The phone sweep (docs/screens.md#on-a-phone): as a reseller (with an unread notification) and as an admin,
 * every route each can open and the dialogs of the main actions of the lists and detail pages, on an Android
 * touch screen upright at 390, 360 and 320 px and held sideways at 844 × 390 and 740 × 360. On each: the page no
 * wider than the screen, tap targets of 24 px (44 for main actions), no text cut without an ellipsis, the
 * header's controls in its bar, dialogs and their buttons inside the screen (the keyboard open too, upright and
 * sideways), popovers inside the screen, the page named in the document's title, axe at 390 px; and a
 * screenshot of each under reports/phone/. One login per role and part; the sizes change by resizing, the
 * routes in the running app. The pages without a session too (the login's "Mot de passe oublié ?"). Then what
 * a phone adds: every language, an unread count, a search typed and an admin connected as a reseller in the
 * header; popovers held sideways and above the keyboard; Back closing what is open; the guided tour on a small
 * phone and sideways.
 */
test.describe.configure({ mode: 'parallel' });
test.use(PHONE);

/** A dialog of a main action: the screen it opens from, and the taps that open it. */
interface DialogState {
  readonly name: string;
  readonly path: (prepared: Prepared) => string;
  readonly open: (page: Page) => Promise<void>;
}

/** The records the dialogs open on: a ready quote (reseller), an order in progress and another user (admin). */
interface Prepared {
  readonly quoteId?: number | null;
  readonly orderId?: string;
  readonly userId?: string;
}

/** The first record a list links to under `prefix`, among the rows that do not mention `skip`. */
async function linkedId(page: Page, list: string, prefix: string, skip?: string): Promise<string> {
  await openInApp(page, list);
  const cards = skip ? page.locator('.list-card').filter({ hasNotText: skip }) : page.locator('.list-card');
  const ids = await cards
    .locator(`a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.split('/').pop() ?? ''));
  expect(ids[0], `a record linked from ${list}`).toBeTruthy();
  return ids[0] as string;
}

const tap = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).first().click();
/** A list's export dialog: on a phone its filters fold into a panel, and the export is inside. */
const exportDialog = (name: string, list: string): DialogState => ({
  name,
  path: () => list,
  open: async (page) => {
    await page.getByRole('button', { name: /^Filtres/ }).click();
    await tap(page, 'Export CSV');
  },
});

const RESELLER_DIALOGS: readonly DialogState[] = [
  {
    name: 'ask for a cancellation',
    path: () => '/order',
    open: (page) => tap(page, /^Demander l’annulation de la commande/),
  },
  {
    name: 'save a view',
    path: () => '/order',
    open: async (page) => {
      await tap(page, 'Vues');
      await page.getByRole('menuitem', { name: 'Enregistrer cette vue…' }).click();
    },
  },
  {
    name: 'send new files',
    path: () => '/order-not-conformity',
    open: (page) => tap(page, /^Envoyer un nouveau fichier pour la commande/),
  },
  {
    name: 'print as is',
    path: () => '/order-not-conformity',
    open: (page) => tap(page, /^Imprimer en l’état la commande/),
  },
  {
    name: 'validate the quote',
    path: (prepared) => `/quote/show/${prepared.quoteId}`,
    open: (page) => tap(page, 'Valider le devis'),
  },
  { name: 'delete a quote user', path: () => '/user', open: (page) => tap(page, /^Supprimer /) },
  {
    name: 'import a margin grid',
    path: () => '/reseller/marge-price',
    open: (page) =>
      page.getByLabel('Importer une grille CSV…', { exact: false }).setInputFiles({
        name: 'marges.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('scenario_uid;quantity;marge\nSC-001-VELIN;500;12,5\n'),
      }),
  },
];

const ADMIN_DIALOGS: readonly DialogState[] = [
  exportDialog('export the orders', '/order'),
  {
    name: 'place in non-conforming',
    path: (prepared) => `/order/show/${prepared.orderId}`,
    open: (page) => tap(page, 'Placer en non-conforme'),
  },
  {
    name: 'approve a cancellation',
    path: () => '/order-request-cancel',
    open: (page) => tap(page, /^Approuver la demande/),
  },
  { name: 'connect as a reseller', path: () => '/reseller', open: (page) => tap(page, /^Se connecter en tant/) },
  {
    name: 'end a user’s sessions',
    path: (prepared) => `/user/show/${prepared.userId}`,
    open: (page) => tap(page, 'Déconnecter partout'),
  },
  { name: 'delete a category', path: () => '/category', open: (page) => tap(page, /^Supprimer /) },
  exportDialog('export the audit', '/audit'),
  {
    name: 'reset the demo data',
    path: () => '/',
    open: async (page) => {
      await userMenuButton(page, 'Admin').click();
      await page.getByRole('menuitem', { name: 'Réinitialiser les données de démo' }).click();
    },
  },
];

/** Dialogs of the header, on every screen: the user's sessions and the search. */
const HEADER_DIALOGS = (role: string): readonly DialogState[] => [
  {
    name: 'my sessions',
    path: () => '/',
    open: async (page) => {
      await userMenuButton(page, role).click();
      await page.getByRole('menuitem', { name: 'Mes sessions' }).click();
    },
  },
  { name: 'search', path: () => '/', open: (page) => tap(page, 'Rechercher (Ctrl+K)') },
];

const ROLES = [
  { role: 'reseller', label: 'Revendeur', dialogs: RESELLER_DIALOGS },
  { role: 'admin', label: 'Admin', dialogs: ADMIN_DIALOGS },
] as const;

/** Logs in as `role` and prepares what its dialogs open on (a reseller: a non-conformity, with its notification). */
async function preparedLogin(page: Page, role: 'reseller' | 'admin'): Promise<Prepared> {
  await loginAs(page, ACCOUNTS[role]);
  if (role === 'admin')
    return {
      // A reseller's order (7: reseller@demo.local): staff's own orders cannot be placed in non-conformity.
      orderId: await linkedId(page, '/order?status%5B%5D=1&reseller%5B%5D=7', '/order/show/'),
      userId: await linkedId(page, '/user', '/user/show/', ACCOUNTS.admin),
    };
  // A non-conformity waiting for the reseller's answer (the bell counts its notification), a quote with every file.
  await prepareTourSituation(page, 'non-conformity');
  return { quoteId: (await prepareTourSituation(page, 'quote-ready')).quoteId };
}

for (const { role, label, dialogs } of ROLES) {
  test(`as ${role}, every route fits a phone upright and held sideways`, async ({ page }, testInfo) => {
    test.setTimeout(300_000);
    await preparedLogin(page, role);
    const problems: string[] = [];
    await visitEveryRoute(page, role, async (path, denied, seen) => {
      // The access-denied page is one page whatever the route: swept once, the others show its heading.
      if (seen) await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();
      else problems.push(...(await sweepState(page, testInfo, role, path, { axe: true })));
    });
    if (role === 'reseller') {
      // A shipped order: its carrier's tracking link.
      await openInApp(page, `/order/show/${await linkedId(page, '/order?status%5B%5D=3', '/order/show/')}`);
      problems.push(...(await sweepState(page, testInfo, role, 'a shipped order')));
    }
    expectNoPhoneProblems(problems);
  });

  test(`as ${role}, the dialogs of the main actions are sheets upright and held sideways`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const prepared = await preparedLogin(page, role);
    const problems: string[] = [];
    for (const dialog of [...dialogs, ...HEADER_DIALOGS(label)]) {
      const where = `${dialog.path(prepared)} “${dialog.name}”`;
      await openInApp(page, dialog.path(prepared));
      await dialog.open(page);
      await expect(page.locator('.bp6-overlay-open .bp6-dialog')).toBeVisible();
      problems.push(...(await sweepState(page, testInfo, role, where, { axe: true })));
      problems.push(...(await keyboardProblems(page, `${role} ${where}`)));
      await page.keyboard.press('Escape');
      // Gone once its closing ends: Blueprint then gives the focus back to the opener, which scrolls it into view.
      await expect(page.locator('.bp6-dialog')).toHaveCount(0);
    }
    expectNoPhoneProblems(problems);
  });
}

test('the pages without a session fit a phone of 390, 360 and 320 px', async ({ page }, testInfo) => {
  const problems: string[] = [];
  for (const path of ['/login', '/forgot-password', '/change-password/a1b2c3/1', '/no-such-page']) {
    await page.goto(path);
    await settled(page);
    problems.push(...(await sweepState(page, testInfo, 'guest', path, { axe: true })));
  }
  expectNoPhoneProblems(problems);
});

/** Every size a phone or a tablet takes: upright, sideways, and the two tablets. */
const EVERY_SIZE: readonly ScreenSize[] = [
  { width: 320, height: 568 },
  { width: 360, height: 740 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 740, height: 360 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
];

/** The problems of the header alone, at every size. */
async function headerProblems(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  for (const size of EVERY_SIZE) {
    await page.setViewportSize(size);
    await nextFrames(page);
    problems.push(...(await phoneProblems(page, where)).filter((problem) => /header control|page is/.test(problem)));
  }
  await page.setViewportSize(PHONE.viewport);
  return problems;
}

const DASHBOARD_TITLES = {
  fr: 'Tableau de bord — Back Office Étiquettes',
  en: 'Dashboard — Label Back Office',
  es: 'Panel — Back Office Etiquetas',
} as const;

/** An admin connects as the demo reseller from the resellers' list; the app starts again in that account. */
async function connectAsDemoReseller(page: Page): Promise<void> {
  await openInApp(page, '/reseller');
  await tap(page, /^Se connecter en tant qu’Imprimerie Dupont/);
  await page.getByRole('dialog').getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Retour à l’admin' })).toBeAttached();
  await settled(page);
}

test('the header keeps to one line in every language, with an unread count or connected as a reseller, at every size', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await preparedLogin(page, 'reseller');
  await expect(page.getByRole('button', { name: /^Notifications : \d+ non lues?$/ })).toBeVisible();
  const admin = await (await browser.newContext(PHONE)).newPage();
  await loginAs(admin, ACCOUNTS.admin);
  await connectAsDemoReseller(admin);
  const problems: string[] = [];
  for (const lang of LANGUAGES) {
    for (const [who, on] of [
      ['a reseller with an unread notification', page],
      ['an admin connected as a reseller', admin],
    ] as const) {
      if (lang !== 'fr') await chooseLanguage(on, lang);
      // The dashboard's title names it in the user's language (its heading greets the user).
      await expect(on).toHaveTitle(DASHBOARD_TITLES[lang]);
      problems.push(...(await headerProblems(on, `${lang}, ${who}`)));
    }
  }
  await admin.context().close();
  expectNoPhoneProblems(problems);
});

test('a search typed keeps every list, and the sheets opened from it, within a 320 px screen', async ({ page }) => {
  await preparedLogin(page, 'reseller');
  await page.setViewportSize({ width: 320, height: 568 });
  const problems: string[] = [];
  for (const list of ['/order', '/quote', '/order-not-conformity', '/order-request-cancel', '/user']) {
    await openInApp(page, list);
    await page.getByRole('searchbox').fill('CMD-25');
    problems.push(...(await phoneProblems(page, `${list} with a search typed`)));
  }
  await openInApp(page, '/order');
  await page.getByRole('searchbox').fill('CMD');
  await page.getByRole('searchbox').press('Enter');
  await settled(page);
  await tap(page, /^Demander l’annulation de la commande/);
  problems.push(...(await phoneProblems(page, '/order?search=CMD “ask for a cancellation”')));
  expectNoPhoneProblems(problems);
});

test('popovers stay inside the screen held sideways and above the keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, ACCOUNTS.admin);
  const problems: string[] = [];
  const opens: readonly [string, string, (page: Page) => Promise<void>][] = [
    [
      '/order',
      'the statuses',
      (p) => p.locator('.filter-field').filter({ hasText: 'Statut' }).getByRole('button').click(),
    ],
    ['/order', 'the start day', (p) => p.getByLabel('Du', { exact: true }).click()],
    ['/order', 'the end day', (p) => p.getByLabel('Au', { exact: true }).click()],
    ['/quote', 'the start day', (p) => p.getByLabel('Du', { exact: true }).click()],
    ['/', 'the period’s start day', (p) => p.locator('[data-tour="dashboard-period"]').getByLabel('Du').click()],
  ];
  for (const size of [
    { width: 844, height: 390 },
    { width: 740, height: 360 },
    { width: 390, height: 464 },
  ]) {
    await page.setViewportSize(size);
    for (const [path, what, open] of opens) {
      await openInApp(page, path);
      // Scrolled a little, as a user who has read the page's top.
      await page.evaluate(() => window.scrollTo(0, 80));
      // Upright, a list's filters are in its panel: opened first, as a user would.
      const folded = page.getByRole('button', { name: /^Filtres/ });
      if ((await folded.isVisible()) && (await folded.getAttribute('aria-expanded')) !== 'true') await folded.click();
      await open(page);
      await expect(page.locator('.bp6-popover')).toBeVisible();
      // A calendar comes with its code: measured once it is there.
      await expect(page.locator('.bp6-popover .bp6-spinner')).toHaveCount(0);
      problems.push(...(await phoneProblems(page, `${path} ${what}`)).filter((problem) => problem.includes('popover')));
      await page.keyboard.press('Escape');
      await expect(page.locator('.bp6-popover')).toHaveCount(0);
    }
  }
  expectNoPhoneProblems(problems);
});

/**
 * Android's Back: the tab's history one step back from the entry shown when the step is taken, as the browser's
 * own Back does. Not Playwright's `goBack`: it reads the entry shown, then asks for the one before it by its id,
 * and when the app's own step back lands in between (a closed dialog taking its entry away), that is a step to
 * the entry already shown, which Chromium ignores: a Back that did nothing, and a question that never came.
 */
const back = (page: Page) => page.evaluate(() => history.back());

test('Back closes the open sheet, panel, menu or popover before leaving the page, and asks before losing a form', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await preparedLogin(page, 'reseller');
  await openInApp(page, '/');
  await openInApp(page, '/order');

  // The filters panel.
  await page.getByRole('button', { name: /^Filtres/ }).click();
  await expect(page.getByRole('group', { name: 'Filtres' })).toBeVisible();
  await back(page);
  await expect(page.getByRole('group', { name: 'Filtres' })).toBeHidden();
  await expect(page).toHaveURL(/\/order$/);

  // A cancellation sheet with a comment typed.
  await tap(page, /^Demander l’annulation de la commande/);
  const cancel = page.getByRole('dialog', { name: /^Demander l’annulation/ });
  await cancel.getByLabel('Commentaire').fill('Le client a changé d’avis.');
  await back(page);
  await expect(cancel).toHaveCount(0);
  await expect(page).toHaveURL(/\/order$/);

  // The user menu, and the side menu (which a tap beside it and Esc close too, giving the focus back).
  await userMenuButton(page, 'Revendeur').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await back(page);
  await expect(page.getByRole('menu')).toHaveCount(0);
  const toggle = page.getByRole('button', { name: 'Afficher ou masquer le menu' });
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await toggle.click();
  await expect(menu.getByRole('link').first()).toBeFocused();
  await back(page);
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  // Beside the menu, where a card of the list is: the menu closes, the card does not open.
  await page.mouse.click(360, 600);
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/order$/);

  // The non-conformity sheet: a series' new file sent and a comment typed; Back asks, twice, then closes.
  await openInApp(page, '/order-not-conformity');
  await tap(page, /^Envoyer un nouveau fichier pour la commande/);
  const answer = page.getByRole('dialog', { name: /^Envoyer de nouveaux fichiers — commande \d+$/ });
  const series = answer.getByRole('list', { name: 'Séries de la commande' }).getByRole('listitem').first();
  await series.getByLabel(/^Nouveau PDF pour la série /).setInputFiles(pdfFile('serie-1.pdf'));
  await series.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(series.getByText('Nouveau fichier', { exact: true })).toBeVisible();
  await answer.getByLabel(/^Votre commentaire/).fill('Voici le bon fichier.');
  const question = page.getByRole('dialog', { name: 'Fermer le formulaire ?' });
  await back(page);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Fermer cette fenêtre puis valider ma saisie' }).click();
  await expect(question).toHaveCount(0);
  await expect(answer.getByLabel(/^Votre commentaire/)).toHaveValue('Voici le bon fichier.');
  await back(page);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Oui, fermer le formulaire' }).click();
  await expect(answer).toHaveCount(0);
  await expect(page).toHaveURL(/\/order-not-conformity$/);
  // Nothing left open: Back leaves the page.
  await back(page);
  await expect(page).toHaveURL(/\/order$/);

  // The profile with an unsaved change: Back asks, and leaving goes back.
  await openInApp(page, '/reseller/profile');
  await page.getByRole('group', { name: 'Adresse de facturation' }).getByLabel('Code postal').fill('75002');
  const leave = page.getByRole('dialog', { name: 'Quitter le formulaire ?' });
  await back(page);
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Revenir au formulaire' }).click();
  await expect(page).toHaveURL(/\/reseller\/profile$/);
  await back(page);
  await leave.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect(page).toHaveURL(/\/order$/);
});

test('on a phone the focus is never under the header, text follows the font size, pages start at their top and Back returns where the user was', async ({
  page,
}) => {
  await preparedLogin(page, 'reseller');
  // The phone keyboard's "previous field": the field it reaches is below the header, not under it.
  await openInApp(page, '/reseller/profile');
  const city = page.getByRole('group', { name: 'Adresse de facturation' }).getByLabel('Ville');
  await city.focus();
  await page.evaluate(() => {
    const field = document.activeElement as HTMLElement;
    window.scrollBy(0, field.getBoundingClientRect().top - 60);
  });
  await page.keyboard.press('Shift+Tab');
  const header = (await page.locator('.app-header').boundingBox())!;
  const focused = (await page.locator(':focus').boundingBox())!;
  expect(focused.y, 'the focused field starts below the header').toBeGreaterThanOrEqual(header.y + header.height);

  // A root font of 200 % doubles the text; the header stays one line.
  await openInApp(page, '/order');
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('28px');
  expect(
    await page
      .locator('.list-card')
      .first()
      .evaluate((card) => getComputedStyle(card).fontSize),
  ).toBe('28px');
  expectNoPhoneProblems(await headerProblems(page, 'text at 200 %'));
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));

  // The next page of the list starts at the list's top; Back brings the user where they were.
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bottom = await page.evaluate(() => window.scrollY);
  await page.getByRole('button', { name: 'Page suivante' }).click();
  await expect(page).toHaveURL(/page=2/);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeInViewport();
  await back(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom);

  // An order opened from the middle of the list, then Back: the list at the same place.
  await page.evaluate(() => window.scrollTo(0, 1500));
  const link = page.locator('.list-card-title a[href^="/order/show/"]');
  const inView = link.filter({ visible: true });
  let opened = link.first();
  for (const candidate of await inView.all())
    if (await candidate.evaluate((a) => a.getBoundingClientRect().top > 80)) {
      opened = candidate;
      break;
    }
  const at = await page.evaluate(() => window.scrollY);
  await opened.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Commande / })).toBeVisible();
  await back(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(at);
});

test('a toast never covers the header’s buttons, nor held sideways a sheet’s ×', async ({ page }) => {
  await preparedLogin(page, 'reseller');
  await openInApp(page, '/order');
  // Held sideways, the reseller opens an order's cancellation sheet…
  await page.setViewportSize({ width: 844, height: 390 });
  const ask = page.getByRole('button', { name: /^Demander l’annulation de la commande/ }).first();
  const order = (await ask.getAttribute('aria-label'))!.replace(/^\D+/, '');
  await ask.click();
  const sheet = page.getByRole('dialog', { name: /^Demander l’annulation/ });
  // …which another tab asks first: upright, its success toast comes below the header.
  const other = await page.context().newPage();
  await other.goto('/order');
  await settled(other);
  await other.getByRole('button', { name: `Demander l’annulation de la commande ${order}` }).click();
  await other.getByRole('dialog').getByRole('button', { name: 'Demander l’annulation' }).click();
  const told = other
    .locator('.bp6-toast')
    .filter({ has: toasts(other) })
    .first();
  await expect(told).toBeVisible();
  const bar = (await other.locator('.app-header').boundingBox())!;
  expect((await told.boundingBox())!.y, 'the toast starts below the header').toBeGreaterThanOrEqual(bar.y + bar.height);
  await other.close();
  // The sheet's ask is refused: the toast that says so leaves the sheet's × free.
  await sheet.getByRole('button', { name: 'Demander l’annulation' }).click();
  const refused = page
    .locator('.bp6-toast')
    .filter({ has: toasts(page) })
    .first();
  await expect(refused).toBeVisible();
  const toast = (await refused.boundingBox())!;
  const close = (await sheet.getByRole('button', { name: 'Fermer la fenêtre' }).boundingBox())!;
  const overlap =
    toast.x < close.x + close.width &&
    close.x < toast.x + toast.width &&
    toast.y < close.y + close.height &&
    close.y < toast.y + toast.height;
  expect(overlap, `toast ${JSON.stringify(toast)} over the sheet's × ${JSON.stringify(close)}`).toBe(false);
});

test.describe('the guided tour on a small phone and held sideways', () => {
  // A first visit: the tour starts by itself (the prepared storage but the tour's end).
  test.use({ preparedStorage: PREPARED_STORAGE.filter(([key]) => key !== 'bo.tour') });

  /** Neither the card nor its tag covers `target`, which a tap then reaches. */
  async function clearOf(page: Page, target: Locator, step: string): Promise<void> {
    await expect(target).toBeVisible();
    await expect(page.getByTestId('tour-spotlight')).toBeVisible();
    // What the screen shows: read as a frame is drawn, after the card's own measure of that frame (it asked for it
    // a frame earlier than this check), as the eye sees it. Not between frames: the list's answer may shrink the
    // page and clamp its scroll there, and the card moves in the frame that follows, before anyone sees it.
    const covered = await target.evaluate(
      (element) =>
        new Promise<string | false>((read) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const box = element.getBoundingClientRect();
              const over = [...document.querySelectorAll<HTMLElement>('.tour-card, .tour-pill')]
                .filter((tour) => getComputedStyle(tour).visibility !== 'hidden')
                .map((tour) => ({ tour: tour.className, at: tour.getBoundingClientRect() }))
                .filter(
                  ({ at: t }) => t.left < box.right && box.left < t.right && t.top < box.bottom && box.top < t.bottom,
                );
              read(over.length ? JSON.stringify({ control: box, over }) : false);
            }),
          ),
        ),
    );
    expect(covered, `the tour covers the control of step ${step}`).toBe(false);
  }

  /** The card's `name` button, the card opened from its tag first where it had shrunk to it. */
  async function cardButton(page: Page, name: string): Promise<void> {
    const pill = page.locator('.tour-pill');
    if (await pill.isVisible()) await pill.click();
    await page.locator('.tour-card').getByRole('button', { name, exact: true }).click();
  }

  for (const size of [
    { width: 320, height: 568 },
    { width: 844, height: 390 },
    { width: 740, height: 360 },
  ]) {
    test(`at ${size.width} × ${size.height} the card never covers what its step asks to tap`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      await loginAs(page, ACCOUNTS.reseller);

      const period = page.locator('[data-tour="dashboard-period"]');
      await clearOf(page, period, '1');
      await period.getByRole('combobox', { name: 'Période' }).selectOption('lastYear');
      await expect(page).toHaveURL(/preset=lastYear/);
      await cardButton(page, 'Suivant');

      await expect(page).toHaveURL(/\/order$/);
      const controls = page.locator('[data-tour="orders-list-controls"]');
      await clearOf(page, controls, '2');
      await page.getByRole('searchbox').fill('CMD');
      await page.getByRole('searchbox').press('Enter');
      await expect(page).toHaveURL(/search=CMD/);
      await cardButton(page, 'Suivant');

      await expect(page).toHaveURL(/\/order\?search=/);
      const ask = page.locator('[data-tour="ask-cancellation"]').first();
      await clearOf(page, ask, '3');
      await ask.click();
      const cancel = page.getByRole('dialog', { name: 'Demander l’annulation' });
      await cancel.getByLabel('Commentaire').fill('Le client a changé d’avis.');
      await cancel.getByRole('button', { name: 'Demander l’annulation' }).click();
      await expect(toastSaying(page, 'Demande d’annulation envoyée.')).toBeVisible();
      await cardButton(page, 'Suivant');

      await expect(page).toHaveURL(/\/order-not-conformity\?search=/);
      const answers = page.locator('.row-actions:has([data-tour="non-conformity-answer"])').first();
      await clearOf(page, answers, '4');
      await answers.getByRole('button', { name: /^Envoyer un nouveau fichier/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Fermer la fenêtre' }).click();
      await answers.getByRole('button', { name: /^Imprimer en l’état/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Imprimer en l’état' }).click();
      await expect(toastSaying(page, 'Réponse envoyée.')).toBeVisible();
      await cardButton(page, 'Suivant');

      await expect(page).toHaveURL(/\/quote\/show\/\d+$/);
      const validate = page.getByRole('button', { name: 'Valider le devis' });
      await clearOf(page, validate, '5');
      await validate.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Valider le devis' }).click();
      await expect(toastSaying(page, 'Devis validé')).toBeVisible();
      // The new order's link after the notice: a 24 px target, as the rest of the screen.
      expectNoPhoneProblems(await phoneProblems(page, 'the validated quote'));
      await cardButton(page, 'Terminer');
      await expect(page.locator('.tour-card, .tour-pill')).toHaveCount(0);
      // Nor does its measuring, which ran before every frame.
      expect(await framesAskedInASecond(page), 'frames asked for after the tour ended').toBeLessThan(10);
    });
  }
});
