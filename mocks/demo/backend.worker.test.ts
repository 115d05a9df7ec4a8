import { afterEach, expect, it, vi } from 'vitest';
import type * as DemoStore from '../persistence/demo-store';
import type { FromWorker, ToWorker, WireRequest } from './protocol';

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

/** One tab's backend: the worker module loaded afresh, as a dedicated worker of a new page. */
async function backend() {
  const answers = new Map<number, (message: FromWorker) => void>();
  let isReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (isReady = resolve));
  const scope = {
    name: 'bo-demo-backend',
    location: { origin: ORIGIN },
    onmessage: null as ((event: { data: ToWorker }) => void) | null,
    postMessage(message: FromWorker) {
      if (message.type === 'ready') isReady();
      if ('id' in message) answers.get(message.id)?.(message);
    },
  };
  vi.stubGlobal('self', scope);
  // A module of its own for each backend, as each worker has (its dependencies are shared).
  await import(/* @vite-ignore */ `./backend.worker.ts?backend=${++backends}`);
  let next = 0;
  const send = (message: ToWorker) => scope.onmessage?.({ data: message });
  return {
    async start() {
      send({ type: 'init', apiBase: API, tokens: null });
      await ready;
    },
    call(method: string, path: string, options: { body?: unknown; token?: string } = {}) {
      const id = ++next;
      const request: WireRequest = {
        url: `${API}${path}`,
        method,
        headers: [
          ['content-type', 'application/json'],
          ...(options.token ? ([['authorization', `Bearer ${options.token}`]] as const) : []),
        ],
        body: options.body === undefined ? null : new TextEncoder().encode(JSON.stringify(options.body)).buffer,
      };
      return new Promise<{ status: number; json: unknown }>((resolve) => {
        answers.set(id, (message) => {
          if (message.type !== 'response') return;
          const text = new TextDecoder().decode(message.response.body);
          resolve({ status: message.response.status, json: text ? (JSON.parse(text) as unknown) : null });
        });
        send({ type: 'request', id, request });
      });
    },
  };
}

/** A collection of the stored snapshot, as records (the store keeps their texts). */
const storedRecords = <T>(name: string): T[] =>
  (store.snapshot as { data: Record<string, string[]> }).data[name]!.flatMap((text) => JSON.parse(text) as T[]);

afterEach(() => {
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
