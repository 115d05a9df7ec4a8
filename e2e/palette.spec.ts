import { expect, test } from './fixtures';
import { ACCOUNTS, expectNoSeriousViolations, loginAs } from './support';

test('Ctrl+K, an order number, Enter: the order opens, keyboard only, axe clean', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Rechercher' });
  const box = palette.getByRole('combobox', { name: /^Rechercher une commande/ });
  await expect(box).toBeFocused();
  await expect(palette.getByRole('status')).toHaveText('Tapez un numéro ou au moins deux caractères.');

  await page.keyboard.type('1490');
  const first = palette.getByRole('option').first();
  await expect(first).toContainText('Commande 1490 · CMD-26-001490');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(palette.getByRole('group', { name: 'Commandes' })).toBeVisible();
  await expect(palette.getByRole('status')).toHaveText(/^\d+ résultats?$/);
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await expectNoSeriousViolations(page);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/show\/1490$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Commande 1490/ })).toBeVisible();
  await expect(palette).toHaveCount(0);
});

test('a reseller’s palette: its screens by name, no staff account; Escape closes it', async ({ page }) => {
  await loginAs(page, ACCOUNTS.reseller);
  await page.getByRole('button', { name: 'Rechercher (Ctrl+K)' }).click();
  const palette = page.getByRole('dialog', { name: 'Rechercher' });
  const box = palette.getByRole('combobox', { name: /^Rechercher une commande/ });
  await expect(box).toBeFocused();
  await page.keyboard.type('marges');
  const screens = palette.getByRole('group', { name: 'Écrans' });
  await expect(screens.getByRole('option', { name: 'Mes marges' })).toBeVisible();
  await expect(palette.getByRole('group', { name: 'Revendeurs' })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reseller\/marge-price$/);

  // Staff accounts are not the reseller's to find.
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await page.keyboard.type('admin@demo');
  await expect(palette.getByRole('status')).toHaveText('Aucun résultat.');
  await page.keyboard.press('Escape');
  await expect(palette).toHaveCount(0);
});
