import { http, HttpResponse, type DefaultBodyType, type PathParams } from 'msw';
import type { MockBackend } from '../backend';
import { localeOf } from '../backend';
import { ApiError } from '../services/api-error';
import { message } from '../services/messages';
import type { CallContext, RawQuery } from '../services/context';
import type { Locale } from '../../src/domain/shared/format';

export interface RouteInput {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly query: RawQuery;
  readonly body: unknown;
  readonly locale: Locale;
  readonly token: string | null;
  readonly request: Request;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export function queryOf(url: URL): RawQuery {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    out[key] = key.endsWith('[]') || values.length > 1 ? values : (values[0] as string);
  }
  return out;
}

async function bodyOf(request: Request, locale: Locale): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // PRODUCT §5: a bad input is a 400 naming what is wrong, like any other.
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
  if (error instanceof ApiError) return HttpResponse.json(error.body, { status: error.status });
  console.error('[mock-api] unexpected error', error);
  return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
}

/**
 * Builds MSW routes on one base URL. `open` routes need no token; `authed` ones
 * authenticate the bearer token first and hand the service its call context.
 */
export function routes(base: string, backend: MockBackend) {
  const make =
    (needsAuth: boolean) =>
    (
      method: Method,
      path: string,
      handle: (input: RouteInput, ctx: CallContext | null) => unknown | Promise<unknown>,
    ) =>
      http[method]<PathParams, DefaultBodyType>(`${base}${path}`, (async ({
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
          const ctx = needsAuth ? backend.context(token, locale) : null;
          const input: RouteInput = {
            params: params as Record<string, string | undefined>,
            query: queryOf(url),
            body: await bodyOf(request, locale),
            locale,
            token,
            request,
          };
          const result = await handle(input, ctx);
          if (result instanceof Response) return result;
          if (result === undefined) return new HttpResponse(null, { status: 204 });
          return HttpResponse.json(result as never, { status: method === 'post' ? 201 : 200 });
        } catch (error) {
          return errorResponse(error);
        }
      }) as never);
  return { open: make(false), authed: make(true) };
}
