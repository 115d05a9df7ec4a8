import { expect, test, type Locator, type Page } from './fixtures';
import readXlsxFile, { readSheet } from 'read-excel-file/node';
import { readFileSync } from 'node:fs';
import {
  ACCOUNTS,
  chooseLanguage,
  expectNoSeriousViolations,
  loginAs,
  openInApp,
  resultCount,
  settled,
  sidebar,
  tick,
  toasts,
  LANGUAGES,
  type Language,
  toastSaying,
  wordsBrokenIn,
} from './support';

async function openOrders(page: Page): Promise<Locator> {
  await sidebar(page).getByRole('link', { name: 'Commandes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Commandes' });
  await expect(table).toBeVisible();
  return table;
}

async function pickStatuses(page: Page, ...names: string[]): Promise<void> {
  await page.getByRole('button', { name: /^Statuts/ }).click();
  for (const name of names) await tick(page.locator('.status-picker'), name);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status%5B%5D=/);
}

/** The status tag of a row (its text is the status's French name). */
const statusOf = (row: Locator) => row.locator('.order-status');

// The export dialog (columns ticked, their order, every filtered row, starting from the visible columns)
// is tested on the real component: src/ui/shared/export/export-dialog.test.tsx.
test('an admin filters by two statuses and dates and moves three orders on', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  const table = await openOrders(page);
  await expect(page.getByText(/^3\s?000 résultats$/)).toBeVisible();

  await pickStatuses(page, 'En attente', 'En cours de traitement');
  await page.getByLabel('Du', { exact: true }).fill('01/08/2026');
  const filteredLoad = page.waitForResponse((r) => /\/admin\/orders\?.*_end_date=/.test(r.url()));
  await page.getByLabel('Au', { exact: true }).fill('31/10/2026');
  await filteredLoad;
  await expect(page).toHaveURL(/start=2026-08-01/);
  await expect(page).toHaveURL(/end=2026-10-31/);
  await expect(page).not.toHaveURL(/page=/);
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const count = await resultCount(page);
  expect(count).toBeGreaterThan(3);
  for (const text of await statusOf(rows).allInnerTexts()) {
    expect(['En attente', 'En cours de traitement']).toContain(text);
  }

  // Select three pending orders and move them to 'En cours de traitement'.
  const pending = rows.filter({ has: page.locator('.order-status', { hasText: /^En attente$/ }) });
  expect(await pending.count()).toBeGreaterThanOrEqual(3);
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const row = pending.nth(i);
    ids.push((await row.locator('td').nth(1).innerText()).trim());
  }
  for (const id of ids)
    await page.getByRole('checkbox', { name: `Sélectionner la commande ${id}`, exact: true }).check();
  const panel = page.getByRole('region', { name: 'Sélectionner les commandes de la page' });
  await expect(panel).toContainText('3 commandes sélectionnées');
  await panel.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Changer le statut' });
  await panel.getByRole('combobox', { name: 'Nouveau statut' }).selectOption({ label: 'En cours de traitement' });
  await panel.getByRole('button', { name: 'Appliquer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changer le statut de 3 commandes ?' });
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(toastSaying(page, '3 commandes ont changé de statut.')).toBeVisible();
  await expect(panel).toBeHidden();
  for (const id of ids) {
    const row = rows.filter({
      has: page.getByRole('checkbox', { name: `Sélectionner la commande ${id}`, exact: true }),
    });
    await expect(statusOf(row)).toHaveText('En cours de traitement');
  }
});

test('an admin exports every order in every column as XLSX, which the demo’s shared backend writes', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  await openOrders(page);
  const count = await resultCount(page);
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exporter les commandes (XLSX)' });
  await dialog.getByRole('button', { name: 'Tout cocher' }).click();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Exporter', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('order-xlsx.xlsx');
  const bytes = readFileSync(await file.path());
  // The file keeps SPEC's name; its sheet speaks the user's language.
  expect((await readXlsxFile(bytes)).map((sheet) => sheet.sheet)).toEqual(['Commandes']);
  const rows = await readSheet(bytes);
  expect(rows[0]?.[0]).toBe('N° commande');
  expect(rows[0]).toContain('Statut');
  expect(rows).toHaveLength(count + 1);
});

