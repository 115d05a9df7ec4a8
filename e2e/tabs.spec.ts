import { expect, test, type Page } from './fixtures';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  loginAs,
  sidebar,
  submitLogin,
  toasts,
  resetDemoData,
  userMenuButton,
  toastSaying,
} from './support';

/**
 * docs/access.md#several-tabs-one-session: two tabs of one browser are one session, and in the demo
 * both talk to one backend (docs/demo-backend.md#one-backend-for-every-tab). The test never reloads
 * tab B unless it says so: a mark set in its page shows it is still the same document.
 */

/** Opens a second tab of the same browser at `path`, logged in through the stored session. */
async function openSecondTab(page: Page, path: string): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto(path);
  await tab.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
  return tab;
}

const stillSameDocument = (tab: Page) =>
  tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

async function logOutThroughMenu(page: Page, role: string): Promise<void> {
  await userMenuButton(page, role).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The reseller list, searched for one account, once loaded. */
async function resellerRow(page: Page, username: string) {
  await sidebar(page).getByRole('link', { name: 'Revendeurs', exact: true }).click();
  const table = page.getByRole('table', { name: 'Revendeurs' });
  await expect(table).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Rechercher dans Revendeurs' });
  await search.fill(username);
  await search.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toHaveCount(0);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  return table.locator('tbody tr').filter({ hasText: username });
}

/** Sets a reseller's discount from its row's edit button and saves. */
async function setDiscount(page: Page, username: string, discount: number): Promise<void> {
  const row = await resellerRow(page, username);
  await row.getByRole('button', { name: `Modifier ${username}` }).click();
  const field = page.getByRole('textbox', { name: /^Remise \(%\)/ });
  await expect(field).toBeVisible();
  await field.fill(String(discount));
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toastSaying(page, /enregistré/)).toBeVisible();
}

test('a logout in one tab takes the other to the login page at once, without its data', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  const other = await openSecondTab(page, '/order');
  const rows = other.getByRole('table', { name: 'Commandes' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(userMenuButton(other, 'Admin')).toBeVisible();

  await logOutThroughMenu(page, 'Admin');

  await expect(other).toHaveURL(/\/login/, { timeout: 1_000 });
  await expect(other.getByRole('button', { name: 'Se connecter' })).toBeVisible({ timeout: 1_000 });
  await expect(rows).toHaveCount(0);
  await expect(other.getByRole('banner')).toHaveCount(0);
  await expect(other.getByText('Alice', { exact: false })).toHaveCount(0);
  await expect(other.locator('form').getByRole('status')).toHaveText('Vous avez été déconnecté dans un autre onglet.');
  expect(await stillSameDocument(other)).toBe(true);
  expect(await other.evaluate(() => localStorage.getItem('bo.session'))).toBeNull();
});

/** What the login page of a tab says after a logout in another tab, in each language. */
const LOGGED_OUT_ELSEWHERE = {
  fr: 'Vous avez été déconnecté dans un autre onglet.',
  en: 'You were logged out in another tab.',
  es: 'Se ha cerrado su sesión en otra pestaña.',
} as const;

for (const [lang, said] of Object.entries(LOGGED_OUT_ELSEWHERE)) {
  test(`after a logout in another tab, this tab's login page says why, until the next login (${lang})`, async ({
    page,
  }) => {
    await loginAs(page, ACCOUNTS.admin);
    await page.evaluate((code) => localStorage.setItem('bo.lang', code), lang);
    const other = await openSecondTab(page, '/order');
    await expect(other.locator('html')).toHaveAttribute('lang', lang);
    await expect(other.locator('tbody tr').first()).toBeVisible();

    await page.goto('/logout');

    await expect(other).toHaveURL(/\/login/);
    // On the page itself, not in a toast that closes before a user comes back to this tab.
    const note = other.locator('form').getByRole('status');
    await expect(note).toHaveText(said);
    await expect(toasts(other)).toHaveCount(0);

    // Logged in again and out from this tab, the page has nothing to explain.
    await other.locator('#login-username').fill(ACCOUNTS.admin);
    await other.locator('#login-password').fill(DEMO_PASSWORD);
    await other.locator('form button[type="submit"]').click();
    await expect(other).not.toHaveURL(/\/login/);
    await other.goto('/logout');
    await expect(other.locator('#login-username')).toBeVisible();
    await expect(other.getByText(said)).toHaveCount(0);
  });
}

test('a login as another account in one tab shows that account in the other', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  const other = await openSecondTab(page, '/reseller');
  await expect(other.getByRole('table', { name: 'Revendeurs' })).toBeVisible();

  await logOutThroughMenu(page, 'Admin');
  await expect(other).toHaveURL(/\/login/, { timeout: 1_000 });
  await submitLogin(page, ACCOUNTS.reseller);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Jean' })).toBeVisible();

  await expect(userMenuButton(other, 'Revendeur')).toBeVisible();
  await expect(other.getByRole('heading', { level: 1, name: 'Bonjour Jean' })).toBeVisible();
  await expect(userMenuButton(other, 'Admin')).toHaveCount(0);
  await expect(sidebar(other).getByRole('link', { name: 'Revendeurs', exact: true })).toHaveCount(0);
});

