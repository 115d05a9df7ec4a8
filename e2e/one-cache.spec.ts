import { expect, test, type Page } from './fixtures';
import { otherPerson, firstPendingOrder, signIn } from './live-support';
import { ACCOUNTS, loginAs, openInApp, toastSaying } from './support';

/**
 * docs/architecture.md#one-cache: the order list reads through the one cache, a write invalidates
 * what it changed once, and the event stream only invalidates. Counted here: the calls of the order
 * list (GET /api/admin/orders) after the user's own status change and after someone else's, and the
 * order in which the live marker and the data it describes show.
 */

/** The order list's page calls from now on (not an order's own, not the stream). */
function listCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/admin/orders') calls++;
  });
  return () => calls;
}

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Commandes' });
const statusOf = (row: ReturnType<Page['locator']>) => row.locator('.order-status');

test('after an admin’s own status change the order list loads once; someone else’s change once more', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  await openInApp(page, '/order');
  const rows = ordersTable(page).locator('tbody tr');
  const pending = rows.filter({ has: page.locator('.order-status', { hasText: /^En attente$/ }) });
  expect(await pending.count()).toBeGreaterThanOrEqual(3);
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) ids.push((await pending.nth(i).locator('td').nth(1).innerText()).trim());
  const rowOf = (id: string) =>
    rows.filter({ has: page.getByRole('checkbox', { name: `Sélectionner la commande ${id}`, exact: true }) });
  const other = await otherPerson(page, 'superadmin@demo.local');
  const calls = listCalls(page);

  // The admin's own change of two orders: its answer, then one event per order, echo of this tab's write.
  for (const id of ids.slice(0, 2))
    await page.getByRole('checkbox', { name: `Sélectionner la commande ${id}`, exact: true }).check();
  const panel = page.getByRole('region', { name: 'Sélectionner les commandes de la page' });
  await panel.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Changer le statut' });
  await panel.getByRole('combobox', { name: 'Nouveau statut' }).selectOption({ label: 'En cours de traitement' });
  await panel.getByRole('button', { name: 'Appliquer' }).click();
  await page
    .getByRole('dialog', { name: 'Changer le statut de 2 commandes ?' })
    .getByRole('button', { name: 'Confirmer' })
    .click();
  await expect(toastSaying(page, '2 commandes ont changé de statut.')).toBeVisible();
  for (const id of ids.slice(0, 2)) await expect(statusOf(rowOf(id))).toHaveText('En cours de traitement');

  // Someone else's change comes after those events on the stream: once it shows, they have all been read.
  const third = ids[2] as string;
  await other.call({ method: 'PATCH', path: `/admin/status/orders/${third}`, body: { status: 1 } });
  await expect(statusOf(rowOf(third))).toHaveText('En cours de traitement');
  await expect(rowOf(third)).toContainText('modifiée par superadmin@demo.local à l’instant');
  expect(calls(), 'one load for the own change, one for the other person’s').toBe(2);
  await other.tab.close();
});

test('on a reseller’s open list, another person’s change shows its marker with the new status, never before', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.reseller);
  const order = await firstPendingOrder(page);
  await openInApp(page, `/order?search=${encodeURIComponent(order.internalReference)}`);
  const row = ordersTable(page).locator('tbody tr').filter({ hasText: order.internalReference });
  await expect(statusOf(row)).toHaveText('En attente');
  // Every change of the page is looked at: a marker beside the old status is what must never show.
  await page.evaluate(() => {
    const w = window as unknown as { markerBeforeData?: boolean };
    w.markerBeforeData = false;
    new MutationObserver(() => {
      for (const tr of document.querySelectorAll('table tbody tr')) {
        const marked = tr.querySelector('.live-marker')?.textContent?.includes('modifiée');
        if (marked && tr.querySelector('.order-status')?.textContent === 'En attente') w.markerBeforeData = true;
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const calls = listCalls(page);

  const admin = await otherPerson(page, ACCOUNTS.admin);
  await admin.call({ method: 'PATCH', path: `/admin/status/orders/${order.id}`, body: { status: 1 } });

  await expect(statusOf(row)).toHaveText('En cours de traitement');
  await expect(row).toContainText('modifiée par Notre équipe à l’instant');
  expect(await page.evaluate(() => (window as unknown as { markerBeforeData: boolean }).markerBeforeData)).toBe(false);
  expect(calls()).toBe(1);
  await admin.tab.close();
});
