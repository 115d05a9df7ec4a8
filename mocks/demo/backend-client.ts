/**
 * The page's handle on the demo's backend worker (mocks/demo/backend.worker.ts). Demo builds start
 * the worker from index.html before the app's code loads (vite.config.ts), so the backend reads and
 * restores its data meanwhile; the page hands msw's service worker a port to it
 * (./service-worker-relay.ts), on which the API's calls then go without the page.
 *
 * Every tab talks to one backend (docs/demo-backend.md#one-backend-for-every-tab): a shared worker
 * where the browser has one, else a dedicated worker per tab (which reloads the stored data when
 * another tab's backend saved).
 */
import { type FromWorker, type ToWorker } from './protocol';

export interface BackendWorker {
  /** Resolves once the backend can answer: true when stored data was unusable and the seed was loaded instead. */
  readonly reseeded: Promise<boolean>;
  /** Resolves with the reason if the backend's worker fails (it never answers again). */
  readonly failed: Promise<string>;
  /**
   * Once the backend answered: a new port to it, for msw's service worker (./service-worker-relay.ts).
   * Rejects if the backend failed.
   */
  relayPort(): Promise<MessagePort>;
  reset(): Promise<void>;
  /** Asks the worker to save now (the page is going away) and stashes the session tokens. */
  leave(): void;
  /** Tells the worker the page's first API call is coming, so it loads the rest of the backend meanwhile. */
  warm(): void;
}

/**
 * IndexedDB writes do not outlive the page, so a reload right after a login or a connect-as (the
 * app reloads at / at once) would come back without the new session token. The tokens are tiny:
 * the page keeps the latest copy the worker sent, writes it to localStorage synchronously when it
 * goes away, and hands it to the worker at the next start.
 */
const TOKENS_KEY = 'bo.demo.tokens';

