import { existsSync, readFileSync } from 'node:fs';
import vm from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackendWorker } from './backend-client';
import type { RelayedRequest, RelayedResponse } from './protocol';
import { relayApiCalls } from './service-worker-relay';

/**
 * The demo's API calls from msw's service worker to the backend, without the page
 * (docs/demo-backend.md#the-browser-demo): mocks/demo/public/demo-service-worker.js and msw's own
 * mockServiceWorker.js beside it, run as the browser runs them (one global scope, one after the other),
 * with the page's side of ./service-worker-relay.ts and a backend that answers what the test says.
 */
const ORIGIN = 'http://demo.test';
const PAGE = 'page-1';

type Listener = (event: Record<string, unknown>) => unknown;

/** What the page receives from the service worker (its `navigator.serviceWorker`'s messages). */
interface Page {
  readonly received: unknown[];
  /** The port to answer the last message on, if it came with one. */
  replyTo?: MessagePort;
  deliver(message: unknown, transfer: readonly unknown[]): void;
}

/** A service worker's global scope running the demo's worker over msw's, with the pages it controls. */
function serviceWorker(pages: Map<string, Page>) {
  const listeners = new Map<string, Listener[]>();
  const client = (id: string) => {
    const page = pages.get(id);
    if (!page) return undefined;
    return {
      id,
      type: 'window',
      url: `${ORIGIN}/`,
      frameType: 'top-level',
      visibilityState: 'visible',
      focused: true,
      postMessage: (message: unknown, transfer: readonly unknown[] = []) => page.deliver(message, transfer),
    };
  };
  const scope: Record<string, unknown> = {
    registration: { scope: `${ORIGIN}/` },
    location: new URL(`${ORIGIN}/demo-service-worker.js`),
    navigator: { userAgent: 'the page browser' },
    clients: {
      get: async (id: string) => client(id),
      matchAll: async () => [...pages.keys()].map(client),
      claim: async () => undefined,
    },
    skipWaiting: () => undefined,
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    importScripts: (path: string) => run(path),
    // The timers of the test's clock (fake timers included).
    setTimeout: (...args: Parameters<typeof setTimeout>) => setTimeout(...args),
    clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
    ...{ console, crypto, URL, Request, Response, Headers, ReadableStream, MessageChannel, MessagePort, TextEncoder },
  };
  scope.self = scope;
  const context = vm.createContext(scope);
  function run(path: string) {
    // The demo's two workers live beside this file (mocks/demo/public), the offline page's in public/.
    const name = path.replace('./', '');
    const own = new URL(`./public/${name}`, import.meta.url);
    const file = existsSync(own) ? own : new URL(`../../public/${name}`, import.meta.url);
    vm.runInContext(readFileSync(file, 'utf8'), context);
  }
  run('demo-service-worker.js');

  const dispatch = (type: string, event: Record<string, unknown>) => {
    let stopped = false;
    Object.assign(event, { stopImmediatePropagation: () => (stopped = true), waitUntil: () => undefined });
    for (const listener of listeners.get(type) ?? []) {
      listener(event);
      if (stopped) break;
    }
  };
  return {
    /** A page's message to the service worker. */
    message(from: string, data: unknown, transfer: readonly unknown[] = []) {
      dispatch('message', {
        data,
        source: client(from),
        ports: transfer.filter((item) => item instanceof MessagePort),
      });
    },
    /** A request of page `from`: the service worker's answer, or undefined when it goes to the network. */
    fetch(url: string, from = PAGE, init: RequestInit = {}): Promise<Response> | undefined {
      let answer: Promise<Response> | undefined;
      dispatch('fetch', {
        request: new Request(url, init),
        clientId: from,
        respondWith: (response: Promise<Response>) => (answer = response),
      });
      return answer;
    },
  };
}

type ServiceWorkerScope = ReturnType<typeof serviceWorker>;

