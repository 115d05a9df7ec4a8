import { getResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventStreamReader, type ParsedEvent } from '../../../src/api/sse';
import { MockBackend } from '../../backend';
import { createHandlers } from '../../handlers';
import type { BackendOptions } from '../../backend';
import { KEEP_ALIVE_MS, MAX_BACKLOG, MAX_STREAMS_PER_ACCOUNT } from './events.service';

const API = 'http://api.test';
let backend: MockBackend;
let handlers: RequestHandler[];
const open: EventStreamReader[] = [];

async function start(options: BackendOptions = {}): Promise<void> {
  backend = await MockBackend.seeded(options);
  handlers = createHandlers(API, backend);
}

async function call(method: string, path: string, token?: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(API + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await getResponse(handlers, request)) as Response;
}

async function tokenOf(login: string): Promise<string> {
  const answer = await call('POST', '/login', undefined, { username: login, password: 'demo' });
  return ((await answer.json()) as { token: string }).token;
}

/** GET /events as `token`, after `lastEventId` when given. */
async function connect(token: string, lastEventId?: string): Promise<EventStreamReader> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const response = (await getResponse(handlers, new Request(`${API}/events`, { headers }))) as Response;
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = new EventStreamReader(response.body!);
  open.push(reader);
  return reader;
}

const dataOf = (event: ParsedEvent | null): Record<string, unknown> => JSON.parse(event?.data ?? 'null');

/** A reseller's order in `status`, by the reseller's login. */
function orderOf(login: string, status: number): number {
  const userId = backend.db.collections.users.findFirst((q) => q.where({ username: login }))!.id;
  return backend.db.collections.orders.all().find((o) => o.resellerId === userId && o.status === status)!.id;
}

async function move(token: string, orderId: number, status: number): Promise<void> {
  const answer = await call('PATCH', `/admin/status/orders/${orderId}`, token, { status });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

beforeEach(async () => {
  await start();
});

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(open.splice(0).map((reader) => reader.close()));
});