function takeStashedTokens(): unknown {
  try {
    const text = localStorage.getItem(TOKENS_KEY);
    localStorage.removeItem(TOKENS_KEY);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function stashTokens(tokens: unknown): void {
  if (tokens === undefined) return;
  try {
    localStorage.setItem(TOKENS_KEY, JSON.stringify(tokens));
  } catch {
    // Storage full or disabled: the IndexedDB snapshot is all there is.
  }
}

declare global {
  interface Window {
    /** The backend worker index.html started before any module loaded (the demo build's `early-demo-worker` plugin in vite.config.ts). */
    __demoBackendWorker?: Worker | SharedWorker;
  }
}

/**
 * How long a call waits for the backend's answer before the page gives up on it
 * (docs/demo-backend.md#a-backend-that-does-not-answer): longer than a first visit's seed on a slow
 * phone and a write's save behind it, so it only ends a wait for something that will not come.
 */
export const ANSWER_PATIENCE_MS = 30_000;

/** The shared worker's name: every tab of the demo (same origin, same build) gets the same one. */
export const SHARED_BACKEND_NAME = 'bo-demo-backend';

/**
 * The worker's name: the shared one's, then what the tests may ask of the seed, read by the worker
 * before anything else (backend.worker.ts): `+hostile`, the hostile fixture (`bo.demo.fixture`,
 * mocks/db/hostile.ts); `@{instant}`, the day the data reads as today instead of the visit's
 * (`bo.demo.seedAt`: the journeys pin it, so their dates do not move). vite.config.ts's early start
 * names the worker the same way.
 */
function workerName(): string {
  let fixture: string | null = null;
  let seedAt: string | null = null;
  try {
    fixture = localStorage.getItem('bo.demo.fixture');
    seedAt = localStorage.getItem('bo.demo.seedAt');
  } catch {
    // No storage: the demo as a visitor gets it.
  }
  return `${SHARED_BACKEND_NAME}${fixture === 'hostile' ? '+hostile' : ''}${seedAt ? `@${seedAt}` : ''}`;
}

/** A dedicated worker of this tab's own: where shared workers are missing or failed. */
function dedicatedWorker(): Worker {
  return new Worker(new URL('./backend.worker.ts', import.meta.url), { type: 'module', name: workerName() });
}

/** The one backend of every tab, or (no shared workers here) this tab's own. */
function sharedOrDedicatedWorker(): Worker | SharedWorker {
  try {
    if (typeof SharedWorker === 'function') {
      return new SharedWorker(new URL('./backend.worker.ts', import.meta.url), {
        type: 'module',
        name: workerName(),
      });
    }
  } catch {
    // A browser without module shared workers: the dedicated one below.
  }
  return dedicatedWorker();
}

/** How the page talks to either kind: a dedicated worker itself, a shared worker through its port. */
interface Channel {
  postMessage(message: ToWorker, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
}

function start(apiBase: string): BackendWorker {
  // The same file: the early start only saves the time the page's own code takes to load.
  const startedEarly = window.__demoBackendWorker !== undefined;
  let worker = window.__demoBackendWorker ?? sharedOrDedicatedWorker();
  delete window.__demoBackendWorker;
  let channel: Channel = worker instanceof Worker ? worker : worker.port;
  const waiting = new Map<number, () => void>();
  /** Until the backend first answered: what was sent, to send again to a dedicated worker if the shared one fails. */
  let unanswered: ToWorker[] | null = [];
  let nextId = 1;
  let tokens: unknown;
  let failure: string | null = null;
  let ready!: (reseeded: boolean) => void;
  const reseeded = new Promise<boolean>((resolve) => (ready = resolve));
  let failedWith!: (message: string) => void;
  const failed = new Promise<string>((resolve) => (failedWith = resolve));

  const send = (message: ToWorker, transfer: Transferable[] = []) => {
    if (!unanswered) return channel.postMessage(message, transfer);
    // Copied, not transferred: the copy kept here stays whole.
    unanswered.push(message);
    channel.postMessage(message, []);
  };
  const fail = (message: string) => {
    failure = message;
    ready(false);
    failedWith(message);
    for (const [id, resolve] of waiting) {
      waiting.delete(id);
      resolve();
    }
  };
  const receive = (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    unanswered = null;
    if (message.type === 'ready') {
      // For `npm run bench`: when the backend could first answer (seeded or restored).
      performance.mark('demo-backend-ready', { detail: message.timings });
      tokens = message.tokens;
      ready(message.reseeded);
    } else if (message.type === 'tokens') tokens = message.tokens;
    else if (message.type === 'failed') fail(message.message);
    else if (message.type === 'reset-done') {
      waiting.get(message.id)?.();
      waiting.delete(message.id);
    }
  };
  const listen = () => {
    channel.onmessage = receive;
    worker.onerror = (event) => {
      // A shared worker that cannot run here (a browser that refuses module shared workers, say)
      // before it ever answered: this tab falls back to a dedicated worker of its own.
      if (!(worker instanceof Worker) && unanswered) {
        const again = unanswered;
        worker = dedicatedWorker();
        channel = worker;
        listen();
        for (const message of again) channel.postMessage(message, []);
        return;
      }
      fail((event instanceof ErrorEvent && event.message) || 'worker error');
    };
  };
  listen();

  send({ type: 'init', apiBase, tokens: takeStashedTokens() });
  // Started by index.html: a stored session, whose first screen calls at once (docs/demo-backend.md#what-loads-when).
  if (startedEarly) send({ type: 'warm' });

  return {
    reseeded,
    failed,
    async relayPort() {
      await reseeded;
      if (failure !== null) throw new Error(failure);
      // Once the backend answered, so the port goes to the worker that will keep answering.
      const { port1, port2 } = new MessageChannel();
      send({ type: 'relay' }, [port1]);
      return port2;
    },
    reset() {
      return new Promise<void>((resolve) => {
        if (failure !== null) return resolve();
        const id = nextId++;
        // Never a wait without end (docs/demo-backend.md#a-backend-that-does-not-answer).
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve();
        }, ANSWER_PATIENCE_MS);
        waiting.set(id, () => {
          clearTimeout(timer);
          resolve();
        });
        send({ type: 'reset', id });
      });
    },
    warm() {
      send({ type: 'warm' });
    },
    leave() {
      send({ type: 'save' });
      stashTokens(tokens);
    },
  };
}

let running: BackendWorker | null = null;

/** The backend worker for this page, started on the first call. */
export function backendWorker(apiBase: string): BackendWorker {
  return (running ??= start(apiBase));
}
