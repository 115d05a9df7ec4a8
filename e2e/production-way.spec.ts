import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { expect, test } from './fixtures';
import { liveServers } from '../scripts/live-servers';
import { ACCOUNTS, expectNoSeriousViolations, loginAs, openInApp, sidebar, tick, toastSaying } from './support';

/**
 * The production build against `npm run mock-api` (scripts/e2e-live-servers.ts, the server the
 * two-browser journey uses too): what only that way of shipping showed wrong. These journeys read
 * and export, and change nothing the two-browser journey reads.
 */
const { appUrl } = liveServers();
// A user far from the server: the server runs in UTC (or wherever), the business in Paris, the user in Montreal.
test.use({ baseURL: appUrl, timezoneId: 'America/Montreal' });

const DATE_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

test('an admin exports orders: the file’s times read as the screen’s, its PDF link opens the PDF', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await openInApp(page, '/order?status[]=2');
  const first = page.getByRole('table', { name: 'Commandes' }).locator('tbody tr').first();
  await expect(first).toContainText('En production');
  const id = (await first.getByRole('link').first().innerText()).trim();
  const shown = DATE_TIME.exec(await first.innerText())?.[0];
  expect(shown).toBeDefined();

  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exporter les commandes (CSV)' });
  await dialog.getByRole('button', { name: 'Tout décocher' }).click();
  for (const column of ['N° commande', 'Date de création', 'PDF de fabrication']) await tick(dialog, column);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Exporter' }).click();
  const text = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
  const rows = Papa.parse<string[]>(text, { delimiter: ';', skipEmptyLines: true }).data;
  const row = rows.find((r) => r[0] === id);
  // Montreal's clock, as the list shows it: not the server's, not Paris's.
  expect(row?.[1]).toBe(shown);
  // A link the user can open: the order's page in this back office, not an address inside the server.
  expect(text).not.toContain('mock.local');
  const link = row?.[2] ?? '';
  expect(link).toBe(`${appUrl}/order/show/${id}?file=manufacturing`);

  const pdf = page.waitForEvent('download');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Commande ${id}`) })).toBeVisible();
  expect((await pdf).suggestedFilename()).toMatch(/^fabrication-CMD-[\d-]+\.pdf$/);
  await expect(page).toHaveURL(`${appUrl}/order/show/${id}`);
});

test('staff read the sent mails in the production build: the admin, then the reader', async ({ page }) => {
  // A mail to send: a forgotten password's link, asked on the login page's form.
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill('reseller2@demo.local');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(toastSaying(page, /Un lien pour choisir un nouveau mot de passe a été envoyé/)).toBeVisible();

  for (const account of [ACCOUNTS.admin, ACCOUNTS.reader]) {
    await loginAs(page, account);
    await sidebar(page).getByRole('link', { name: 'Mails envoyés' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mails envoyés' })).toBeVisible();
    const rows = page.getByRole('table', { name: 'Mails envoyés' }).locator('tbody tr');
    await expect(rows.filter({ hasText: 'reseller2@demo.local' }).first()).toContainText(
      'Choisissez un nouveau mot de passe',
    );
    await expectNoSeriousViolations(page);
    await page.goto('/logout');
    await expect(page.getByLabel('Identifiant')).toBeVisible();
  }
});

test('the data reads as of the day the server started, as the demo’s does: the newest orders are of the last days', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  await openInApp(page, '/order');
  const newest = page.getByRole('table', { name: 'Commandes' }).locator('tbody tr').first();
  const [day, month, year] = (DATE_TIME.exec(await newest.innerText())?.[0] ?? '').slice(0, 10).split('/').map(Number);
  const age = (Date.now() - new Date(year!, month! - 1, day!).getTime()) / 86_400_000;
  expect(age).toBeGreaterThanOrEqual(0);
  expect(age).toBeLessThan(3);
});
