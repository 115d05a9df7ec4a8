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
import type { Locale } from '../../src/domain/shared/format';
import {
  mountOrder,
  needsSession,
  pathParams,
  routePattern,
  type Access,
  type AnswerOf,
  type AnyOperation,
} from '../../src/api/operation';
import { can } from '../../src/domain/session/can';

export interface RouteInput {
  readonly params: Readonly<Record<string, string | undefined>>;
  /**
   * A path id, parsed (default: `id`). A path whose id is not a positive integer never reaches a
   * handler: it is a 404, as for an unknown id.
   */
  id(name?: string): number;
  readonly query: RawQuery;
  readonly body: unknown;
  readonly locale: Locale;
  readonly token: string | null;
  /** Who calls from where: the client's address (set by the server, never by the client) and browser. */
  readonly client: ClientInfo;
  /** The `If-Match` header: the version of the record the caller read (a stale one is a 412). */
  readonly ifMatch: string | null;
  readonly request: Request;
}

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

/** A JSON answer with headers of its own (an ETag), for a handler that must set them. */
class AnswerWithHeaders<T> {
  constructor(
    readonly body: T,
    readonly headers: Readonly<Record<string, string>>,
  ) {}
}

/**
 * docs/api/README.md#versions-and-lost-updates: a versioned operation's answer (one record) carries
 * its ETag, `etagOf` its JSON as this caller receives it, unless the handler set one.
 */
function versionHeaders(operation: AnyOperation, answer: AnswerWithHeaders<unknown>): Readonly<Record<string, string>> {
  if (!operation.versioned || Object.keys(answer.headers).some((name) => name.toLowerCase() === 'etag')) {
    return answer.headers;
  }
  return { ...answer.headers, etag: etagOf(answer.body) };
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

/** The caller of an operation: none for an open one, else the token's user (401 without one). */
type ContextOf<O extends AnyOperation> = O['access'] extends 'open' ? null : CallContext;

/** What a handler returns: the operation's answer as JSON (its schema's input), or a ready Response (files). */
export type Handler<O extends AnyOperation> = (
  input: RouteInput,
  ctx: ContextOf<O>,
) =>
  | AnswerOf<O>
  | AnswerWithHeaders<AnswerOf<O>>
  | Response
  | Promise<AnswerOf<O> | AnswerWithHeaders<AnswerOf<O>> | Response>;

/** One operation of the contract and the mock's behaviour for it. */
export interface Implementation {
  readonly operation: AnyOperation;
  readonly handle: (input: RouteInput, ctx: CallContext | null) => unknown;
}

/** The mock's handler of one operation of src/api: tsc checks the answer against the operation's schema. */
export function implement<O extends AnyOperation>(operation: O, handle: Handler<O>): Implementation {
  return { operation, handle: handle as Implementation['handle'] };
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
 * Mounts the implementations on one base URL (an absolute URL without trailing slash), each at
 * its operation's method and path, fixed path segments before parameters. Open operations need no
 * token; the others authenticate the bearer token first and hand the handler its call context.
 */
export function mount(
  base: string,
  backend: MockBackend,
  implementations: readonly Implementation[],
  options: MountOptions = {},
): HttpHandler[] {
  const byOperation = new Map(implementations.map((i) => [i.operation, i]));
  return mountOrder(implementations.map((i) => i.operation)).map((operation) => {
    const { handle } = byOperation.get(operation) as Implementation;
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
        // Read before the handler reads anything: an event made meanwhile is after it (given again at worst).
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
        const input: RouteInput = {
          params: named,
          id: (name = 'id') => {
            const value = parsedIds[name];
            if (value === undefined) throw new Error(`${operation.id} has no id parameter "${name}"`);
            return value;
          },
          query: queryOf(url),
          body: await bodyOf(request, locale, operation, options.bodyLimit),
          locale,
          token,
          client,
          ifMatch: request.headers.get('if-match'),
          request,
        };
        // A conditional write checks the version and writes with no other write in between.
        const result = await (operation.ifMatch
          ? writeQueueOf(backend).run(() => handle(input, ctx))
          : handle(input, ctx));
        if (result instanceof Response) return finish(result, asOf);
        const { status } = operation.answer;
        if (result === undefined || status === 204) return finish(new HttpResponse(null, { status: 204 }), asOf);
        const answer = result instanceof AnswerWithHeaders ? result : new AnswerWithHeaders(result, {});
        return finish(
          HttpResponse.json(answer.body as never, { status, headers: versionHeaders(operation, answer) }),
          asOf,
        );
      } catch (error) {
        return errorResponse(error);
      }
    }) as never);
  });
}
