/**
 * The demo's mock backend, in a worker: seeding (first visit), restoring from IndexedDB (later
 * visits), handling each API request and saving after writes all happen off the page's thread, so
 * the page paints and answers input while the backend starts (the performance budgets `npm run
 * bench` checks: docs/architecture.md#tests). msw's service worker sends each API call here on the
 * port its page handed over (mocks/demo/service-worker-relay.ts), without the page's thread; the
 * handlers are the same MSW handlers the Node mock API and the tests use.
 *
 * One backend for every tab (docs/demo-backend.md#one-backend-for-every-tab): where the browser has
 * them this runs as a shared worker, which each tab connects to; elsewhere as a dedicated worker per
 * tab, which reloads the stored data before its next request whenever another tab's backend saved.
 */
import './worker-globals';
import { MockBackend, type BackendOptions } from '../backend-core';
import { Database, SNAPSHOT_VERSION } from '../db/database';
import { errorResponse } from '../handlers/route';
import { readDemoSnapshot, storedText, writeDemoSnapshot } from '../persistence/demo-store';
import { checkStoredSnapshot } from '../persistence/snapshot-check';
import {
  fromRelayedRequest,
  toRelayedResponse,
  type FromWorker,
  type RelayedRequest,
  type RelayedResponse,
  type ToWorker,
} from './protocol';
import { DemoRoutes } from './backend-routes';
import type * as ChangesData from './changes-data';

