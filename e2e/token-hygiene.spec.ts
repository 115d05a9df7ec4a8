import { expect, test } from './fixtures';
import { ACCOUNTS, loginAs, sidebar } from './support';

/**
 * The session token never shows in a URL or a console line (it travels as the bearer header,
 * docs/api/README.md#authentication), and logging out forgets the account's records
 * (docs/screens.md#session-screens): the next account sees none of them.
 */
test('the token stays out of URLs and logs, and a logout leaves nothing of the account behind', async ({ page }) => {
  const urls: string[] = [];
  const logs: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  page.on('console', (message) => logs.push(message.text()));
  page.on('pageerror', (error) => logs.push(String(error)));

  await loginAs(page, ACCOUNTS.reseller);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('bo.session') ?? '{}') as { token?: string }).token ?? '',
  );
  expect(token.length).toBeGreaterThan(8);

  await sidebar(page).getByRole('link', { name: 'Commandes' }).click();
  const table = page.getByRole('table', { name: 'Commandes' });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const firstIds = (await rows.locator('td.sticky-start').allInnerTexts()).map((text) => text.trim()).slice(0, 10);
  expect(firstIds.length).toBeGreaterThan(0);
  await rows
    .first()
    .getByRole('button', { name: /^Voir la commande/ })
    .click();
  await expect(page).toHaveURL(/\/order\/show\/\d+/);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();

  // Nothing of the session is kept in the browser: no token, no user.
  const kept = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(kept).not.toContain(token);
  expect(kept).not.toContain('Dupont');
  expect(urls.length).toBeGreaterThan(5);
  expect(urls.filter((url) => url.includes(token))).toEqual([]);
  expect(logs.filter((line) => line.includes(token))).toEqual([]);

  // Another account sees none of the first one's orders.
  await loginAs(page, 'reseller2@demo.local');
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).not.toContainText('Dupont');
  await sidebar(page).getByRole('link', { name: 'Commandes' }).click();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const shown = await table.locator('tbody tr td.sticky-start').allInnerTexts();
  expect(shown.map((text) => text.trim()).filter((id) => firstIds.includes(id))).toEqual([]);
});
