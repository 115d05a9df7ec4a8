import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MockBackend } from '../../backend';
import type { Snapshot } from '../../db/database';
import type { CallContext } from '../shared/context';
import { login, refusalOf, userIdOf } from '../shared/service-test-kit';
import { DEMO_SANDBOX_USERNAME } from './tour-sandbox';
import { TourService } from './tour.service';
import { perResellerListRequest } from '../../handlers/list-requests';

describe('TourService: a guided-tour step prepares its situation for the calling reseller', () => {
  let seed: Snapshot;
  let backend: MockBackend;
  let tour: TourService;
  beforeAll(async () => {
    seed = (await MockBackend.seeded()).db.snapshot();
  });
  beforeEach(async () => {
    backend = await MockBackend.fromSnapshot(seed);
    tour = new TourService(backend);
  });

  const order = (id: number | null) => backend.db.collections.orders.findFirst((q) => q.where({ id: id ?? -1 }))!;
  const quote = (id: number | null) => backend.db.collections.quotes.findFirst((q) => q.where({ id: id ?? -1 }))!;
  const reseller = () => login(backend, 'reseller@demo.local');

  it('refuses a caller without a session (401)', async () => {
    expect((await refusalOf(() => tour.prepare(backend.context(null), 'quote-ready'))).status).toBe(401);
  });

  it('lets only a reseller ask, and only for a known situation', async () => {
    const admin = await login(backend, 'admin@demo.local');
    expect((await refusalOf(() => tour.prepare(admin, 'quote-ready'))).status).toBe(403);
    const ctx = await reseller();
    expect((await refusalOf(() => tour.prepare(ctx, 'free-lunch'))).status).toBe(404);
  });

  it('gives an order of the caller the reseller may ask to cancel, again after the first was asked', async () => {
    const ctx = await reseller();
    const own = userIdOf(backend, 'reseller@demo.local');
    const first = await tour.prepare(ctx, 'order-to-cancel');
    expect(order(first.orderId).resellerId).toBe(own);
    expect(first.reference).toBe(order(first.orderId).internalReference);
    await backend.cancellations.ask(ctx, { order: first.orderId, comment: 'tour' });
    const second = await tour.prepare(ctx, 'order-to-cancel');
    expect(second.orderId).not.toBe(first.orderId);
    // The reseller's own call succeeds on it: the situation is real, not a record written by hand.
    await expect(backend.cancellations.ask(ctx, { order: second.orderId })).resolves.toBeTruthy();
  });

  it("puts a cancellable order back through the admin's refusal once none is left", async () => {
    const ctx = await reseller();
    const own = userIdOf(backend, 'reseller@demo.local');
    for (const o of backend.db.collections.orders.all()) {
      if (o.resellerId === own && (o.status === 0 || o.status === 1) && !backend.orders.nonConformityWaiting(o.id)) {
        await backend.cancellations.ask(ctx, { order: o.id });
      }
    }
    const prepared = await tour.prepare(ctx, 'order-to-cancel');
    expect([0, 1]).toContain(order(prepared.orderId).status);
    await expect(backend.cancellations.ask(ctx, { order: prepared.orderId })).resolves.toBeTruthy();
  });

  it('gives an order of the caller waiting for its non-conformity answer, again after it was answered', async () => {
    const ctx = await reseller();
    const own = userIdOf(backend, 'reseller@demo.local');
    const waitingOf = (orderId: number | null) =>
      backend.db.collections.orderNotConformities.all().find((r) => r.orderId === orderId && r.status === 'waiting');
    // Answer every waiting request of the caller: the service must flag a new order itself.
    for (const r of backend.db.collections.orderNotConformities.all()) {
      if (r.resellerId === own && r.status === 'waiting') {
        await backend.nonConformities.answer(ctx, r.id, { responseType: 'print-anyway', commentReseller: '' });
      }
    }
    const first = await tour.prepare(ctx, 'non-conformity');
    expect(order(first.orderId)).toMatchObject({ resellerId: own, status: 5 });
    const request = waitingOf(first.orderId)!;
    expect(request.resellerId).toBe(own);
    await backend.nonConformities.answer(ctx, request.id, { responseType: 'print-anyway', commentReseller: '' });
    const second = await tour.prepare(ctx, 'non-conformity');
    expect(order(second.orderId).status).toBe(5);
    expect(waitingOf(second.orderId)?.resellerId).toBe(own);
  });

  it('gives a quote of the caller with every file, ready to validate, again after it was validated', async () => {
    const ctx = await reseller();
    const own = userIdOf(backend, 'reseller@demo.local');
    const first = await tour.prepare(ctx, 'quote-ready');
    expect(quote(first.quoteId)).toMatchObject({ resellerId: own, status: 'ready' });
    await backend.quotes.validate(ctx, first.quoteId!);
    const second = await tour.prepare(ctx, 'quote-ready');
    expect(second.quoteId).not.toBe(first.quoteId);
    await expect(backend.quotes.validate(ctx, second.quoteId!)).resolves.toMatchObject({ status: 'validated' });
  });

  it('uploads the missing files of a waiting quote (as the admin) once no quote is ready', async () => {
    const ctx = await reseller();
    const own = userIdOf(backend, 'reseller@demo.local');
    for (const q of backend.db.collections.quotes.all()) {
      if (q.resellerId === own && q.status === 'ready') await backend.quotes.validate(ctx, q.id);
    }
    const prepared = await tour.prepare(ctx, 'quote-ready');
    const ready = quote(prepared.quoteId);
    expect(ready).toMatchObject({ resellerId: own, status: 'ready' });
    expect(ready.series.every((s) => s.file)).toBe(true);
    await expect(backend.quotes.validate(ctx, ready.id)).resolves.toMatchObject({ status: 'validated' });
  });

  /** Answers the reseller's waiting non-conformities, then lets the tour flag one of its orders. */
  async function flagAfterAnsweringTheWaitingOnes(ctx: CallContext) {
    const own = userIdOf(backend, 'reseller@demo.local');
    for (const r of backend.db.collections.orderNotConformities.all()) {
      if (r.resellerId === own && r.status === 'waiting') {
        await backend.nonConformities.answer(ctx, r.id, { responseType: 'print-anyway', commentReseller: '' });
      }
    }
    return tour.prepare(ctx, 'non-conformity');
  }

  it('acts as the demo sandbox, a system account: what it writes is the sandbox’s, not an admin’s', async () => {
    const ctx = await reseller();
    const prepared = await flagAfterAnsweringTheWaitingOnes(ctx);
    const flagged = backend.db.collections.orderNotConformities
      .all()
      .find((r) => r.orderId === prepared.orderId && r.status === 'waiting')!;
    const sandbox = backend.db.collections.users.findFirst((q) => q.where({ id: flagged.userId }))!;
    expect(sandbox.username).toBe(DEMO_SANDBOX_USERNAME);
    expect(flagged.userId).not.toBe(userIdOf(backend, 'admin@demo.local'));
  });

  it('keeps the sandbox from logging in, and out of the users calls', async () => {
    const sandbox = backend.db.collections.users.findFirst((q) => q.where({ username: DEMO_SANDBOX_USERNAME }))!;
    expect(sandbox).toMatchObject({ isActive: false, password: '' });
    for (const password of ['', 'demo']) {
      const refusal = await refusalOf(() =>
        backend.auth.login({ username: DEMO_SANDBOX_USERNAME, password, options: { value: 'bo-front' } }, 'en'),
      );
      expect([400, 401]).toContain(refusal.status);
    }
    const admin = await login(backend, 'admin@demo.local');
    const listed = backend.users.list(admin, perResellerListRequest({ _search: 'sandbox', _limit: '100' }));
    expect(listed.list.map((u) => u.username)).not.toContain(DEMO_SANDBOX_USERNAME);
    expect((await refusalOf(() => backend.users.get(admin, sandbox.id))).status).toBe(404);
    expect((await refusalOf(() => backend.users.setActive(admin, sandbox.id, { isActive: true }))).status).toBe(404);
  });

  it('brings the sandbox back into demo data stored before it existed', async () => {
    const users = backend.db.collections.users;
    await users.delete((q) => q.where({ username: DEMO_SANDBOX_USERNAME }));
    const ctx = await reseller();
    const prepared = await flagAfterAnsweringTheWaitingOnes(ctx);
    const sandbox = users.findFirst((q) => q.where({ username: DEMO_SANDBOX_USERNAME }))!;
    expect(sandbox).toMatchObject({ isActive: false, roles: ['ROLE_ADMIN'] });
    const flagged = backend.db.collections.orderNotConformities
      .all()
      .find((r) => r.orderId === prepared.orderId && r.status === 'waiting');
    expect(flagged?.userId).toBe(sandbox.id);
  });

  it("never touches another reseller's records", async () => {
    const own = userIdOf(backend, 'reseller@demo.local');
    const ctx = await reseller();
    const others = () =>
      JSON.stringify([
        backend.db.collections.orders.all().filter((o) => o.resellerId !== own),
        backend.db.collections.quotes.all().filter((q) => q.resellerId !== own),
        backend.db.collections.orderNotConformities.all().filter((r) => r.resellerId !== own),
      ]);
    const before = others();
    for (const situation of ['order-to-cancel', 'non-conformity', 'quote-ready']) {
      const prepared = await tour.prepare(ctx, situation);
      const owner = prepared.orderId !== null ? order(prepared.orderId).resellerId : quote(prepared.quoteId).resellerId;
      expect(owner).toBe(own);
    }
    expect(others()).toBe(before);
  });
});
