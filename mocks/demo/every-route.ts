import type { RequestHandler } from 'msw';
import type { MockBackend } from '../backend-core';
import { API_OPERATIONS } from '../../src/api';
import { createHandlers } from '../handlers';

/** Every route of the demo's backend, loaded with its first request that is not a login (./backend-routes.ts). */
export interface EveryRoute {
  readonly handlers: RequestHandler[];
  /** A POST that only reads (marked `readsOnly` in src/api: the dashboard's figures, the session's user). */
  readsOnly(request: Request): boolean;
}

/** The POSTs that only read: as a GET, no save after them. */
const READS_ONLY = API_OPERATIONS.filter((operation) => operation.readsOnly).map((operation) => operation.path);

export function everyRoute(apiBase: string, backend: MockBackend): EveryRoute {
  const base = new URL(apiBase).pathname.replace(/\/$/, '');
  return {
    // The demo is the one place the guided tour's sandbox calls (`/demo/*`) exist.
    handlers: createHandlers(apiBase, backend, { demo: true }),
    readsOnly: (request) =>
      request.method === 'POST' && READS_ONLY.some((path) => new URL(request.url).pathname === base + path),
  };
}
