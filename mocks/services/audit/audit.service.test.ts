import { beforeEach, describe, expect, it } from 'vitest';
import { MockBackend } from '../../backend';
import type { AuditRecord } from '../../db/audit.schema';
import type { CallContext } from '../shared/context';
import { login, refusalOf, userIdOf } from '../shared/service-test-kit';
import { auditListRequest } from '../../handlers/list-requests';
import { SEED_NOW } from '../../db/seed-clock';
import { Clock } from '../shared/clock';

let backend: MockBackend;
let admin: CallContext;

/** The entries written since `mark` (a count of entries), oldest first. */
const since = (mark: number): AuditRecord[] => backend.db.collections.audit.all().slice(mark);
const mark = (): number => backend.db.collections.audit.all().length;

/** `Map.groupBy`, which Node 20 lacks. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const orderOf = (resellerLogin: string, status: number) =>
  backend.db.collections.orders
    .all()
    .find((o) => o.resellerId === userIdOf(backend, resellerLogin) && o.status === status)!;

beforeEach(async () => {
  backend = await MockBackend.seeded();
  admin = await login(backend, 'admin@demo.local');
});

describe('the audit trail: every write records one entry per record it changed (docs/audit.md)', () => {
  it('records a status change with who, from and to; a bulk change one entry per order', async () => {
    const [a, b, c] = backend.db.collections.orders.all().filter((o) => o.status === 0);
    const start = mark();
    await backend.orders.changeStatus(admin, a!.id, { status: 1 });
    expect(since(start)).toMatchObject([
      {
        action: 'status',
        entity: 'order',
        entityId: a!.id,
        orderId: a!.id,
        actorUsername: 'admin@demo.local',
        actorRole: 'ROLE_ADMIN',
        actingAsId: null,
        changes: [{ field: 'status', from: 0, to: 1 }],
      },
    ]);
    const bulk = mark();
    await backend.orders.changeStatuses(admin, { listId: [c!.id, b!.id], status: 1 });
    expect(since(bulk).map((e) => [e.entityId, e.changes[0]?.to])).toEqual([
      [c!.id, 1],
      [b!.id, 1],
    ]);
  });

  it('records nothing for a refused write: a reader, a forbidden transition, a bad body', async () => {
    const reader = await login(backend, 'reader@demo.local');
    const order = backend.db.collections.orders.all().find((o) => o.status === 0)!;
    const start = mark();
    expect((await refusalOf(() => backend.orders.changeStatus(reader, order.id, { status: 1 }))).status).toBe(403);
    expect((await refusalOf(() => backend.orders.changeStatus(admin, order.id, { status: 99 }))).status).toBe(400);
    expect((await refusalOf(() => backend.catalogue.papers.create(admin, {}))).status).toBe(400);
    expect(since(start)).toEqual([]);
  });

  it('records a reseller’s discount change, and a password as *** only', async () => {
    const id = userIdOf(backend, 'reseller@demo.local');
    const current = backend.resellers.get(admin, id);
    const start = mark();
    await backend.resellers.update(admin, id, {
      ...current,
      country: current.country?.id ?? null,
      discount: current.discount + 5,
      password: 'A-new-Passw0rd-for-test!',
    });
    const [entry] = since(start);
    expect(entry).toMatchObject({ action: 'update', entity: 'reseller', entityId: id });
    expect(entry!.changes).toContainEqual({ field: 'discount', from: current.discount, to: current.discount + 5 });
    expect(entry!.changes).toContainEqual({ field: 'password', from: '***', to: '***' });
    expect(JSON.stringify(backend.db.collections.audit.all())).not.toContain('A-new-Passw0rd-for-test!');
  });

  it('records a failed login by the name given, never the password, and names the admin behind a connect-as', async () => {
    const start = mark();
    await refusalOf(() => backend.auth.login({ username: 'nobody@x.test', password: 'S3cret-typed' }, 'en'));
    expect(since(start)).toMatchObject([{ action: 'login-failed', actorId: null, actorUsername: 'nobody@x.test' }]);
    expect(JSON.stringify(since(start))).not.toContain('S3cret-typed');

    const resellerId = userIdOf(backend, 'reseller@demo.local');
    const { userConnectAsToken } = await backend.auth.connectAs(admin, admin.caller.id, resellerId);
    const asReseller = backend.context(userConnectAsToken, 'en');
    const order = orderOf('reseller@demo.local', 0);
    const before = mark();
    await backend.cancellations.ask(asReseller, { order: order.id, comment: 'Wrong size' });
    expect(since(before)[0]).toMatchObject({
      action: 'cancel-ask',
      actorUsername: 'admin@demo.local',
      actingAsId: resellerId,
      actingAsUsername: 'reseller@demo.local',
    });
    // The reseller's own entries include what was done as it, the newest first; the admin's too.
    for (const person of [resellerId, admin.caller.id]) {
      const page = backend.audit.list(admin, auditListRequest({ _actorId: String(person), _action: 'cancel-ask' }));
      expect(page.list[0], `person ${person}`).toMatchObject({ entityId: since(before)[0]!.entityId });
    }
    const asResellerAtAll = backend.db.collections.audit
      .all()
      .filter((e) => e.actorId === resellerId || e.actingAsId === resellerId).length;
    expect(backend.audit.list(admin, auditListRequest({ _actorId: String(resellerId) })).totalRequest).toBe(
      asResellerAtAll,
    );
  });

  it('records no change from nothing to an empty value: a user created without rights has no "rights" change', async () => {
    const at = mark();
    await backend.users.create(admin, {
      username: 'no.rights@example.com',
      firstname: 'No',
      lastname: 'Rights',
      company: '',
      roles: ['ROLE_READER'],
      isActive: true,
      password: 'long-enough',
    });
    const [created] = since(at).filter((e) => e.action === 'create');
    const fields = created!.changes.map((c) => c.field);
    expect(fields).toContain('username');
    expect(fields).not.toContain('rights');
    expect(fields).not.toContain('company');
    expect(created!.changes.every((c) => c.from !== c.to && !(c.from === null && c.to === ''))).toBe(true);
  });

  it('records a catalogue record’s create, update and delete', async () => {
    const start = mark();
    const created = await backend.catalogue.shapes.create(admin, { name: 'Hexagone' });
    await backend.catalogue.shapes.update(admin, created.id, { name: 'Hexagone régulier' });
    backend.catalogue.shapes.remove(admin, created.id);
    expect(
      since(start).map((e) => [e.action, e.entity, e.entityId, e.changes.find((c) => c.field === 'name')]),
    ).toEqual([
      ['create', 'shapes', created.id, { field: 'name', from: null, to: 'Hexagone' }],
      ['update', 'shapes', created.id, { field: 'name', from: 'Hexagone', to: 'Hexagone régulier' }],
      ['delete', 'shapes', created.id, { field: 'name', from: 'Hexagone régulier', to: null }],
    ]);
  });
});

describe('an order’s timeline and the audit list', () => {
  it('tells a cancellation asked then refused in order; the reseller sees staff by role, another reseller a 404', async () => {
    const reseller = await login(backend, 'reseller@demo.local');
    const order = orderOf('reseller@demo.local', 1);
    const asked = await backend.cancellations.ask(reseller, { order: order.id, comment: 'Too late' });
    await backend.cancellations.answer(admin, asked.id, { respond: 'unapproved' });
    const timeline = backend.audit.history(admin, order.id).list;
    expect(timeline.slice(-4).map((e) => [e.action, e.actor.username, e.changes.at(-1)?.to])).toEqual([
      ['cancel-ask', 'reseller@demo.local', 'Too late'],
      ['status', 'reseller@demo.local', 4],
      ['cancel-refuse', 'admin@demo.local', 'unapproved'],
      ['status', 'admin@demo.local', 1],
    ]);
    const seen = backend.audit.history(reseller, order.id).list.slice(-2);
    expect(seen.map((e) => e.actor)).toEqual([
      { id: null, username: '', role: 'ROLE_ADMIN' },
      { id: null, username: '', role: 'ROLE_ADMIN' },
    ]);
    const other = await login(backend, 'reseller2@demo.local');
    expect((await refusalOf(() => backend.audit.history(other, order.id))).status).toBe(404);
  });

  it('finds one record’s change among thousands, refuses a reseller (403) and names bad filters in one 400', async () => {
    const id = userIdOf(backend, 'reseller2@demo.local');
    const current = backend.resellers.get(admin, id);
    await backend.resellers.update(admin, id, { ...current, country: current.country?.id ?? null, discount: 12 });
    const page = backend.audit.list(admin, auditListRequest({ _entity: 'reseller', _entityId: String(id) }));
    expect(page.total).toBeGreaterThan(1000);
    expect(page.totalRequest).toBe(1);
    expect(page.list[0]?.changes).toContainEqual({ field: 'discount', from: current.discount, to: 12 });

    const reseller = await login(backend, 'reseller@demo.local');
    expect((await refusalOf(() => backend.audit.list(reseller, {}))).status).toBe(403);
    const bad = await refusalOf(() =>
      backend.audit.list(
        admin,
        auditListRequest({ _entity: 'planet', _action: 'x', _actorId: 'me', _end_date: 'soon' }),
      ),
    );
    expect(bad.body.errors?.map((e) => e.field).sort()).toEqual(['_action', '_actorId', '_end_date', '_entity']);
  });

  it('exports the filtered entries as CSV, a formula typed into the data escaped', async () => {
    await refusalOf(() => backend.auth.login({ username: '=HYPERLINK("http://x")', password: 'x' }, 'en'));
    await backend.catalogue.shapes.create(admin, { name: 'Hexagone' });
    const file = await backend.audit.exportAudit(
      admin,
      auditListRequest({ _action: 'login-failed', _start_date: '2020-01-01' }),
      { type: 'csv', propertiesToExport: ['actor', 'action', 'changes'] },
    );
    const text = new TextDecoder().decode(file.bytes);
    expect(file.filename).toBe('audit-csv.csv');
    expect(text).toContain('login-failed');
    expect(text).not.toContain('Hexagone');
    expect(text).toContain("'=HYPERLINK");
    expect(text).not.toMatch(/(^|;|\n)=HYPERLINK/);
  });
});

describe('the trail kept with the data (docs/audit.md)', () => {
  it('is saved and restored with a snapshot, and a reset leaves only the seed’s history', async () => {
    const order = backend.db.collections.orders.all().find((o) => o.status === 0)!;
    await backend.orders.changeStatus(admin, order.id, { status: 1 });
    const restored = await MockBackend.fromSnapshot(backend.db.snapshot());
    const again = await login(restored, 'admin@demo.local');
    expect(restored.audit.history(again, order.id).list.map((e) => e.action)).toEqual(['create', 'status']);
    await backend.reset();
    expect(mark()).toBe((await MockBackend.seeded()).db.collections.audit.all().length);
    expect(
      backend.db.collections.audit.all().some((e) => e.actorUsername === 'admin@demo.local' && e.at > '2026-11-02'),
    ).toBe(false);
  });

  it('seeds each order with the history that led it to its status, in time order, none after the seed’s clock', () => {
    const entries = backend.db.collections.audit.all();
    const byOrder = groupBy(
      entries.filter((e) => e.orderId !== null),
      (e) => e.orderId!,
    );
    for (const order of backend.db.collections.orders.all()) {
      const timeline = byOrder.get(order.id) ?? [];
      expect(timeline[0], `order ${order.id}`).toMatchObject({ action: 'create', at: order.createdAt });
      const times = timeline.map((e) => Date.parse(e.at));
      expect(times, `order ${order.id}`).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThan(SEED_NOW);
      const lastStatus = timeline.filter((e) => e.action === 'status' || e.action === 'create').at(-1);
      expect(lastStatus?.changes.find((c) => c.field === 'status')?.to, `order ${order.id}`).toBe(order.status);
    }
  });

  it('answers each filter as a plain pass over the log would, whether the log is in time order or not', async () => {
    const check = async (b: MockBackend) => {
      const who = await login(b, 'admin@demo.local');
      const [a, c] = b.db.collections.orders.all().filter((o) => o.status === 0);
      await b.orders.changeStatus(who, a!.id, { status: 1 });
      await b.orders.changeStatus(who, c!.id, { status: 1 });
      const all = b.db.collections.audit.all();
      const adminId = who.caller.id;
      const filters: Record<string, string>[] = [
        { _actorId: String(adminId), _action: 'status' },
        {
          _actorId: String(adminId),
          _action: 'status',
          _start_date: '2026-06-01T00:00:00.000Z',
          _end_date: '2026-10-31T00:00:00.000Z',
        },
        { _actorId: String(adminId), _start_date: '2026-09-01T00:00:00.000Z' },
        { _action: 'create', _end_date: '2026-07-01T00:00:00.000Z' },
        { _entity: 'order', _entityId: String(a!.id), _action: 'status' },
        { _start_date: '2026-06-15T08:00:00.000Z', _end_date: '2026-06-16T08:00:00.000Z' },
        { _actorId: String(adminId), _action: 'status', _page: '3', _limit: '10' },
      ];
      for (const query of filters) {
        // Instants, taken as they are: both included.
        const from = query._start_date ?? null;
        const to = query._end_date ?? null;
        const expected = all.filter(
          (e) =>
            (!query._entity || e.entity === query._entity) &&
            (!query._entityId || e.entityId === Number(query._entityId)) &&
            (!query._actorId || e.actorId === Number(query._actorId) || e.actingAsId === Number(query._actorId)) &&
            (!query._action || e.action === query._action) &&
            (from === null || e.at >= from) &&
            (to === null || e.at <= to),
        );
        const page = b.audit.list(who, auditListRequest(query));
        const limit = Number(query._limit ?? 25);
        const skip = (Number(query._page ?? 1) - 1) * limit;
        expect(page.totalRequest, JSON.stringify(query)).toBe(expected.length);
        expect(
          page.list.map((e) => e.id),
          JSON.stringify(query),
        ).toEqual(
          expected
            .map((e) => e.id)
            .reverse()
            .slice(skip, skip + limit),
        );
      }
    };
    await check(backend);
    // A clock behind the seed's latest entries: the new entries are out of time order.
    await check(await MockBackend.seeded({ clock: new Clock(() => Date.UTC(2026, 5, 15, 12)) }));
  });
});
