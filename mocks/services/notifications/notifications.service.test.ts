import { beforeEach, describe, expect, it } from 'vitest';
import { MAIL_CONFIG_KEYS, type MailConfigKey } from '../../../src/domain/resellers/reseller';
import { MockBackend } from '../../backend';
import { notificationListRequest } from '../../handlers/list-requests';
import type { NotificationRecord } from '../../db/notifications.schema';
import type { CallContext } from '../shared/context';
import { login, refusalOf, userIdOf } from '../shared/service-test-kit';

let backend: MockBackend;
let admin: CallContext;
let reseller: CallContext;
const RESELLER = 'reseller@demo.local';

/** The notifications written since the test began, as `login ← kind`. */
const written = (): string[] =>
  backend.db.collections.notifications.all().map((n) => `${backendLogin(n.userId)} ← ${n.kind}`);
const backendLogin = (id: number) => backend.db.collections.users.findFirst((q) => q.where({ id }))!.username;
const mailTypes = () => backend.db.collections.mails.all().map((m) => `${m.to} ${m.type}`);

function mailConfig(login: string, keys: readonly MailConfigKey[]): void {
  const id = userIdOf(backend, login);
  const record = backend.db.collections.resellers.findFirst((q) => q.where({ id }))!;
  record.mailConfig = Object.fromEntries(MAIL_CONFIG_KEYS.map((key) => [key, keys.includes(key)]));
}

const ownOrder = (status: number) =>
  backend.db.collections.orders.all().find((o) => o.resellerId === reseller.caller.id && o.status === status)!;

/** Every active staff account, in the order of the accounts. */
const activeStaff = () =>
  backend.db.collections.users
    .all()
    .filter((u) => u.isActive && ['ROLE_ADMIN', 'ROLE_READER'].includes(u.roles[0] ?? ''))
    .map((u) => u.username);

beforeEach(async () => {
  backend = await MockBackend.seeded();
  admin = await login(backend, 'admin@demo.local');
  reseller = await login(backend, RESELLER);
  mailConfig(RESELLER, MAIL_CONFIG_KEYS);
});

