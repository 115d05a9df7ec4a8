import { setupServer, type SetupServer } from 'msw/node';
import type { MockBackend } from '../../mocks/backend';
import { AnswerObserver } from '../../mocks/contract/answer-observer';
import { AnswerChecker } from '../../src/api/openapi/answer-check';
import { openApiDocument } from '../../src/api/openapi/document';
import { createHandlers } from '../../mocks/handlers';

/** Where the HTTP adapter sends its calls in the `http` profile; msw/node answers them. */
export const API_BASE = 'http://api.test';

let server: SetupServer | null = null;

/** Every answer the mock gives in a run, checked against the OpenAPI document (docs/api/README.md). */
export const answers = new AnswerObserver(API_BASE);

/**
 * The server `npm run feature -- --base-url URL` runs the `@api` scenarios against (docs/qa.md#the-specs-against-any-server),
 * with the two accounts it names; null: the scenario's own seeded mock backend.
 */
export interface RemoteServer {
  readonly baseUrl: string;
  readonly admin: { readonly username: string; readonly password: string };
  readonly reseller: { readonly username: string; readonly password: string };
}

/** `FEATURE_BASE_URL`, `FEATURE_ADMIN`, `FEATURE_RESELLER` (LOGIN:PASSWORD), as scripts/qa/feature.ts sets them. */
export function remoteServer(env: NodeJS.ProcessEnv = process.env): RemoteServer | null {
  const baseUrl = env.FEATURE_BASE_URL;
  if (!baseUrl) return null;
  const account = (text: string | undefined, name: string) => {
    const at = text?.lastIndexOf(':') ?? -1;
    if (!text || at <= 0) throw new Error(`FEATURE_${name} must be LOGIN:PASSWORD`);
    return { username: text.slice(0, at), password: text.slice(at + 1) };
  };
  return {
    baseUrl: baseUrl.replace(/\/$/, ''),
    admin: account(env.FEATURE_ADMIN, 'ADMIN'),
    reseller: account(env.FEATURE_RESELLER, 'RESELLER'),
  };
}

export const REMOTE = remoteServer();

/**
 * Every answer of the server `--base-url` names, checked against the contract's document: not strict,
 * as `npm run conformance` reads it (a server may send more than the document says, never less).
 */
export const remoteAnswers = REMOTE
  ? new AnswerObserver(REMOTE.baseUrl, new AnswerChecker(openApiDocument(), { strict: false }))
  : null;

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
