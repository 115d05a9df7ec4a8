import { expect, test, type Page } from './fixtures';
import {
  ACCOUNTS,
  loginAs,
  openInApp,
  prepareTourSituation,
  settled,
  userMenuButton,
  visitEveryRoute,
} from './support';
import { expectNoPhoneProblems, keyboardProblems, PHONE, sweepState } from './phone';

/**
 * The phone sweep (docs/screens.md#on-a-phone): as a reseller and as an admin, every route each can open and
 * the dialogs of the main actions of the lists and detail pages, at 390, 360 and 320 px on a touch screen.
 * On each: the page no wider than the screen, tap targets of 24 px (44 for main actions), no text cut without
 * an ellipsis, dialogs and their buttons inside the screen (the keyboard open too), axe at 390 px; and a
 * screenshot of each under reports/phone/. One login per role; the widths change by resizing, the routes in
 * the running app. The pages without a session too (the login's "Mot de passe oublié ?").
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

for (const { role, label, dialogs } of ROLES) {
  test(`as ${role}, every route and the dialogs of its main actions fit a phone of 390, 360 and 320 px`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await loginAs(page, ACCOUNTS[role]);
    // A non-conformity waiting for the reseller's answer, and a quote with every file.
    if (role === 'reseller') await prepareTourSituation(page, 'non-conformity');
    const prepared: Prepared =
      role === 'reseller'
        ? { quoteId: (await prepareTourSituation(page, 'quote-ready')).quoteId }
        : {
            // A reseller's order (7: reseller@demo.local): staff's own orders cannot be placed in non-conformity.
            orderId: await linkedId(page, '/order?status%5B%5D=1&reseller%5B%5D=7', '/order/show/'),
            userId: await linkedId(page, '/user', '/user/show/', ACCOUNTS.admin),
          };
    const problems: string[] = [];
    await visitEveryRoute(page, role, async (path, denied, seen) => {
      // The access-denied page is one page whatever the route: swept once, the others show its heading.
      if (seen) await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();
      else problems.push(...(await sweepState(page, testInfo, role, path, { axe: true })));
    });
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
