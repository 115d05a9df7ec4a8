/**
 * The demo's in-browser backend: the MSW service worker serving the mock API from a
 * database kept in localStorage, so the demo's data survives a reload until it is reset.
 */
import { setupWorker } from 'msw/browser';
import { MockBackend } from './backend';
import { SNAPSHOT_VERSION, type Snapshot } from './db/database';
import { createHandlers } from './handlers';

const STORAGE_KEY = 'bo.demo.db';

export interface DemoBackend {
  readonly backend: MockBackend;
  /** True when stored demo data was corrupt or outdated and the seed was loaded instead. */
  readonly reseeded: boolean;
  reset(): Promise<void>;
}

function readStored(): { snapshot: Snapshot | null; corrupt: boolean } {
  const text = localStorage.getItem(STORAGE_KEY);
  if (!text) return { snapshot: null, corrupt: false };
  try {
    const parsed = JSON.parse(text) as { version?: unknown; data?: Snapshot };
    if (parsed.version !== SNAPSHOT_VERSION || !parsed.data || !Array.isArray(parsed.data.users)) {
      return { snapshot: null, corrupt: true };
    }
    return { snapshot: parsed.data, corrupt: false };
  } catch {
    return { snapshot: null, corrupt: true };
  }
}

export async function startDemoBackend(apiBase: string, serviceWorkerUrl: string): Promise<DemoBackend> {
  const stored = readStored();
  let backend: MockBackend;
  let reseeded = stored.corrupt;
  try {
    backend = stored.snapshot ? await MockBackend.fromSnapshot(stored.snapshot) : await MockBackend.seeded();
  } catch {
    backend = await MockBackend.seeded();
    reseeded = true;
  }

  const save = () => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: SNAPSHOT_VERSION, data: backend.db.snapshot() }));
    } catch (error) {
      console.warn('[demo] could not save demo data', error);
    }
  };
  if (!stored.snapshot) save();

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

  return {
    backend,
    reseeded,
    async reset() {
      await backend.reset();
      save();
    },
  };
}
