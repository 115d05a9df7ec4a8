/**
 * `npm run mock-api`: the mock backend as a real HTTP server on 127.0.0.1 (PORT, default 4010),
 * for curl, API integrators, QA tools, or the SPA built with VITE_API_URL.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { MockBackend } from '../backend';
import { createHandlers } from '../handlers';
import { errorResponse } from '../handlers/route';
import { apiReference } from './api-reference';

/** The base the handlers are mounted on inside the server (requests are rebuilt on it). */
export const INTERNAL_BASE = 'http://mock.local';

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, accept',
  'access-control-expose-headers': 'content-disposition',
  'access-control-max-age': '600',
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startMockApi(
  options: {
    port?: number;
    backend?: MockBackend;
    log?: boolean;
    /** The handlers to serve instead of the mock's own (a test serving a deliberately broken one). */
    handlers?: RequestHandler[];
  } = {},
): Promise<{
  server: Server;
  url: string;
  backend: MockBackend;
  close: () => Promise<void>;
}> {
  const backend = options.backend ?? (await MockBackend.seeded());
  const handlers = options.handlers ?? createHandlers(INTERNAL_BASE, backend);
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  const reference = apiReference(version);

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const started = performance.now();
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS_HEADERS).end();
        return;
      }
      const page = reference(req.method ?? 'GET', (req.url ?? '/').split('?')[0] ?? '/');
      if (page) {
        res.writeHead(page.status, { 'content-type': page.type, 'cache-control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : page.body);
        return;
      }
      let response: Response;
      try {
        const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
          if (typeof value === 'string') headers.set(name, value);
          else if (Array.isArray(value)) headers.set(name, value.join(', '));
        }
        // The caller's address is the socket's, whatever the request says (throttling counts by it).
        headers.set('x-client-address', req.socket.remoteAddress ?? 'unknown');
        const request = new Request(new URL(req.url ?? '/', INTERNAL_BASE), {
          method: req.method,
          headers,
          body: body && body.length ? new Uint8Array(body) : undefined,
        });
        response = (await getResponse(handlers, request)) ?? Response.json({ message: 'Not found' }, { status: 404 });
      } catch (error) {
        response = errorResponse(error);
      }
      const outHeaders: Record<string, string> = { ...CORS_HEADERS };
      response.headers.forEach((value, name) => {
        outHeaders[name] = value;
      });
      res.writeHead(response.status, outHeaders);
      res.end(Buffer.from(await response.arrayBuffer()));
      if (options.log) {
        // Paths only: a token never reaches a log line.
        const path = (req.url ?? '/').split('?')[0];
        console.log(`${req.method} ${path} ${response.status} ${(performance.now() - started).toFixed(1)}ms`);
      }
    })();
  });

  const port = options.port ?? 4010;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    url: `http://127.0.0.1:${actualPort}`,
    backend,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop() ?? '');
if (isMain) {
  const port = Number(process.env.PORT ?? 4010);
  startMockApi({ port, log: process.env.QUIET !== '1' }).then(
    ({ url }) => {
      console.log(
        `Mock API listening on ${url} (demo accounts: admin@demo.local, reseller@demo.local, … password "demo")`,
      );
      console.log(`API reference: ${url}/docs (the OpenAPI document: ${url}/openapi.json)`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
