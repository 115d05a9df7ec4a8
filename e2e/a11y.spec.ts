import { expect, test } from './fixtures';
import { ACCOUNTS, expectNoSeriousViolations, loginAs, sidebar } from './support';

test('the login page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the users list has no serious or critical accessibility violation', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await sidebar(page).getByRole('link', { name: 'Utilisateurs' }).click();
  await expect(page.getByRole('table', { name: 'Utilisateurs' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toHaveCount(0);
  // Controls are named in French only (no stray English icon title in a label).
  await expect(page.getByRole('combobox', { name: 'Lignes par page', exact: true })).toHaveValue('25');
  await expect(page.getByRole('combobox', { name: 'Langue', exact: true })).toHaveValue('fr');
  await expectNoSeriousViolations(page);
});
