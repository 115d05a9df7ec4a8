import { expect, test, type Locator, type Page } from './fixtures';
import { ACCOUNTS, loginAs, sidebar, toastSaying } from './support';

/** The index of a column in a table, found by its header text. */
async function columnIndex(table: Locator, header: string): Promise<number> {
  const headers = await table.locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column '${header}' in ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(0);
  return index;
}

async function searchUsers(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Rechercher dans Utilisateurs' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(/search=/);
}

test('an admin creates a reader, finds it, edits it, deactivates it and deletes it', async ({ page }) => {
  const username = `e2e.reader.${Date.now()}@example.com`;
  await loginAs(page, ACCOUNTS.admin);
  await sidebar(page).getByRole('link', { name: 'Utilisateurs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();

  // Create
  await page.getByRole('link', { name: 'Nouvel utilisateur' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvel utilisateur' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Actif' })).toBeChecked();
  await page.getByRole('textbox', { name: /^Identifiant \(e-mail\)/ }).fill(username);
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Paula');
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Lectrice');
  await page.getByRole('combobox', { name: /^Rôle/ }).selectOption({ label: 'Lecteur' });
  await page.getByLabel(/^Mot de passe/).fill('secret-password');
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(toastSaying(page, `Utilisateur ${username} créé.`)).toBeVisible();
  await expect(page).toHaveURL(/\/user\/show\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paula Lectrice' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Rôles/ })).toContainText('Lecteur');

  // Find it in the list
  await page.getByRole('link', { name: 'Retour à la liste' }).click();
  await searchUsers(page, username);
  const table = page.getByRole('table', { name: 'Utilisateurs' });
  await expect(page.getByText('1 résultat', { exact: true })).toBeVisible();
  const row = table.locator('tbody tr').filter({ hasText: username });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(row).toContainText('Paula');
  await expect(row).toContainText('Lectrice');
  await expect(row).toContainText('Lecteur');

  // Edit the last name
  await row.getByRole('button', { name: `Modifier ${username}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier l’utilisateur' })).toBeVisible();
  const lastname = page.getByRole('textbox', { name: /^Nom/ });
  await expect(lastname).toHaveValue('Lectrice');
  await lastname.fill('Relectrice');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toastSaying(page, `Utilisateur ${username} enregistré.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Paula Relectrice' })).toBeVisible();

  // Deactivate with the row's switch
  await page.getByRole('link', { name: 'Retour à la liste' }).click();
  await searchUsers(page, username);
  await expect(row).toContainText('Relectrice');
  const activeName = `Actif : ${username}`;
  const active = row.getByRole('checkbox', { name: activeName });
  await expect(active).toBeChecked();
  // The input sits under Blueprint's switch drawing: click the visible switch, as a user does.
  await row
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name: activeName }) })
    .click();
  await expect(toastSaying(page, `Désactivé : ${username}`)).toBeVisible();
  await expect(active).not.toBeChecked();
  await expect(row).toContainText('Inactif');

  // Delete, after the confirmation dialog and its irreversible warning
  await row.getByRole('button', { name: `Supprimer ${username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Supprimer ${username} ?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Attention : action irréversible.');
  const confirmDelete = dialog.getByRole('button', { name: 'Supprimer', exact: true });
  await expect(confirmDelete).toHaveClass(/bp6-intent-danger/); // the red delete button
  await confirmDelete.click();
  await expect(dialog).toBeHidden();
  await expect(toastSaying(page, `Suppression d’${username} effectuée.`)).toBeVisible();

  // Gone: the same search finds nothing, even after a reload
  await expect(page.getByText('Aucun résultat ne correspond à votre recherche.')).toBeVisible();
  await expect(table).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Aucun résultat ne correspond à votre recherche.')).toBeVisible();
});

test("a reseller sees its own quote users only, all from 'Imprimerie Dupont'", async ({ page }) => {
  await loginAs(page, ACCOUNTS.reseller);
  await sidebar(page).getByRole('link', { name: 'Utilisateurs' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Mes utilisateurs devis' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nouvel utilisateur devis' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Mes utilisateurs devis' });
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);

  const company = await columnIndex(table, 'Société');
  const companies = await rows.locator(`td:nth-child(${company + 1})`).allInnerTexts();
  expect(companies).toHaveLength(count);
  expect(new Set(companies.map((text) => text.trim()))).toEqual(new Set(['Imprimerie Dupont']));
  const roles = await rows.locator(`td:nth-child(${(await columnIndex(table, 'Rôles')) + 1})`).allInnerTexts();
  expect(new Set(roles.map((text) => text.trim()))).toEqual(new Set(['Utilisateur devis']));
});
