import { http, HttpResponse, type DefaultBodyType, type HttpHandler, type PathParams } from 'msw';
import type { MockBackend } from '../backend';
import { localeOf } from '../backend';
import { ApiError } from '../services/api-error';
import { message } from '../services/messages';
import type { CallContext, ClientInfo, RawQuery } from '../services/context';
import type { Locale } from '../../src/domain/shared/format';
import {
  mountOrder,
  needsSession,
  pathParams,
  routePattern,
  type AnswerOf,
  type AnyOperation,
} from '../../src/api/operation';

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
export function clientOf(request: Request): ClientInfo {
  return {
    address: request.headers.get('x-client-address') ?? 'local',
    userAgent: (request.headers.get('user-agent') ?? '').slice(0, 300),
  };
}

/** A JSON answer with headers of its own (an ETag), for a handler that must set them. */
export class AnswerWithHeaders<T> {
  constructor(
    readonly body: T,
    readonly headers: Readonly<Record<string, string>>,
  ) {}
}

/**
 * Every answer of the mock passes here last: the place for the headers every answer carries
 * (docs/api/README.md).
 */
export function finish(response: Response): Response {
  return response;
}

export function queryOf(url: URL): RawQuery {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    out[key] = key.endsWith('[]') || values.length > 1 ? values : (values[0] as string);
  }
  return out;
}

export async function bodyOf(request: Request, locale: Locale): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // docs/api/README.md: a bad input is a 400 naming what is wrong, like any other.
    const text = message(locale, 'invalid');
    throw new ApiError(400, { message: text, errors: [{ field: 'body', message: text }] });
  }
}

export function bearerOf(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? (match[1] as string) : null;
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
export type ContextOf<O extends AnyOperation> = O['access'] extends 'open' ? null : CallContext;

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

/** An operation's parameters that are ids: every one but those given a schema of their own. */
function idParams(operation: AnyOperation): string[] {
  return pathParams(operation.path).filter((name) => !operation.params?.[name]);
}

/**
 * Mounts the implementations on one base URL (an absolute URL without trailing slash), each at
 * its operation's method and path, fixed path segments before parameters. Open operations need no
 * token; the others authenticate the bearer token first and hand the handler its call context.
 */
export function mount(base: string, backend: MockBackend, implementations: readonly Implementation[]): HttpHandler[] {
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
        const ctx = needsSession(operation.access) ? backend.context(token, locale, client) : null;
        const named = params as Record<string, string | undefined>;
        const parsedIds: Record<string, number> = {};
        for (const name of ids) {
          const value = named[name];
          // A real router would not match a path whose id is not a number: 404, as for an unknown id.
          if (!value || !ID.test(value)) throw new ApiError(404, { message: message(locale, 'notFound') });
          parsedIds[name] = Number(value);
        }
        const input: RouteInput = {
          params: named,
          id: (name = 'id') => {
            const value = parsedIds[name];
            if (value === undefined) throw new Error(`${operation.id} has no id parameter "${name}"`);
            return value;
          },
          query: queryOf(url),
          body: await bodyOf(request, locale),
          locale,
          token,
          client,
          ifMatch: request.headers.get('if-match'),
          request,
        };
        const result = await handle(input, ctx);
        if (result instanceof Response) return finish(result);
        const { status } = operation.answer;
        if (result === undefined || status === 204) return finish(new HttpResponse(null, { status: 204 }));
        if (result instanceof AnswerWithHeaders) {
          return finish(HttpResponse.json(result.body as never, { status, headers: result.headers }));
        }
        return finish(HttpResponse.json(result as never, { status }));
      } catch (error) {
        return errorResponse(error);
      }
    }) as never);
  });
}