/** One end of a conversation with a page: a dedicated worker's own scope, or a shared worker's port. */
interface Endpoint {
  postMessage(message: FromWorker, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
}

/** The worker's global scope, typed with what this file uses (the project's lib is the DOM's). */
const scope = self as unknown as Endpoint & {
  /** Only in a shared worker: a page connected. */
  onconnect?: ((event: MessageEvent) => void) | null;
};

interface Running {
  readonly apiBase: string;
  readonly backend: MockBackend;
  /** The login's route at once, every other one with the first request (docs/demo-backend.md#what-loads-when). */
  readonly routes: DemoRoutes;
}

/** The pages this backend serves: one for a dedicated worker, every connected tab for a shared one. */
const pages = new Set<Endpoint>();

const postTo = (page: Endpoint, message: FromWorker, transfer: Transferable[] = []) =>
  page.postMessage(message, transfer);

/** Every page keeps the latest session tokens for its stash (mocks/demo/backend-client.ts). */
function shareTokens(backend: MockBackend): void {
  const tokens = backend.db.collections.tokens.all();
  for (const page of pages) postTo(page, { type: 'tokens', tokens });
  tokensSharedAt = Date.now();
}

let tokensSharedAt = 0;
/**
 * Reads move a session's last-seen time too: shared at least every 20 s, so a reload after a long
 * read-only visit does not restore a session older than the idle limit (docs/access.md).
 */
const TOKENS_SHARE_MS = 20_000;

interface Loaded {
  readonly backend: MockBackend;
  readonly reseeded: boolean;
  readonly restored: boolean;
  readonly timings: { readonly readMs: number; readonly loadMs: number; readonly restored: boolean };
}

/** What the page asked of the seed in the worker's name (backend-client.ts): a fixture, a pinned day. */
const FIXTURE: BackendOptions['fixture'] = /\+hostile(@|$)/.test(self.name) ? 'hostile' : undefined;
const PINNED = Date.parse(/@(.+)$/.exec(self.name)?.[1] ?? '');
/** The day the seed reads as today: the visit's (docs/product.md#seed-sizes), or the one pinned. */
const SEED_AT: BackendOptions['seedAt'] = Number.isNaN(PINNED) ? () => Date.now() : PINNED;
/** Where the demo runs, for the links of its mails (the reset link read in "Mails envoyés", docs/screens.md#sent-mails). */
const APP_URL = new URL(import.meta.env.BASE_URL, self.location.origin).href;
/** The services beyond the login's load with the first request (./backend-routes.ts). */
const SEED_OPTIONS: BackendOptions = { fixture: FIXTURE, seedAt: SEED_AT, appUrl: APP_URL, services: 'on-demand' };

/**
 * The stamp of the stored snapshot this backend last read or wrote (mocks/persistence/demo-store.ts).
 * A save asked for by a page going away is made only if it is still the stored one: a backend
 * whose last tab has gone (a reload, a link followed) may still be saving while the next page's
 * backend has already started and answered writes (a login); its older data must not replace
 * theirs (the new session would be lost, and its tab sent back to the login page).
 */
let knownStamp: string | null = null;

/** Reads storage and seeds or restores: needs nothing from the page, so it starts as the worker does. */
async function load(): Promise<Loaded> {
  const started = performance.now();
  const { stored, unreadable, stamp } = await readDemoSnapshot<unknown>();
  knownStamp = stamp;
  const read = performance.now();
  const found = checkStoredSnapshot(stored, unreadable, Object.keys(new Database().collections), storedText);
  let reseeded = found.corrupt;
  let backend: MockBackend;
  try {
    backend = found.snapshot
      ? await MockBackend.fromPacked(found.snapshot, SEED_OPTIONS, storedText)
      : await MockBackend.seeded(SEED_OPTIONS);
  } catch {
    backend = await MockBackend.seeded(SEED_OPTIONS);
    reseeded = true;
  }
  const restored = Boolean(found.snapshot) && !reseeded;
  return {
    backend,
    reseeded,
    restored,
    timings: { readMs: read - started, loadMs: performance.now() - read, restored },
  };
}

const loading = load();

/** Once the first page said where the API lives (and handed over its stashed session tokens). */
async function start(page: Endpoint, apiBase: string, stashedTokens: unknown): Promise<Running> {
  const { backend, reseeded, restored, timings } = await loading;
  // A backend of another tab that is still running saved everything since: the stash would be older.
  if (restored && !othersRunning) await applyStashedTokens(backend, stashedTokens);
  postTo(page, { type: 'ready', reseeded, tokens: backend.db.collections.tokens.all(), timings });
  // Once the requests already waiting had their turn: (a fresh seed) a save. The indexes are built
  // as the services load, with the first request. The seed's save is made only over what this
  // backend read: another tab's backend may have stored writes since (a login), which a seed must
  // not undo; this backend then reads them instead.
  if (!restored) setTimeout(() => void save(true), 200);
  return serving(apiBase, backend);
}

/** The routes over a backend. */
function serving(apiBase: string, backend: MockBackend): Running {
  return { apiBase, backend, routes: new DemoRoutes(apiBase, backend) };
}

/**
 * A page that connects once the backend runs (another tab of a shared worker): it is ready at once.
 * The running backend's session tokens are newer than any the page stashed, which are dropped.
 */
async function join(page: Endpoint): Promise<void> {
  const started = performance.now();
  const { backend } = await (running ?? Promise.reject(new Error('the demo backend was not started')));
  const timings = { readMs: 0, loadMs: performance.now() - started, restored: true };
  postTo(page, { type: 'ready', reseeded: false, tokens: backend.db.collections.tokens.all(), timings });
}

/** The tokens the page stashed when it went away replace the snapshot's (they may be newer). */
async function applyStashedTokens(backend: MockBackend, tokens: unknown): Promise<void> {
  if (!Array.isArray(tokens)) return;
  const collection = backend.db.collections.tokens;
  const before = collection.all().map((token) => ({ ...token }));
  collection.clear();
  try {
    for (const token of tokens as typeof before) await collection.create(token);
  } catch {
    // A broken stash: keep the snapshot's tokens.
    collection.clear();
    for (const token of before) await collection.create(token);
  }
}

let running: Promise<Running> | null = null;

/**
 * Backends of other tabs (a browser without shared workers, or two builds of the demo side by side)
 * say here when they saved; this one then reloads the stored data before its next request, so a
 * tab does not answer from, nor save over, data another tab changed.
 */
const CHANNEL = 'bo-demo-backend';
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
let stale = false;
/** Whether another tab's backend answered this one's `hello` (sent as it starts, answered long before it has loaded). */
let othersRunning = false;
if (channel) {
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === 'saved') stale = true;
    else if (type === 'hello') channel.postMessage({ type: 'running' });
    else if (type === 'running') othersRunning = true;
  };
  channel.postMessage({ type: 'hello' });
}

/** The running backend, first reloaded from storage when another tab's backend saved since. */
function current(): Promise<Running> {
  if (!running) return Promise.reject(new Error('the demo backend was not started'));
  if (stale) {
    stale = false;
    running = running.then(reload);
  }
  return running;
}

