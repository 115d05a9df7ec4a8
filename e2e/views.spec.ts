import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations, loginAs, openInApp, settled, tick, toastSaying } from './support';

/**
 * Saved views, columns and density (docs/lists.md): kept by the server per user, so they come back
 * after a logout and in another browser. In the demo the server's data is the page's IndexedDB: the
 * second browser gets that data and nothing else (no localStorage, no session).
 */

const headers = (page: Page) => page.getByRole('table').first().locator('thead th');

async function logOut(page: Page): Promise<void> {
  await openInApp(page, '/logout');
  await expect(page.getByLabel('Identifiant')).toBeVisible();
}

test('a saved view, hidden columns and the density follow the admin after logout and into another browser', async ({
  page,
  browser,
}) => {
  // A login, a logout and a login in a second browser: 53 s on a quiet host, over 60 s on a slow one.
  test.setTimeout(120_000);
  await loginAs(page, 'admin@demo.local');
  await openInApp(page, '/order?status[]=2&sort=createdAt&order=asc');
  await settled(page);

  // Columns: hide the carrier, move the status up one place, compact rows.
  await page.getByRole('button', { name: 'Colonnes' }).click();
  const chooser = page.getByRole('group', { name: 'Colonnes affichées' });
  await expect(chooser).toBeVisible();
  await expect(chooser.getByRole('checkbox', { name: 'N° commande' })).toBeDisabled();
  await expectNoSeriousViolations(page);
  // "Créée le" up past the carrier, which is then hidden, and up past the format.
  await chooser.getByRole('button', { name: 'Monter la colonne Créée le' }).click();
  await chooser.locator('label', { hasText: 'Transporteur' }).click();
  await expect(chooser.getByRole('checkbox', { name: 'Transporteur' })).not.toBeChecked();
  await chooser.getByRole('button', { name: 'Monter la colonne Créée le' }).click();
  // Nothing moves above the number.
  await expect(chooser.getByRole('button', { name: 'Monter la colonne Statut' })).toBeDisabled();
  await tick(chooser, 'Compacte', 'radio');
  await page.keyboard.press('Escape');
  await expect(headers(page).filter({ hasText: 'Transporteur' })).toHaveCount(0);
  const before = await headers(page).allInnerTexts();
  expect(before.indexOf('Créée le')).toBe(before.indexOf('Format (largeur)') - 1);

  // The view: the filters, sort and page size of the list as shown.
  await page.getByRole('button', { name: 'Vues' }).click();
  await page.getByRole('menuitem', { name: 'Enregistrer cette vue…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enregistrer cette vue' });
  await expect(dialog.getByLabel('Nom de la vue')).toBeFocused();
  // Blueprint's own English words are not shown in the French interface.
  await expect(dialog.getByRole('button', { name: 'Fermer la fenêtre', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);
  await expect(page.getByTitle('Open dropdown')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  // A name the admin already has for this list is refused on the field, and nothing is lost.
  await dialog.getByLabel('Nom de la vue').fill('à traiter');
  await dialog.getByRole('button', { name: 'Enregistrer la vue' }).click();
  await expect(dialog.getByText('Vous avez déjà une vue de ce nom pour cette liste.')).toBeVisible();
  await dialog.getByLabel('Nom de la vue').fill('Atelier');
  await dialog.getByRole('button', { name: 'Enregistrer la vue' }).click();
  await expect(toastSaying(page, 'Vue « Atelier » enregistrée')).toBeVisible();
  await expect(page).toHaveURL(/view=\d+/);
  await expect(page.getByRole('button', { name: /Atelier/ })).toBeVisible();

  await logOut(page);

  // Another browser: the server's data only.
  const state = await page.context().storageState({ indexedDB: true });
  const other = await browser.newContext({
    storageState: {
      cookies: [],
      origins: state.origins.map((origin) => ({
        ...origin,
        localStorage: origin.localStorage.filter((item) => item.name === 'bo.tour'),
      })),
    },
  });
  const second = await other.newPage();
  await loginAs(second, 'admin@demo.local');
  await openInApp(second, '/order');
  await settled(second);
  await expect(headers(second).filter({ hasText: 'Transporteur' })).toHaveCount(0);
  await expect(second.getByRole('table').first()).toHaveClass(/compact/);
  expect(await headers(second).allInnerTexts()).toEqual(before);

  await second.getByRole('button', { name: 'Vues' }).click();
  await second.getByRole('menuitem', { name: 'Atelier' }).click();
  await expect(second).toHaveURL(/status%5B%5D=2|status\[\]=2/);
  await expect(second).toHaveURL(/view=\d+/);
  await settled(second);
  const tags = second.getByRole('table').first().locator('tbody .order-status');
  await expect(tags.first()).toBeVisible();
  const statuses = await tags.allInnerTexts();
  expect(new Set(statuses)).toEqual(new Set(['En production']));

  // Back to the list's own columns.
  await second.getByRole('button', { name: 'Colonnes' }).click();
  await second.getByRole('button', { name: 'Revenir aux colonnes par défaut' }).click();
  await second.keyboard.press('Escape');
  await expect(headers(second).filter({ hasText: 'Transporteur' })).toHaveCount(1);
  await other.close();
});

test('a view opened from a link applies its filters; a deleted one is said to be gone', async ({ page }) => {
  await loginAs(page, 'reseller@demo.local');
  await openInApp(page, '/order');
  await settled(page);
  await page.getByRole('button', { name: 'Vues' }).click();
  await page.getByRole('menuitem', { name: 'Mes commandes en attente' }).click();
  await expect(page).toHaveURL(/view=(\d+)/);
  const id = /view=(\d+)/.exec(page.url())![1];

  // The bare link (a bookmark) opens the view's list.
  await page.goto(`/order?view=${id}`);
  await expect(page).toHaveURL(/status%5B%5D=0|status\[\]=0/);
  await expect(page.getByRole('button', { name: /Mes commandes en attente/ })).toBeVisible();

  await page.getByRole('button', { name: /Mes commandes en attente/ }).click();
  await page.getByRole('menuitem', { name: 'Supprimer « Mes commandes en attente »…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer la vue' }).click();
  await expect(toastSaying(page, 'Vue « Mes commandes en attente » supprimée')).toBeVisible();
  await expect(page).not.toHaveURL(/view=/);

  await page.goto(`/order?view=${id}`);
  await expect(toastSaying(page, 'Cette vue n’existe plus')).toBeVisible();
  await expect(page).not.toHaveURL(/view=/);
});
