import { afterEach, expect, it, vi } from 'vitest';
import type * as BackendClient from './backend-client';
import type { FromWorker, ToWorker } from './protocol';

/**
 * The page's side of the demo backend (docs/demo-backend.md#the-browser-demo): the port msw's service
 * worker gets to the backend, and a reset the backend does not answer, which ends after the page's
 * patience instead of waiting for ever (docs/demo-backend.md#a-backend-that-does-not-answer; the
 * calls' own patience is the service worker's: ./service-worker-relay.test.ts).
 */
class FakeWorker {
  readonly sent: { message: ToWorker; transfer: readonly unknown[] }[] = [];
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  postMessage(message: ToWorker, transfer: readonly unknown[] = []): void {
    this.sent.push({ message, transfer });
  }
  /** The backend's message to the page. */
  answer(message: FromWorker): void {
    this.onmessage?.({ data: message } as MessageEvent<FromWorker>);
  }
}

const READY: FromWorker = {
  type: 'ready',
  reseeded: false,
  tokens: [],
  timings: { readMs: 0, loadMs: 0, restored: true },
};
let clients = 0;

/** A page's backend client over a worker that answers only what the test makes it answer; index.html started it. */
async function client() {
  const worker = new FakeWorker();
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('window', { __demoBackendWorker: worker });
  // A module of its own for each page, as each page has.
  const { backendWorker, ANSWER_PATIENCE_MS } = (await import(
    /* @vite-ignore */ `./backend-client.ts?page=${++clients}`
  )) as typeof BackendClient;
  return { backend: backendWorker('http://demo.test/api'), worker, patienceMs: ANSWER_PATIENCE_MS };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('a page whose session index.html found says at once that calls are coming, before the backend has loaded', async () => {
  const { worker } = await client();
  expect(worker.sent.map(({ message }) => message.type)).toEqual(['init', 'warm']);
});

it("hands msw's service worker a port to the backend once the backend answers, and none if it failed", async () => {
  const { backend, worker } = await client();
  let port: unknown = 'waiting';
  void backend.relayPort().then((given) => (port = given));
  await Promise.resolve();
  expect(port).toBe('waiting');

  worker.answer(READY);
  await vi.waitFor(() => expect(port).toBeInstanceOf(MessagePort));
  const relay = worker.sent.find(({ message }) => message.type === 'relay');
  // The backend's end, transferred with the message: the service worker's calls come on it.
  expect(relay?.transfer).toEqual([expect.any(MessagePort)]);
  (port as MessagePort).close();

  const failing = await client();
  failing.worker.answer({ type: 'failed', message: 'the seed failed' });
  await expect(failing.backend.relayPort()).rejects.toThrow('the seed failed');
  await expect(failing.backend.failed).resolves.toBe('the seed failed');
});

it('a reset the backend never answers ends after the patience, and a late answer changes nothing', async () => {
  vi.useFakeTimers();
  const { backend, worker, patienceMs } = await client();
  worker.answer(READY);
  let done = false;
  void backend.reset().then(() => (done = true));
  await vi.advanceTimersByTimeAsync(patienceMs - 1);
  expect(done).toBe(false);

  await vi.advanceTimersByTimeAsync(1);
  expect(done).toBe(true);
  const reset = worker.sent.find(({ message }) => message.type === 'reset')?.message;
  worker.answer({ type: 'reset-done', id: reset?.type === 'reset' ? reset.id : -1 });
  expect(vi.getTimerCount()).toBe(0);
});
