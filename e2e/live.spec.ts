import { expect, test } from './fixtures';
import {
  bell,
  bellName,
  otherPerson,
  firstPendingOrder,
  sessionToken,
  signIn,
  unread,
  watchMarkerBesideOld,
  watchText,
} from './live-support';
import { ACCOUNTS, demoDataStored, expectNoSeriousViolations, loginAs, openInApp, resultCount } from './support';

/**
 * docs/screens.md#live-updates and #notifications in the demo: what one person does reaches another
 * person's open screen without a reload. The demo's backend is the browser's own, shared by its tabs
 * (docs/demo-backend.md#one-backend-for-every-tab), so the other person works in another tab of the
 * same browser, through the API with a session of their own (a second browser would hold a second
 * backend: e2e/two-browsers.spec.ts has two browsers share `npm run mock-api`). The time from the
 * write's answer to the open list showing it is reported, not asserted (docs/performance.md).
 */

test('an admin confirms a reseller’s order: the reseller’s open list and bell show it without a reload', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.reseller);
  const unreadBefore = await unread(page);
  const order = await firstPendingOrder(page);
  await openInApp(page, `/order?search=${encodeURIComponent(order.internalReference)}`);
  const row = page
    .getByRole('table', { name: 'Commandes' })
    .locator('tbody tr')
    .filter({ hasText: order.internalReference });
  await expect(row).toContainText('En attente');
  const seen = await watchText(page, 'table tbody', 'En cours de traitement');
  const markerBesideOld = await watchMarkerBesideOld(page, order.internalReference, 'En attente');

  const admin = await otherPerson(page, ACCOUNTS.admin);
  const changed = await admin.call({ method: 'PATCH', path: `/admin/status/orders/${order.id}`, body: { status: 1 } });

  // No reload: the row, its quiet marker and the bell follow the event stream.
  await expect(row).toContainText('En cours de traitement');
  await expect(row).toContainText('modifiée par Notre équipe à l’instant');
  expect(await markerBesideOld(), 'the marker showed beside the old status').toBe(false);
  await expect(bell(page)).toHaveAccessibleName(bellName(unreadBefore + 1));
  // From the write sent to the row changed in the other tab (its answer came back after `answered` ms).
  const latency = (await seen()) - changed.sentAt;
  const answered = changed.at - changed.sentAt;
  test.info().annotations.push({ type: 'event to another tab’s open list', description: `${latency} ms` });
  console.log(
    `A change reached another tab's open order list ${latency} ms after it was sent (its answer: ${answered} ms)`,
  );

  // The centre links to the order; opening it marks it read, on the server.
  await bell(page).click();
  const centre = page.getByRole('region', { name: 'Notifications' });
  await expect(centre).toBeVisible();
  await expectNoSeriousViolations(page);
  await centre.getByRole('link', { name: new RegExp(`Commande ${order.internalReference} confirmée`) }).click();
  await expect(page).toHaveURL(new RegExp(`/order/show/${order.id}$`));
  await expect(bell(page)).toHaveAccessibleName(bellName(unreadBefore));
  await admin.tab.close();
});

test('a reseller answers a non-conformity: the admin’s open list counts one fewer waiting, and the bell says so', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  const reseller = await otherPerson(page, ACCOUNTS.reseller);
  const { json: pending } = await reseller.call<{ list: { id: number; resellerId: number }[] }>({
    path: '/admin/orders?_filter[]=0&_limit=1',
  });
  const token = await sessionToken(page);
  await page.evaluate(
    async ({ token, orderId, resellerId }) => {
      const answer = await fetch('/api/admin/order_not_conformity', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          orderId,
          reason: 'low-resolution',
          commentAdmin: 'Trop flou',
          resellerId,
          userId: resellerId,
        }),
      });
      if (!answer.ok) throw new Error(`flag: ${answer.status}`);
    },
    { token, orderId: pending.list[0]!.id, resellerId: pending.list[0]!.resellerId },
  );

  await openInApp(page, '/order-not-conformity');
  const rows = page.getByRole('table', { name: /Commandes non conformes/ }).locator('tbody tr');
  const waiting = rows.filter({ hasText: 'En attente' });
  const before = await waiting.count();
  expect(before).toBeGreaterThan(0);
  const unreadBefore = await unread(page);

  const { json: mine } = await reseller.call<{ list: { id: number; orderId: number }[] }>({
    path: '/admin/order_not_conformity_list?_filter[]=waiting&_limit=1&_sort=id&_order=desc',
  });
  await reseller.call({
    method: 'PATCH',
    path: `/admin/order_not_conformity/${mine.list[0]!.id}`,
    body: { responseType: 'print-anyway', commentReseller: 'On imprime' },
  });

  await expect(waiting).toHaveCount(before - 1);
  await expect(rows.first()).toContainText('Répondue');
  await expect(rows.first()).toContainText('modifiée par reseller@demo.local à l’instant');
  await expect(bell(page)).toHaveAccessibleName(bellName(unreadBefore + 1));
  await reseller.tab.close();
});

