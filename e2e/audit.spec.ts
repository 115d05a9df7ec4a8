import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, expectNoSeriousViolations, loginAs, settled, sidebar } from './support';

/** Picks a language in the header and waits for the page to be drawn in it again. */
async function switchLanguage(page: Page, selectName: string, code: string): Promise<void> {
  await page.getByRole('combobox', { name: selectName }).selectOption(code);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  await settled(page);
}

test('an admin moves an order on and reads its history, in French, English and Spanish', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await sidebar(page).getByRole('link', { name: 'Commandes' }).click();
  const table = page.getByRole('table', { name: 'Commandes' });
  const pending = table.locator('tbody tr').filter({ has: page.locator('.order-status', { hasText: /^En attente$/ }) });
  await pending
    .first()
    .getByRole('button', { name: /^Voir la commande/ })
    .click();
  await settled(page);

  const history = page.getByRole('list', { name: 'Historique' });
  await expect(history.locator('li').first()).toContainText('Commande créée depuis le devis DEV-');
  await page.getByLabel('Nouveau statut').selectOption({ label: 'En cours de traitement' });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByRole('dialog', { name: 'Changer le statut ?' }).getByRole('button', { name: 'Confirmer' }).click();
  await expect(history.locator('li').last()).toContainText('Statut : En attente → En cours de traitement');
  await expect(history.locator('li').last()).toContainText('admin@demo.local');
  await expectNoSeriousViolations(page);

  await switchLanguage(page, 'Langue', 'en');
  const english = page.getByRole('list', { name: 'History' });
  await expect(english.locator('li').first()).toContainText('Order created from quote DEV-');
  await expect(english.locator('li').last()).toContainText('Status: Pending → In progress');

  await switchLanguage(page, 'Language', 'es');
  const spanish = page.getByRole('list', { name: 'Historial' });
  await expect(spanish.locator('li').first()).toContainText('Pedido creado desde el presupuesto DEV-');
  await expect(spanish.locator('li').last()).toContainText('Estado: Pendiente →');
});