test('a connect-as and the way back in one tab switch the other tab, leaving nothing of the previous account', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  const other = await openSecondTab(page, '/reseller');
  await expect(other.getByRole('table', { name: 'Revendeurs' }).locator('tbody tr').first()).toBeVisible();

  const row = await resellerRow(page, ACCOUNTS.reseller);
  await row.getByRole('button', { name: 'Se connecter en tant qu’Imprimerie Dupont' }).click();
  await page
    .getByRole('dialog', { name: 'Se connecter en tant qu’Imprimerie Dupont ?' })
    .getByRole('button', { name: 'Se connecter', exact: true })
    .click();
  await expect(page.getByText('Connecté en tant qu’Imprimerie Dupont')).toBeVisible();

  // The other tab starts again as the reseller: the admin's reseller list is gone.
  await expect(other.getByText('Connecté en tant qu’Imprimerie Dupont')).toBeVisible();
  await expect(other.getByRole('heading', { level: 1, name: 'Bonjour Jean' })).toBeVisible();
  await expect(other.getByRole('table', { name: 'Revendeurs' })).toHaveCount(0);
  await expect(userMenuButton(other, 'Revendeur')).toBeVisible();

  // Back to admin: this tab returns to the list it connected from, the other starts again at /.
  await page.getByRole('button', { name: 'Retour à l’admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revendeurs' })).toBeVisible();
  await expect(other.getByRole('heading', { level: 1, name: 'Bonjour Alice' })).toBeVisible();
  await expect(other.getByText('Connecté en tant qu’Imprimerie Dupont')).toHaveCount(0);
  await expect(userMenuButton(other, 'Admin')).toBeVisible();
});

for (const browser of ['with shared workers', 'without shared workers (as Chrome on Android)'] as const) {
  test(`in the demo, ${browser}, a write in one tab is seen in the other, and neither undoes the other`, async ({
    page,
  }) => {
    if (browser !== 'with shared workers') {
      // Each tab then runs a backend of its own, which reloads the stored data when another tab's saved.
      await page.context().addInitScript(() => delete (window as { SharedWorker?: unknown }).SharedWorker);
    }
    await twoTabsWrite(page);
    const shared = await page.evaluate(() => typeof (window as { SharedWorker?: unknown }).SharedWorker === 'function');
    expect(shared).toBe(browser === 'with shared workers');
  });
}

async function twoTabsWrite(page: Page): Promise<void> {
  await loginAs(page, ACCOUNTS.admin);
  const other = await openSecondTab(page, '/');
  await expect(other.getByRole('heading', { level: 1, name: 'Bonjour Alice' })).toBeVisible();
  // Both tabs read the seed first.
  await expect(await resellerRow(other, ACCOUNTS.reseller)).toContainText('10 %');

  // Tab A changes Imprimerie Dupont's discount.
  await setDiscount(page, ACCOUNTS.reseller, 12);

  // Tab B sees it after a navigation of its own, then changes another reseller's discount.
  await expect(await resellerRow(other, ACCOUNTS.reseller)).toContainText('12 %');
  await setDiscount(other, 'reseller2@demo.local', 3);
  expect(await stillSameDocument(other)).toBe(true);

  // Tab B's write did not undo tab A's, in either tab.
  await expect(await resellerRow(page, ACCOUNTS.reseller)).toContainText('12 %');
  await expect(await resellerRow(page, 'reseller2@demo.local')).toContainText('3 %');
  await expect(await resellerRow(other, ACCOUNTS.reseller)).toContainText('12 %');

  // Both writes are kept over a reload of both tabs.
  await page.reload();
  await other.reload();
  for (const tab of [page, other]) {
    await expect(await resellerRow(tab, ACCOUNTS.reseller)).toContainText('12 %');
    await expect(await resellerRow(tab, 'reseller2@demo.local')).toContainText('3 %');
  }
}

test("'Reset demo data' in one tab resets the data every tab sees and logs every tab out", async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await setDiscount(page, ACCOUNTS.reseller, 14);
  const other = await openSecondTab(page, '/reseller');
  await expect(await resellerRow(other, ACCOUNTS.reseller)).toContainText('14 %');

  await resetDemoData(page);
  await expect(other).toHaveURL(/\/login/);

  // Back where it was, as the seed has it.
  await submitLogin(other, ACCOUNTS.admin);
  await expect(userMenuButton(other, 'Admin')).toBeVisible();
  await expect(await resellerRow(other, ACCOUNTS.reseller)).toContainText('10 %');
});

test('in the demo without shared workers, a tab reloaded while the other tab answers nothing (as one going away) loads its lists', async ({
  page,
}) => {
  // Each tab runs a backend of its own, in a dedicated worker (docs/demo-backend.md#one-backend-for-every-tab).
  await page.context().addInitScript(() => delete (window as { SharedWorker?: unknown }).SharedWorker);
  await loginAs(page, ACCOUNTS.admin);
  const other = await page.context().newPage();
  // Once told, the other tab no longer answers what the service worker hands it but its own API
  // calls: as a tab that is being reloaded or closed, whose page no longer runs.
  await other.addInitScript(() =>
    navigator.serviceWorker?.addEventListener(
      'message',
      (event: MessageEvent<{ type?: string; payload?: { url?: string } }>) => {
        const gone = (window as { goingAway?: boolean }).goingAway === true;
        if (gone && event.data.type === 'REQUEST' && !event.data.payload?.url?.includes('/api/'))
          event.stopImmediatePropagation();
      },
    ),
  );
  await other.goto('/reseller');
  await expect(other.getByRole('table', { name: 'Revendeurs' }).locator('tbody tr').first()).toBeVisible();
  await other.evaluate(() => ((window as { goingAway?: boolean }).goingAway = true));

  // This tab's new backend loads its files while the other tab answers nothing.
  await page.reload();
  await expect(await resellerRow(page, ACCOUNTS.reseller)).toContainText('10 %');
  await expect(await resellerRow(other, 'reseller2@demo.local')).toBeVisible();
});