test('an admin finds a reseller’s order with the autocomplete and places it in non-conforming', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  const table = await openOrders(page);
  const reseller = page.getByRole('combobox', { name: 'Revendeur' });
  await reseller.fill('dupont');
  await page.getByRole('option', { name: 'Imprimerie Dupont' }).click();
  await expect(page.getByRole('list', { name: 'Revendeur' })).toContainText('Imprimerie Dupont');
  await pickStatuses(page, 'En cours de traitement');
  const row = table.locator('tbody tr').first();
  await expect(statusOf(row)).toHaveText('En cours de traitement');
  await expect(row).toContainText('Imprimerie Dupont');
  await row.getByRole('button', { name: /^Voir la commande/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: /^Commande \d+/ })).toBeVisible();
  for (const section of [
    'Informations générales',
    'Revendeur',
    'Utilisateur',
    'Fabrication',
    'Devis',
    'Client final',
    'Colisage',
    'Non-conformité',
    'Bon de livraison',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  // The end customer is a tap away: their e-mail writes to them, their phone calls them.
  const customer = page.getByRole('region', { name: 'Client final' });
  const mail = customer.getByRole('row', { name: /^E-mail/ }).getByRole('link');
  await expect(mail).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+$/);
  await expect(mail).toHaveAttribute('href', `mailto:${(await mail.textContent())?.trim().replace('+', '%2B')}`);
  const phone = customer.getByRole('row', { name: /^Téléphone/ }).getByRole('link');
  await expect(phone).toHaveAttribute('href', /^tel:\+?\d{6,}$/);
  await page.getByRole('button', { name: 'Placer en non-conforme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Placer la commande en non-conforme' });
  await tick(dialog, 'Résolution trop faible', 'radio');
  await dialog.getByLabel(/^Commentaire de l’administrateur/).fill('Images en 72 dpi, il faut 300 dpi.');
  await dialog.getByRole('button', { name: 'Placer en non-conforme' }).click();
  await expect(toastSaying(page, 'Commande placée en non-conforme.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Non conforme');
  const card = page.getByRole('region', { name: 'Non-conformité' });
  await expect(card).toContainText('En attente du revendeur');
  await expect(card).toContainText('Images en 72 dpi');
  await expect(
    page.getByText('Une demande de non-conformité attend la réponse du revendeur : le statut ne peut pas changer.'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Retour aux commandes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
});

test('an order placed by staff is refused for non-conformity when tried, and its form does not open', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  // Order 59 of the seed was placed by staff (no reseller): the button is there, refused when tried.
  await page.goto('/order/show/59');
  await expect(page.getByRole('heading', { level: 1, name: /^Commande 59/ })).toBeVisible();
  await page.getByRole('button', { name: 'Placer en non-conforme' }).click();
  await expect(toastSaying(page, 'Veuillez choisir une commande passée par un revendeur')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Placer la commande en non-conforme' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: /^Commande 59/ })).toContainText('Expédiée');
});

/**
 * The dialog's rules (its buttons, the order it names, a comment over the limit refused whole, a long one sent whole,
 * the row's new status) are src/ui/cancellations/cancel-dialog.test.tsx's; here what needs a browser's layout: the long
 * comment, in the requests list, ends in an ellipsis after three lines, the whole of it in its title.
 */
test('a reseller asks to cancel one of its orders with a long comment, which the requests list clamps to three lines', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.reseller);
  const table = await openOrders(page);
  await pickStatuses(page, 'En attente', 'En cours de traitement');
  const ask = table.getByRole('button', { name: /^Demander l’annulation de la commande \d+$/ }).first();
  const id = ((await ask.getAttribute('aria-label')) ?? '').replace(/\D/g, '');
  await ask.click();
  const dialog = page.getByRole('dialog', { name: 'Demander l’annulation' });
  const long = 'Le client a changé d’avis sur la quantité et sur le papier. '.repeat(25).trim();
  await dialog.getByLabel('Commentaire').fill(long);
  await dialog.getByRole('button', { name: 'Demander l’annulation' }).click();
  await expect(toastSaying(page, 'Demande d’annulation envoyée.')).toBeVisible();

  await openInApp(page, '/order-request-cancel');
  const request = page
    .getByRole('table', { name: 'Demandes d’annulation' })
    .locator('tbody tr')
    .filter({ hasText: id })
    .first();
  const cell = request.locator('.long-text');
  await expect(cell).toHaveAttribute('title', long);
  const box = await cell.evaluate((el) => ({
    clamped: el.scrollHeight > el.clientHeight + 1,
    lines: el.clientHeight / parseFloat(getComputedStyle(el).lineHeight),
  }));
  expect(box.clamped).toBe(true);
  expect(box.lines).toBeLessThanOrEqual(3.1);
});

