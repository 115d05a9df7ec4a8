import { createServer } from 'node:net';
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { MockBackend } from '../../mocks/backend';
import { createHandlers } from '../../mocks/handlers';
import { INTERNAL_BASE, startMockApi } from '../../mocks/server/mock-api';
import { runConformance } from './conformance/index';
import { listConventions } from './conformance/lists';
import { ConformanceRun } from './conformance/run';
import { openSessions } from './conformance/session';
import { formatTable, junitXml } from './conformance/report';
import type { ConformanceOptions } from './conformance/run';

const ACCOUNTS = {
  admin: { username: 'admin@demo.local', password: 'demo' },
  reseller: { username: 'reseller@demo.local', password: 'demo' },
} as const;

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

/** The mock API, its own handlers behind `broken` ones (a server that breaks a rule or two). */
async function serve(broken: (backend: MockBackend, handlers: RequestHandler[]) => RequestHandler[] = () => []) {
  const backend = await MockBackend.seeded();
  const handlers = createHandlers(INTERNAL_BASE, backend);
  const server = await startMockApi({ port: 0, backend, handlers: [...broken(backend, handlers), ...handlers] });
  close = server.close;
  return server.url;
}

/** The mock's answer to `request` with its URL changed by `change`. */
async function answer(handlers: RequestHandler[], request: Request, change: (url: URL) => void): Promise<Response> {
  const url = new URL(request.url);
  change(url);
  return (await getResponse(handlers, new Request(url, { headers: request.headers }))) as Response;
}

const run = (baseUrl: string, options: Partial<ConformanceOptions> = {}) =>
  runConformance({ baseUrl, ...ACCOUNTS, seed: 1, examples: 0, ...options });

