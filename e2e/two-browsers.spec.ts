import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from './fixtures';
import { bell, bellName, unread, watchText } from './live-support';
import { liveServers } from '../scripts/live-servers';
import {
  ACCOUNTS,
  chooseLanguage,
  expectNoSeriousViolations,
  openInApp,
  sidebar,
  submitLogin,
  toastSaying,
} from './support';

/**
 * docs/screens.md#live-updates between two people, each in a browser of their own (two contexts:
 * no storage, worker nor tab shared), on the production build against `npm run mock-api`
 * (scripts/e2e-live-servers.ts, seeded for the run and used by no other journey): nothing is shared
 * but the server. What one does on their screen reaches the other's open screen through the
 * server's event stream, without a reload; the app's origin calls the API's as a deployment does
 * (CORS, the Content-Security-Policy's `connect-src`), and neither browser reports a refusal.
 */
const { appUrl, apiUrl, outDir } = liveServers();
test.use({ baseURL: appUrl });

test('the production build carries no mock file: neither service worker of the demo, nor msw', () => {
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
  expect(files.filter((file) => /(mockServiceWorker|demo-service-worker)\.js$/.test(file))).toEqual([]);
  const scripts = files.filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((file) => readFileSync(join(outDir, file), 'utf8').includes('@msw/'))).toEqual([]);
});

interface Person {
  readonly page: Page;
  /**
   * With `counted`: the non-conformities count the server gave the sidebar at sign-in (the reseller's
   * own, or every one waiting for staff).
   */
  readonly waiting: number;
  /** What the browser refused or could not reach (CSP, CORS, a call that failed), as it said it. */
  readonly refusals: string[];
}

/** Someone in a browser of their own, signed in, their event stream open. */
async function person(browser: Browser, username: string, counted = false): Promise<Person> {
  const page = await (await browser.newContext()).newPage();
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|CORS|Access-Control/i.test(message.text())) refusals.push(message.text());
  });
  page.on('requestfailed', (request) => {
    // Not a call the app gave up itself (a list's load superseded by a newer one, the stream as the page closes).
    const error = request.failure()?.errorText ?? '';
    if (request.url().startsWith(apiUrl) && error !== 'net::ERR_ABORTED')
      refusals.push(`${request.method()} ${request.url()}: ${error}`);
  });
  const streaming = page.waitForResponse((r) => r.url().startsWith(`${apiUrl}/events`) && r.status() === 200);
  // A reseller's count is its own call's; staff's the total of a one-row page of those waiting.
  const count = counted
    ? page.waitForResponse(
        (r) => r.url().startsWith(apiUrl) && /\/admin\/order_not_conformity(\/count\/\d+|_list)\?/.test(r.url()),
      )
    : null;
  await page.goto('/login');
  await submitLogin(page, username);
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
  await streaming;
  const answer = count ? ((await (await count).json()) as { count?: number; totalRequest?: number }) : {};
  return { page, refusals, waiting: answer.count ?? answer.totalRequest ?? NaN };
}

/** Marks the page's document: `sameDocument` tells whether it is still the one (no reload since). */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { marked?: boolean }).marked = true));
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);

/**
 * The reseller's newest order in a status (`0` "En attente", `1` "En cours de traitement"), read from
 * its own order list filtered on it; then back to the dashboard.
 */
async function newestOrder(page: Page, status: 0 | 1): Promise<{ id: string; reference: string }> {
  await openInApp(page, `/order?status%5B%5D=${status}`);
  const first = page.getByRole('table', { name: 'Commandes' }).locator('tbody tr').first();
  await expect(first).toContainText(status === 0 ? 'En attente' : 'En cours de traitement');
  const id = (await first.locator('td').first().innerText()).trim();
  const reference = /CMD-[\d-]+/.exec(await first.innerText())?.[0];
  expect(id).toMatch(/^\d+$/);
  expect(reference).toBeDefined();
  await openInApp(page, '/');
  return { id, reference: reference! };
}

/** The sidebar's non-conformities entry, whose name ends with its count when there is one. */
const nonConformities = (page: Page): Locator => sidebar(page).getByRole('link', { name: /^Non-conformités/ });

const named = (label: string, count: number, meaning: string) =>
  new RegExp(`^${label}${count ? `\\s*${count} ${meaning}` : ''}$`);

test('an admin confirms an order in their browser: the reseller’s open order list and bell show it without a reload', async ({
  browser,
}) => {
  const reseller = await person(browser, ACCOUNTS.reseller);
  const admin = await person(browser, ACCOUNTS.admin);
  // One of the seed's few pending orders of this reseller (a run uses one; the server is seeded per run).
  const order = await newestOrder(reseller.page, 0);
  // The whole list (a filter on pending orders would rightly drop the row once confirmed), searched.
  await openInApp(reseller.page, '/order');
  const search = reseller.page.getByRole('searchbox', { name: 'Rechercher dans Commandes' });
  await search.fill(order.reference);
  await search.press('Enter');
  const row = reseller.page
    .getByRole('table', { name: 'Commandes' })
    .locator('tbody tr')
    .filter({ hasText: order.reference });
  await expect(row).toContainText('En attente');
  const unreadBefore = await unread(reseller.page);
  await markDocument(reseller.page);
  const seen = await watchText(reseller.page, 'table tbody', 'En cours de traitement');

  await openInApp(admin.page, `/order/show/${order.id}`);
  await admin.page.getByRole('combobox', { name: 'Nouveau statut' }).selectOption({ label: 'En cours de traitement' });
  await admin.page.getByRole('button', { name: 'Enregistrer' }).click();
  const confirmed = Date.now();
  await admin.page
    .getByRole('dialog', { name: 'Changer le statut ?' })
    .getByRole('button', { name: 'Confirmer' })
    .click();
  await expect(toastSaying(admin.page, 'Statut modifié.')).toBeVisible();

  // In the other browser: the row, its quiet marker and the bell, on the same document.
  await expect(row).toContainText('En cours de traitement');
  await expect(row).toContainText('modifiée par Notre équipe à l’instant');
  await expect(bell(reseller.page)).toHaveAccessibleName(bellName(unreadBefore + 1));
  expect(await sameDocument(reseller.page)).toBe(true);
  const latency = (await seen()) - confirmed;
  test.info().annotations.push({ type: 'event to another browser’s open list', description: `${latency} ms` });
  console.log(
    `An admin's confirmation reached the reseller's open order list in another browser ${latency} ms after the click`,
  );

  // The notification links to the order; opening it marks it read on the server.
  await bell(reseller.page).click();
  const centre = reseller.page.getByRole('region', { name: 'Notifications' });
  await centre.getByRole('link', { name: new RegExp(`Commande ${order.reference} confirmée`) }).click();
  await expect(reseller.page).toHaveURL(new RegExp(`/order/show/${order.id}$`));
  await expect(bell(reseller.page)).toHaveAccessibleName(bellName(unreadBefore));
  expect(reseller.refusals).toEqual([]);
  expect(admin.refusals).toEqual([]);
});

