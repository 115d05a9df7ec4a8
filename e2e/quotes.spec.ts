import { expect, test, type Locator, type Page } from './fixtures';
import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import {
  ACCOUNTS,
  expectNoSeriousViolations,
  loginAs,
  openInApp,
  resultCount,
  sidebar,
  tick,
  toasts,
  toastSaying,
} from './support';

/** A small file that is a PDF by its content (docs/rules.md#uploads checks `%PDF-`). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function openQuotes(page: Page): Promise<Locator> {
  await sidebar(page).getByRole('link', { name: 'Devis' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Devis' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Devis' });
  await expect(table).toBeVisible();
  return table;
}

/** Sends `file` for one series row: choose it, send, confirm. */
async function sendSeriesFile(page: Page, row: Locator, file: { name: string; buffer: Buffer }): Promise<void> {
  await row.getByLabel(/^PDF de la série /).setInputFiles({ ...file, mimeType: 'application/pdf' });
  await row.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await page.getByRole('dialog', { name: 'Envoyer ce fichier ?' }).getByRole('button', { name: 'Confirmer' }).click();
}

test('a reseller sends the missing PDFs of a quote, validates it and finds the new order', async ({ page }) => {
  await loginAs(page, ACCOUNTS.reseller);
  const table = await openQuotes(page);
  await expect(table.locator('thead')).not.toContainText('Société');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);

  // 'waiting_for_files' sorts last by name: sort the status column descending to see those quotes first.
  const statusHeader = table.getByRole('button', { name: /^Statut/ });
  await statusHeader.click();
  await expect(page).toHaveURL(/sort=status&order=asc/);
  await statusHeader.click();
  await expect(page).toHaveURL(/sort=status&order=desc/);
  const waiting = table.locator('tbody tr').filter({ hasText: 'En attente des fichiers' }).first();
  await expect(waiting).toBeVisible();
  const reference = (await waiting.locator('td').nth(1).innerText()).trim();
  await waiting.getByRole('button', { name: `Voir le devis ${reference}` }).click();

  const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^Devis ${reference}`) });
  await expect(heading).toContainText('En attente des fichiers');
  for (const card of ['Informations générales', 'Fichiers', 'Utilisateur du devis']) {
    await expect(page.getByRole('heading', { level: 2, name: card })).toBeVisible();
  }
  await expectNoSeriousViolations(page);

  const files = page.getByRole('table', { name: 'Fichiers' });
  const missing = files.locator('tbody tr').filter({ hasText: 'aucun fichier' });
  const toSend = await missing.count();
  expect(toSend).toBeGreaterThan(0);

  // A series still has no file: the button says so before the user tries, naming those series
  // (docs/rules.md#quotes), instead of a red toast after the confirmation.
  const validate = page.getByRole('button', { name: 'Valider le devis' });
  await expect(validate).toBeDisabled();
  const lacking = new Intl.ListFormat('fr', { type: 'conjunction' }).format(
    (await missing.locator('th').allInnerTexts()).map((name) => name.trim()),
  );
  await expect(validate).toHaveAccessibleDescription(
    `Ce devis pourra être validé quand chaque série aura son PDF. Il manque : ${lacking}.`,
  );
  await expect(page.getByText(`Il manque : ${lacking}.`)).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);

  // A file that is not a PDF by its content is refused under its field as soon as it is chosen: nothing to send.
  const first = missing.first();
  await first
    .getByLabel(/^PDF de la série /)
    .setInputFiles({ name: 'faux.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Ceci n’est pas un PDF.') });
  await expect(first.getByRole('alert')).toHaveText(
    'Ce fichier n’est pas un PDF (son contenu ne commence pas par %PDF-).',
  );
  await expect(first.getByRole('button', { name: 'Envoyer', exact: true })).toBeDisabled();
  await expect(missing).toHaveCount(toSend);

  for (let left = toSend; left > 0; left--) {
    const row = missing.first();
    const series = (await row.locator('th').innerText()).trim();
    await sendSeriesFile(page, row, { name: `serie-${series}.pdf`, buffer: PDF });
    await expect(missing).toHaveCount(left - 1);
    const sent = files.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: series, exact: true }) });
    await expect(sent.getByRole('button', { name: /^Télécharger / })).toBeVisible();
  }
  await expect(heading).toContainText('Prêt');
  await expect(page.getByLabel(/^PDF de la série /)).toHaveCount(0);

  await expect(validate).toBeEnabled();
  await expect(page.getByText(/^Ce devis pourra être validé/)).toHaveCount(0);
  await validate.click();
  const confirmValidate = page.getByRole('dialog', { name: 'Valider le devis ?' });
  await confirmValidate.getByRole('button', { name: 'Valider le devis' }).click();
  await expect(toastSaying(page, 'Devis validé')).toBeVisible();
  await expect(heading).toContainText('Validé');
  await expect(page.getByRole('button', { name: 'Valider le devis' })).toHaveCount(0);
  const orderLink = page.getByRole('link', { name: /^Voir la commande \d+$/ });
  const orderId = ((await orderLink.innerText()).match(/\d+/) ?? [''])[0];

  // The new order is the newest of the order list, pending, with the quote's reference.
  await sidebar(page).getByRole('link', { name: 'Commandes' }).click();
  const orders = page.getByRole('table', { name: 'Commandes' });
  const newest = orders.locator('tbody tr').first();
  await expect(newest.locator('td').first()).toHaveText(orderId);
  await expect(newest).toContainText(reference);
  await expect(newest.locator('.order-status')).toHaveText('En attente');

  // The quote list links the quote to its order.
  await openQuotes(page);
  await page.getByRole('searchbox', { name: 'Rechercher dans Devis' }).fill(reference);
  await page.getByRole('searchbox', { name: 'Rechercher dans Devis' }).press('Enter');
  const quoteRow = table.locator('tbody tr').filter({ hasText: reference });
  await expect(quoteRow).toContainText('Validé');
  await expect(quoteRow.getByRole('link', { name: `Commande ${orderId}` })).toBeVisible();
});

test('an admin filters the quotes by reseller and dates and exports three columns', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  const table = await openQuotes(page);
  const all = await resultCount(page);
  expect(all).toBeGreaterThan(0);

  await page.getByRole('combobox', { name: 'Revendeur' }).fill('dupont');
  await page.getByRole('option', { name: 'Imprimerie Dupont' }).click();
  await expect(page.getByRole('list', { name: 'Revendeur' })).toContainText('Imprimerie Dupont');
  await page.getByLabel('Du', { exact: true }).fill('01/01/2026');
  const filteredLoad = page.waitForResponse((r) => /\/admin\/quotes\?.*_end_date=/.test(r.url()));
  await page.getByLabel('Au', { exact: true }).fill('30/06/2026');
  await filteredLoad;
  await expect(page).toHaveURL(/reseller%5B%5D=/);
  await expect(page).toHaveURL(/start=2026-01-01/);
  await expect(page).toHaveURL(/end=2026-06-30/);
  const count = await resultCount(page);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(all);
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText('Imprimerie Dupont');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exporter les devis (CSV)' });
  await dialog.getByRole('button', { name: 'Tout décocher' }).click();
  for (const column of ['Prix', 'N° devis', 'Société']) await tick(dialog, column);
  await expect(dialog).toContainText('3 colonnes');
  await expectNoSeriousViolations(page);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Exporter' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('quote-csv.csv');
  const text = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { delimiter: ';', skipEmptyLines: true }).data;
  // Columns come in the order of docs/entities.md#export-properties, whatever order they were ticked in.
  expect(parsed[0]).toEqual(['N° devis', 'Société', 'Prix (€)']);
  expect(parsed).toHaveLength(count + 1);
  for (const row of parsed.slice(1)) expect(row[1]).toBe('Imprimerie Dupont');

  // Reset empties the filters and the list counts every quote again.
  await page.getByRole('button', { name: 'Réinitialiser' }).click();
  await expect(page.getByRole('list', { name: 'Revendeur' })).toHaveCount(0);
  await expect.poll(() => resultCount(page)).toBe(all);
});

test('an order’s “Devis” card links its quote, which exists', async ({ page }) => {
  // Order 853 named a quote the seed never made ("Ce devis n’existe pas").
  await loginAs(page, ACCOUNTS.admin);
  await openInApp(page, '/order/show/853');
  const card = page.getByRole('region', { name: 'Devis' });
  const reference = card.getByRole('link', { name: 'DEV-000853' });
  await reference.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Devis DEV-000853/ })).toBeVisible();
  await expect(page.getByText('Ce devis n’existe pas')).toHaveCount(0);
  await expect(page.getByText('Validé', { exact: true }).first()).toBeVisible();
});