/** The page's `navigator.serviceWorker`, controlled by `worker` (which may be replaced: a restart). */
function container(pages: Map<string, Page>, id = PAGE) {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  const page: Page = {
    received: [],
    deliver(message, transfer) {
      page.received.push(message);
      const event = { data: message, ports: transfer.filter((item) => item instanceof MessagePort) };
      page.replyTo = event.ports[0];
      setTimeout(() => listeners.get('message')?.forEach((listener) => listener(event)), 0);
    },
  };
  pages.set(id, page);
  const state = { worker: null as ServiceWorkerScope | null, scriptURL: `${ORIGIN}/demo-service-worker.js` };
  const controller = {
    get scriptURL() {
      return state.scriptURL;
    },
    postMessage: (data: unknown, transfer: readonly unknown[] = []) => state.worker?.message(id, data, transfer),
  };
  const navigatorContainer = {
    get controller() {
      return state.worker ? controller : null;
    },
    register: vi.fn(async () => ({ active: controller })),
    get ready() {
      return Promise.resolve({ active: controller });
    },
    startMessages: () => undefined,
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: (event: unknown) => void) => listeners.get(type)?.delete(listener),
  };
  return { page, state, navigatorContainer };
}

/** The backend's end of each port the page hands over: it answers as the test says. */
function backend(answer: (request: RelayedRequest) => RelayedResponse['data'] | null) {
  const seen: RelayedRequest[] = [];
  const ports: MessagePort[] = [];
  let failedWith: (reason: string) => void = () => undefined;
  const worker = {
    failed: new Promise<string>((resolve) => (failedWith = resolve)),
    async relayPort() {
      const { port1, port2 } = new MessageChannel();
      ports.push(port1, port2);
      port1.onmessage = (event: MessageEvent<RelayedRequest>) => {
        seen.push(event.data);
        const data = answer(event.data);
        const reply = event.ports[0]!;
        if (data)
          reply.postMessage({ type: 'MOCK_RESPONSE', data } satisfies RelayedResponse, data.body ? [data.body] : []);
      };
      return port2;
    },
  };
  return {
    worker: worker as unknown as BackendWorker,
    seen,
    fail: (reason: string) => failedWith(reason),
    close: () => ports.forEach((port) => port.close()),
  };
}

const json = (value: unknown): RelayedResponse['data'] => ({
  status: 200,
  statusText: 'OK',
  headers: [['content-type', 'application/json']],
  body: new TextEncoder().encode(JSON.stringify(value)).buffer,
});

const cleanups: (() => void)[] = [];

/**
 * A page of the demo whose service worker relays its calls to `answer`; the page loaded under the worker
 * at `controlledBy` (the demo's own unless said).
 */
async function demoPage(answer: Parameters<typeof backend>[0], controlledBy = `${ORIGIN}/demo-service-worker.js`) {
  const pages = new Map<string, Page>();
  const { page, state, navigatorContainer } = container(pages);
  state.worker = serviceWorker(pages);
  state.scriptURL = controlledBy;
  const api = backend(answer);
  cleanups.push(api.close);
  vi.stubGlobal('navigator', { serviceWorker: navigatorContainer });
  vi.stubGlobal('location', new URL(`${ORIGIN}/order`));
  const interval = vi.spyOn(globalThis, 'setInterval').mockImplementation(() => 0 as unknown as NodeJS.Timeout);
  await relayApiCalls(api.worker, '/demo-service-worker.js', '/');
  interval.mockRestore();
  return { page, state, pages, api, register: navigatorContainer.register };
}

afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("msw's service worker and the demo's backend", () => {
  it('sends each API call to the backend and its answer back, the page receiving neither', async () => {
    const { page, state, api } = await demoPage(() => json([{ id: 7 }]));

    const answer = await state.worker!.fetch(`${ORIGIN}/api/admin/resellers?locale=fr`, PAGE, {
      headers: { authorization: 'Bearer t' },
    });
    expect(answer?.status).toBe(200);
    expect(await answer?.json()).toEqual([{ id: 7 }]);
    expect(api.seen).toEqual([
      expect.objectContaining({
        type: 'REQUEST',
        payload: expect.objectContaining({
          url: `${ORIGIN}/api/admin/resellers?locale=fr`,
          method: 'GET',
          // What a browser keeps out of the request's headers, named for the session list.
          headers: expect.objectContaining({ authorization: 'Bearer t', 'x-user-agent': 'the page browser' }),
        }),
      }),
    ]);
    // msw's activation, and nothing for the call: no REQUEST to answer, no copy of the answer.
    await vi.waitFor(() => expect(page.received).toEqual([expect.objectContaining({ type: 'MOCKING_ENABLED' })]));
  });

  it('does not register the worker again from a page it already controls, and registers it from any other', async () => {
    // Chromium queues a registration behind its own update check of the worker, which the first page the
    // worker controls starts: that page's first call waited 2–3 s for it.
    const controlled = await demoPage(() => json({ id: 7 }));
    expect(controlled.register).not.toHaveBeenCalled();
    const answer = await controlled.state.worker!.fetch(`${ORIGIN}/api/admin/resellers/7?locale=fr`);
    expect(await answer!.json()).toEqual({ id: 7 });

    // Under another worker (a previous build's msw worker, at its own address), the page registers the demo's.
    const underAnother = await demoPage(() => json({ id: 8 }), `${ORIGIN}/mockServiceWorker.js`);
    expect(underAnother.register).toHaveBeenCalledWith('/demo-service-worker.js', { scope: '/' });
  });

  it('sends the body of a write, and leaves every other request to the network', async () => {
    const { state, api } = await demoPage(() => ({ status: 204, statusText: 'No Content', headers: [], body: null }));
    const answer = await state.worker!.fetch(`${ORIGIN}/api/me/preferences`, PAGE, {
      method: 'PUT',
      body: JSON.stringify({ list: 'orders' }),
    });
    expect(answer?.status).toBe(204);
    expect(new TextDecoder().decode(api.seen[0]?.payload.body ?? new ArrayBuffer(0))).toBe('{"list":"orders"}');

    expect(state.worker!.fetch(`${ORIGIN}/assets/index-abc.js`)).toBeUndefined();
    expect(state.worker!.fetch(`https://elsewhere.test/api/x`)).toBeUndefined();
    expect(api.seen).toHaveLength(1);
  });

  it('answers a call the backend never answers with 503 after the patience, and stops a stream answered later', async () => {
    let late: ((data: RelayedResponse['data']) => void) | undefined;
    const pages = new Map<string, Page>();
    container(pages);
    const worker = serviceWorker(pages);
    const { port1, port2 } = new MessageChannel();
    cleanups.push(() => port1.close());
    port1.onmessage = (event: MessageEvent<RelayedRequest>) => {
      const reply = event.ports[0]!;
      late = (data) => reply.postMessage({ type: 'MOCK_RESPONSE', data }, data.body ? [data.body] : []);
    };
    worker.message(PAGE, { type: 'DEMO_BACKEND_PORT', patienceMs: 50 }, [port2]);
    worker.message(PAGE, 'MOCK_ACTIVATE');
    await new Promise((resolve) => setTimeout(resolve, 10));

    const started = Date.now();
    const answer = await worker.fetch(`${ORIGIN}/api/events`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(answer?.status).toBe(503);
    expect(await answer?.json()).toEqual({ message: 'errors.demoBackend' });

    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({ cancel: () => void (cancelled = true) });
    late?.({ status: 200, statusText: 'OK', headers: [['content-type', 'text/event-stream']], body: stream });
    await vi.waitFor(() => expect(cancelled).toBe(true));
  });

  it('answers 503 at once once the page says its backend failed', async () => {
    const { state, api } = await demoPage(() => null);
    api.fail('the seed failed');
    await new Promise((resolve) => setTimeout(resolve, 10));
    const answer = await state.worker!.fetch(`${ORIGIN}/api/admin/users`);
    expect(answer?.status).toBe(503);
  });

  it('a service worker stopped and started again asks the page for its port, then answers the call', async () => {
    const { state, pages, api } = await demoPage(() => json({ ok: true }));
    // The browser stopped the service worker between two calls: a new one has none of its memory.
    state.worker = serviceWorker(pages);

    const answer = await state.worker.fetch(`${ORIGIN}/api/me/session`);
    expect(answer?.status).toBe(200);
    expect(await answer?.json()).toEqual({ ok: true });
    expect(api.seen).toHaveLength(1);
  });

  it('still serves a page of a previous build, whose msw page side answers its calls', async () => {
    const pages = new Map<string, Page>();
    const { page } = container(pages);
    const worker = serviceWorker(pages);
    worker.message(PAGE, 'MOCK_ACTIVATE');
    await vi.waitFor(() => expect(page.received).toEqual([expect.objectContaining({ type: 'MOCKING_ENABLED' })]));

    const answered = worker.fetch(`${ORIGIN}/api/me/session`);
    await vi.waitFor(() => expect(page.received).toContainEqual(expect.objectContaining({ type: 'REQUEST' })));
    // That page answers the call, as msw's page side does.
    page.replyTo?.postMessage({ type: 'MOCK_RESPONSE', data: json({ old: true }) });
    expect(await (await answered)?.json()).toEqual({ old: true });
  });
});