describe('which change notifies whom, and mails the reseller (docs/rules.md#notifications-and-mails)', () => {
  it('tells the reseller its order is confirmed (0 → 1) and shipped (→ 3), nothing for the steps between', async () => {
    const order = ownOrder(0);
    await backend.orders.changeStatus(admin, order.id, { status: 1 });
    await backend.orders.changeStatus(admin, order.id, { status: 2 });
    await backend.orders.changeStatus(admin, order.id, { status: 3 });
    expect(written()).toEqual([`${RESELLER} ← order-confirmed`, `${RESELLER} ← order-shipped`]);
    expect(mailTypes()).toEqual([`${RESELLER} order_confirmation`, `${RESELLER} order_shipped`]);
    const [confirmed] = backend.notifications.list(reseller, {}).list.reverse();
    expect(confirmed).toMatchObject({
      entity: 'order',
      entityId: order.id,
      orderId: order.id,
      reference: order.internalReference,
      readAt: null,
      // Staff are the team to a reseller.
      actor: { id: null, username: '', role: 'ROLE_ADMIN' },
    });
  });

  it('tells the reseller of a non-conformity and of its cancellation answered; staff of a request and of an answer', async () => {
    const flagged = ownOrder(1);
    await backend.nonConformities.flag(admin, {
      orderId: flagged.id,
      reason: 'low-resolution',
      commentAdmin: '72 dpi',
    });
    const asked = ownOrder(0);
    const request = await backend.cancellations.ask(reseller, { order: asked.id, comment: 'Doublon' });
    await backend.cancellations.answer(admin, request.id, { respond: 'unapproved' });
    const waiting = backend.db.collections.orderNotConformities.all().find((r) => r.orderId === flagged.id)!;
    await backend.nonConformities.answer(reseller, waiting.id, { responseType: 'print-anyway' });

    const staff = activeStaff();
    expect(written()).toEqual([
      `${RESELLER} ← order-non-conformity`,
      ...staff.map((login) => `${login} ← cancel-request-created`),
      `${RESELLER} ← cancel-request-answered`,
      ...staff.map((login) => `${login} ← non-conformity-answered`),
    ]);
    expect(mailTypes()).toEqual([`${RESELLER} order_not_conformity`, `${RESELLER} cancel_request_answered`]);
    const toAdmin = backend.notifications.list(admin, {}).list;
    expect(toAdmin[1]).toMatchObject({
      kind: 'cancel-request-created',
      entity: 'cancel-request',
      entityId: request.id,
      orderId: asked.id,
      company: 'Imprimerie Dupont',
      actor: { username: RESELLER },
    });
    expect(backend.notifications.list(reseller, {}).list[0]).toMatchObject({
      kind: 'cancel-request-answered',
      decision: 'unapproved',
    });
  });

  it('never notifies the author: an admin’s own answer, a reseller validating its own quote (its mail is sent)', async () => {
    const quote = backend.db.collections.quotes
      .all()
      .find((q) => q.resellerId === reseller.caller.id && q.status === 'ready')!;
    await backend.quotes.validate(reseller, quote.id);
    expect(written()).toEqual([]);
    expect(mailTypes()).toEqual([`${RESELLER} quote_validated`]);
    const other = backend.db.collections.quotes
      .all()
      .find((q) => q.resellerId === reseller.caller.id && q.status === 'ready')!;
    await backend.quotes.validate(admin, other.id);
    expect(written()).toEqual([`${RESELLER} ← quote-validated`]);
    expect(backend.notifications.list(reseller, {}).list[0]).toMatchObject({
      entity: 'quote',
      reference: other.reference,
    });
  });

  it('sends each reseller mail only while its key is on', async () => {
    mailConfig(RESELLER, []);
    const order = ownOrder(0);
    await backend.orders.changeStatus(admin, order.id, { status: 1 });
    expect(written()).toEqual([`${RESELLER} ← order-confirmed`]);
    expect(mailTypes()).toEqual([]);
    mailConfig(RESELLER, ['order_shipped']);
    await backend.orders.changeStatus(admin, order.id, { status: 2 });
    await backend.orders.changeStatus(admin, order.id, { status: 3 });
    expect(mailTypes()).toEqual([`${RESELLER} order_shipped`]);
  });

  it('tells a switched-off reseller nothing', async () => {
    const id = reseller.caller.id;
    backend.db.collections.users.findFirst((q) => q.where({ id }))!.isActive = false;
    await backend.orders.changeStatus(admin, ownOrder(0).id, { status: 1 });
    expect(written()).toEqual([]);
    expect(mailTypes()).toEqual([]);
  });
});

