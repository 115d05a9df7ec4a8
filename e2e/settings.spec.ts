import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { ACCOUNTS, expectNoSeriousViolations, layersGone, loginAs, openInApp, sidebar, toastSaying } from './support';

const SUPER_ADMIN = 'superadmin@demo.local';

/** Opens a settings screen from the sidebar's 'Paramètres' group. */
async function openSettings(page: Page, link: string, heading: string): Promise<void> {
  await sidebar(page).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('an admin creates a tooltip for a free type, which is then no longer offered, and edits and deletes one', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  await openSettings(page, 'Infobulles du calculateur', 'Infobulles du calculateur');
  const table = page.getByRole('table', { name: 'Infobulles du calculateur' });
  await expect(table.locator('tbody tr')).toHaveCount(2);

  // Mandrel and papers have theirs: only the four other types are offered.
  const type = page.getByRole('combobox', { name: /^Type/ });
  await expect(type.locator('option')).toHaveText(['Choisir un type…', 'Finitions', 'Rouleaux', 'Largeur', 'Hauteur']);

  // Name and text are required.
  await type.selectOption({ label: 'Largeur' });
  await page.getByRole('button', { name: 'Ajouter l’infobulle' }).click();
  await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(2);

  await page.getByRole('textbox', { name: /^Nom/ }).fill('Largeur');
  await page.getByRole('textbox', { name: /^Texte/ }).fill("La largeur de l'étiquette, en cm.");
  await page.getByRole('button', { name: 'Ajouter l’infobulle' }).click();

  await expect(toastSaying(page, 'Infobulle créée.')).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(table.locator('tbody tr').last()).toContainText("La largeur de l'étiquette, en cm.");
  await expect(type.locator('option')).toHaveText(['Choisir un type…', 'Finitions', 'Rouleaux', 'Hauteur']);
  await expect(type).toHaveValue('');

  // Inline edit: the row becomes fields; Enter saves.
  await table.getByRole('button', { name: 'Modifier l’infobulle Papier' }).click();
  const name = table.getByRole('textbox', { name: 'Nom' });
  await expect(name).toHaveValue('Papier');
  await name.fill('Support');
  await name.press('Enter');
  await expect(toastSaying(page, 'Infobulle modifiée.')).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Support', exact: true })).toBeVisible();
  await expect(table.getByRole('textbox')).toHaveCount(0);

  // Delete, confirmed: the type is offered again.
  await table.getByRole('button', { name: 'Supprimer l’infobulle Mandrin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer l’infobulle Mandrin ?' });
  await expect(dialog).toContainText('Attention : action irréversible.');
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(toastSaying(page, 'Infobulle supprimée.')).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(type.locator('option', { hasText: 'Mandrin' })).toHaveCount(1);
});

test('the configuration masks the FTP password and the tracking token until revealed, and checks URLs', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  await openSettings(page, 'Configuration', 'Configuration de l’environnement');

  const password = page.getByLabel('Mot de passe FTP', { exact: true });
  const reveal = page.getByRole('button', { name: 'Afficher : Mot de passe FTP' });
  await expect(password).toHaveAttribute('type', 'password');
  await expect(password).toHaveValue('demo-ftp-secret');
  await expect(reveal).toHaveAttribute('aria-pressed', 'false');
  await reveal.click();
  await expect(reveal).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await reveal.click();
  await expect(password).toHaveAttribute('type', 'password');

  const token = page.getByLabel('Jeton de l’API de suivi', { exact: true });
  await expect(token).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Afficher : Jeton de l’API de suivi' }).click();
  await expect(token).toHaveAttribute('type', 'text');
  await expect(token).toHaveValue('trk_demo_0123456789');

  // An FTP URL must be ftp://; a valid one is saved.
  const ftpUrl = page.getByRole('textbox', { name: 'URL du FTP' });
  await ftpUrl.fill('https://ftp.example');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Saisissez une URL ftp:// (ou ftps://, sftp://), ou laissez vide.')).toBeVisible();
  await ftpUrl.fill('ftp://ftp.new.example/orders');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toastSaying(page, 'Configuration modifiée.')).toBeVisible();
  // The saved form no longer holds Back: its history entry goes a task later, and a reload waits for it.
  await layersGone(page);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'URL du FTP' })).toHaveValue('ftp://ftp.new.example/orders');
});

