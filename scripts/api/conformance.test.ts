import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { MockBackend } from '../../mocks/backend';
import { createHandlers } from '../../mocks/handlers';
import { INTERNAL_BASE, startMockApi } from '../../mocks/server/mock-api';
import { runConformance } from './conformance-run';

const ADMIN = { username: 'admin@demo.local', password: 'demo' };
const RESELLER = { username: 'reseller@demo.local', password: 'demo' };

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

describe('npm run conformance', () => {
  it('passes against the mock backend, reads and writes', async () => {
    const server = await startMockApi({ port: 0 });
    close = server.close;
    const run = await runConformance({ baseUrl: server.url, admin: ADMIN, reseller: RESELLER, write: true });
    expect(run.rows.filter((r) => !r.pass)).toEqual([]);
    expect(run.rows.length).toBeGreaterThan(50);
  }, 60_000);

  it('fails the stream’s resume against a server whose GET /events ignores Last-Event-ID', async () => {
    const backend = await MockBackend.seeded();
    const handlers = createHandlers(INTERNAL_BASE, backend);
    // A server that starts every stream from now, whatever the client last received.
    const forgetful = http.get(`${INTERNAL_BASE}/events`, ({ request }) => {
      const headers = new Headers(request.headers);
      headers.delete('last-event-id');
      return getResponse(handlers, new Request(request.url, { headers }));
    });
    const server = await startMockApi({ port: 0, backend, handlers: [forgetful, ...handlers] });
    close = server.close;
    const run = await runConformance({ baseUrl: server.url, admin: ADMIN, reseller: RESELLER, write: true });
    expect(run.rows.filter((r) => !r.pass).map((r) => r.call)).toEqual([
      'streamEvents, Last-Event-ID not an id',
      'streamEvents, Last-Event-ID above the latest',
      'streamEvents: Last-Event-ID resumes after a lost connection',
    ]);
  }, 60_000);

  it('fails, naming the call, against a server whose order answer renames one field', async () => {
    const backend = await MockBackend.seeded();
    const handlers = createHandlers(INTERNAL_BASE, backend);
    // A server that calls an order's total `totalPrice`: everything else is the mock's own answer.
    const broken = http.get(`${INTERNAL_BASE}/admin/orders/:id`, async ({ request }) => {
      const real = (await getResponse(handlers, request.clone())) as Response;
      const body = (await real.json()) as Record<string, unknown>;
      const { total, ...rest } = body;
      return HttpResponse.json({ ...rest, totalPrice: total }, { status: real.status });
    });
    const server = await startMockApi({ port: 0, backend, handlers: [broken, ...handlers] });
    close = server.close;
    const run = await runConformance({ baseUrl: server.url, admin: ADMIN, reseller: RESELLER });
    const failed = run.rows.filter((r) => !r.pass);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((r) => r.call.startsWith('getOrder'))).toBe(true);
    expect(failed[0]?.got).toContain('total');
  }, 60_000);
});
