import { join, relative } from 'node:path';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MockBackend } from '../../mocks/backend';
import { createHandlers } from '../../mocks/handlers';
import { CANCELLATIONS } from '../application/cancellations/cancellations.tokens';
import { ORDER_REPOSITORY } from '../application/orders/order-repository.port';
import { SESSION } from '../application/session/session.tokens';
import { RECORDS } from '../application/shared/record-tokens';
import type { Injector } from '../application/shared/token';
import { InMemorySessionStorage } from '../infrastructure/browser/local-session.storage';
import { createContainer } from '../infrastructure/di/container';
import { httpModule } from '../infrastructure/di/http.module';
import { SCREENS } from '../infrastructure/di/screens';

/**
 * docs/architecture.md#where-does-a-cancellation-live-one-request-followed-end-to-end: the doors a
 * call crosses on its way to fetch, counted on the stack fetch is called with. The real container
 * over the HTTP transport, against the mock's handlers; the use case is called as a screen's mutation
 * calls it (the frames above it, the screen's and TanStack Query's, are counted by reading in the page).
 */

const API = 'http://api.test';
const ROOT = join(__dirname, '..', '..');
const THIS_FILE = 'src/architecture/path-to-fetch.test.ts';

/** The frames of a stack, each as its function and file (relative to the repository). */
function framesOf(stack: string): string[] {
  return [...stack.matchAll(/^\s+at (?:async )?(?:(\S+) \()?([^()\s]+?):\d+:\d+\)?$/gm)].map(
    (match) => `${match[1] ?? '<anonymous>'} ${relative(ROOT, match[2]!.replace(/^file:\/\//, ''))}`,
  );
}

/**
 * The app's container over HTTP against a seeded mock, signed in as `login`, and `pathOf(run, method,
 * path)`: runs `run` and answers the frames of src/ between fetch, called with that request, and
 * `run`. It fails unless fetch was called while `run` was still running: after an await a stack keeps
 * only the async callers that awaited, and a door could hide.
 */
async function signedIn(login: string) {
  const backend = await MockBackend.seeded();
  const handlers = createHandlers(API, backend);
  let watched: { readonly method: string; readonly path: string } | null = null;
  let running = false;
  let seen: { readonly stack: string; readonly synchronous: boolean } | null = null;
  const container: Injector = createContainer({
    adapters: httpModule({
      baseUrl: API,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (request.method === watched?.method && new URL(request.url).pathname === watched.path) {
          const limit = Error.stackTraceLimit;
          Error.stackTraceLimit = Infinity;
          seen = { stack: new Error('fetch').stack ?? '', synchronous: running };
          Error.stackTraceLimit = limit;
        }
        return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
      },
    }),
    storage: new InMemorySessionStorage(),
    screens: SCREENS,
  });
  await container.get(SESSION).login.execute(login, 'demo');
  async function pathOf<R>(run: () => Promise<R>, method: string, path: string) {
    watched = { method, path };
    seen = null;
    running = true;
    const done = run();
    running = false;
    const result = await done;
    const { stack, synchronous } = seen ?? { stack: '', synchronous: false };
    expect(synchronous, `${method} ${path} fetched in the task the call started`).toBe(true);
    const frames = framesOf(stack);
    // The stub's frame, then the calls of ours, then this helper's `run()`.
    const from = frames.findIndex((frame) => frame.endsWith(THIS_FILE));
    const to = frames.findIndex((frame, at) => at > from && frame.endsWith(THIS_FILE));
    return { result, frames: frames.slice(from + 1, to).filter((frame) => frame.includes(' src/')) };
  }
  return { backend, container, pathOf };
}

describe('the path of a call to fetch: the use case, the port’s adapter, the HTTP transport', () => {
  it('a cancellation: one frame each, then fetch', async () => {
    const { backend, container, pathOf } = await signedIn('reseller@demo.local');
    const reseller = backend.db.collections.users.findFirst((q) => q.where({ username: 'reseller@demo.local' }));
    const pending = backend.db.collections.orders.findFirst((q) => q.where({ resellerId: reseller!.id, status: 0 }));
    const order = await container.get(ORDER_REPOSITORY).get(pending!.id);

    const { result, frames } = await pathOf(
      () => container.get(CANCELLATIONS).ask.execute(order, { reference: 'R-1', comment: 'Oops' }),
      'POST',
      '/order_request_cancels',
    );

    expect(result).toMatchObject({ orderId: order.id, status: 'pending', reason: 'Oops' });
    expect(frames).toEqual([
      'HttpTransport.call src/infrastructure/http/http-transport.ts',
      'ApiCancellationRepository.ask src/infrastructure/adapters/api-cancellation.repository.ts',
      'AskCancellation.execute src/application/cancellations/cancellations.use-cases.ts',
    ]);
  });

  it('a record saved with its version: the same three doors', async () => {
    const { backend, container, pathOf } = await signedIn('admin@demo.local');
    const mandrels = container.get(RECORDS.mandrels);
    const { id } = backend.db.collections.mandrels.all()[0]!;
    const opened = await mandrels.get(id);

    const { result, frames } = await pathOf(
      () => mandrels.save({ number: 321 }, id, opened.version ?? undefined),
      'PUT',
      `/admin/mandrels/${id}`,
    );

    expect(result).toMatchObject({ id, number: 321 });
    expect(frames).toEqual([
      'HttpTransport.versioned src/infrastructure/http/http-transport.ts',
      'ApiRecordRepository.update src/infrastructure/adapters/api-record.repository.ts',
      'Records.save src/application/shared/record.use-cases.ts',
    ]);
  });
});
