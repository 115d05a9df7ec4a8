/**
 * `npm run mock-api`: the mock backend as a real HTTP server on 127.0.0.1 (PORT, default 4010),
 * for curl, API integrators, QA tools, or the SPA built with VITE_API_URL.
 *
 * Environment: PORT; QUIET=1 (no request log); CORS_ORIGINS (the browser origins allowed to call it,
 * comma-separated, `*` for any; default the local dev, preview and e2e origins); DEMO=1 (mounts the
 * demo's own `/demo/*` calls, absent from a real server); SMTP_URL (delivers the mails to that SMTP
 * server too, e.g. `smtp://127.0.0.1:1025`), MAIL_FROM (their sender), APP_URL (the back office the
 * mails and exports link to: see appUrlOf), SEED_AT (the day the data reads as today: see seedAtOf).
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { RequestHandler } from 'msw';
import { MockBackend, localeOf } from '../backend';
import { createHandlers } from '../handlers';
import type { BodyLimit } from '../handlers/body';
import { answerRequest, errorResponse } from '../handlers/route';
import { ApiError } from '../services/shared/api-error';
import { message } from '../services/shared/messages';
import { sessionPolicyFromEnv } from '../services/sessions/sessions.service';
import { isFixture } from '../db/hostile';
import { apiReference, REFERENCE_POLICY } from './api-reference';
import { closable } from './closable';
import { smtpTransport } from '../services/mails/smtp-transport';
import { DEFAULT_APP_URL } from '../services/mails/mails.service';

/** The base the handlers are mounted on inside the server (requests are rebuilt on it). */
export const INTERNAL_BASE = 'http://mock.local';

/** What a preflight from an allowed origin is told the API takes. */
const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, accept, if-match, last-event-id',
  'access-control-max-age': '600',
};

/** The answer headers a page of an allowed origin may read (file names, versions, throttling, events read as of). */
const EXPOSED_HEADERS = 'content-disposition, etag, retry-after, x-last-event-id';

/**
 * The browser origins allowed by default: this repository's dev server (`npm start`), its preview
 * (`npm run preview`, the e2e build) and the static demo of the e2e (the next port), on 127.0.0.1
 * and localhost, plus the e2e ports of `E2E_PORT` when set.
 */
export function defaultCorsOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const ports = [5173, 4173, 4174];
  const e2e = Number(env.E2E_PORT);
  if (Number.isInteger(e2e) && e2e > 0) ports.push(e2e, e2e + 1);
  return [...new Set(ports)].flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
}

/** CORS_ORIGINS (comma-separated; `*` allows any origin), else the defaults. */
export function corsOriginsOf(env: NodeJS.ProcessEnv = process.env): readonly string[] {
  const given = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return given.length ? given : defaultCorsOrigins(env);
}

/**
 * The back office the mails and the exports link to: APP_URL; else the one browser origin
 * CORS_ORIGINS names (the app that calls this API); else where `npm run preview` serves the
 * production build, http://127.0.0.1:4173.
 */
export function appUrlOf(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.APP_URL?.trim();
  if (given) return given;
  const origins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return origins.length === 1 && origins[0] !== '*' ? (origins[0] as string) : DEFAULT_APP_URL;
}

/**
 * The day the seeded data reads as today (docs/product.md#seed-sizes): the day the server starts, as
 * the demo's data is the day of the visit, so "this month" has its orders; `SEED_AT=seed` keeps the
 * seed's own clock (1 November 2026) for figures that never drift, `SEED_AT=2026-12-01` names a day.
 */
export function seedAtOf(env: NodeJS.ProcessEnv = process.env, now = Date.now()): number | undefined {
  const given = env.SEED_AT?.trim();
  if (!given) return now;
  if (given === 'seed') return undefined;
  const at = Date.parse(given);
  if (Number.isNaN(at)) throw new Error(`SEED_AT: "${given}" is neither "seed" nor a date`);
  return at;
}

/** The CORS headers of an answer: the caller's origin echoed only when it is allowed; `Vary: Origin` always. */
function corsHeaders(
  origin: string | undefined,
  allowed: readonly string[],
  preflight: boolean,
): Record<string, string> {
  const out: Record<string, string> = { vary: 'Origin' };
  if (!origin || !(allowed.includes('*') || allowed.includes(origin))) return out;
  out['access-control-allow-origin'] = origin;
  if (preflight) Object.assign(out, PREFLIGHT_HEADERS);
  else out['access-control-expose-headers'] = EXPOSED_HEADERS;
  return out;
}

/** How long a refused body is still taken in (and thrown away) so the client reads the refusal. */
const LINGER_MS = 2_000;

/**
 * A request's body as a web stream that reads from the socket only as the handler asks for more:
 * nothing is buffered beyond what the handler read (at most its body limit). `drain()` stops
 * feeding the stream and throws away whatever the client still sends.
 */
