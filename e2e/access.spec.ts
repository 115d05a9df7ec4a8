import { expect, test } from './fixtures';
import { ACCOUNTS, loginAs, sidebar } from './support';

test('a reseller opening /config sees the access-denied page with a link home', async ({ page }) => {
  await loginAs(page, ACCOUNTS.reseller);

  await page.goto('/config');

  await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();
  await expect(page.getByText('Votre compte ne donne pas accès à cette page.')).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
  const home = page.getByRole('link', { name: 'Retour à l’accueil' });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Jean' })).toBeVisible();
});

test("an unknown route shows 'Vous êtes perdu ?' and a link to /", async ({ page }) => {
  await page.goto('/no/such/page');

  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes perdu ?' })).toBeVisible();
  const home = page.getByRole('link', { name: 'Retour à l’accueil' });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  // Not logged in: the home page asks to log in first.
  await expect(page).toHaveURL(/\/login\?redirectFrom=%2F$/);
});
