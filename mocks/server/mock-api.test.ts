/**
 * `npm run mock-api` over real HTTP on a free port (docs/api/README.md#headers): the headers every
 * answer carries, CORS for the configured origins only, the demo's calls only with DEMO=1, and a
 * body far over the limit refused before it is read.
 */
import { EventEmitter } from 'node:events';
import { Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockBackend } from '../backend';
import { PAGES_PATH } from './api-reference';
import { appUrlOf, corsOriginsOf, defaultCorsOrigins, pipeStream, seedAtOf, startMockApi } from './mock-api';

const ALLOWED = 'http://127.0.0.1:5173';
const OTHER = 'https://evil.example';

type Api = Awaited<ReturnType<typeof startMockApi>>;

let seed: MockBackend;
let api: Api;
let demo: Api;

async function login(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo', options: { value: 'bo-front' } }),
  });
  return ((await response.json()) as { token: string }).token;
}

beforeAll(async () => {
  seed = await MockBackend.seeded();
  api = await startMockApi({ port: 0, backend: seed, corsOrigins: [ALLOWED] });
  demo = await startMockApi({
    port: 0,
    backend: await MockBackend.fromSnapshot(seed.db.snapshot()),
    demo: true,
    corsOrigins: [ALLOWED],
  });
}, 60_000);

afterAll(async () => {
  await api.close();
  await demo.close();
});