function bodyStream(req: IncomingMessage): { stream: ReadableStream<Uint8Array>; drain: () => void } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  const settle = (end: () => void) => {
    if (!open) return;
    open = false;
    try {
      end();
    } catch {
      // Cancelled by every reader: nothing to close.
    }
  };
  const onData = (chunk: Buffer) => {
    if (!open) return;
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((controller.desiredSize ?? 0) <= 0) req.pause();
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        req.pause();
        req.on('data', onData);
        req.once('end', () => settle(() => controller.close()));
        req.once('error', () => settle(() => controller.error(new Error('request body aborted'))));
        req.once('aborted', () => settle(() => controller.error(new Error('request body aborted'))));
      },
      pull() {
        req.resume();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
  return {
    stream,
    drain: () => {
      settle(() => controller.error(new Error('request body no longer read')));
      req.off('data', onData);
      req.resume();
    },
  };
}

/** The request as the handlers take it: the caller's address from the socket, the body streamed. */
function toRequest(req: IncomingMessage, body: ReadableStream<Uint8Array> | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  // The caller's address is the socket's, whatever the request says (throttling counts by it).
  headers.set('x-client-address', req.socket.remoteAddress ?? 'unknown');
  return new Request(new URL(req.url ?? '/', INTERNAL_BASE), {
    method: req.method,
    headers,
    body,
    // A streamed body (Node's fetch requires saying so).
    ...(body ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** Does the request announce a body (a length above 0, or a chunked one)? */
function announcesBody(req: IncomingMessage): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  if (req.headers['transfer-encoding'] !== undefined) return true;
  return Number(req.headers['content-length'] ?? 0) > 0;
}

/** A request the server cannot even read as one (a malformed URL, a method it does not take): 400. */
function badRequest(req: IncomingMessage): Response {
  const locale = localeOf(/[?&]locale=(\w+)/.exec(req.url ?? '')?.[1]);
  return errorResponse(new ApiError(400, { message: message(locale, 'badRequest') }));
}

/** Until the answer drains or closes; neither listener stays once one fired. */
function drained(res: Pick<ServerResponse, 'once' | 'off'>): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}

/**
 * Writes a streamed answer (GET /events) as it comes, waiting for the socket to drain, and stops
 * reading it when the client goes away (the stream's cancel ends its subscription). It leaves no
 * listener on the answer behind, however many times a slow reader makes it wait.
 */
export async function pipeStream(
  body: ReadableStream<Uint8Array>,
  res: Pick<ServerResponse, 'once' | 'off' | 'write' | 'end' | 'destroyed'>,
): Promise<void> {
  const reader = body.getReader();
  const gone = () => void reader.cancel().catch(() => undefined);
  res.once('close', gone);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      if (!res.write(value)) await drained(res);
    }
  } catch {
    // The stream failed or was cancelled: the answer ends here.
  } finally {
    res.off('close', gone);
    res.end();
  }
}

