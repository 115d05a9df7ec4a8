import { afterEach, expect, it, vi } from 'vitest';
import type * as DemoStore from '../persistence/demo-store';
import type { FromWorker, RelayedRequest, RelayedResponse, ToWorker } from './protocol';

/**
 * The demo's backend worker as it runs in each tab of a browser without shared workers
 * (docs/demo-backend.md#what-a-write-survives): several backends over one IndexedDB record. The
 * record is kept here in memory, as mocks/persistence/demo-store.ts keeps it (the snapshot and the
 * stamp of the write that stored it, `ifStamp` checked with the write); each backend is the worker
 * module itself, loaded again, with a page's messages.
 */
const store = vi.hoisted(() => ({
  snapshot: null as unknown,
  stamp: null as string | null,
  writes: 0,
  /** Every write asked for: made, or refused (another backend wrote since). */
  asked: [] as boolean[],
}));

vi.mock('../persistence/demo-store', async (actual) => ({
  // The texts are kept as they are here: the store's reader reads them as the browser's would.
  storedText: (await actual<typeof DemoStore>()).storedText,
  readDemoSnapshot: async () => ({
    stored: store.snapshot === null ? null : structuredClone(store.snapshot),
    unreadable: false,
    stamp: store.stamp,
  }),
  writeDemoSnapshot: async (snapshot: unknown, options: { ifStamp?: string | null } = {}) => {
    const made = options.ifStamp === undefined || options.ifStamp === store.stamp;
    store.asked.push(made);
    if (!made) return null;
    store.snapshot = structuredClone(snapshot);
    store.stamp = `stamp-${++store.writes}`;
    return store.stamp;
  },
}));

const ORIGIN = 'http://demo.test';
const API = `${ORIGIN}/api`;

let backends = 0;

/** The relay ports opened by the tests, closed after each (an open port keeps the process alive). */
const ports: MessagePort[] = [];

/**
 * One tab's backend: the worker module loaded afresh, as a dedicated worker of a new page, and the
 * port the page hands msw's service worker, on which the calls come as msw's worker sends them.
 */
async function backend() {
  let isReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (isReady = resolve));
  const scope = {
    name: 'bo-demo-backend',
    location: { origin: ORIGIN },
    onmessage: null as ((event: { data: ToWorker; ports: readonly MessagePort[] }) => void) | null,
    postMessage(message: FromWorker) {
      if (message.type === 'ready') isReady();
    },
  };
  vi.stubGlobal('self', scope);
  // A module of its own for each backend, as each worker has (its dependencies are shared).
  await import(/* @vite-ignore */ `./backend.worker.ts?backend=${++backends}`);
  const send = (message: ToWorker, transfer: MessagePort[] = []) =>
    scope.onmessage?.({ data: message, ports: transfer });
  const relay = new MessageChannel();
  ports.push(relay.port1, relay.port2);
  return {
    async start() {
      send({ type: 'init', apiBase: API, tokens: null });
      await ready;
      send({ type: 'relay' }, [relay.port1]);
    },
    call(method: string, path: string, options: { body?: unknown; token?: string } = {}) {
      const request: RelayedRequest = {
        type: 'REQUEST',
        payload: {
          url: `${API}${path}`,
          method,
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: options.body === undefined ? null : new TextEncoder().encode(JSON.stringify(options.body)).buffer,
        },
      };
      const answer = new MessageChannel();
      ports.push(answer.port1, answer.port2);
      return new Promise<{ status: number; json: unknown }>((resolve) => {
        answer.port1.onmessage = ({ data: { data } }: MessageEvent<RelayedResponse>) => {
          const text = data.body instanceof ArrayBuffer ? new TextDecoder().decode(data.body) : '';
          resolve({ status: data.status, json: text ? (JSON.parse(text) as unknown) : null });
        };
        relay.port2.postMessage(request, [answer.port2]);
      });
    },
  };
}

/** A collection of the stored snapshot, as records (the store keeps their texts). */
const storedRecords = <T>(name: string): T[] =>
  (store.snapshot as { data: Record<string, string[]> }).data[name]!.flatMap((text) => JSON.parse(text) as T[]);