describe('npm run mock-api: headers on every answer', () => {
  it('marks every answer no-store and nosniff: data, refusals, files, unknown routes, bad bodies', async () => {
    const admin = await login(api.url, 'admin@demo.local');
    const auth = { authorization: `Bearer ${admin}` };
    const order = seed.db.collections.orders.all().find((o) => o.hasShippingLabel)!;
    const answers = {
      data: await fetch(`${api.url}/admin/orders?_limit=1`, { headers: auth }),
      refusal: await fetch(`${api.url}/admin/orders`),
      file: await fetch(`${api.url}/admin/orders/${order.id}/files/shipping-label`, { headers: auth }),
      unknown: await fetch(`${api.url}/no/such/route`),
      badBody: await fetch(`${api.url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
        body: 'garbage',
      }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, r]) => [name, r.status]))).toEqual({
      data: 200,
      refusal: 401,
      file: 200,
      unknown: 404,
      badBody: 400,
    });
    for (const [name, response] of Object.entries(answers)) {
      expect(response.headers.get('cache-control'), name).toBe('no-store');
      expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
    }
    expect(answers.file.headers.get('content-type')).toBe('application/pdf');
    expect(answers.file.headers.get('content-disposition')).toMatch(/\.pdf"/);
  });

  it('names, in the document it serves, the server it is read from: "Try it out" calls it whatever its PORT', async () => {
    const servers = async (host?: string) => {
      const url = new URL(`${api.url}/openapi.json`);
      const text = await new Promise<string>((resolve, reject) => {
        const headers = host ? { host } : {};
        httpRequest({ host: url.hostname, port: url.port, path: url.pathname, headers }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve(body));
        })
          .on('error', reject)
          .end();
      });
      return (JSON.parse(text) as { servers: { url: string }[] }).servers.map((s) => s.url);
    };
    const port = new URL(api.url).port;
    expect(await servers()).toEqual([api.url]);
    expect(await servers(`localhost:${port}`)).toEqual([`http://localhost:${port}`]);
    // A Host that is no server's name is not echoed: the server's own address instead.
    expect(await servers('evil.example/"><x')).toEqual([api.url]);
  });

  it('links the pages of docs/ its document cites, and serves them beside the reference page', async () => {
    const text = await (await fetch(`${api.url}/openapi.json`)).text();
    expect(text).toContain(`[api/README.md](${PAGES_PATH}api/README.md)`);
    expect(text).toContain(`[rules.md#quotes](${PAGES_PATH}rules.md#quotes)`);
    // No repository path left bare in a description.
    expect(text.match(/(?<!\]\(|[\w/[])docs\/[\w/-]+\.md/g)).toBeNull();
    const page = await fetch(`${api.url}${PAGES_PATH}rules.md`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await page.text()).toMatch(/^# Business rules/);
    for (const path of ['/docs/pages/../package.json', '/docs/pages/%2e%2e%2fpackage.json', '/docs/pages/steps']) {
      expect((await fetch(`${api.url}${path}`)).status, path).toBe(404);
    }
  });

  it("serves the demo's own document only with the demo's calls mounted (DEMO=1)", async () => {
    expect((await fetch(`${api.url}/openapi-demo.json`)).status).toBe(404);
    expect((await fetch(`${api.url}/docs/demo`)).status).toBe(404);
    expect((await fetch(`${demo.url}/docs/demo`)).status).toBe(200);
    expect(await (await fetch(`${demo.url}/docs/init-demo.js`)).text()).toContain("url: '/openapi-demo.json'");
    const response = await fetch(`${demo.url}/openapi-demo.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(['/demo/tour/{situation}']);
    const contract = (await (await fetch(`${demo.url}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(contract.paths).filter((path) => path.startsWith('/demo/'))).toEqual([]);
  });

  it('serves its reference pages nosniff too, under a strict policy that no other site may frame', async () => {
    for (const path of ['/openapi.json', '/docs', '/docs/init.js']) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain("script-src 'self'");
      expect(policy, path).not.toContain('unsafe');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});

describe('npm run mock-api: requests it cannot read', () => {
  it('answers a path with a malformed escape, or a method it does not take, with a 400, never a 500', async () => {
    const admin = await login(api.url, 'admin@demo.local');
    for (const path of ['/admin/orders/%E0%A4%A', '/admin/orders/1/files/%E0%A4%A', '/demo/tour/%FF']) {
      const response = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${admin}` } });
      expect(response.status, path).toBe(400);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const trace = await new Promise<number>((resolve, reject) => {
      const url = new URL(api.url);
      httpRequest({ host: url.hostname, port: url.port, path: '/admin/orders', method: 'TRACE' }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(trace).toBe(400);
  });
});

describe('npm run mock-api: CORS for the configured origins only', () => {
  it('lets a configured origin read the answer and its file, version and throttling headers', async () => {
    const response = await fetch(`${api.url}/admin/orders`, { headers: { origin: ALLOWED } });
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
    expect(response.headers.get('access-control-expose-headers')?.split(/,\s*/).sort()).toEqual([
      'content-disposition',
      'etag',
      'retry-after',
      'x-last-event-id',
    ]);
  });

  it('gives another origin no Access-Control-Allow-Origin, and says the answer varies by origin', async () => {
    const cases: Record<string, string>[] = [{ origin: OTHER }, { origin: 'null' }, {}];
    for (const headers of cases) {
      const response = await fetch(`${api.url}/admin/orders`, { headers });
      expect(response.headers.get('access-control-allow-origin'), JSON.stringify(headers)).toBeNull();
      expect(response.headers.get('access-control-expose-headers')).toBeNull();
      expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
    }
  });

  it('answers a preflight from a configured origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${api.url}/admin/users/1`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization, content-type, if-match',
        },
      });
    const allowed = await preflight(ALLOWED);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(allowed.headers.get('access-control-allow-headers')?.split(/,\s*/)).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'if-match']),
    );
    const refused = await preflight(OTHER);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('access-control-allow-methods')).toBeNull();
    expect(refused.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('reads CORS_ORIGINS (comma-separated), else allows the local dev, preview and e2e origins', () => {
    expect(corsOriginsOf({ CORS_ORIGINS: ' https://bo.example.com, https://qa.example.com/ ' })).toEqual([
      'https://bo.example.com',
      'https://qa.example.com',
    ]);
    expect(corsOriginsOf({})).toEqual(defaultCorsOrigins({}));
    expect(defaultCorsOrigins({})).toEqual(
      expect.arrayContaining([
        'http://127.0.0.1:5173',
        'http://localhost:5173',
        'http://127.0.0.1:4173',
        'http://127.0.0.1:4174',
      ]),
    );
    expect(defaultCorsOrigins({ E2E_PORT: '4330' })).toEqual(
      expect.arrayContaining(['http://127.0.0.1:4330', 'http://127.0.0.1:4331']),
    );
    expect(defaultCorsOrigins({})).not.toContain('*');
  });
});

describe('npm run mock-api: links a reader can open (docs/rules.md#exports)', () => {
  it('links the mails and exports to APP_URL, else the one origin CORS_ORIGINS names, else the preview of the build', () => {
    expect(appUrlOf({ APP_URL: 'https://bo.example.com' })).toBe('https://bo.example.com');
    expect(appUrlOf({ CORS_ORIGINS: 'https://bo.example.com' })).toBe('https://bo.example.com');
    expect(appUrlOf({ CORS_ORIGINS: 'https://a.example, https://b.example' })).toBe('http://127.0.0.1:4173');
    expect(appUrlOf({ CORS_ORIGINS: '*' })).toBe('http://127.0.0.1:4173');
    expect(appUrlOf({})).toBe('http://127.0.0.1:4173');
  });

  it('exports the manufacturing PDF as the order’s page in the back office, never the server’s inner address', async () => {
    const token = await login(api.url, 'admin@demo.local');
    const answer = await fetch(`${api.url}/admin/orders/export?_filter[]=2`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'csv', propertiesToExport: ['id', 'pdfManufacturingUrl'] }),
    });
    const text = await answer.text();
    expect(text).not.toContain('mock.local');
    const rows = text.trim().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      // Text cells are between double quotes, numbers bare (docs/rules.md#exports).
      const [id, link] = row.split(';');
      expect(link).toBe(`"http://127.0.0.1:4173/order/show/${id}?file=manufacturing"`);
    }
  });
});

