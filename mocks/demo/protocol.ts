/**
 * The messages of the demo's backend (docs/demo-backend.md#the-browser-demo): between a page and its
 * backend worker (mocks/demo/backend.worker.ts), and between msw's service worker and that backend,
 * on the port the page hands over once (mocks/demo/service-worker-relay.ts), so that each API call
 * goes from the service worker to the backend without the page's thread.
 */

/** Page → worker. */
export type ToWorker =
  | { readonly type: 'init'; readonly apiBase: string; readonly tokens: unknown }
  | { readonly type: 'reset'; readonly id: number }
  | { readonly type: 'save' }
  /**
   * The page's first API call is on its way, or (a page with a stored session) soon will be: the
   * backend loads what answers more than a login (docs/demo-backend.md#what-loads-when).
   */
  | { readonly type: 'warm' }
  /** The port the page hands msw's service worker (transferred with the message): the service worker's calls come on it. */
  | { readonly type: 'relay' };

/** Worker → page. */
export type FromWorker =
  | {
      readonly type: 'ready';
      readonly reseeded: boolean;
      readonly tokens: unknown;
      /** How long the start took in the worker, for `npm run bench`: reading storage, then seeding or restoring. */
      readonly timings: { readonly readMs: number; readonly loadMs: number; readonly restored: boolean };
    }
  | { readonly type: 'failed'; readonly message: string }
  | { readonly type: 'reset-done'; readonly id: number }
  /** The session tokens after a write, kept by the page for its synchronous stash on `pagehide`. */
  | { readonly type: 'tokens'; readonly tokens: unknown };

/**
 * An API call as msw's service worker sends it to its client (mocks/demo/public/mockServiceWorker.js:
 * `serializeRequest`, then a `REQUEST` message with the port to answer on): here, to the backend.
 */
export interface RelayedRequest {
  readonly type: 'REQUEST';
  readonly payload: {
    readonly url: string;
    readonly method: string;
    readonly headers: Readonly<Record<string, string>>;
    readonly body: ArrayBuffer | null;
  };
}

/**
 * The answer msw's service worker turns into the call's response (`respondWithMock`): a streamed one
 * (GET /events) as its body stream, transferred, so it reaches the page as the backend writes it.
 */
export interface RelayedResponse {
  readonly type: 'MOCK_RESPONSE';
  readonly data: {
    readonly status: number;
    readonly statusText: string;
    readonly headers: ReadonlyArray<readonly [string, string]>;
    readonly body: ArrayBuffer | ReadableStream<Uint8Array> | null;
  };
}

export function fromRelayedRequest({ payload }: RelayedRequest): Request {
  const hasBody = payload.method !== 'GET' && payload.method !== 'HEAD' && payload.body && payload.body.byteLength > 0;
  return new Request(payload.url, {
    method: payload.method,
    headers: payload.headers,
    body: hasBody ? payload.body : undefined,
  });
}

/** Does the answer stay open (an event stream), so its body must be forwarded as it comes? */
const isStreamed = (response: Response): boolean =>
  (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/event-stream') && response.body !== null;

/** The answer as msw's service worker takes it: a body read whole, or an event stream's, as it comes. */
export async function toRelayedResponse(response: Response): Promise<RelayedResponse> {
  const head = {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()] as [string, string][],
  };
  // 204 and 304 carry no body: a Response built with one is refused.
  if (response.body === null) return { type: 'MOCK_RESPONSE', data: { ...head, body: null } };
  return {
    type: 'MOCK_RESPONSE',
    data: { ...head, body: isStreamed(response) ? response.body : await response.arrayBuffer() },
  };
}
