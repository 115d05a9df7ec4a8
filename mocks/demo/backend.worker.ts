/**
 * The demo's mock backend, in a dedicated worker: seeding (first visit), restoring from IndexedDB
 * (later visits), handling each API request and saving after writes all happen off the page's thread,
 * so the page paints and answers input while the backend starts (the performance budgets `npm run
 * bench` checks: docs/architecture.md#tests). The page forwards requests here (mocks/browser.ts); the
 * handlers are the same MSW handlers the Node mock API and the tests use.
 */
import './worker-globals';
import { getResponse } from 'msw';
import { MockBackend } from '../backend';
import { Database, SNAPSHOT_VERSION } from '../db/database';
import { createHandlers } from '../handlers';
import { errorResponse } from '../handlers/route';
import { readDemoSnapshot, writeDemoSnapshot } from '../persistence/demo-store';
import { checkStoredSnapshot } from '../persistence/snapshot-check';
import { fromWireRequest, toWireResponse, type FromWorker, type ToWorker } from './protocol';

/** The dedicated worker's global scope, typed with what this file uses (the project's lib is the DOM's). */
const scope = self as unknown as {
  postMessage(message: FromWorker, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};

interface Running {
  readonly backend: MockBackend;
  readonly handlers: ReturnType<typeof createHandlers>;
}

const post = (message: FromWorker, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

interface Loaded {
  readonly backend: MockBackend;
  readonly reseeded: boolean;
  readonly restored: boolean;
  readonly timings: { readonly readMs: number; readonly loadMs: number; readonly restored: boolean };
}

/** Reads storage and seeds or restores: needs nothing from the page, so it starts as the worker does. */
async function load(): Promise<Loaded> {
  const started = performance.now();
  const { stored, unreadable } = await readDemoSnapshot<unknown>();
  const read = performance.now();
  const found = checkStoredSnapshot(stored, unreadable, Object.keys(new Database().collections));
  let reseeded = found.corrupt;
  let backend: MockBackend;
  try {
    backend = found.snapshot
      ? await MockBackend.fromSnapshot(found.snapshot, { owned: true })
      : await MockBackend.seeded();
  } catch {
    backend = await MockBackend.seeded();
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

/** Once the page said where the API lives (and handed over its stashed session tokens). */
async function start(apiBase: string, stashedTokens: unknown): Promise<Running> {
  const { backend, reseeded, restored, timings } = await loading;
  if (restored) await applyStashedTokens(backend, stashedTokens);
  post({ type: 'ready', reseeded, tokens: backend.db.collections.tokens.all(), timings });
  // Once the requests already waiting had their turn: the indexes, then (a fresh seed) a save.
  setTimeout(() => backend.warmUp(), 0);
  if (!restored) setTimeout(() => void save(), 200);
  return { backend, handlers: createHandlers(apiBase, backend) };
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

async function writeNow(): Promise<void> {
  try {
    const run = await running;
    if (run) await writeDemoSnapshot({ version: SNAPSHOT_VERSION, data: run.backend.db.snapshot() });
  } catch (error) {
    console.warn('[demo] could not save demo data', error);
  }
}

let lastSave: Promise<void> = Promise.resolve();
let queuedSave: Promise<void> | null = null;

/**
 * Saves the database to IndexedDB; resolves once it is stored. Writes answer only after that, as a
 * real server's would after its commit: the page may reload (or be closed) the moment it has the
 * answer, and a worker does not outlive its page. Saves run one at a time, and a save queued but
 * not started yet covers every write made before it starts.
 */
function save(): Promise<void> {
  if (!queuedSave) {
    queuedSave = lastSave.then(() => {
      queuedSave = null;
      return writeNow();
    });
    lastSave = queuedSave;
  }
  return queuedSave;
}

async function answer(id: number, request: Request): Promise<void> {
  let response: Response;
  try {
    const { handlers } = await (running ?? Promise.reject(new Error('the demo backend was not started')));
    response = (await getResponse(handlers, request)) ?? Response.json({ message: 'Not found' }, { status: 404 });
  } catch (error) {
    response = errorResponse(error);
  }
  const wire = await toWireResponse(response);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    // Before the response: the page may reload as soon as it has it (login, connect as).
    const run = await running?.catch(() => null);
    if (run) post({ type: 'tokens', tokens: run.backend.db.collections.tokens.all() });
    await save();
  }
  post({ type: 'response', id, response: wire }, [wire.body]);
}

scope.onmessage = (event) => {
  const message = event.data;
  switch (message.type) {
    case 'init':
      running = start(message.apiBase, message.tokens);
      running.catch((error: unknown) => post({ type: 'failed', message: String(error) }));
      break;
    case 'request':
      void answer(message.id, fromWireRequest(message.request));
      break;
    case 'reset':
      void running
        ?.then(async ({ backend }) => {
          await backend.reset();
          await save();
          post({ type: 'tokens', tokens: backend.db.collections.tokens.all() });
        })
        .finally(() => post({ type: 'reset-done', id: message.id }));
      break;
    case 'save':
      void save();
      break;
  }
};
