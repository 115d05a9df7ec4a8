import {
  getResponse,
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpHandler,
  type PathParams,
  type RequestHandler,
} from 'msw';
import { localeOf, type MockBackend } from '../backend-core';
import { ApiError } from '../services/shared/api-error';
import { bodyOf, type BodyLimit } from './body';
import { writeQueueOf } from '../services/shared/versions';
import { etagOf } from '../../src/api/etag';
import { LAST_EVENT_ID_HEADER } from '../../src/api/sse';
import { message } from '../services/shared/messages';
import type { CallContext, ClientInfo, RawQuery } from '../services/shared/context';
import type { ExportedFile } from '../services/shared/spreadsheet-export';
import type { Locale } from '../../src/domain/shared/format';
import {
  mountOrder,
  needsSession,
  pathParams,
  routePattern,
  type Access,
  type AnyOperation,
} from '../../src/api/operation';
import { can } from '../../src/domain/session/can';
import type { Served, ServeInput } from '../operations/serve';
import { URL_QUERIES } from './list-requests';

/**
 * The client of a request. `npm run mock-api` sets `x-client-address` from the socket (overwriting
 * whatever a client sent); in-process and in the browser every call comes from `local`.
 */
function clientOf(request: Request): ClientInfo {
  return {
    address: request.headers.get('x-client-address') ?? 'local',
    // The in-browser demo passes the page's browser as x-user-agent (a browser keeps User-Agent to itself).
    userAgent: (request.headers.get('user-agent') || request.headers.get('x-user-agent') || '').slice(0, 300),
  };
}

/** A file answer: its bytes, type and the name to save it under. */
function fileResponse(file: ExportedFile): Response {
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'content-length': String(file.bytes.length),
    },
  });
}

/**
 * The HTTP answer of a service's: a file as `fileResponse`, an event stream as it is, else JSON with
 * the operation's status (none: 204); a versioned operation's record with its ETag, `etagOf` its JSON
 * as this caller receives it (docs/api/README.md#versions-and-lost-updates).
 */
function answerOf(operation: AnyOperation, result: unknown): Response {
  if ('file' in operation.answer) return fileResponse(result as ExportedFile);
  if (result instanceof Response) return result;
  const { status } = operation.answer;
  if (result === undefined || status === 204) return new HttpResponse(null, { status: 204 });
  return HttpResponse.json(result as never, { status, headers: operation.versioned ? { etag: etagOf(result) } : {} });
}

/**
 * What every answer carries (docs/api/README.md#headers): never stored by a browser or a proxy
 * (answers hold personal data and session state), and never sniffed into another type than the
 * one declared (a served file cannot turn into a page).
 */
const ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/**
 * Every answer of the mock passes here last: the place for the headers every answer carries
 * (docs/api/README.md), and those of this one (`extra`).
 */
function finish(response: Response, extra: Readonly<Record<string, string>> = {}): Response {
  const all = { ...ANSWER_HEADERS, ...extra };
  try {
    for (const [name, value] of Object.entries(all)) response.headers.set(name, value);
    return response;
  } catch {
    // Headers that cannot change (a response built elsewhere): the same answer with them added.
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(all)) headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

function queryOf(url: URL): RawQuery {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    out[key] = key.endsWith('[]') || values.length > 1 ? values : (values[0] as string);
  }
  return out;
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? (match[1] as string) : null;
}

/** The answer to a request no route takes: a 404, as for an unknown record. */
function unmatched(request: Request): Response {
  let locale: Locale = 'fr';
  try {
    locale = localeOf(new URL(request.url).searchParams.get('locale'));
  } catch {
    // Not a URL one can read a locale from: French, the default.
  }
  return finish(HttpResponse.json({ message: message(locale, 'notFound') }, { status: 404 }));
}

