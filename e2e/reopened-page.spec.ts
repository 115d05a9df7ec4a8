import { expect, test, type Page } from './fixtures';
import { ACCOUNTS, chooseLanguage, loginAs, openInApp, settled, userMenuButton } from './support';
import { PHONE } from './phone';

/**
 * A reopened page draws its frame first (docs/performance.md#a-reopened-page-draws-its-frame-first): on a full load
 * of a page the session showed before, index.html draws the header bar and the page's heading, in the user's
 * language and where the app draws them, before the app's code has arrived; the app then puts its page there.
 * A page not shown yet, and every page after a logout, keep the spinner.
 */

/** What index.html draws for a remembered page, until the app's first screen replaces it. */
const FRAME = '[data-remembered-frame]';

/** Holds the app's entry module back until `release()`: what index.html draws alone stays on screen. */
async function holdTheApp(page: Page): Promise<{ release: () => void }> {
  const entry = await page.locator('script[type="module"][src]').first().getAttribute('src');
  expect(entry, 'the app’s entry in index.html').toBeTruthy();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${entry}`, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Waits until the app has remembered the page at `path` (once the page is idle). */
async function remembered(page: Page, path: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((at) => Boolean(JSON.parse(localStorage.getItem('bo.frame') ?? '{}').pages?.[at]), path))
    .toBe(true);
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a reseller reopening the orders in Spanish sees their heading at once, where the page then shows it', async ({
    page,
  }) => {
    await loginAs(page, ACCOUNTS.reseller);
    await chooseLanguage(page, 'es');
    await openInApp(page, '/order');
    await remembered(page, '/order');
    const shown = await page.getByRole('heading', { level: 1, name: 'Pedidos' }).boundingBox();

    const app = await holdTheApp(page);
    await page.reload({ waitUntil: 'commit' });
    const drawn = page.locator(`${FRAME} h1`);
    await expect(drawn).toHaveText('Pedidos');
    await expect(page.locator('.boot-loader')).toHaveCount(0);
    expect(await drawn.boundingBox()).toEqual(shown);
    // A page it never showed keeps the spinner.
    await page.goto('/quote', { waitUntil: 'commit' });
    await expect(page.locator('.boot-loader')).toBeVisible();
    await expect(page.locator(FRAME)).toHaveCount(0);

    app.release();
    await page.goto('/order');
    await settled(page);
    await expect(page.locator(FRAME)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
    expect(await page.getByRole('heading', { level: 1, name: 'Pedidos' }).boundingBox()).toEqual(shown);
    await expect(page.locator('.list-card').first()).toBeVisible();
  });

  test('an order reopened shows its number, its status and the link back at once, where the page then shows them', async ({
    page,
  }) => {
    await loginAs(page, ACCOUNTS.reseller);
    await openInApp(page, '/order');
    const href = await page.locator('a[href^="/order/show/"]').first().getAttribute('href');
    expect(href, 'an order of the list').toBeTruthy();
    await openInApp(page, href!);
    await remembered(page, href!);
    const heading = page.getByRole('heading', { level: 1, name: /^Commande \d+/ });
    const name = (await heading.textContent())!;
    const shown = await heading.boundingBox();
    const badge = await heading.locator('.order-status').boundingBox();

    const app = await holdTheApp(page);
    await page.reload({ waitUntil: 'commit' });
    const drawn = page.locator(`${FRAME} h1`);
    await expect(drawn).toHaveText(name);
    await expect(page.locator(`${FRAME} .back-link`)).toHaveText(/Retour aux commandes/);
    expect(await drawn.boundingBox()).toEqual(shown);
    expect(await drawn.locator('.order-status').boundingBox()).toEqual(badge);
    app.release();
    await settled(page);
    await expect(page.locator(FRAME)).toHaveCount(0);
    expect(await heading.boundingBox()).toEqual(shown);
  });
});

test('the admin’s dashboard greets by name from the first paint, and a logout forgets it', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await remembered(page, '/');
  const app = await holdTheApp(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator(`${FRAME} h1`)).toHaveText('Bonjour Alice');
  await expect(page.locator(`${FRAME} .app-brand`)).toHaveText('Back Office Étiquettes');
  app.release();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Alice' })).toBeVisible();
  await expect(page.locator(FRAME)).toHaveCount(0);

  await userMenuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('bo.frame'))).toBeNull();
});