test('the order list and an order page have no serious or critical accessibility violation', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  const table = await openOrders(page);
  await page
    .getByRole('checkbox', { name: /^Sélectionner la commande/ })
    .first()
    .check();
  await expect(page.getByRole('region', { name: 'Sélectionner les commandes de la page' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await table
    .getByRole('button', { name: /^Voir la commande/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Informations générales' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a reseller filters its orders by a scenario it may order', async ({ page }) => {
  await loginAs(page, ACCOUNTS.reseller);
  await sidebar(page).getByRole('link', { name: 'Commandes' }).click();
  await settled(page);
  const all = await resultCount(page);
  await page.getByRole('combobox', { name: 'Scénario' }).fill('vin');
  await page.getByRole('option', { name: 'vin Kraft brun' }).click();
  await expect(page.getByRole('list', { name: 'Scénario' })).toContainText('vin Kraft brun');
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  await expect(page.getByRole('table').first().locator('tbody tr').first()).toContainText('vin Kraft brun');
});

/** The order list's download button, and what the user is told once the zip is saved, in each language. */
const ZIP: Record<Language, { readonly button: RegExp; readonly told: (id: string) => string }> = {
  fr: {
    button: /^Télécharger les fichiers de la commande (\d+)$/,
    told: (id) => `Fichiers de la commande ${id} téléchargés.`,
  },
  en: { button: /^Download the files of order (\d+)$/, told: (id) => `Files of order ${id} downloaded.` },
  es: { button: /^Descargar los archivos del pedido (\d+)$/, told: (id) => `Archivos del pedido ${id} descargados.` },
};

/** Downloads the first order's files from the list and checks what the user is told, in `lang`. */
async function downloadFirstOrderFiles(page: Page, lang: Language): Promise<void> {
  await chooseLanguage(page, lang);
  await openInApp(page, '/order');
  const button = page.locator('tbody tr').first().getByRole('button', { name: ZIP[lang].button });
  const id = ZIP[lang].button.exec((await button.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  expect(id).not.toBe('');
  const download = page.waitForEvent('download');
  await button.click();
  expect((await download).suggestedFilename()).toBe(`order-zip-${id}.zip`);
  await expect(toastSaying(page, ZIP[lang].told(id))).toBeVisible();
  // Nothing was sent: no toast says a file was uploaded.
  await expect(toasts(page).filter({ hasText: /envoyé|uploaded|enviado/ })).toHaveCount(0);
}

test("the admin, then the reader, download an order's files from the list and are told so, in fr, en and es", async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  for (const lang of LANGUAGES) await downloadFirstOrderFiles(page, lang);
  await page.evaluate(() => localStorage.removeItem('bo.lang'));
  // /logout ends the session once the app has started; a new page load before that would find it.
  await page.goto('/logout');
  await expect(page.getByLabel('Identifiant')).toBeVisible();
  await loginAs(page, ACCOUNTS.reader);
  await downloadFirstOrderFiles(page, 'fr');
});

for (const size of [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]) {
  test(`an order's detail cards keep every value's words whole (${size.width} px)`, async ({ page }) => {
    await page.setViewportSize(size);
    await loginAs(page, ACCOUNTS.reseller);
    const table = await openOrders(page);
    await table
      .getByRole('button', { name: /^Voir la commande/ })
      .first()
      .click();
    const reseller = page.getByRole('region', { name: 'Revendeur' });
    await expect(reseller).toContainText('Imprimerie Dupont');
    await expect(reseller).toContainText('reseller@demo.local');
    // "Imprimer/ie Dupont", "reseller@demo.l/ocal": the label column took the card and values broke mid-word.
    expect(await wordsBrokenIn(page.locator('.detail-sections'))).toEqual([]);
  });
}