afterEach(() => {
  for (const port of ports.splice(0)) port.close();
  vi.unstubAllGlobals();
  Object.assign(store, { snapshot: null, stamp: null, writes: 0, asked: [] });
});

it('a GET that writes (a reset link mailed) is answered once its mail is stored', async () => {
  const tab = await backend();
  await tab.start();
  // The fresh seed is stored first (its save would hold the mail if it came after).
  await vi.waitFor(() => expect(store.writes).toBe(1), { timeout: 10_000 });
  const asked = await tab.call('POST', '/reset-password/check-user-mail', { body: { email: 'reseller@demo.local' } });
  const { user } = asked.json as { user: { id: number } };
  expect((await tab.call('GET', `/reset-password/${user.id}`)).status).toBe(200);
  expect(storedRecords('mails')).toEqual([
    expect.objectContaining({ to: 'reseller@demo.local', type: 'password_reset' }),
  ]);
}, 60_000);

it("a first visit's fresh seed is not saved over a login another tab's backend stored since", async () => {
  // Two tabs opened together: both backends read the empty storage and seed.
  const other = await backend();
  const tab = await backend();
  await tab.start();
  await vi.waitFor(() => expect(store.writes).toBe(1), { timeout: 10_000 });
  const login = await tab.call('POST', '/login', { body: { username: 'admin@demo.local', password: 'demo' } });
  expect(login.status).toBe(200);
  const { token } = login.json as { token: string };

  // The other tab's backend starts once the login is stored, and saves its seed shortly after.
  const asked = store.asked.length;
  await other.start();
  await vi.waitFor(() => expect(store.asked.length).toBe(asked + 1), { timeout: 10_000 });

  expect(storedRecords<{ token: string }>('tokens').map((session) => session.token)).toContain(token);
  // The other backend reads what was stored before answering: the session is known there too.
  expect((await other.call('GET', '/me/session', { token })).status).toBe(200);
}, 60_000);

it("a reload's backend answers the session's first calls without reading the orders, the quotes or the audit trail, nor after the calls asked later", async () => {
  // A visit that logged in: the seed and the session are stored.
  const first = await backend();
  await first.start();
  const login = await first.call('POST', '/login', { body: { username: 'admin@demo.local', password: 'demo' } });
  const { token } = login.json as { token: string };
  const stored = (store.snapshot as { data: Record<string, string[]> }).data;
  const large = new Set([...stored.orders!, ...stored.quotes!, ...stored.audit!]);

  // The page reloads: a new backend restores what was stored, and the first screen's first calls
  // come together. What the backend reads before it answers them, in order.
  const happened: string[] = [];
  const parse = JSON.parse;
  vi.spyOn(JSON, 'parse').mockImplementation((text: string, reviver?: Parameters<typeof JSON.parse>[1]) => {
    if (large.has(text)) happened.push('read a large collection');
    return parse(text, reviver);
  });
  const post = MessagePort.prototype.postMessage;
  vi.spyOn(MessagePort.prototype, 'postMessage').mockImplementation(function (this: MessagePort, ...args) {
    if ((args[0] as { type?: string } | null)?.type === 'MOCK_RESPONSE') happened.push('answered');
    return post.apply(this, args as Parameters<typeof post>);
  });
  const reloaded = await backend();
  await reloaded.start();
  const answers = await Promise.all([
    reloaded.call('POST', '/admin/auth-user', { token, body: { token } }),
    reloaded.call('GET', '/me/session', { token }),
    // The dashboard's figures, asked as the first two are answered: they read the orders then.
    reloaded.call('POST', '/admin/dashboard/counters', {
      token,
      body: { startDate: '2026-01-01', endDate: '2026-03-31' },
    }),
  ]);
  vi.restoreAllMocks();
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
  expect(happened.slice(0, 2)).toEqual(['answered', 'answered']);
  expect(happened).toContain('read a large collection');

  // The order list reads the orders, on their first use.
  const orders = await reloaded.call('GET', '/admin/orders?_limit=25&_page=1', { token });
  expect(orders.status).toBe(200);
  expect((orders.json as { list: unknown[] }).list).toHaveLength(25);
}, 60_000);