describe('npm run mock-api: its data dated from its start (docs/product.md#seed-sizes)', () => {
  it('reads the day it starts as today, as the demo does; SEED_AT pins the seed’s clock or a day', () => {
    const now = Date.UTC(2026, 11, 24, 15, 0);
    expect(seedAtOf({}, now)).toBe(now);
    expect(seedAtOf({ SEED_AT: 'seed' }, now)).toBeUndefined();
    expect(seedAtOf({ SEED_AT: '2027-03-01' }, now)).toBe(Date.UTC(2027, 2, 1));
    expect(() => seedAtOf({ SEED_AT: 'tomorrow' }, now)).toThrow(/SEED_AT/);
  });
});

describe('npm run mock-api: the demo’s calls only with DEMO=1', () => {
  it('answers 404 on /demo/* without DEMO=1, even for a reseller and a real situation', async () => {
    const reseller = await login(api.url, 'reseller@demo.local');
    const requests = () => JSON.stringify(seed.db.collections.orderNotConformities.all());
    const before = requests();
    for (const situation of ['x', 'order-to-cancel', 'non-conformity', 'quote-ready']) {
      const response = await fetch(`${api.url}/demo/tour/${situation}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${reseller}` },
      });
      expect(response.status, situation).toBe(404);
    }
    // Nothing was flagged behind the 404s.
    expect(requests()).toBe(before);
  });

  it('mounts them with DEMO=1', async () => {
    const reseller = await login(demo.url, 'reseller@demo.local');
    const call = (situation: string) =>
      fetch(`${demo.url}/demo/tour/${situation}`, { method: 'POST', headers: { authorization: `Bearer ${reseller}` } });
    expect((await call('x')).status).toBe(404);
    const prepared = await call('order-to-cancel');
    expect(prepared.status).toBe(201);
  });
});

/** Sends headers announcing `length` bytes, then only `sent` of them; resolves with the answer's status. */
function announce(base: string, path: string, length: number, sent: number): Promise<{ status: number; ms: number }> {
  const url = new URL(base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(length) },
      },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started });
        request.destroy();
      },
    );
    request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    request.write(Buffer.alloc(sent, 0x20));
  });
}

describe('npm run mock-api: bodies far over the limit', () => {
  it('refuses 100 MB announced by Content-Length at once, without waiting for the bytes', async () => {
    const answer = await announce(api.url, '/login', 100 * 1024 * 1024, 1024);
    expect(answer.status).toBe(413);
    expect(answer.ms).toBeLessThan(2_000);
    // The server goes on answering.
    expect((await fetch(`${api.url}/admin/orders`)).status).toBe(401);
  });

  it('refuses a streamed body once it passes 1 MB, and goes on serving others meanwhile', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 100 MB if the server read it all: it must stop long before.
        if (sent >= 100 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${api.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('body');
    expect(sent).toBeLessThan(16 * 1024 * 1024);
    expect((await fetch(`${api.url}/admin/orders`)).status).toBe(401);
  });
});

describe('npm run mock-api: no listener left behind (a leak under load)', () => {
  /** A POST with a small JSON body on `agent`'s connection, refused before the body is read (no session: 401). */
  const refusedPost = (agent: Agent) =>
    new Promise<number>((resolve, reject) => {
      const url = new URL(`${api.url}/admin/users`);
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ username: 'x@example.com' }));
    });

  it('keeps a kept-alive connection’s listeners bounded, however many refused bodies it carries', async () => {
    const sockets: Socket[] = [];
    const seen = (socket: Socket) => sockets.push(socket);
    api.server.on('connection', seen);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let i = 0; i < 30; i++) expect(await refusedPost(agent)).toBe(401);
    } finally {
      api.server.off('connection', seen);
      agent.destroy();
    }
    expect(sockets).toHaveLength(1);
    // Node's own few, not one per request (11 is where Node warns of a leak).
    expect(sockets[0]!.listenerCount('close')).toBeLessThan(5);
  });

  it('leaves no listener on a stream’s answer however many times a slow reader makes it wait', async () => {
    const answer = Object.assign(new EventEmitter(), {
      destroyed: false,
      // The socket is always full: each chunk waits for a drain, which comes on the next turn.
      write: () => {
        setImmediate(() => answer.emit('drain'));
        return false;
      },
      end: () => undefined,
    });
    let chunks = 50;
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => (chunks-- > 0 ? controller.enqueue(new Uint8Array(8)) : controller.close()),
    });
    await pipeStream(body, answer as unknown as Parameters<typeof pipeStream>[1]);
    expect([answer.listenerCount('close'), answer.listenerCount('drain')]).toEqual([0, 0]);
  });
});

describe('npm run mock-api: closing', () => {
  it('closes at once though a connection is open that never carried a request (a browser opens some ahead)', async () => {
    const server = await startMockApi({ port: 0, backend: await MockBackend.fromSnapshot(seed.db.snapshot()) });
    const ahead = connect(Number(new URL(server.url).port), '127.0.0.1');
    await new Promise((connected) => ahead.once('connect', connected));
    try {
      // Node's server.close() waited for such a connection until its headers timeout, a minute later.
      const closed = await Promise.race([
        server.close().then(() => 'closed'),
        new Promise((late) => setTimeout(() => late('still open after 5 s'), 5_000)),
      ]);
      expect(closed).toBe('closed');
    } finally {
      ahead.destroy();
    }
  });
});