async function reload(previous: Running): Promise<Running> {
  try {
    // A save of this backend's under way finishes first (it holds writes answered already).
    await lastSave;
    const { stored, unreadable, stamp } = await readDemoSnapshot<unknown>();
    const found = checkStoredSnapshot(stored, unreadable, Object.keys(new Database().collections), storedText);
    if (!found.snapshot) return previous;
    knownStamp = stamp;
    // Its events go on from the last one's ids, and the open streams close: each tab connects again
    // with its Last-Event-ID, and the new backend answers it (docs/api/README.md#events).
    const backend = await MockBackend.fromPacked(
      found.snapshot,
      { ...SEED_OPTIONS, eventsStartAfter: previous.backend.lastEventId },
      storedText,
    );
    const next = serving(previous.apiBase, backend);
    // The one it replaces served every route: so does this one, at once.
    if (previous.routes.loaded) await next.routes.load();
    if (previous.backend.servicesLoaded) previous.backend.events.closeAll();
    shareTokens(backend);
    return next;
  } catch (error) {
    console.warn('[demo] could not reload demo data', error);
    return previous;
  }
}

/** Writes the database; `ifCurrent`: only if nobody saved since this backend last read or wrote. */
async function writeNow(ifCurrent: boolean): Promise<void> {
  try {
    const run = await running;
    if (!run) return;
    const stamp = await writeDemoSnapshot(
      { version: SNAPSHOT_VERSION, data: run.backend.db.packed() },
      ifCurrent ? { ifStamp: knownStamp } : {},
    );
    if (stamp === null) {
      // Someone saved since: their data is newer; read it before the next request.
      stale = true;
      return;
    }
    knownStamp = stamp;
    channel?.postMessage({ type: 'saved' });
  } catch (error) {
    console.warn('[demo] could not save demo data', error);
  }
}

/** A save waiting for the one before it; `ifCurrent` until a write's save joins it. */
interface QueuedSave {
  readonly done: Promise<void>;
  ifCurrent: boolean;
}

let lastSave: Promise<void> = Promise.resolve();
let queuedSave: QueuedSave | null = null;

/**
 * Saves the database to IndexedDB; resolves once it is stored. Writes answer only after that, as a
 * real server's would after its commit: the page may reload (or be closed) the moment it has the
 * answer, and a worker does not outlive its page. Saves run one at a time, and a save queued but
 * not started yet covers every write made before it starts. `ifCurrent` (a page going away: only
 * what reads changed, the sessions' last-seen times, is unsaved; a fresh seed) writes only over this
 * backend's own last save or read; a write's save is made whatever was stored.
 */
function save(ifCurrent = false): Promise<void> {
  if (queuedSave) {
    if (!ifCurrent) queuedSave.ifCurrent = false;
    return queuedSave.done;
  }
  const queued: QueuedSave = {
    ifCurrent,
    done: lastSave.then(() => {
      queuedSave = null;
      return writeNow(queued.ifCurrent);
    }),
  };
  queuedSave = queued;
  lastSave = queued.done;
  return queued.done;
}

let changesDataModule: Promise<typeof ChangesData> | undefined;
/** Which calls change data (./changes-data.ts), read from the contract once a page calls. */
const contractWrites = () => (changesDataModule ??= import('./changes-data'));

/** Answers being made, and made: the orders' indexes wait for the first answer and a quiet moment (`whenIdle`). */
let answering = 0;
let answered = 0;
let warmedUp = false;

/**
 * Builds the orders' indexes once a first call was answered and nothing is being answered
 * (docs/demo-backend.md#what-loads-when): after a login, before the dashboard's calls come; after a
 * reload's first call, while the page renders. Never before a first answer, which needs none.
 */
function whenIdle(): void {
  if (warmedUp || answering > 0 || answered === 0) return;
  setTimeout(() => {
    if (warmedUp || answering > 0) return;
    void running?.then(({ backend, routes }) => {
      if (!routes.loaded || warmedUp || answering > 0) return;
      warmedUp = true;
      backend.warmUp();
    });
  }, 0);
}

/**
 * Calls are worked out one at a time, in the order they came: the page's first call (the session's
 * user) is answered after its own work, not after the dashboard's figures asked a moment later
 * (each call's handler awaits, and another call's would run in between). A call still waiting after
 * `TURN_MS` (on a module loaded on demand, a file written) lets the next one go.
 */
const TURN_MS = 1_000;
let turns: Promise<unknown> = Promise.resolve();

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = turns.then(work);
  // The next turn: once this call is answered, or TURN_MS after it started.
  turns = turns.then(
    () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, TURN_MS);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        turn.then(done, done);
      }),
  );
  return turn;
}

