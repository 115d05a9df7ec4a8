import { expect, test, type Page } from './fixtures';
import {
  ACCOUNTS,
  chooseLanguage,
  expectNoSeriousViolations,
  LANGUAGES,
  loginAs,
  openInApp,
  sidebar,
  toasts,
  toastSaying,
} from './support';

/** Waits until a list has loaded (the full-page loader is gone). */
async function listLoaded(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('table', { name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toHaveCount(0);
}

test("an admin edits a paper's finishes and sees them on the paper list", async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await sidebar(page).getByRole('link', { name: 'Papiers' }).click();
  await listLoaded(page, 'Papiers');
  const row = page.getByRole('table', { name: 'Papiers' }).locator('tbody tr').filter({ hasText: 'Kraft brun' });
  await expect(row).toContainText('Dorure à chaud or');
  await expect(row).not.toContainText('Gaufrage');

  await row.getByRole('button', { name: 'Modifier Kraft brun' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier le papier' })).toBeVisible();
  const finishes = page.getByRole('group', { name: 'Finitions' });
  await expect(finishes.getByRole('checkbox', { name: 'Dorure à chaud or' })).toBeChecked();
  // Blueprint draws the box over the input: click the label, as a user does.
  await finishes.locator('label').filter({ hasText: 'Dorure à chaud or' }).click();
  await finishes.locator('label').filter({ hasText: 'Gaufrage' }).click();
  await expect(finishes.getByRole('checkbox', { name: 'Gaufrage' })).toBeChecked();
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(toastSaying(page, 'Papier Kraft brun enregistré.')).toBeVisible();
  await expect(page).toHaveURL(/\/paper$/);
  await listLoaded(page, 'Papiers');
  await expect(row).toContainText('Gaufrage');
  await expect(row).toContainText('Sans finition');
  await expect(row).not.toContainText('Dorure à chaud or');

  // The paper's page links to its history, where this change is the newest entry, by this admin.
  await row.getByRole('button', { name: 'Modifier Kraft brun' }).click();
  await page.getByRole('link', { name: 'Historique de cet enregistrement' }).click();
  await expect(page).toHaveURL(/\/audit\?entity=papers&entityId=\d+$/);
  const newest = page.getByRole('table', { name: 'Journal d’audit' }).locator('tbody > tr').first();
  await expect(newest).toContainText('Modification');
  await expect(newest).toContainText('admin@demo.local');
  await expect(newest).toContainText(/Papier n° \d+/);
});

test("a category still in use is not deleted: the server's message under 'ERREUR : lors de la tentative de suppression'", async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  await sidebar(page).getByRole('link', { name: 'Catégories' }).click();
  await listLoaded(page, 'Catégories');
  const row = page
    .getByRole('table', { name: 'Catégories' })
    .locator('tbody tr')
    .filter({ hasText: 'Étiquettes bière' });
  await row.getByRole('button', { name: 'Supprimer Étiquettes bière' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer Étiquettes bière ?' });
  await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();

  const toast = toasts(page).filter({ hasText: 'ERREUR : lors de la tentative de suppression' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Suppression impossible : utilisé par les dimensions Petit format');
  await expect(row).toBeVisible();
});

test('an admin synchronises the scenarios and switches one off', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await sidebar(page).getByRole('link', { name: 'Scénarios', exact: true }).click();
  await listLoaded(page, 'Scénarios');
  await expect(page.getByRole('link', { name: /Nouveau/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Synchroniser' }).click();
  await expect(toastSaying(page, 'Synchronisation terminée : 0 scénario mis à jour.')).toBeVisible();

  const row = page.getByRole('table', { name: 'Scénarios' }).locator('tbody tr').filter({ hasText: 'SC-002-KRAFT' });
  const status = row.getByRole('checkbox', { name: 'Actif : SC-002-KRAFT' });
  await expect(status).toBeChecked();
  // The input sits under Blueprint's switch drawing: click the visible switch, as a user does.
  await row
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name: 'Actif : SC-002-KRAFT' }) })
    .click();
  await expect(toastSaying(page, 'Désactivé : SC-002-KRAFT')).toBeVisible();
  await expect(status).not.toBeChecked();
  await expect(row.getByRole('button', { name: /^Supprimer/ })).toHaveCount(0);
});

test("a reseller opening /mandrel sees 'Accès refusé'", async ({ page }) => {
  await loginAs(page, ACCOUNTS.reseller);
  await page.goto('/mandrel');
  await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Mandrins' })).toHaveCount(0);
});

test('the category list and the category form have no serious or critical accessibility violation', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  await sidebar(page).getByRole('link', { name: 'Catégories' }).click();
  await listLoaded(page, 'Catégories');
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Nouvelle catégorie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle catégorie' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Pose/ })).toContainText('Pose automatique (AUTO)');
  await expect(
    page.getByRole('group', { name: /^Papiers/ }).getByRole('checkbox', { name: 'Kraft brun' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the code's help gives a paper's code on the paper form and a finish's on the finish form, in fr, en and es", async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  for (const lang of LANGUAGES) {
    await chooseLanguage(page, lang);
    await openInApp(page, '/paper/create');
    const paperCode = page.locator('#field-uid');
    await expect(paperCode, lang).toHaveAccessibleDescription(/PAP-KRAFT/);
    await expect(paperCode, lang).not.toHaveAccessibleDescription(/FIN-/);
    await openInApp(page, '/finishing/create');
    await expect(page.locator('#field-uid'), lang).toHaveAccessibleDescription(/: FIN-/);
  }
});