/** A port nothing listens on. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('npm run conformance', () => {
  it('passes against the mock backend, calling every operation of the contract, with generated requests', async () => {
    const result = await run(await serve(), { write: true, examples: 1 });
    expect(result.stopped).toBeNull();
    expect(result.rows.filter((r) => r.result === 'fail')).toEqual([]);
    const { operations, checks, generated } = result.coverage();
    expect(operations.length).toBeGreaterThan(130);
    expect(operations.filter((id) => !checks.includes(id))).toEqual([]);
    expect(generated.length).toBeGreaterThan(operations.length - 5);
    // The only checks skipped against the mock: the generated requests it must not send, and the list
    // checks a list gives nothing to work on (no empty value, no tie), each saying why.
    const skipped = result.rows.filter((r) => r.result === 'skip');
    expect(skipped.length).toBeGreaterThan(0);
    expect(
      skipped.filter(
        (r) =>
          !(r.group === 'generated' && /not sent: .+ \(\w+/.test(r.got)) &&
          !(r.group === 'lists' && /: (empty values when sorted|ties|pages of .*|sorted by .*)$/.test(r.call)),
      ),
    ).toEqual([]);
    // Every rule of docs/ (rules.ts) has a check that showed it.
    const { rules, checked } = result.ruleCoverage();
    expect(rules.filter((id) => !checked.includes(id))).toEqual([]);
    const table = formatTable(result);
    expect(table).toMatch(/called by the checks: (\d+) of \1 \(100%\)/);
    expect(table).toMatch(/Rules of docs\/ checked: (\d+) of \1 \(100%\)/);
  }, 300_000);

  it('names the list convention a server breaks: every page the first, totalRequest under a search, _order', async () => {
    const lists = new Set(['listScenarios', 'listOrders']);
    const breaks: [string, (request: Request, handlers: RequestHandler[]) => Promise<Response | undefined>][] = [
      [
        'every page is the first',
        (request, handlers) => answer(handlers, request, (url) => url.searchParams.delete('_page')),
      ],
      [
        '_order is ignored',
        (request, handlers) => answer(handlers, request, (url) => url.searchParams.delete('_order')),
      ],
      [
        'totalRequest counts every record under _search',
        async (request, handlers) => {
          const real = (await getResponse(handlers, request.clone())) as Response;
          if (!new URL(request.url).searchParams.get('_search') || real.status !== 200) return real;
          const body = (await real.json()) as { total: number };
          return HttpResponse.json({ ...body, totalRequest: body.total });
        },
      ],
    ];
    const failed: Record<string, string[]> = {};
    for (const [name, broken] of breaks) {
      const url = await serve((_backend, handlers) => [
        http.get(`${INTERNAL_BASE}/admin/scenarios`, ({ request }) => broken(request, handlers)),
        http.get(`${INTERNAL_BASE}/admin/orders`, ({ request }) => broken(request, handlers)),
      ]);
      const conformance = new ConformanceRun({ baseUrl: url, ...ACCOUNTS });
      await listConventions(conformance, await openSessions(conformance), (id) => lists.has(id));
      failed[name] = conformance.rows.filter((r) => r.result === 'fail').map((r) => `${r.call} [${r.rules.join()}]`);
      await close?.();
      close = null;
    }
    // A server that drops a parameter does not refuse its bad values either.
    const bad = (list: string) =>
      `${list}: _limit=101, _page=0, _index, _order and _search of 201 characters [lists.bad-parameters]`;
    expect(failed).toEqual({
      'every page is the first': [
        'listScenarios: pages of 10, 25, 50 and 100 [lists.paging]',
        'listScenarios: a page past the end [lists.past-the-end]',
        bad('listScenarios'),
        'listOrders: pages of 10, 25, 50 and 100 [lists.paging]',
        'listOrders: a page past the end [lists.past-the-end]',
        bad('listOrders'),
        'listOrders: ties [lists.ties]',
      ],
      '_order is ignored': [
        bad('listScenarios'),
        'listScenarios: sorted by each of its 7 columns, both ways [lists.sort]',
        bad('listOrders'),
        'listOrders: sorted by each of its 12 columns, both ways [lists.sort]',
      ],
      'totalRequest counts every record under _search': [
        'listScenarios: a search, counted [lists.totals]',
        'listOrders: a search, counted [lists.totals]',
      ],
    });
  }, 300_000);

  it('fails the stream’s resume against a server whose GET /events ignores Last-Event-ID', async () => {
    // A server that starts every stream from now, whatever the client last received.
    const url = await serve((_backend, handlers) => [
      http.get(`${INTERNAL_BASE}/events`, ({ request }) => {
        const headers = new Headers(request.headers);
        headers.delete('last-event-id');
        return getResponse(handlers, new Request(request.url, { headers }));
      }),
    ]);
    const result = await run(url, { write: true });
    expect(result.rows.filter((r) => r.result === 'fail').map((r) => r.call)).toEqual([
      'streamEvents, Last-Event-ID not an id',
      'streamEvents, Last-Event-ID above the latest',
      'streamEvents: Last-Event-ID resumes after a lost connection',
    ]);
  }, 300_000);

  it('fails, naming the call, against a server whose order answer renames one field', async () => {
    const url = await serve((_backend, handlers) => [
      http.get(`${INTERNAL_BASE}/admin/orders/:id`, async ({ request, params }) => {
        // An order's id only (`/admin/orders/scenarios` is another call): the others go on to the mock.
        if (!/^\d+$/.test(String(params.id))) return undefined;
        const real = (await getResponse(handlers, request.clone())) as Response;
        const body = (await real.json()) as Record<string, unknown>;
        if (real.status !== 200) return HttpResponse.json(body, { status: real.status });
        const { total, ...rest } = body;
        return HttpResponse.json({ ...rest, totalPrice: total });
      }),
    ]);
    const result = await run(url);
    const failed = result.rows.filter((r) => r.result === 'fail');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.filter((r) => !r.operations.includes('getOrder') || !r.got.includes('total'))).toEqual([]);
  }, 120_000);

  it('catches broken rules: a shipped order cancelled, a 500 with its body, an invalid parameter accepted', async () => {
    const url = await serve((backend, handlers) => [
      // Lets a reseller cancel a shipped order: the order is put back to pending first.
      http.post(`${INTERNAL_BASE}/order_request_cancels`, async ({ request }) => {
        const body = (await request.clone().json()) as { order?: number };
        await backend.db.collections.orders.update((q) => q.where({ id: Number(body.order), status: 3 }), {
          data: (o) => {
            o.status = 0;
          },
        });
        return (await getResponse(handlers, request.clone())) as Response;
      }),
      // A mandrel cannot be created: a 500 with the server's own words.
      http.post(`${INTERNAL_BASE}/admin/mandrels`, () =>
        HttpResponse.json({ message: 'SQLSTATE[23000]: mandrel table locked' }, { status: 500 }),
      ),
      // The shapes list takes any parameter and answers the first page.
      http.get(`${INTERNAL_BASE}/shapes`, async ({ request }) => {
        const first = new Request(`${INTERNAL_BASE}/shapes`, { headers: request.headers });
        return (await getResponse(handlers, first)) as Response;
      }),
    ]);
    const result = await run(url, { write: true, examples: 1 });
    const row = (call: string) => result.rows.find((r) => r.call.startsWith(call));
    expect(row('askCancellation of a shipped order')?.result).toBe('fail');
    const created = row('createMandrel (POST /admin/mandrels)');
    expect(created?.result).toBe('fail');
    expect(created?.got).toContain('SQLSTATE[23000]: mandrel table locked');
    // What depended on it is listed, skipped, saying why: never left out.
    const after = row('getMandrel of the new mandrel');
    expect(after?.result).toBe('skip');
    expect(after?.got).toBe('skipped: it needs "createMandrel (POST /admin/mandrels)", which failed');
    const generated = row('listShapes: 1 valid, 1 invalid generated requests');
    expect(generated?.result).toBe('fail');
    expect(generated?.got).toMatch(/not (a number|one of its values): GET \/shapes\?.* → 200/);
    const xml = junitXml(result);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="conformance" tests="\d+" failures="[1-9]\d*" skipped="[1-9]\d*"/,
    );
    expect(xml).toContain(
      '<skipped message="skipped: it needs &quot;createMandrel (POST /admin/mandrels)&quot;, which failed" />',
    );
    expect(xml).toMatch(
      /<failure message="expected a new mandrel, 201 with its ETag">[^<]*SQLSTATE\[23000\]: mandrel table locked/,
    );
  }, 300_000);

  it('stops at once, saying why, when the server cannot be reached', async () => {
    const port = await freePort();
    const result = await run(`http://127.0.0.1:${port}`);
    expect(result.rows).toEqual([]);
    expect(result.stopped).toBe(`http://127.0.0.1:${port} cannot be reached: connect ECONNREFUSED 127.0.0.1:${port}`);
    expect(result.ok).toBe(false);
    expect(junitXml(result)).toContain('failures="1"');
  });

  it('stops at once, saying why, when an account cannot log in', async () => {
    const result = await run(await serve(), { reseller: { username: 'reseller@demo.local', password: 'wrong' } });
    expect(result.rows.map((r) => r.result)).toEqual(['pass', 'fail']);
    expect(result.stopped).toMatch(
      /^The reseller account reseller@demo\.local cannot log in \(401 ".+"\): check --reseller$/,
    );
  }, 60_000);
});