/** A path with a malformed escape (`/admin/orders/%E0%A4%A`): no route can even be matched against it. */
function hasMalformedEscape(request: Request): boolean {
  try {
    decodeURIComponent(new URL(request.url).pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * One request through the handlers, as the mock's servers answer it (`npm run mock-api`, the
 * demo's worker): a 400 for a path that cannot be read, a 404 for one no route takes.
 */
export async function answerRequest(handlers: RequestHandler[], request: Request): Promise<Response> {
  try {
    if (hasMalformedEscape(request)) {
      const locale = localeOf(new URL(request.url).searchParams.get('locale'));
      throw new ApiError(400, { message: message(locale, 'badRequest') });
    }
    return (await getResponse(handlers, request)) ?? unmatched(request);
  } catch (error) {
    return errorResponse(error);
  }
}

/** Turns any failure into the API's JSON error answer; an unexpected one is a 500 with a message. */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return finish(HttpResponse.json(error.body, { status: error.status, headers: error.headers }));
  }
  console.error('[mock-api] unexpected error', error);
  return finish(HttpResponse.json({ message: 'Internal server error' }, { status: 500 }));
}

const ID = /^\d{1,12}$/;

/**
 * May the caller ever make a call of this access kind (docs/access.md#access-kinds-of-the-api-contract)?
 * The domain's table says (`can`); a caller who may not is refused (403) before its body is read:
 * nobody gets the server to read and parse a body it would never take from them.
 */
function mayCall(access: Access, ctx: CallContext | null): boolean {
  return !ctx || can(ctx.caller, 'call', `${access}-operation`);
}

/** An operation's parameters that are ids: every one but those given a schema of their own. */
function idParams(operation: AnyOperation): string[] {
  return pathParams(operation.path).filter((name) => !operation.params?.[name]);
}

export interface MountOptions {
  /** The largest body each operation takes (default: src/api/body-limits.ts); a test may make it smaller. */
  readonly bodyLimit?: BodyLimit;
}

/**
 * Mounts the routing table's entries (mocks/operations/table.ts) on one base URL (an absolute URL
 * without trailing slash), each at its operation's method and path, fixed path segments before
 * parameters. Open operations need no token; the others authenticate the bearer token first. Each
 * request is read into the entry's typed input (path ids, the query its kind names, the body, the
 * headers), and the service's answer written back as HTTP.
 */
export function mount(
  base: string,
  backend: MockBackend,
  served: readonly Served[],
  options: MountOptions = {},
): HttpHandler[] {
  const byOperation = new Map(served.map((entry) => [entry.operation, entry]));
  return mountOrder(served.map((entry) => entry.operation)).map((operation) => {
    const { query, answer } = byOperation.get(operation) as Served;
    const ids = idParams(operation);
    return http[operation.method]<PathParams, DefaultBodyType>(`${base}${routePattern(operation.path)}`, (async ({
      request,
      params,
    }: {
      request: Request;
      params: PathParams;
    }) => {
      try {
        const url = new URL(request.url);
        const locale = localeOf(url.searchParams.get('locale'));
        const token = bearerOf(request);
        const client = clientOf(request);
        // An event stream is no activity of the session: a client opens it again by itself after a lost
        // connection, so counting it would keep an idle session alive (docs/api/README.md#events).
        const activity = !('stream' in operation.answer);
        const ctx = needsSession(operation.access) ? backend.context(token, locale, client, activity) : null;
        // Read before the service reads anything: an event made meanwhile is after it (given again at worst).
        const asOf: Record<string, string> =
          ctx && activity ? { [LAST_EVENT_ID_HEADER]: String(backend.lastEventId) } : {};
        const named = params as Record<string, string | undefined>;
        const parsedIds: Record<string, number> = {};
        for (const name of ids) {
          const value = named[name];
          // A real router would not match a path whose id is not a number: 404, as for an unknown id.
          if (!value || !ID.test(value)) throw new ApiError(404, { message: message(locale, 'notFound') });
          parsedIds[name] = Number(value);
        }
        if (request.body !== null && !mayCall(operation.access, ctx)) {
          throw new ApiError(403, { message: message(locale, 'forbidden') });
        }
        const body = await bodyOf(request, locale, operation, options.bodyLimit);
        const raw = queryOf(url);
        const input: ServeInput<unknown> = {
          id: (name = 'id') => {
            const value = parsedIds[name];
            if (value === undefined) throw new Error(`${operation.id} has no id parameter "${name}"`);
            return value;
          },
          params: named,
          query: query === undefined ? undefined : URL_QUERIES[query](raw, locale),
          body,
          ifMatch: request.headers.get('if-match'),
          locale,
          localeGiven: raw.locale !== undefined,
          token,
          client,
          lastEventId: request.headers.get('last-event-id'),
        };
        // A conditional write checks the version and writes with no other write in between.
        const result = await (operation.ifMatch
          ? writeQueueOf(backend).run(() => answer(input, ctx))
          : answer(input, ctx));
        return finish(answerOf(operation, result), asOf);
      } catch (error) {
        return errorResponse(error);
      }
    }) as never);
  });
}
