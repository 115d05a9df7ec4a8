import { afterEach, expect, it, vi } from 'vitest';
import type * as BackendClient from './backend-client';
import type { FromWorker, ToWorker, WireRequest } from './protocol';

/**
 * The page's side of the demo backend (docs/demo-backend.md#a-backend-that-does-not-answer): a
 * call the backend does not answer ends after the page's patience, and says so, instead of waiting
 * for ever (a list on "Chargement…" that never loads).
 */
class FakeWorker {
  readonly sent: ToWorker[] = [];
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  postMessage(message: ToWorker): void {
    this.sent.push(message);
  }
  /** The backend's message to the page. */
  answer(message: FromWorker): void {
    this.onmessage?.({ data: message } as MessageEvent<FromWorker>);
  }
}

const PATIENCE_MS = 5_000;
const REQUEST: WireRequest = { url: 'http://demo.test/api/admin/resellers', method: 'GET', headers: [], body: null };
let clients = 0;

/** A page's backend client over a worker that answers only what the test makes it answer. */
async function client() {
  const worker = new FakeWorker();
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('window', { __demoBackendWorker: worker });
  // A module of its own for each page, as each page has.
  const { backendWorker } = (await import(
    /* @vite-ignore */ `./backend-client.ts?page=${++clients}`
  )) as typeof BackendClient;
  const backend = backendWorker('http://demo.test/api', PATIENCE_MS);
  worker.answer({ type: 'ready', reseeded: false, tokens: [], timings: { readMs: 0, loadMs: 0, restored: true } });
  return { backend, worker };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('a call the backend never answers ends after the patience, as no answer, and a late answer is dropped', async () => {
  vi.useFakeTimers();
  const { backend, worker } = await client();
  let reply: unknown = 'waiting';
  void backend.request(REQUEST).then((given) => (reply = given));
  await vi.advanceTimersByTimeAsync(PATIENCE_MS - 1);
  expect(reply).toBe('waiting');

  await vi.advanceTimersByTimeAsync(1);
  expect(reply).toEqual({ failed: `no answer within ${PATIENCE_MS} ms`, timedOut: true });

  // The answer coming after all is read by nobody; were it a stream, the backend is told to stop it.
  const request = worker.sent.find((message) => message.type === 'request');
  const id = request?.type === 'request' ? request.id : -1;
  const head = { status: 200, statusText: 'OK', headers: [], body: new ArrayBuffer(0), streamed: true };
  worker.answer({ type: 'response', id, response: head });
  expect(worker.sent.at(-1)).toEqual({ type: 'stream-cancel', id });
});

it('an answer within the patience is the answer, and no timer is left behind', async () => {
  vi.useFakeTimers();
  const { backend, worker } = await client();
  const replied = backend.request(REQUEST);
  const request = worker.sent.find((message) => message.type === 'request');
  const id = request?.type === 'request' ? request.id : -1;
  const body = new TextEncoder().encode('[]').buffer;
  worker.answer({ type: 'response', id, response: { status: 200, statusText: 'OK', headers: [], body } });
  expect(await replied).toMatchObject({ status: 200 });
  expect(vi.getTimerCount()).toBe(0);
});
