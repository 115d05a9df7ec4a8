import { http, HttpResponse, type DefaultBodyType, type PathParams } from 'msw';
import type { MockBackend } from '../backend';
import { localeOf } from '../backend';
import type { CallContext } from '../services/context';
import { bearerOf, bodyOf, errorResponse, queryOf, type RouteInput } from './route';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type LegacyInput = Omit<RouteInput, 'id'>;

/** TRANSITION: the routes not yet declared in src/api (removed once every module is). */
export function routes(base: string, backend: MockBackend) {
  const make =
    (needsAuth: boolean) =>
    (method: Method, path: string, handle: (input: LegacyInput, ctx: CallContext | null) => unknown) =>
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
          const body = await bodyOf(request, locale);
          const input: LegacyInput = {
            params: params as Record<string, string | undefined>,
            query: queryOf(url),
            body,
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
