import { beforeEach, describe, expect, it } from 'vitest';
import { MockBackend } from '../../backend';
import { login, refusalOf, userIdOf } from '../shared/service-test-kit';
import { wordListRequest } from '../../handlers/list-requests';

describe('CancellationsService', () => {
  let backend: MockBackend;
  beforeEach(async () => {
    backend = await MockBackend.seeded();
  });

  const requests = () => backend.db.collections.orderRequestCancels.all();
  const orderStatus = (id: number) => backend.db.collections.orders.findFirst((q) => q.where({ id }))!.status;
  const pending = () => requests().filter((r) => r.status === 'pending');

  it('seeds 40 requests, the 12 pending ones on orders waiting in status 4', () => {
    expect(requests()).toHaveLength(40);
    expect(pending()).toHaveLength(12);
    expect(pending().every((r) => orderStatus(r.orderId) === 4)).toBe(true);
  });

  it('lists newest first by default, sorts by status, searches the reference, company and reason', async () => {
    const admin = await login(backend, 'admin@demo.local');
    const page = backend.cancellations.list(admin, wordListRequest({ _limit: '100' }));
    expect(page.total).toBe(40);
    const dates = page.list.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const byStatus = backend.cancellations.list(
      admin,
      wordListRequest({ _index: 'status', _order: 'asc', _limit: '100' }),
    );
    expect(byStatus.list[0]!.status).toBe('approved');
    const one = requests()[5]!;
    const found = backend.cancellations.list(admin, wordListRequest({ _search: one.reference }));
    expect(found.list.map((r) => r.id)).toContain(one.id);
    expect(backend.cancellations.list(admin, wordListRequest({ _search: 'dupont' })).totalRequest).toBe(
      requests().filter((r) => r.resellerId === userIdOf(backend, 'reseller@demo.local')).length,
    );
  });

  it('refuses bad list parameters with a 400 naming each', async () => {
    const admin = await login(backend, 'admin@demo.local');
    const error = await refusalOf(() =>
      backend.cancellations.list(admin, wordListRequest({ _index: 'reason', '_filter[]': ['lost'], _limit: '500' })),
    );
    expect(error.status).toBe(400);
    expect(error.body.errors?.map((e) => e.field).sort()).toEqual(['_filter[]', '_index', '_limit']);
  });

  it('scopes a reseller to its own requests whatever _resellerId says, and keeps it from answering', async () => {
    const reseller = await login(backend, 'reseller@demo.local');
    const own = userIdOf(backend, 'reseller@demo.local');
    const other = userIdOf(backend, 'reseller2@demo.local');
    const page = backend.cancellations.list(reseller, wordListRequest({ _resellerId: String(other), _limit: '100' }));
    expect(page.list.every((r) => r.resellerId === own)).toBe(true);
    expect(page.total).toBe(requests().filter((r) => r.resellerId === own).length);
    const admin = await login(backend, 'admin@demo.local');
    const theirs = pending().find((r) => r.resellerId !== own)!;
    expect(
      (await refusalOf(() => backend.cancellations.answer(reseller, theirs.id, { respond: 'approved' }))).status,
    ).toBe(403);
    expect(
      backend.cancellations
        .list(admin, wordListRequest({ '_resellerId[]': [String(other)], _limit: '100' }))
        .list.every((r) => r.resellerId === other),
    ).toBe(true);
  });

  it('approves: request approved, order cancelled (100)', async () => {
    const admin = await login(backend, 'admin@demo.local');
    const request = pending()[0]!;
    const row = await backend.cancellations.answer(admin, request.id, { respond: 'approved' });
    expect(row).toMatchObject({
      status: 'approved',
      order: { id: request.orderId, status: { id: 100, name: 'Cancelled' } },
    });
    expect(orderStatus(request.orderId)).toBe(100);
  });

  it('refuses: request unapproved, order back to the status it had before the request', async () => {
    const admin = await login(backend, 'admin@demo.local');
    const request = pending().find((r) => r.previousStatus === 1) ?? pending()[0]!;
    await backend.cancellations.answer(admin, request.id, { respond: 'unapproved' });
    expect(orderStatus(request.orderId)).toBe(request.previousStatus);
  });

  it('answers only a pending request, only to admins, and only with approved or unapproved', async () => {
    const admin = await login(backend, 'admin@demo.local');
    const reader = await login(backend, 'reader@demo.local');
    const answered = requests().find((r) => r.status === 'unapproved')!;
    const request = pending()[0]!;
    expect(
      (await refusalOf(() => backend.cancellations.answer(admin, answered.id, { respond: 'approved' }))).body.message,
    ).toBe('This cancellation request has already been answered.');
    expect(
      (await refusalOf(() => backend.cancellations.answer(reader, request.id, { respond: 'approved' }))).status,
    ).toBe(403);
    expect((await refusalOf(() => backend.cancellations.answer(admin, request.id, { respond: 'maybe' }))).status).toBe(
      400,
    );
    expect((await refusalOf(() => backend.cancellations.answer(admin, 4040, { respond: 'approved' }))).status).toBe(
      404,
    );
    expect(orderStatus(request.orderId)).toBe(4);
  });

  it('cancels the treatment of an approved or unapproved request: order 1, request treatment_cancelled', async () => {
    const admin = await login(backend, 'admin@demo.local');
    // A refusal just made: the order is back where it was before the request.
    const refused = pending().find((r) => r.previousStatus === 0)!;
    await backend.cancellations.answer(admin, refused.id, { respond: 'unapproved' });
    for (const request of [requests().find((r) => r.status === 'approved')!, refused]) {
      const row = await backend.cancellations.cancelTreatment(admin, request.id, { orderRequestCancel: request.id });
      expect(row.status).toBe('treatment_cancelled');
      expect(orderStatus(request.orderId)).toBe(1);
    }
    const undone = requests().find((r) => r.status === 'treatment_cancelled')!;
    expect((await refusalOf(() => backend.cancellations.cancelTreatment(admin, undone.id, {}))).status).toBe(400);
    expect((await refusalOf(() => backend.cancellations.cancelTreatment(admin, pending()[0]!.id, {}))).status).toBe(
      400,
    );
    const reader = await login(backend, 'reader@demo.local');
    const approved = requests().find((r) => r.status === 'approved')!;
    expect((await refusalOf(() => backend.cancellations.cancelTreatment(reader, approved.id, {}))).status).toBe(403);
  });

  it('refuses to cancel the treatment once the order has moved on since the answer, changing nothing', async () => {
    const admin = await login(backend, 'admin@demo.local');
    // The seed's refused requests are old: their orders have been shipped or delivered since.
    const old = requests().find((r) => r.status === 'unapproved' && orderStatus(r.orderId) === 99)!;
    expect(old.previousStatus).not.toBe(99);
    const refusal = await refusalOf(() => backend.cancellations.cancelTreatment(admin, old.id, {}));
    expect(refusal.status).toBe(400);
    expect(refusal.body.message).toBe(
      'The order has changed status since the answer: its treatment can no longer be cancelled.',
    );
    expect(orderStatus(old.orderId)).toBe(99);
    expect(requests().find((r) => r.id === old.id)!.status).toBe('unapproved');

    // Refused, then moved on by the admin (0 → 1): no longer where the refusal left it.
    const refused = pending().find((r) => r.previousStatus === 0)!;
    await backend.cancellations.answer(admin, refused.id, { respond: 'unapproved' });
    await backend.orders.changeStatus(admin, refused.orderId, { status: 1 });
    const fr = { ...admin, locale: 'fr' as const };
    expect((await refusalOf(() => backend.cancellations.cancelTreatment(fr, refused.id, {}))).body.message).toBe(
      'La commande a changé de statut depuis la réponse : son traitement ne peut plus être annulé.',
    );
    expect(requests().find((r) => r.id === refused.id)!.status).toBe('unapproved');
  });
});