const isEventStream = (response: Response) =>
  (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/event-stream');

export interface MockApiOptions {
  port?: number;
  backend?: MockBackend;
  log?: boolean;
  /** The handlers to serve instead of the mock's own (a test serving a deliberately broken one). */
  handlers?: RequestHandler[];
  /** Mount the demo's own `/demo/*` calls (`DEMO=1`); a real server has none. */
  demo?: boolean;
  /** The browser origins allowed to call (default: CORS_ORIGINS, else the local ones). */
  corsOrigins?: readonly string[];
  /** The largest body each operation takes (default: src/api/body-limits.ts). */
  bodyLimit?: BodyLimit;
  /** The SMTP server the mails are delivered to as well (default: SMTP_URL; none: the outbox only). */
  smtpUrl?: string;
}

export async function startMockApi(options: MockApiOptions = {}): Promise<{
  server: Server;
  url: string;
  backend: MockBackend;
  close: () => Promise<void>;
}> {
  // SESSION_IDLE_MINUTES and SESSION_MAX_HOURS: the session lengths (docs/api/README.md#authentication).
  // SEED_FIXTURE=hostile: the rendering tests' hostile strings on top of the seed (mocks/db/hostile.ts).
  const fixture = isFixture(process.env.SEED_FIXTURE) ? process.env.SEED_FIXTURE : undefined;
  const backend =
    options.backend ??
    (await MockBackend.seeded({
      ...sessionPolicyFromEnv(process.env),
      fixture,
      appUrl: appUrlOf(),
      seedAt: seedAtOf(),
    }));
  // docs/api/README.md#mails: the outbox always; an SMTP server too when one is given.
  const smtpUrl = options.smtpUrl ?? process.env.SMTP_URL;
  const smtp = smtpUrl ? smtpTransport(smtpUrl, process.env.MAIL_FROM || undefined) : null;
  if (smtp) backend.mails.useTransport(smtp.send);
  const handlers =
    options.handlers ??
    createHandlers(INTERNAL_BASE, backend, { demo: options.demo ?? false, bodyLimit: options.bodyLimit });
  const allowed = options.corsOrigins ?? corsOriginsOf();
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  let origin = '';
  const reference = apiReference({ version, demo: options.demo ?? false, fallback: () => origin });

  /** The event streams open (closed with the server). */
  const streams = new Set<ServerResponse>();
  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = performance.now();
    const origin = req.headers.origin;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...corsHeaders(origin, allowed, true), 'x-content-type-options': 'nosniff' }).end();
      return;
    }
    const page = reference(req.method ?? 'GET', (req.url ?? '/').split('?')[0] ?? '/', req.headers.host);
    if (page) {
      res.writeHead(page.status, {
        'content-type': page.type,
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
        'content-security-policy': REFERENCE_POLICY,
        'x-frame-options': 'DENY',
      });
      res.end(req.method === 'HEAD' ? undefined : page.body);
      return;
    }
    const body = announcesBody(req) ? bodyStream(req) : null;
    let request: Request | null = null;
    try {
      request = toRequest(req, body?.stream);
    } catch {
      // Left null: a 400 below.
    }
    const response = request ? await answerRequest(handlers, request) : badRequest(req);
    const outHeaders: Record<string, string> = corsHeaders(origin, allowed, false);
    response.headers.forEach((value, name) => {
      outHeaders[name] = value;
    });
    // Whatever the client still sends of a body the handler did not read (refused, or never
    // needed) is thrown away as it arrives, so it reads the answer; after a short while the
    // connection is closed rather than kept for a body nobody will read.
    if (body && !req.complete) {
      body.drain();
      res.once('finish', () => {
        if (req.complete) return;
        const timer = setTimeout(() => req.socket.destroy(), LINGER_MS);
        // Whichever comes first clears both: a kept-alive socket carries many requests, and a
        // listener left on it per refused body would pile up (MaxListenersExceededWarning).
        const clear = () => {
          clearTimeout(timer);
          req.off('end', clear);
          req.socket.off('close', clear);
        };
        req.once('end', clear);
        req.socket.once('close', clear);
      });
    }
    res.writeHead(response.status, outHeaders);
    if (req.method === 'HEAD') {
      await response.body?.cancel();
      res.end();
    } else if (response.body && isEventStream(response)) {
      // GET /events: written as it comes, for as long as the client stays.
      res.flushHeaders();
      streams.add(res);
      res.once('close', () => streams.delete(res));
      await pipeStream(response.body, res);
    } else {
      res.end(Buffer.from(await response.arrayBuffer()));
    }
    if (options.log) {
      // Paths only: a token never reaches a log line.
      const path = (req.url ?? '/').split('?')[0];
      console.log(`${req.method} ${path} ${response.status} ${(performance.now() - started).toFixed(1)}ms`);
    }
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    answer(req, res).catch((error: unknown) => {
      console.error('[mock-api] unexpected error', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end();
    });
  });

  const closeServer = closable(server);

  const port = options.port ?? 4010;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  origin = `http://127.0.0.1:${actualPort}`;
  return {
    server,
    url: origin,
    backend,
    close: async () => {
      // An open stream would keep the server up: each ends, and its client connects again elsewhere.
      for (const res of streams) res.destroy();
      await backend.mails.settled();
      smtp?.close();
      await closeServer();
    },
  };
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop() ?? '');
if (isMain) {
  const port = Number(process.env.PORT ?? 4010);
  const demo = process.env.DEMO === '1';
  startMockApi({ port, log: process.env.QUIET !== '1', demo }).then(
    ({ url, server, close }) => {
      // Stopped by its process id or by Ctrl+C, it closes its port and exits. `npm run mock-api`
      // execs tsx (package.json), which passes the signal on to this process: an npm that stopped
      // alone used to leave tsx and this server running, still holding the port.
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.once(signal, () => {
          const closed = close();
          server.closeAllConnections();
          void closed.finally(() => process.exit(0));
        });
      }
      console.log(
        `Mock API listening on ${url} (demo accounts: admin@demo.local, reseller@demo.local, … password "demo")`,
      );
      console.log(`API reference: ${url}/docs (the OpenAPI document: ${url}/openapi.json)`);
      console.log(`Browsers may call it from: ${corsOriginsOf().join(', ')} (CORS_ORIGINS)`);
      console.log(`Mails and exports link to the back office at ${appUrlOf()} (APP_URL)`);
      if (demo) console.log(`DEMO=1: the demo’s own /demo/* calls are mounted (reference: ${url}/docs/demo).`);
      console.log(
        process.env.SMTP_URL
          ? 'Mails: kept in the outbox (GET /admin/mails) and delivered to SMTP_URL.'
          : 'Mails: kept in the outbox (GET /admin/mails); set SMTP_URL to deliver them too.',
      );
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
