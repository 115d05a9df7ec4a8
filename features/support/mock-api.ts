import { setupServer, type SetupServer } from 'msw/node';
import type { MockBackend } from '../../mocks/backend';
import { createHandlers } from '../../mocks/handlers';

/** Where the HTTP adapter sends its calls in the `http` profile; msw/node answers them. */
export const API_BASE = 'http://api.test';

let server: SetupServer | null = null;

/** Serves `backend` over intercepted fetch; one server per run, its handlers renewed per scenario. */
export function serveBackend(backend: MockBackend): void {
  if (!server) {
    server = setupServer();
    server.listen({ onUnhandledRequest: 'error' });
  }
  server.resetHandlers(...createHandlers(API_BASE, backend));
}

export function stopServing(): void {
  server?.close();
  server = null;
}
