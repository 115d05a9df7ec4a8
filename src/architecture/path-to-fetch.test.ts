import { relative } from 'node:path';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MockBackend } from '../../mocks/backend';
import { createHandlers } from '../../mocks/handlers';
import { CANCELLATIONS } from '../application/cancellations/cancellations.tokens';
import { ORDER_REPOSITORY } from '../application/orders/order-repository.port';
import { SESSION } from '../application/session/session.tokens';
import { InMemorySessionStorage } from '../infrastructure/browser/local-session.storage';
import { createContainer } from '../infrastructure/di/container';
import { httpModule } from '../infrastructure/di/http.module';
import { SCREENS } from '../infrastructure/di/screens';

/**
 * docs/architecture.md#where-does-a-cancellation-live-one-request-followed-end-to-end: the doors a
 * cancellation crosses on its way to fetch, counted on the stack fetch is called with. The real
 * container over the HTTP transport, against the mock's handlers; the use case is called as the
 * dialog's mutation calls it (the frames above it, the dialog's and TanStack Query's, are counted by
 * reading in the page).
 */

const API = 'http://api.test';
const ROOT = relative(process.cwd(), __dirname).replace(/src\/architecture$/, '') || '.';

/** The frames of a stack: each line's function and file, relative to the repository. */
function framesOf(stack: string): { readonly fn: string; readonly file: string }[] {
  return [...stack.matchAll(/^\s+at (?:async )?(?:(\S+) \()?([^()\s]+?):\d+:\d+\)?$/gm)].map((match) => ({
    fn: match[1] ?? '<anonymous>',
    file: relative(process.cwd(), match[2]!.replace(/^file:\/\//, '')),
  }));
}

describe('the cancellation’s path to fetch', () => {
  it('crosses the use case, the port’s adapter and the HTTP transport: one frame each, then fetch', async () => {
    const backend = await MockBackend.seeded();
    const handlers = createHandlers(API, backend);
    let stack: string | null = null;
    // Whether fetch was called while the use case's execute() was still running: then the stack holds
    // every frame from it to fetch (after an await, a stack keeps only the async callers that awaited).
    let executing = false;
    let synchronous = false;
    const container = createContainer({
      adapters: httpModule({
        baseUrl: API,
        fetch: async (input, init) => {
          const request = new Request(input, init);
          if (request.method === 'POST' && new URL(request.url).pathname === '/order_request_cancels') {
            const limit = Error.stackTraceLimit;
            Error.stackTraceLimit = Infinity;
            stack = new Error('fetch').stack ?? '';
            synchronous = executing;
            Error.stackTraceLimit = limit;
          }
          return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
        },
      }),
      storage: new InMemorySessionStorage(),
      screens: SCREENS,
    });
    await container.get(SESSION).login.execute('reseller@demo.local', 'demo');
    const reseller = backend.db.collections.users.findFirst((q) => q.where({ username: 'reseller@demo.local' }));
    const pending = backend.db.collections.orders.findFirst((q) => q.where({ resellerId: reseller!.id, status: 0 }));
    const order = await container.get(ORDER_REPOSITORY).get(pending!.id);

    executing = true;
    const asked = container.get(CANCELLATIONS).ask.execute(order, { reference: 'R-1', comment: 'Oops' });
    executing = false;
    const request = await asked;

    expect(request).toMatchObject({ orderId: order.id, status: 'pending', reason: 'Oops' });
    const frames = framesOf(stack!);
    expect(synchronous, 'fetch called in the task the use case started: no await on the way to lose a frame').toBe(
      true,
    );
    // The stub, then the frames of src/ up to this test's own.
    const first = frames.findIndex((frame) => frame.file.endsWith('path-to-fetch.test.ts'));
    const test = frames.findIndex((frame, at) => at > first && frame.file.endsWith('path-to-fetch.test.ts'));
    const ours = frames
      .slice(first + 1, test)
      .filter((frame) => frame.file.startsWith(`${ROOT === '.' ? '' : ROOT}src/`))
      .map((frame) => `${frame.fn} ${frame.file}`);
    expect(ours).toEqual([
      'HttpTransport.call src/infrastructure/http/http-transport.ts',
      'ApiCancellationRepository.ask src/infrastructure/adapters/api-cancellation.repository.ts',
      'AskCancellation.execute src/application/cancellations/cancellations.use-cases.ts',
    ]);
  });
});