describe('GET /events: every change the audit records, as it happens (docs/api/README.md#events)', () => {
  it('starts with ready and the latest id, then brings an admin’s status change to the reseller, staff shown as the team', async () => {
    const admin = await tokenOf('admin@demo.local');
    const reseller = await tokenOf('reseller@demo.local');
    const watching = await connect(reseller);
    const ready = await watching.next();
    expect(ready).toMatchObject({ event: 'ready', id: String(backend.events.log.last) });
    const adminStream = await connect(admin);
    await adminStream.nextOf('ready');

    const order = orderOf('reseller@demo.local', 0);
    await move(admin, order, 1);
    const change = await watching.next();
    expect(change?.event).toBe('change');
    expect(Number(change?.id)).toBe(Number(ready?.id) + 1);
    expect(dataOf(change)).toMatchObject({
      resellerId: 7,
      entry: {
        action: 'status',
        entity: 'order',
        entityId: order,
        actor: { id: null, username: '', role: 'ROLE_ADMIN' },
        changes: [{ field: 'status', from: 0, to: 1 }],
      },
    });
    // Staff see who did it.
    expect(dataOf(await adminStream.nextOf('change'))).toMatchObject({
      entry: { entityId: order, actor: { username: 'admin@demo.local' } },
    });
  });

  it('gives a reseller only its own records’ changes, staff every change', async () => {
    const admin = await tokenOf('admin@demo.local');
    const other = await connect(await tokenOf('reseller2@demo.local'));
    const reader = await connect(await tokenOf('reader@demo.local'));
    await other.nextOf('ready');
    await reader.nextOf('ready');
    const mine = orderOf('reseller@demo.local', 0);
    const theirs = orderOf('reseller2@demo.local', 1);
    await move(admin, mine, 1);
    // A change to the catalogue: staff only.
    const mandrel = await call('POST', '/admin/mandrels', admin, { number: 499 });
    expect(mandrel.status).toBe(201);
    await move(admin, theirs, 2);
    // The first change reseller 2 hears of is its own order's: reseller 7's and the catalogue's never came.
    expect(dataOf(await other.nextOf('change'))).toMatchObject({ entry: { entityId: theirs }, resellerId: 14 });
    const seen = [await reader.nextOf('change'), await reader.nextOf('change'), await reader.nextOf('change')];
    expect(seen.map((e) => (dataOf(e).entry as { entity: string }).entity)).toEqual(['order', 'mandrels', 'order']);
  });

  it('resumes after Last-Event-ID with exactly the events missed, then ready', async () => {
    const admin = await tokenOf('admin@demo.local');
    const reseller = await tokenOf('reseller@demo.local');
    const first = await connect(reseller);
    const lastSeen = (await first.next())!.id!;
    await first.close();
    // Into production: changes that notify nobody, so the stream holds them only.
    const [a, b] = backend.db.collections.orders
      .all()
      .filter((o) => o.resellerId === 7 && o.status === 1)
      .map((o) => o.id);
    await move(admin, a!, 2);
    await move(admin, b!, 2);
    const again = await connect(reseller, lastSeen);
    const replayed = [await again.next(), await again.next(), await again.next()];
    expect(replayed.map((e) => e?.event)).toEqual(['change', 'change', 'ready']);
    expect(replayed.map((e) => (dataOf(e).entry as { entityId: number } | undefined)?.entityId)).toEqual([
      a,
      b,
      undefined,
    ]);
    expect(Number(replayed[0]?.id)).toBe(Number(lastSeen) + 1);
    expect(replayed[2]?.id).toBe(String(backend.events.log.last));
    // Live again, nothing repeated.
    await move(admin, a!, 100);
    expect(dataOf(await again.next())).toMatchObject({ entry: { entityId: a, changes: [{ from: 2, to: 100 }] } });
  });

  it('says to reload when the events after Last-Event-ID are no longer kept, or the id is not one of its own', async () => {
    await start({ events: { window: 3 } });
    const admin = await tokenOf('admin@demo.local');
    const reseller = await tokenOf('reseller@demo.local');
    const before = String(backend.events.log.last);
    const order = orderOf('reseller@demo.local', 0);
    await move(admin, order, 1);
    await move(admin, order, 2);
    await move(admin, order, 3);
    await move(admin, order, 99);
    const old = await connect(reseller, before);
    expect([await old.next(), await old.next()]).toMatchObject([
      { event: 'reload', data: JSON.stringify({ reason: 'too-old' }) },
      { event: 'ready', id: String(backend.events.log.last) },
    ]);
    const unknown = await connect(reseller, '999999999');
    expect(await unknown.next()).toMatchObject({ event: 'reload', data: JSON.stringify({ reason: 'unknown' }) });
  });

  it('refuses a Last-Event-ID that is not an id with a 400 naming it', async () => {
    const reseller = await tokenOf('reseller@demo.local');
    const answer = (await getResponse(
      handlers,
      new Request(`${API}/events?locale=en`, {
        headers: { authorization: `Bearer ${reseller}`, 'last-event-id': 'abc' },
      }),
    )) as Response;
    expect(answer.status).toBe(400);
    // About the header and its rule, not a list's parameters.
    expect(await answer.json()).toEqual({
      message: 'Invalid Last-Event-ID header.',
      errors: [{ field: 'Last-Event-ID', message: 'The id of the last event received is expected: 1 to 15 digits.' }],
    });
  });

  it('says to reload, never fails, when more events were missed than a stream holds (1,001 to 2,000)', async () => {
    const admin = await tokenOf('admin@demo.local');
    const adminId = backend.db.collections.users.findFirst((q) => q.where({ username: 'admin@demo.local' }))!.id;
    const first = await connect(admin);
    const lastSeen = (await first.nextOf('ready'))!.id!;
    await first.close();
    const miss = (count: number) => {
      for (let i = 0; i < count; i++)
        backend.events.toUser(adminId, 'notifications-read', { ids: [], all: true, unread: 0 });
    };
    // As many as a stream holds: every one replayed.
    miss(MAX_BACKLOG);
    const caughtUp = await connect(admin, lastSeen);
    let replayed = 0;
    for (let event = await caughtUp.next(); event?.event !== 'ready'; event = await caughtUp.next()) replayed += 1;
    expect(replayed).toBe(MAX_BACKLOG);
    await caughtUp.close();
    // One more (a slow reader's resume after its `end backlog`), and up to the 2,000 kept: reload, then live.
    for (const more of [1, MAX_BACKLOG - 1]) {
      miss(more);
      const resumed = await connect(admin, lastSeen);
      expect([await resumed.next(), await resumed.next()]).toMatchObject([
        { event: 'reload', data: JSON.stringify({ reason: 'too-old' }) },
        { event: 'ready', id: String(backend.events.log.last) },
      ]);
      await resumed.close();
    }
  });

  it('is no activity of its session: a client connecting again keeps no idle session alive', async () => {
    const reseller = await tokenOf('reseller@demo.local');
    backend.clock.advance(29 * 60_000);
    const stream = await connect(reseller);
    await stream.nextOf('ready');
    await stream.close();
    backend.clock.advance(2 * 60_000);
    expect((await call('GET', '/me/session', reseller)).status).toBe(401);
  });

  it('ends the account’s other streams at once when its password changes', async () => {
    // No keep-alive (whose check would end it 20 s later): the change's own event must.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const admin = await tokenOf('admin@demo.local');
    const reader = await tokenOf('reader@demo.local');
    const readerStream = await connect(reader);
    await readerStream.nextOf('ready');
    const readerId = backend.db.collections.users.findFirst((q) => q.where({ username: 'reader@demo.local' }))!;
    const { password: _password, createdAt: _createdAt, lastConnection: _last, ...fields } = readerId;
    const changed = await call('PUT', `/admin/users/${readerId.id}`, admin, {
      ...fields,
      password: 'a-new-passphrase',
    });
    expect(changed.status).toBe(200);
    expect([await readerStream.next(), await readerStream.next()]).toMatchObject([
      { event: 'change' },
      { event: 'end', data: JSON.stringify({ reason: 'session' }) },
    ]);
  });

  it('ends the account’s other streams at once when it changes its own password, and keeps the one that changed it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const here = await tokenOf('reader@demo.local');
    const elsewhere = await tokenOf('reader@demo.local');
    const [hereStream, elsewhereStream] = [await connect(here), await connect(elsewhere)];
    await Promise.all([hereStream.nextOf('ready'), elsewhereStream.nextOf('ready')]);
    const own = backend.db.collections.users.findFirst((q) => q.where({ username: 'reader@demo.local' }))!;
    const { password: _password, createdAt: _createdAt, lastConnection: _last, ...fields } = own;
    const changed = await call('PUT', `/admin/users/${own.id}`, here, {
      ...fields,
      password: 'a-new-passphrase',
      currentPassword: 'demo',
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect([await elsewhereStream.next(), await elsewhereStream.next()]).toMatchObject([
      { event: 'change' },
      { event: 'end', data: JSON.stringify({ reason: 'session' }) },
    ]);
    expect(await hereStream.next()).toMatchObject({ event: 'change' });
    expect((await call('GET', '/me/session', here)).status).toBe(200);
  });

  it('needs a session: 401 without one, and a quote user (no back office) is refused', async () => {
    expect((await call('GET', '/events')).status).toBe(401);
    const client = await call('POST', '/login', undefined, { username: 'client@demo.local', password: 'demo' });
    const { token } = (await client.json()) as { token: string };
    expect((await call('GET', '/events', token)).status).toBe(403);
  });

  it('sends a keep-alive comment every 20 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const admin = await tokenOf('admin@demo.local');
    const response = (await getResponse(
      handlers,
      new Request(`${API}/events`, { headers: { authorization: `Bearer ${admin}` } }),
    )) as Response;
    const raw = response.body!.getReader();
    const text = async () => new TextDecoder().decode((await raw.read()).value);
    expect(await text()).toMatch(/^retry: \d+/);
    expect(await text()).toMatch(/^id: \d+\nevent: ready/);
    vi.advanceTimersByTime(KEEP_ALIVE_MS - 1);
    await move(admin, orderOf('reseller@demo.local', 0), 1);
    expect(await text()).toMatch(/^id: \d+\nevent: change/);
    vi.advanceTimersByTime(1);
    expect(await text()).toBe(': keep-alive\n\n');
    await raw.cancel();
  });

  it('ends with the session: a logout ends the stream with `end` at once', async () => {
    const reseller = await tokenOf('reseller@demo.local');
    const stream = await connect(reseller);
    await stream.nextOf('ready');
    expect((await call('POST', '/logout', reseller)).status).toBeLessThan(300);
    expect(await stream.next()).toMatchObject({ event: 'end', data: JSON.stringify({ reason: 'session' }) });
    expect(await stream.next()).toBeNull();
    expect(backend.events.streams).toBe(0);
  });

  it('ends with an account switched off, and every stream with the demo data reset', async () => {
    const admin = await tokenOf('admin@demo.local');
    const reader = await tokenOf('reader@demo.local');
    const readerStream = await connect(reader);
    const adminStream = await connect(admin);
    const readerId = backend.db.collections.users.findFirst((q) => q.where({ username: 'reader@demo.local' }))!.id;
    expect((await call('PUT', `/admin/users/active/${readerId}`, admin, { isActive: false })).status).toBe(200);
    expect(await readerStream.nextOf('end')).toMatchObject({ data: JSON.stringify({ reason: 'session' }) });
    await backend.reset();
    expect(await adminStream.nextOf('end')).not.toBeNull();
    expect(backend.events.streams).toBe(0);
  });

  it('does not keep its session alive: idle past 30 minutes, the next keep-alive ends it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const reseller = await tokenOf('reseller@demo.local');
    const stream = await connect(reseller);
    await stream.nextOf('ready');
    backend.clock.advance(29 * 60_000);
    vi.advanceTimersByTime(KEEP_ALIVE_MS);
    backend.clock.advance(2 * 60_000);
    vi.advanceTimersByTime(KEEP_ALIVE_MS);
    expect(await stream.next()).toMatchObject({ event: 'end', data: JSON.stringify({ reason: 'session' }) });
    expect((await call('GET', '/me/session', reseller)).status).toBe(401);
  });

  it('holds at most 20 streams per account: one more ends the oldest', async () => {
    const reseller = await tokenOf('reseller@demo.local');
    const streams: EventStreamReader[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_ACCOUNT; i++) streams.push(await connect(reseller));
    const other = await connect(await tokenOf('reseller2@demo.local'));
    expect(backend.events.streams).toBe(MAX_STREAMS_PER_ACCOUNT + 1);
    const newest = await connect(reseller);
    expect(await streams[0]!.nextOf('end')).toMatchObject({ data: JSON.stringify({ reason: 'superseded' }) });
    expect(backend.events.streams).toBe(MAX_STREAMS_PER_ACCOUNT + 1);
    expect((await newest.next())?.event).toBe('ready');
    expect((await other.next())?.event).toBe('ready');
  });

  it('ends a stream its client no longer reads once it holds more than the backlog, and forgets a closed one', async () => {
    const reseller = await tokenOf('reseller@demo.local');
    const userId = backend.db.collections.users.findFirst((q) => q.where({ username: 'reseller@demo.local' }))!.id;
    const stream = await connect(reseller);
    for (let i = 0; i <= MAX_BACKLOG + 5; i++)
      backend.events.toUser(userId, 'notifications-read', { ids: [], all: true, unread: 0 });
    let last: ParsedEvent | null = null;
    for (let event = await stream.next(); event; event = await stream.next()) last = event;
    expect(last).toMatchObject({ event: 'end', data: JSON.stringify({ reason: 'backlog' }) });
    const again = await connect(reseller);
    expect(backend.events.streams).toBe(1);
    await again.close();
    expect(backend.events.streams).toBe(0);
  });
});
