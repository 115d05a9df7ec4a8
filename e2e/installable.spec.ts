import { expect, test, type Page } from './fixtures';
import { liveServers } from '../scripts/live-servers';
import { ACCOUNTS, loginAs, settled, submitLogin, watchCspViolations } from './support';

/**
 * The app as a phone keeps it (docs/screens.md#on-a-phone): a favicon, icons and a web app manifest that make it
 * installable, an offline page instead of the browser's error page, both under the Content-Security-Policy; in the
 * demo, whose service worker is MSW's, and in a production build against `npm run mock-api`
 * (scripts/e2e-live-servers.ts), which carries no mock file.
 */

/** What Chrome says would keep the page from being installed (none: installable). */
async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  return installabilityErrors.map((error) => error.errorId);
}

/** Without a connection, a page opened shows the offline page in the three languages, and "Réessayer" comes back. */
async function offlinePageShows(page: Page, path: string): Promise<void> {
  await page.context().setOffline(true);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Pas de connexion' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'No connection' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sin conexión' })).toBeVisible();
  await expect(page).toHaveTitle('Pas de connexion — Back Office Étiquettes');
  await page.context().setOffline(false);
  await page.getByRole('link', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText('Pas de connexion');
}

test('the demo is installable and shows its offline page without a connection, under its policy', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await loginAs(page, ACCOUNTS.reseller);
  expect(await installabilityErrors(page)).toEqual([]);
  await expect(page).toHaveTitle('Tableau de bord — Back Office Étiquettes');
  // The demo's service worker, MSW's, keeps the offline page too: it is in place after the first call.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/demo-service-worker\.js$/);
  await offlinePageShows(page, '/order');
  await settled(page);
  expect(await violations()).toEqual([]);
});

test.describe('the production build', () => {
  const { appUrl } = liveServers();
  test.use({ baseURL: appUrl });

  test('carries no mock file, is installable and shows its offline page, under its policy', async ({ page }) => {
    for (const mock of ['/mockServiceWorker.js', '/demo-service-worker.js']) {
      const answer = await page.request.get(mock);
      expect(answer.headers()['content-type'], `${mock} is no file of the build`).toMatch(/^text\/html/);
    }
    const violations = await watchCspViolations(page);
    await page.goto('/login');
    await submitLogin(page, ACCOUNTS.reseller);
    await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
    expect(await installabilityErrors(page)).toEqual([]);
    // The offline page's worker, registered once the first page has loaded.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.scriptURL ?? '')))
      .toMatch(/\/offline-worker\.js$/);
    await offlinePageShows(page, '/order');
    expect(await violations()).toEqual([]);
  });
});
