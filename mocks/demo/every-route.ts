import type { RequestHandler } from 'msw';
import type { MockBackend } from '../backend-core';
import { createHandlers } from '../handlers';

/** Every route of the demo's backend, loaded with its first request that is not a login (./backend-routes.ts). */
export function everyRoute(apiBase: string, backend: MockBackend): RequestHandler[] {
  // The demo is the one place the guided tour's sandbox calls (`/demo/*`) exist.
  return createHandlers(apiBase, backend, { demo: true });
}
