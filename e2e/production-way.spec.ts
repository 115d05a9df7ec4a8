import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Papa from 'papaparse';
import { expect, test, type Page } from './fixtures';
import { liveServers } from '../scripts/live-servers';
import {
  ACCOUNTS,
  chooseLanguage,
  expectNoSeriousViolations,
  loginAs,
  openInApp,
  sidebar,
  tick,
  toastSaying,
} from './support';

/**
 * The production build against `npm run mock-api` (scripts/e2e-live-servers.ts, the server the
 * two-browser journey uses too): what only that way of shipping showed wrong. These journeys read
 * and export, and change nothing the two-browser journey reads.
 */
const { appUrl, apiUrl } = liveServers();
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

/**
 * The API as this journey's browser reaches it, through a relay the journey can cut and bring back: the server
 * gone (every call refused, the open event stream cut, no new connection taken), then back. The other journeys
 * share the API itself, which stays up. Only the event stream goes through the relay (it stays open, so
 * Playwright's routes cannot end it); the other calls are refused by a route while the server is gone.
 */
async function cuttableApi(page: Page, apiUrl: string) {
  const sockets = new Set<Socket>();
  const relay = createServer((request, answer) => {
    const target = new URL(request.url ?? '/', apiUrl);
    const upstream = httpRequest(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    upstream.on('error', () => answer.destroy());
    request.pipe(upstream);
  });
  relay.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const listen = (port = 0) => new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
  await listen();
  const port = (relay.address() as AddressInfo).port;
  const stop = () => {
    const closed = new Promise((resolve) => relay.close(resolve));
    for (const socket of sockets) socket.destroy();
    return closed;
  };
  let gone = false;
  await page.route(`${apiUrl}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/events')
      return route.continue({ url: `http://127.0.0.1:${port}${url.pathname}${url.search}` });
    return gone ? route.abort('connectionrefused') : route.continue();
  });
  return {
    /** The server gone: its connections cut, none taken. */
    async cut() {
      gone = true;
      await stop();
    },
    /** Back, on the same address. */
    async restore() {
      await listen(port);
      gone = false;
    },
    close: stop,
  };
}

test('when the server goes, a banner says so and the data and counts read before stay, marked; back, it goes and they load again', async ({
  page,
}) => {
  const api = await cuttableApi(page, apiUrl);
  await loginAs(page, ACCOUNTS.admin);
  await openInApp(page, '/order');
  const rows = page.getByRole('table', { name: 'Commandes' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const count = sidebar(page)
    .getByRole('link', { name: /^Demandes d’annulation/ })
    .locator('.menu-counter');
  const number = count.locator('span[aria-hidden]');
  await expect(number).toHaveText(/^\d+$/);
  const waiting = await number.innerText();
  const banner = page.locator('.connection-banner');
  const readAt = page.getByText(/^Hors connexion : lu à \d{2}:\d{2}$/);

  // The server gone: the open event stream drops, and its next try, 3 s later, finds nobody.
  await api.cut();
  await expect(banner).toContainText(/^Connexion au serveur perdue depuis \d{2}:\d{2}\./);
  await expect(banner).toContainText('Ce qui est affiché peut ne plus être à jour');
  // The rows read before stay, marked with when they were read; the count stays, read out as the last known.
  await expect(readAt).toBeVisible();
  await expect(rows.first()).toBeVisible();
  await expect(number).toHaveText(waiting);
  await expect(count).toContainText('dernier nombre connu');
  await expectNoSeriousViolations(page);

  // Back: at the stream's next try the banner and the marks go, and what is shown loads again.
  const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/admin/orders' && r.ok());
  await api.restore();
  await expect(banner).toBeHidden();
  await reloaded;
  await expect(readAt).toBeHidden();
  await expect(count).not.toContainText('dernier nombre connu');

  // The same in Spanish on a 390 px phone, the banner inside the screen. "Try again now" asks the server at
  // once: still gone, the banner stays; back, it goes.
  await chooseLanguage(page, 'es');
  await page.setViewportSize({ width: 390, height: 844 });
  await api.cut();
  await expect(banner).toContainText(/^Conexión con el servidor perdida desde las \d{2}:\d{2}\./);
  const box = (await banner.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const asked = page.waitForEvent('requestfailed', (r) => r.url().startsWith(apiUrl));
  await banner.getByRole('button', { name: 'Reintentar ahora' }).click();
  await asked;
  await expect(banner).toBeVisible();
  await api.restore();
  await expect(banner).toBeHidden();
  await api.close();
});