test('a form open on a record another admin changes says so at once, and Reload brings their change in', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  const other = await otherPerson(page, 'superadmin@demo.local');
  const { json: found } = await other.call<{ list: { id: number; username: string }[] }>({
    path: `/admin/resellers/search?_search=${encodeURIComponent(ACCOUNTS.reseller)}`,
  });
  const id = found.list.find((r) => r.username === ACCOUNTS.reseller)!.id;
  await openInApp(page, `/reseller/edit/${id}`);
  const discount = page.getByRole('textbox', { name: /^Remise/ });
  const opened = await discount.inputValue();
  const next = opened === '12' ? 13 : 12;

  const { json: read } = await other.call<Record<string, string>>({ path: `/admin/resellers/${id}` });
  const { username, firstname, lastname, company } = read;
  await other.call({
    method: 'PUT',
    path: `/admin/resellers/${id}`,
    body: { username, firstname, lastname, company, discount: next },
  });

  const notice = page.getByRole('alert').filter({ hasText: 'vient de modifier cette fiche' });
  await expect(notice).toContainText('superadmin@demo.local vient de modifier cette fiche.');
  await expect(discount).toHaveValue(opened);
  await notice.getByRole('button', { name: 'Recharger' }).click();
  await expect(discount).toHaveValue(String(next));
  await expect(notice).toBeHidden();
  await other.tab.close();
});

test('staff read the mails sent in the demo, by recipient and type, as the recipient reads them; the centre fits a phone', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  const reseller = await otherPerson(page, ACCOUNTS.reseller);
  const token = await sessionToken(page);
  const { json: pending } = await reseller.call<{ list: { id: number; internalReference: string }[] }>({
    path: '/admin/orders?_filter[]=0&_limit=1',
  });
  const order = pending.list[0]!;
  await page.evaluate(
    async ({ token, id }) => {
      const answer = await fetch(`/api/admin/status/orders/${id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 1 }),
      });
      if (!answer.ok) throw new Error(`status: ${answer.status}`);
    },
    { token, id: order.id },
  );

  await openInApp(page, '/mails');
  await expect(page.getByRole('heading', { level: 1, name: 'Mails envoyés' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Destinataire' }).fill('RESELLER@demo.local');
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Confirmation de commande' });
  await expect(page).toHaveURL(/recipient=RESELLER%40demo\.local/);
  expect(await resultCount(page)).toBeGreaterThan(0);
  const rows = page.getByRole('table', { name: 'Mails envoyés' }).locator('tbody tr');
  for (const text of await rows.allInnerTexts()) expect(text).toContain('reseller@demo.local');
  await expectNoSeriousViolations(page);

  await rows
    .first()
    .getByRole('button', { name: `Lire le mail « Votre commande n° ${order.id} est confirmée »` })
    .click();
  const dialog = page.getByRole('dialog');
  const frame = dialog.locator('iframe');
  // The view's switch stays where it was as the mail arrives: a pointer aimed at it while the mail loads
  // (a journey's click, once) hit what the dialog moved there instead.
  const asText = dialog.getByRole('radio', { name: 'Texte brut' });
  const whileLoading = (await asText.boundingBox())?.y;
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame.contentFrame().locator('body')).toContainText(String(order.id));
  expect((await asText.boundingBox())?.y, 'the switch did not move as the mail arrived').toBe(whileLoading);
  await asText.click();
  await expect(dialog.locator('pre')).toContainText(String(order.id));
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');

  // On a 390 px phone the notification centre stays on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await bell(page).click();
  const centre = page.getByRole('region', { name: 'Notifications' });
  await expect(centre).toBeVisible();
  const box = (await centre.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await reseller.tab.close();
});

test('in the demo a forgotten password’s mail is in the sent mails, its link masked for staff', async ({ page }) => {
  // One tab, as a visitor uses it. The form is filled once the first visit's data is stored (a
  // visitor reads the page first), so what the request writes is kept only if its answer waited for
  // its own save: the login page that follows runs the demo's backend again, from storage.
  await page.goto('/forgot-password');
  await demoDataStored(page);
  await page.getByLabel('E-mail').fill(ACCOUNTS.reseller);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Démo : aucun mail ne part.')).toBeVisible();

  // docs/access.md#events-notifications-and-mails: no live secret is readable by staff.
  await loginAs(page, ACCOUNTS.admin);
  await openInApp(page, '/mails?type=password_reset');
  const rows = page.getByRole('table', { name: 'Mails envoyés' }).locator('tbody tr');
  await expect(rows.first()).toContainText(ACCOUNTS.reseller);
  await rows
    .first()
    .getByRole('button', { name: /^Lire le mail/ })
    .click();
  const dialog = page.getByRole('dialog');
  const asText = dialog.getByRole('radio', { name: 'Texte brut' });
  await asText.click();
  await expect(asText, 'the dialog is open, its plain-text view chosen').toBeChecked();
  await expect(dialog.getByText('Ce mail n’a pas pu être chargé.')).toHaveCount(0);
  await expect(dialog.locator('pre')).toContainText(/\/change-password\/\*\*\*\/\d+/);
  await expect(dialog.getByRole('region', { name: 'Liens du mail' })).toHaveCount(0);
});