test('a reader sees the configuration read-only, secrets masked', async ({ page }) => {
  await loginAs(page, ACCOUNTS.reader);
  await openSettings(page, 'Configuration', 'Configuration de l’environnement');
  await expect(page.getByText('Lecture seule : votre compte ne peut pas modifier la configuration.')).toBeVisible();
  await expect(page.getByRole('row', { name: /URL du FTP/ })).toContainText('ftp://ftp.labelprint.example/incoming');
  await expect(page.getByRole('row', { name: /Mot de passe FTP/ })).toContainText('Masqué');
  await expect(page.getByText('demo-ftp-secret')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
});

test('another admin opening /translate/export sees access denied, with no menu entry', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await expect(sidebar(page).getByRole('link', { name: 'Configuration' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Export des traductions' })).toHaveCount(0);
  await page.goto('/translate/export');
  await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
});

test('the super-admin downloads the translations as XLSX and reads a file back as JSON', async ({ page }, testInfo) => {
  await loginAs(page, SUPER_ADMIN);
  await openSettings(page, 'Export des traductions', 'Export des traductions');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le fichier XLSX' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('translations.xlsx');
  const file = testInfo.outputPath('translations.xlsx');
  await download.saveAs(file);
  const rows = await readSheet(await readFile(file), { trim: false });
  expect(rows[0]).toEqual(['key', 'fr', 'en', 'es']);
  expect(rows).toContainEqual(['menu.dashboard', 'Tableau de bord', 'Dashboard', expect.any(String)]);
  expect(rows).toContainEqual([
    'settings.config.edited',
    'Configuration modifiée.',
    'Configuration edited.',
    'Configuración modificada.',
  ]);
  await expect(toastSaying(page, 'Fichier des traductions téléchargé.')).toBeVisible();

  // The downloaded file back: one JSON per language, each with a copy button.
  await page.getByLabel('Fichier XLSX des traductions').setInputFiles(file);
  // The count in French digits: "1 356 clés lues", not "1356".
  await expect(
    page.getByRole('status').filter({ hasText: /^\d{1,3}(\u202f\d{3})+ clés lues dans translations\.xlsx/ }),
  ).toBeVisible();
  const french = page.getByRole('textbox', { name: 'JSON — Français' });
  await expect(french).toHaveAttribute('readonly', '');
  const json = JSON.parse(await french.inputValue()) as { menu: { dashboard: string } };
  expect(json.menu.dashboard).toBe('Tableau de bord');
  await expect(page.getByRole('textbox', { name: 'JSON — English' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copier le JSON (Español)' })).toBeVisible();

  // A file with other columns is refused, saying which columns it needs.
  const wrong = testInfo.outputPath('wrong-columns.xlsx');
  await writeXlsxFile([
    ['key', 'fr', 'en'],
    ['hello', 'Bonjour', 'Hello'],
  ]).toFile(wrong);
  await page.getByLabel('Fichier XLSX des traductions').setInputFiles(wrong);
  await expect(page.getByRole('alert').filter({ hasText: 'Fichier refusé' })).toContainText(
    'Le fichier doit avoir exactement les colonnes key, fr, en, es (trouvées : key, fr, en).',
  );
  await expect(page.getByRole('textbox', { name: 'JSON — Français' })).toHaveCount(0);
});

test('the configuration page has no serious or critical accessibility violation', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/config');
  await expect(page.getByRole('textbox', { name: 'URL du FTP' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a delivery country switched says which, in a sentence that reads right for any country', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await openInApp(page, '/countries');
  const canada = page.getByRole('checkbox', { name: 'Canada (CA)' });
  const was = await canada.isChecked();
  // The input sits under Blueprint's checkbox drawing: click its label, as a user does.
  const box = page.locator('label').filter({ has: canada });
  await box.click();
  await expect(toastSaying(page, was ? 'Livraison fermée : Canada.' : 'Livraison ouverte : Canada.')).toBeVisible();
  await box.click();
  await expect(toastSaying(page, was ? 'Livraison ouverte : Canada.' : 'Livraison fermée : Canada.')).toBeVisible();
  await expect(canada).toBeChecked({ checked: was });
});