test('a reseller answers a non-conformity in their browser: the admin’s count of those waiting drops without a reload, and their bell says so', async ({
  browser,
}) => {
  const admin = await person(browser, ACCOUNTS.admin, true);
  const reseller = await person(browser, ACCOUNTS.reseller, true);
  // An order in progress: once answered, it is in progress again.
  const order = await newestOrder(reseller.page, 1);
  const theirs = reseller.waiting;
  const waiting = admin.waiting;
  await expect(nonConformities(reseller.page)).toHaveAccessibleName(named('Non-conformités', theirs, 'en attente'));
  await expect(nonConformities(admin.page)).toHaveAccessibleName(
    named('Non-conformités', waiting, 'en attente des revendeurs'),
  );
  const unreadBefore = await unread(admin.page);

  // The admin places the order in non-conformity: the reseller's count, whose answer it waits for, goes up.
  await openInApp(admin.page, `/order/show/${order.id}`);
  await admin.page.getByRole('button', { name: 'Placer en non-conforme' }).click();
  const flag = admin.page.getByRole('dialog', { name: 'Placer la commande en non-conforme' });
  await flag.locator('label', { hasText: 'Fichier non conforme' }).click();
  await flag.getByLabel(/^Commentaire de l’administrateur/).fill('Les fonds perdus manquent.');
  await flag.getByRole('button', { name: 'Placer en non-conforme' }).click();
  await expect(toastSaying(admin.page, 'Commande placée en non-conforme.')).toBeVisible();
  await expect(nonConformities(admin.page)).toHaveAccessibleName(
    named('Non-conformités', waiting + 1, 'en attente des revendeurs'),
  );
  await expect(nonConformities(reseller.page)).toHaveAccessibleName(named('Non-conformités', theirs + 1, 'en attente'));
  await expectNoSeriousViolations(admin.page);
  await markDocument(admin.page);

  // The reseller prints it as is, from its list.
  await nonConformities(reseller.page).click();
  const row = reseller.page
    .getByRole('table', { name: 'Commandes non conformes' })
    .locator('tbody tr')
    .filter({ has: reseller.page.getByRole('link', { name: `Commande ${order.id}`, exact: true }) });
  await row.getByRole('button', { name: `Imprimer en l’état la commande ${order.id}` }).click();
  await reseller.page
    .getByRole('dialog', { name: `Imprimer la commande ${order.id} en l’état ?` })
    .getByRole('button', { name: 'Imprimer en l’état' })
    .click();
  await expect(toastSaying(reseller.page, 'Réponse envoyée.')).toBeVisible();
  await expect(nonConformities(reseller.page)).toHaveAccessibleName(named('Non-conformités', theirs, 'en attente'));

  // In the admin's browser, still on the order's page: one fewer waiting, the order in progress, the bell.
  await expect(nonConformities(admin.page)).toHaveAccessibleName(
    named('Non-conformités', waiting, 'en attente des revendeurs'),
  );
  await expect(admin.page.getByRole('heading', { level: 1 })).toContainText('En cours de traitement');
  await expect(bell(admin.page)).toHaveAccessibleName(bellName(unreadBefore + 1));
  expect(await sameDocument(admin.page)).toBe(true);
  await bell(admin.page).click();
  await expect(
    admin.page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('link', { name: new RegExp(`a répondu à la non-conformité de la commande ${order.reference}`) }),
  ).toBeVisible();
  expect(admin.refusals).toEqual([]);
  expect(reseller.refusals).toEqual([]);

  // On a 390 px phone the counts stay inside the menu; in English they read out whose answer it is.
  await admin.page.keyboard.press('Escape');
  await admin.page.setViewportSize({ width: 390, height: 844 });
  await admin.page.getByRole('button', { name: 'Afficher ou masquer le menu' }).click();
  for (const entry of [
    nonConformities(admin.page),
    sidebar(admin.page).getByRole('link', { name: /^Demandes d’annulation/ }),
  ]) {
    const counter = entry.locator('.menu-counter');
    await expect(counter).toBeInViewport();
    const box = (await counter.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await admin.page.setViewportSize({ width: 1280, height: 720 });
  await chooseLanguage(admin.page, 'en');
  await expect(sidebar(admin.page, 'Main menu').getByRole('link', { name: /^Non-conformities/ })).toHaveAccessibleName(
    named('Non-conformities', waiting, 'waiting for resellers'),
  );
});
