import { expect, test, type Page } from './fixtures';
import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import {
  HOSTILE_ARABIC,
  HOSTILE_EMOJI,
  HOSTILE_FORMULA,
  HOSTILE_HEBREW,
  HOSTILE_LONG,
  HOSTILE_MARKUP,
} from '../mocks/db/hostile';
import { ACCOUNTS, loginAs, resultCount, tick } from './support';

/**
 * The hostile fixture's strings (mocks/db/hostile.ts, docs/product.md#seed-sizes) show as text on every
 * list and detail holding them, never as markup (no <img src="x">, no alert), and the exports escape
 * the formula (docs/rules.md#exports).
 */
let dialogs: string[] = [];

test.beforeEach(async ({ page }) => {
  // The demo loads the hostile fixture on its seed (mocks/db/hostile.ts); a prospect's demo has none.
  await page.addInitScript(() => localStorage.setItem('bo.demo.fixture', 'hostile'));
  dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
});

test.afterEach(() => {
  expect(dialogs, 'no dialog (alert) may open').toEqual([]);
});

/** Each text is shown literally, and no image was made of the markup. */
async function expectLiteral(page: Page, texts: readonly string[]): Promise<void> {
  for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}

/** Opens a list filtered by its search box (the filter lives in the URL) and waits for its rows. */
async function openList(page: Page, path: string, search: string, query = ''): Promise<void> {
  await page.goto(`${path}?${query}search=${encodeURIComponent(search)}`);
  await expect.poll(() => resultCount(page)).toBeGreaterThan(0);
}

/** Exports the current list as CSV with `columns` ticked, and reads the file back. */
async function exportCsv(page: Page, dialogName: string, columns: readonly string[]): Promise<string[][]> {
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: 'Tout décocher' }).click();
  for (const column of columns) await tick(dialog, column);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Exporter' }).click();
  const text = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
  return Papa.parse<string[]>(text, { delimiter: ';', skipEmptyLines: true }).data;
}

test('users, resellers and a catalogue list show hostile names and companies as text', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);

  await openList(page, '/user', 'onerror');
  await expectLiteral(page, [HOSTILE_MARKUP, HOSTILE_FORMULA, `Print Express ${HOSTILE_MARKUP}`]);
  await openList(page, '/user', 'Grand Sud-Ouest');
  await expectLiteral(page, [HOSTILE_LONG, HOSTILE_ARABIC, HOSTILE_EMOJI]);

  // Print Express is a prospect: the second view of the list.
  await openList(page, '/reseller', 'Print Express', 'tab=prospects&');
  await expectLiteral(page, [`Print Express ${HOSTILE_MARKUP}`]);

  await openList(page, '/dimension', 'onerror');
  await expectLiteral(page, [`Grand format ${HOSTILE_MARKUP} ${HOSTILE_HEBREW} ${HOSTILE_EMOJI}`]);
});

test('the order list, an order’s detail and the CSV export keep hostile strings inert', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await openList(page, '/order', 'onerror');
  await expectLiteral(page, [`Print Express ${HOSTILE_MARKUP}`]);

  const parsed = await exportCsv(page, 'Exporter les commandes (CSV)', ['N° commande', 'Société', 'Client final']);
  expect(parsed[0]).toEqual(['N° commande', 'Société', 'Client final']);
  const hostile = parsed.find((row) => row[2]?.includes('HYPERLINK'));
  // The apostrophe keeps a spreadsheet from running the formula (docs/rules.md#exports).
  expect(hostile?.[2]).toBe(`'${HOSTILE_FORMULA} ${HOSTILE_MARKUP}`);
  expect(hostile?.[1]).toBe(`Print Express ${HOSTILE_MARKUP}`);
  for (const row of parsed) for (const cell of row) expect(cell.startsWith('=')).toBe(false);

  // The newest order comes first: the one with the hostile customer and address.
  await page.goto(`/order/show/${hostile?.[0]}`);
  await expectLiteral(page, [
    HOSTILE_MARKUP,
    HOSTILE_FORMULA,
    `${HOSTILE_HEBREW} ${HOSTILE_EMOJI}`,
    HOSTILE_ARABIC,
    HOSTILE_LONG,
  ]);
});

test('the quote list, a quote’s detail and the CSV export keep hostile strings inert', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await openList(page, '/quote', 'onerror');
  await expectLiteral(page, [`Print Express ${HOSTILE_MARKUP}`, `${HOSTILE_FORMULA} ${HOSTILE_MARKUP}`]);

  const parsed = await exportCsv(page, 'Exporter les devis (CSV)', ['N° devis', 'Client final']);
  const hostile = parsed.find((row) => row[1]?.includes('HYPERLINK'));
  expect(hostile?.[1]).toBe(`'${HOSTILE_FORMULA} ${HOSTILE_MARKUP}`);
  for (const row of parsed) for (const cell of row) expect(cell.startsWith('=')).toBe(false);

  await page
    .getByRole('row')
    .filter({ hasText: HOSTILE_FORMULA })
    .first()
    .getByRole('button', { name: /^Voir le devis / })
    .click();
  await expect(page).toHaveURL(/\/quote\/show\/\d+/);
  await expectLiteral(page, [`Print Express ${HOSTILE_MARKUP}`, HOSTILE_FORMULA, HOSTILE_MARKUP]);
});

test('the request lists show hostile comments and reasons as text', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/order-not-conformity');
  await expect.poll(() => resultCount(page)).toBeGreaterThan(0);
  await expectLiteral(page, [`${HOSTILE_MARKUP} ${HOSTILE_ARABIC} ${HOSTILE_EMOJI}`]);
  await page.goto('/order-request-cancel');
  await expect.poll(() => resultCount(page)).toBeGreaterThan(0);
  await expectLiteral(page, [`${HOSTILE_FORMULA} ${HOSTILE_MARKUP} ${HOSTILE_HEBREW}`]);
});
