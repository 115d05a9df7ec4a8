import { ServerError, UnauthorizedError } from '../../domain/shared/errors';
import type { Locale } from '../../domain/shared/format';
import type { AppEvents } from '../../application/shared/events';
import { toAppError } from '../shared/errors';

export interface HttpClientOptions {
  /** The API's base URL, without trailing slash. */
  readonly baseUrl: string;
  readonly token: () => string | null;
  readonly locale: () => Locale;
  readonly events: AppEvents;
  readonly fetch?: typeof fetch;
}

export interface RequestOptions {
  readonly query?: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly body?: unknown;
  /** false for calls made without a session (login, password reset): a 401 there is no expiry. */
  readonly session?: boolean;
  /** A token to use instead of the session's (auth-user right after login). */
  readonly token?: string;
}

/**
 * fetch with the API's conventions (SPEC 7): bearer token, `locale` parameter, JSON;
 * refusals become the domain's typed errors and a 401 is announced once per call.
 */
export class HttpClient {
  constructor(private readonly options: HttpClientOptions) {}

  url(path: string, query: RequestOptions['query'] = {}): string {
    const url = new URL(`${this.options.baseUrl}${path}`);
    url.searchParams.set('locale', this.options.locale());
    for (const [name, value] of Object.entries(query)) {
      if (value === undefined) continue;
      if (typeof value === 'string') url.searchParams.set(name, value);
      else for (const item of value) url.searchParams.append(name, item);
    }
    return url.toString();
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.token ?? (options.session === false ? null : this.options.token());
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(this.url(path, options.query), { method, headers, body });
    } catch {
      throw new ServerError('errors.network');
    }
    const text = await response.text();
    let payload: unknown = undefined;
    if (text) {
      try {
        payload = JSON.parse(text) as unknown;
      } catch {
        if (response.ok) throw new ServerError('errors.badResponse');
      }
    }
    if (response.ok) {
      // SPEC 5: an answer holding an errors field is a failure.
      if (
        payload &&
        typeof payload === 'object' &&
        'errors' in payload &&
        Array.isArray(payload.errors) &&
        payload.errors.length
      ) {
        throw toAppError(400, payload);
      }
      return payload;
    }
    const error = toAppError(response.status, payload);
    if (error instanceof UnauthorizedError && options.session !== false) this.options.events.unauthorized$.next();
    throw error;
  }
}
