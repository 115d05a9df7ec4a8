/**
 * The demo's in-browser backend: the MSW service worker serving the mock API from a
 * database kept in IndexedDB (mocks/persistence/demo-store.ts), so the demo's data survives a
 * reload until it is reset.
 */
import { setupWorker } from 'msw/browser';
import { MockBackend } from './backend';
import { Database, SNAPSHOT_VERSION } from './db/database';
import { createHandlers } from './handlers';
import { readDemoSnapshot, writeDemoSnapshot } from './persistence/demo-store';
import { checkStoredSnapshot, type StoredState } from './persistence/snapshot-check';

export interface DemoBackend {
  readonly backend: MockBackend;
  /** True when stored demo data was corrupt or outdated and the seed was loaded instead. */
  readonly reseeded: boolean;
  reset(): Promise<void>;
}

async function readStored(): Promise<StoredState> {
  const { stored, unreadable } = await readDemoSnapshot<unknown>();
  return checkStoredSnapshot(stored, unreadable, Object.keys(new Database().collections));
}

/**
 * IndexedDB writes do not outlive the page, so a reload right after a login or a connect-as (the
 * app reloads at / at once) would come back without the new session token. The tokens are tiny:
 * they go to localStorage synchronously when the page goes away, and replace the stored ones at start.
 */
const TOKENS_KEY = 'bo.demo.tokens';

function stashTokens(backend: MockBackend): void {
  try {
    localStorage.setItem(TOKENS_KEY, JSON.stringify(backend.db.collections.tokens.all()));
  } catch {
    // Storage full or disabled: the IndexedDB snapshot is all there is.
  }
}

/** Applies the stashed tokens to a restored snapshot (a fresh seed has no session to keep). */
async function restoreStashedTokens(backend: MockBackend, apply: boolean): Promise<void> {
  try {
    const text = localStorage.getItem(TOKENS_KEY);
    localStorage.removeItem(TOKENS_KEY);
    const tokens = text && apply ? (JSON.parse(text) as unknown) : null;
    if (!Array.isArray(tokens)) return;
    const collection = backend.db.collections.tokens;
    collection.clear();
    for (const token of tokens as ReturnType<typeof collection.all>) await collection.create(token);
  } catch {
    // A broken stash: keep the snapshot's tokens.
  }
}

export async function startDemoBackend(apiBase: string, serviceWorkerUrl: string): Promise<DemoBackend> {
  const stored = await readStored();
  let backend: MockBackend;
  let reseeded = stored.corrupt;
  try {
    backend = stored.snapshot ? await MockBackend.fromSnapshot(stored.snapshot) : await MockBackend.seeded();
  } catch {
    backend = await MockBackend.seeded();
    reseeded = true;
  }

  const save = () => {
    writeDemoSnapshot({ version: SNAPSHOT_VERSION, data: backend.db.snapshot() }).catch((error: unknown) =>
      console.warn('[demo] could not save demo data', error),
    );
  };
  await restoreStashedTokens(backend, Boolean(stored.snapshot) && !reseeded);
  if (!stored.snapshot || reseeded) save();

  let timer: ReturnType<typeof setTimeout> | undefined;
  const scheduleSave = () => {
    clearTimeout(timer);
    timer = setTimeout(save, 50);
  };

  const worker = setupWorker(...createHandlers(apiBase, backend));
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') scheduleSave();
  });
  await worker.start({ serviceWorker: { url: serviceWorkerUrl }, onUnhandledRequest: 'bypass', quiet: true });
  window.addEventListener('pagehide', save);
  window.addEventListener('pagehide', () => stashTokens(backend));

  return {
    backend,
    reseeded,
    async reset() {
      await backend.reset();
      save();
    },
  };
}
