import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { AnswerObserver } from './answer-observer';
import { AppSignals } from '../../src/application/shared/signals';
import { MockBackend } from '../backend';
import { createHandlers } from '../handlers';
import type { Adapters } from '../../src/infrastructure/di/adapters';
import { httpAdapters } from '../../src/infrastructure/di/adapters';
import { memoryAdapters } from '../in-process/memory-adapters';

export interface Harness {
  readonly backend: MockBackend;
  readonly adapters: Adapters;
  readonly signals: AppSignals;
  /** Logs in through the backend and makes the adapters call as that user. */
  loginAs(username: string): Promise<void>;
  setToken(token: string | null): void;
}

export type MakeHarness = () => Promise<Harness>;

const API = 'http://api.test';

async function build(
  factory: (backend: MockBackend) => (deps: Parameters<ReturnType<typeof httpAdapters>>[0]) => Adapters,
  onBackend?: (b: MockBackend) => void,
): Promise<Harness> {
  const backend = await MockBackend.seeded();
  onBackend?.(backend);
  let token: string | null = null;
  const signals = new AppSignals();
  const adapters = factory(backend)({ token: () => token, locale: () => 'en', signals });
  return {
    backend,
    adapters,
    signals,
    async loginAs(username) {
      token = (await backend.auth.login({ username, password: 'demo' }, 'en')).token;
    },
    setToken(value) {
      token = value;
    },
  };
}

export const memoryHarness: MakeHarness = () => build((backend) => memoryAdapters(backend));

/** The HTTP adapter over msw/node: registers the server hooks in the calling test file. */
export function useHttpHarness(): MakeHarness {
  const server = setupServer();
  // Every answer of the mock is checked against the OpenAPI document (docs/api/README.md).
  const observer = new AnswerObserver(API);
  observer.watch(server);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    server.resetHandlers();
    expect(await observer.problems(), 'answers that break docs/api/openapi.json').toEqual([]);
  });
  afterAll(() => {
    server.close();
    console.log(`Contract suites: ${observer.checked} answers of the mock checked against the OpenAPI document`);
  });
  return () =>
    build(
      () => httpAdapters(API),
      // The demo's calls too: the tour sandbox's contract runs over HTTP like every other.
      (backend) => server.use(...createHandlers(API, backend, { demo: true })),
    );
}
