import { setupServer, type SetupServer } from 'msw/node';
import type { MockBackend } from '../../mocks/backend';
import { AnswerObserver } from '../../mocks/contract/answer-observer';
import { createHandlers } from '../../mocks/handlers';

/** Where the HTTP adapter sends its calls in the `http` profile; msw/node answers them. */
export const API_BASE = 'http://api.test';

let server: SetupServer | null = null;

/** Every answer the mock gives in a run, checked against the OpenAPI document (docs/api/README.md). */
export const answers = new AnswerObserver(API_BASE);

/** Serves `backend` over intercepted fetch; one server per run, its handlers renewed per scenario. */
export function serveBackend(backend: MockBackend): void {
  if (!server) {
    server = setupServer();
    answers.watch(server);
    server.listen({ onUnhandledRequest: 'error' });
  }
  server.resetHandlers(...createHandlers(API_BASE, backend));
}

export function stopServing(): void {
  server?.close();
  server = null;
}