describe('every reversal of what the reseller was told is told too (docs/rules.md#reversals)', () => {
  const told = () => backend.notifications.list(reseller, {}).list[0]!;

  it('an approved cancellation withdrawn by "cancel the treatment": the order is in progress again', async () => {
    const order = ownOrder(1);
    const request = await backend.cancellations.ask(reseller, { order: order.id });
    await backend.cancellations.answer(admin, request.id, { respond: 'approved' });
    await backend.cancellations.cancelTreatment(admin, request.id, {});
    expect(written().filter((line) => line.startsWith(RESELLER))).toEqual([
      `${RESELLER} ← cancel-request-answered`,
      `${RESELLER} ← cancel-answer-withdrawn`,
    ]);
    expect(told()).toMatchObject({ kind: 'cancel-answer-withdrawn', decision: 'approved', orderId: order.id });
    expect(mailTypes()).toEqual([`${RESELLER} cancel_request_answered`, `${RESELLER} cancel_answer_withdrawn`]);
  });

  it('a refused cancellation withdrawn: told, and the order left in progress records no status change', async () => {
    const order = ownOrder(1);
    const request = await backend.cancellations.ask(reseller, { order: order.id });
    await backend.cancellations.answer(admin, request.id, { respond: 'unapproved' });
    const entries = backend.db.collections.audit.all().length;
    await backend.cancellations.cancelTreatment(admin, request.id, {});
    expect(
      backend.db.collections.audit
        .all()
        .slice(entries)
        .map((e) => e.action),
    ).toEqual(['cancel-treatment-cancelled']);
    expect(told()).toMatchObject({ kind: 'cancel-answer-withdrawn', decision: 'unapproved' });
    expect(mailTypes().at(-1)).toBe(`${RESELLER} cancel_answer_withdrawn`);
  });

  it('its mail goes under the setting of the answer it withdraws', async () => {
    mailConfig(RESELLER, ['order_confirmation']);
    const request = await backend.cancellations.ask(reseller, { order: ownOrder(1).id });
    await backend.cancellations.answer(admin, request.id, { respond: 'approved' });
    await backend.cancellations.cancelTreatment(admin, request.id, {});
    expect(told().kind).toBe('cancel-answer-withdrawn');
    expect(mailTypes()).toEqual([]);
  });

  it('an order cancelled by staff: told, its mail under the setting of the news it undoes', async () => {
    mailConfig(RESELLER, ['order_shipped']);
    const confirmed = ownOrder(1);
    await backend.orders.changeStatus(admin, confirmed.id, { status: 100 });
    expect(told()).toMatchObject({ kind: 'order-cancelled', entityId: confirmed.id });
    expect(mailTypes()).toEqual([]);
    const shipped = ownOrder(3);
    await backend.orders.changeStatuses(admin, { listId: [shipped.id], status: 100 });
    expect(told()).toMatchObject({ kind: 'order-cancelled', entityId: shipped.id });
    expect(mailTypes()).toEqual([`${RESELLER} order_cancelled`]);
  });

  it('an order whose cancellation was asked, cancelled by a status change: told its request is approved', async () => {
    const order = ownOrder(0);
    const request = await backend.cancellations.ask(reseller, { order: order.id });
    await backend.orders.changeStatus(admin, order.id, { status: 100 });
    expect(backend.db.collections.orderRequestCancels.findFirst((q) => q.where({ id: request.id }))?.status).toBe(
      'approved',
    );
    expect(written().filter((line) => line.startsWith(RESELLER))).toEqual([`${RESELLER} ← cancel-request-answered`]);
    expect(told()).toMatchObject({ kind: 'cancel-request-answered', decision: 'approved', entityId: request.id });
  });
});

describe('/me/notifications: read and unread kept on the server', () => {
  beforeEach(async () => {
    for (const order of backend.db.collections.orders
      .all()
      .filter((o) => o.resellerId === reseller.caller.id && o.status === 0)) {
      await backend.orders.changeStatus(admin, order.id, { status: 1 });
    }
  });

  it('lists the caller’s own, newest first, with the unread count; `_unread` keeps the unread ones', async () => {
    const all = backend.notifications.list(reseller, {});
    expect(all).toMatchObject({ total: 4, totalRequest: 4, unread: 4 });
    expect(all.list.map((n) => n.id)).toEqual([...all.list.map((n) => n.id)].sort((a, b) => b - a));
    await backend.notifications.markRead(reseller, all.list[0]!.id);
    expect(backend.notifications.list(reseller, notificationListRequest({ _unread: '1' }, 'en'))).toMatchObject({
      totalRequest: 3,
      unread: 3,
    });
    expect(backend.notifications.list(admin, {}).total).toBe(0);
    expect(() => notificationListRequest({ _unread: 'maybe' }, 'en')).toThrow();
  });

  it('marks one read, or all; another user’s is a 404', async () => {
    const [first] = backend.notifications.list(reseller, {}).list;
    expect((await refusalOf(() => backend.notifications.markRead(admin, first!.id))).status).toBe(404);
    const read = await backend.notifications.markRead(reseller, first!.id);
    expect(read.readAt).not.toBeNull();
    expect(await backend.notifications.markAllRead(reseller)).toEqual({ marked: 3, unread: 0 });
    expect(await backend.notifications.markAllRead(reseller)).toEqual({ marked: 0, unread: 0 });
    const stored: NotificationRecord[] = backend.db.collections.notifications.all();
    expect(stored.every((n) => n.readAt !== null)).toBe(true);
  });

  it('keeps them with the data: a snapshot restored has them, read state included', async () => {
    const [first] = backend.notifications.list(reseller, {}).list;
    await backend.notifications.markRead(reseller, first!.id);
    const restored = await MockBackend.fromSnapshot(backend.db.snapshot());
    const ctx = { ...reseller };
    expect(restored.notifications.list(ctx, {})).toMatchObject({ total: 4, unread: 3 });
  });
});
