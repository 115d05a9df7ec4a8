import { expect, test, type Page } from './fixtures';
import { ACCOUNTS, layersGone, loginAs, sidebar, resetDemoData, userMenuButton, toastSaying } from './support';

/**
 * The demo's sandbox is reset from the user menu (docs/product.md#demo-data-and-reset), and `?demo=…`
 * links log straight in (docs/product.md#demo-links-and-guided-tour).
 */

async function paperRow(page: Page, name: string) {
  await sidebar(page).getByRole('link', { name: 'Papiers' }).click();
  await expect(page.getByRole('table', { name: 'Papiers' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toHaveCount(0);
  return page.getByRole('table', { name: 'Papiers' }).locator('tbody tr').filter({ hasText: name });
}

test("'Reset demo data' in the user menu brings the seed back, also after a reload", async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  let row = await paperRow(page, 'Kraft brun');
  await expect(row).toContainText('Dorure à chaud or');
  await expect(row).not.toContainText('Gaufrage');

  // The admin changes the sandbox: Kraft brun gets embossing instead of gold foil.
  await row.getByRole('button', { name: 'Modifier Kraft brun' }).click();
  const finishes = page.getByRole('group', { name: 'Finitions' });
  await finishes.locator('label').filter({ hasText: 'Dorure à chaud or' }).click();
  await finishes.locator('label').filter({ hasText: 'Gaufrage' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toastSaying(page, 'Papier Kraft brun enregistré.')).toBeVisible();
  await expect(row).toContainText('Gaufrage');
  // The change is kept over a reload until the reset (once the saved form's history entry is gone).
  await layersGone(page);
  await page.reload();
  row = await paperRow(page, 'Kraft brun');
  await expect(row).toContainText('Gaufrage');

  // Reset asks first: keeping the data changes nothing.
  await userMenuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Réinitialiser les données de démo' }).click();
  const ask = page.getByRole('dialog', { name: 'Réinitialiser les données de démo ?' });
  await expect(ask).toContainText('seront perdues');
  await ask.getByRole('button', { name: 'Garder mes données' }).click();
  await expect(ask).toHaveCount(0);
  await expect(row).toContainText('Gaufrage');

  await resetDemoData(page);
  await expect(page).toHaveURL(/\/login$/);

  await loginAs(page, ACCOUNTS.admin);
  row = await paperRow(page, 'Kraft brun');
  await expect(row).toContainText('Dorure à chaud or');
  await expect(row).not.toContainText('Gaufrage');
  await page.reload();
  row = await paperRow(page, 'Kraft brun');
  await expect(row).toContainText('Dorure à chaud or');
  await expect(row).not.toContainText('Gaufrage');
});

test('a ?demo=reseller link ends the admin session and opens the requested page as the reseller', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await expect(userMenuButton(page, 'Admin')).toBeVisible();

  await page.goto('/order?demo=reseller');
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  await expect(userMenuButton(page, 'Revendeur')).toBeVisible();
  // The parameter is gone from the address bar, and no token is in it.
  await expect(page).toHaveURL(/\/order$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  await expect(userMenuButton(page, 'Revendeur')).toBeVisible();
});

test('a ?demo=admin link logs into the admin account from the login page', async ({ page }) => {
  await page.goto('/login?demo=admin');
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
  await expect(userMenuButton(page, 'Admin')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test('a crafted ?demo=admin link whose path names another site opens the app in this one', async ({
  page,
  baseURL,
}) => {
  // `//evil.example/` as the path: the address the link leaves would be another site's.
  await page.goto(`${baseURL}//evil.example/?demo=admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes perdu ?' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  expect(new URL(page.url()).pathname).toBe('/evil.example/');
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
  await expect(userMenuButton(page, 'Admin')).toBeVisible();
});

test('the login page starts the demo backend once it is idle, with no call; a stored session starts it with the page', async ({
  page,
}) => {
  // Whether index.html's own script had started the backend's worker before the app's code ran.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { startedEarly: boolean }).startedEarly = '__demoBackendWorker' in window;
    });
  });
  const backendReady = () => page.evaluate(() => performance.getEntriesByName('demo-backend-ready').length > 0);
  const startedEarly = () => page.evaluate(() => (window as unknown as { startedEarly?: boolean }).startedEarly);

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(await startedEarly()).toBe(false);
  // Nobody touched the page: the backend comes all the same, so the login answers at once.
  await expect.poll(backendReady, { timeout: 20_000 }).toBe(true);

  await loginAs(page, ACCOUNTS.admin);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
  expect(await startedEarly()).toBe(true);
});
