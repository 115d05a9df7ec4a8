/**
 * The messages between the page and the demo's backend worker (mocks/demo/backend.worker.ts).
 * The page's MSW service worker hands each API request to the page; the page forwards it here,
 * so the mock backend's seeding, restoring and request handling never block the page's thread.
 */
import { FILE_MODEL_BODY_BYTES, JSON_BODY_BYTES, MULTIPART_BODY_BYTES } from '../../src/api/body-limits';

export interface WireRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  readonly body: ArrayBuffer | null;
}

export interface WireResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  readonly body: ArrayBuffer;
  /**
   * true: an answer that stays open (GET /events, docs/api/README.md#events). Its body comes after
   * it, chunk by chunk (`stream-chunk`), until `stream-end`; the page stops it with `stream-cancel`.
   */
  readonly streamed?: boolean;
}

/** Page → worker. */
export type ToWorker =
  | { readonly type: 'init'; readonly apiBase: string; readonly tokens: unknown }
  | { readonly type: 'request'; readonly id: number; readonly request: WireRequest }
  | { readonly type: 'reset'; readonly id: number }
  | { readonly type: 'save' }
  /**
   * The page's first API call is on its way (its service worker may still be starting): the backend
   * loads what answers more than a login (docs/demo-backend.md#what-loads-when).
   */
  | { readonly type: 'warm' }
  /** The page no longer reads the streamed answer of request `id` (its reader cancelled, or the page is going away). */
  | { readonly type: 'stream-cancel'; readonly id: number };

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
  | { readonly type: 'response'; readonly id: number; readonly response: WireResponse }
  | { readonly type: 'reset-done'; readonly id: number }
  /** The session tokens after a write, kept by the page for its synchronous stash on `pagehide`. */
  | { readonly type: 'tokens'; readonly tokens: unknown }
  /** The next part of the streamed answer of request `id`. */
  | { readonly type: 'stream-chunk'; readonly id: number; readonly chunk: ArrayBuffer }
  /** The streamed answer of request `id` ended (its session ended, or the backend was replaced). */
  | { readonly type: 'stream-end'; readonly id: number };

/**
 * The most of a body the page hands the backend: one byte over the largest body any call takes,
 * enough for the backend to refuse it (413, mocks/handlers/body.ts) without the page copying it whole.
 */
const MAX_FORWARDED_BYTES = Math.max(JSON_BODY_BYTES, MULTIPART_BODY_BYTES, FILE_MODEL_BODY_BYTES) + 1;

/** A body's first `limit` bytes at most; the rest is not read. */
async function bodyUpTo(request: Request, limit: number): Promise<ArrayBuffer> {
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    const take = value.subarray(0, limit - size);
    chunks.push(take);
    size += take.byteLength;
  }
  if (size >= limit) reader.cancel().catch(() => undefined);
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out.buffer;
}

export async function toWireRequest(request: Request): Promise<WireRequest> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return {
    url: request.url,
    method: request.method,
    headers: [...request.headers.entries()],
    body: hasBody ? await bodyUpTo(request, MAX_FORWARDED_BYTES) : null,
  };
}

export function fromWireRequest(wire: WireRequest): Request {
  return new Request(wire.url, {
    method: wire.method,
    headers: wire.headers as [string, string][],
    body: wire.body && wire.body.byteLength > 0 ? wire.body : undefined,
  });
}

/** Does the answer stay open (an event stream), so its body must be forwarded as it comes? */
export const isStreamed = (response: Response): boolean =>
  (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/event-stream') && response.body !== null;

export async function toWireResponse(response: Response): Promise<WireResponse> {
  if (isStreamed(response)) {
    return {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers.entries()],
      body: new ArrayBuffer(0),
      streamed: true,
    };
  }
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()],
    body: await response.arrayBuffer(),
  };
}

export function fromWireResponse(wire: WireResponse): Response {
  // 204 and 304 carry no body: the Response constructor refuses one.
  const empty = wire.status === 204 || wire.status === 304;
  return new Response(empty ? null : wire.body, {
    status: wire.status,
    statusText: wire.statusText,
    headers: wire.headers as [string, string][],
  });
}