/**
 * The backend's answer to one call. Saved first whenever the call may have changed data, as the
 * contract says: a GET of the original call list's too (a reset link), a POST that only reads not.
 * The page may be gone the moment it has the answer, and its backend with it
 * (docs/demo-backend.md#what-a-write-survives).
 */
async function respond(request: Request): Promise<Response> {
  let run: Running | null = null;
  let response: Response;
  try {
    run = await current();
    const { routes } = run;
    response = await inTurn(() => routes.answer(request));
  } catch (error) {
    response = errorResponse(error);
  }
  if (run?.backend.db.unreadable) return await startAgain(run);
  const writes = request.method !== 'GET' && request.method !== 'HEAD';
  // Before the answer: the page may reload as soon as it has it (login, connect as).
  if (run && (writes || Date.now() - tokensSharedAt > TOKENS_SHARE_MS)) shareTokens(run.backend);
  // The contract's list loads with the first call, not with the login page (docs/performance.md).
  if (run ? (await contractWrites()).changesData(run.apiBase, request) : writes) await save();
  return response;
}

/**
 * A stored collection read on its first use did not read as records (someone changed IndexedDB by
 * hand: docs/demo-backend.md#the-stored-data): the backend starts again from the seed, stored at
 * once, and this call says the demo stopped answering; the next ones find no session.
 */
async function startAgain(run: Running): Promise<Response> {
  console.warn(`[demo] the stored ${run.backend.db.unreadable ?? ''} could not be read: the demo data is seeded again`);
  await run.backend.reset();
  await save();
  shareTokens(run.backend);
  return Response.json({ message: 'errors.demoBackend' }, { status: 503 });
}

/** A call msw's service worker sent on a relay port: answered on the port it came with. */
async function relayed(message: RelayedRequest, reply: MessagePort): Promise<void> {
  answering += 1;
  try {
    const answer = await toRelayedResponse(await respond(fromRelayedRequest(message)));
    const { body } = answer.data;
    reply.postMessage(answer satisfies RelayedResponse, body ? [body] : []);
    // In the worker's trace: when this backend first answered a call
    // (docs/demo-backend.md#the-first-answer-after-a-page-load).
    if (performance.getEntriesByName('demo-backend-answered').length === 0) performance.mark('demo-backend-answered');
  } finally {
    // Counted once the answer is on its way, not before: the indexes wait for it (`whenIdle`).
    answering -= 1;
    answered += 1;
    whenIdle();
  }
}

/** A relay port (./service-worker-relay.ts): each of its messages is one API call of one page. */
function listenToRelay(port: MessagePort): void {
  port.onmessage = (event: MessageEvent<RelayedRequest>) => {
    const reply = event.ports[0];
    if (event.data?.type === 'REQUEST' && reply) void relayed(event.data, reply);
  };
}

/** The modules every call but a login needs, loaded at once (without waiting for the data). */
function prefetch(): void {
  void import('./every-route').catch(() => undefined);
  void import('../backend-services').catch(() => undefined);
  void contractWrites().catch(() => undefined);
}

/** One page's message. "Reset demo data" resets the one backend every tab talks to. */
function serve(page: Endpoint, { data: message, ports }: MessageEvent<ToWorker>): void {
  pages.add(page);
  switch (message.type) {
    case 'init':
      if (running) {
        join(page).catch((error: unknown) => postTo(page, { type: 'failed', message: String(error) }));
        break;
      }
      running = start(page, message.apiBase, message.tokens);
      running.catch((error: unknown) => {
        for (const each of pages) postTo(each, { type: 'failed', message: String(error) });
      });
      break;
    case 'relay':
      if (ports[0]) listenToRelay(ports[0]);
      break;
    case 'reset':
      void current()
        .then(async ({ backend }) => {
          await backend.reset();
          await save();
          shareTokens(backend);
        })
        .finally(() => postTo(page, { type: 'reset-done', id: message.id }));
      break;
    case 'save':
      void save(true);
      break;
    case 'warm':
      prefetch();
      current()
        .then(({ routes }) => routes.load())
        .then(whenIdle)
        .catch(() => undefined);
      break;
  }
}

if ('onconnect' in scope) {
  // A shared worker: every tab of the demo connects here, each through its own port.
  scope.onconnect = (event) => {
    const port = event.ports[0] as unknown as Endpoint | undefined;
    if (port) port.onmessage = (message) => serve(port, message);
  };
} else {
  scope.onmessage = (event) => serve(scope, event);
}
