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
  /** Calls wait for it first: the demo's service worker being in place (src/ui/main.tsx). */
  readonly ready?: Promise<unknown>;
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

  private async whenReady(): Promise<void> {
    try {
      await this.options.ready;
    } catch {
      throw new ServerError('errors.network');
    }
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<unknown> {
    await this.whenReady();
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

  /** The typed error of a refused answer (JSON body or none), announcing a 401. */
  private refusal(status: number, text: string): Error {
    let payload: unknown = undefined;
    try {
      payload = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      payload = undefined;
    }
    const error = toAppError(status, payload);
    if (error instanceof UnauthorizedError) this.options.events.unauthorized$.next();
    return error;
  }

  /**
   * A call answered with a file (export, zip, document): its bytes and the name the server gave
   * in content-disposition. Refusals are the same typed errors as `request`.
   */
  async requestFile(
    method: string,
    path: string,
    options: Pick<RequestOptions, 'query' | 'body'> = {},
  ): Promise<{ blob: Blob; filename: string | null }> {
    await this.whenReady();
    const headers: Record<string, string> = { accept: '*/*' };
    const token = this.options.token();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(this.url(path, options.query), { method, headers, body });
    } catch {
      throw new ServerError('errors.network');
    }
    if (!response.ok) throw this.refusal(response.status, await response.text());
    return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
  }

  /**
   * A multipart upload reporting its progress (0 to 1). In a browser it goes through
   * XMLHttpRequest, the one API that reports an upload's progress; elsewhere through `request`.
   */
  async upload(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<unknown> {
    return this.send(path, form, onProgress);
  }

  /** A JSON upload (a file model holding base64) reporting its progress like `upload`. */
  async uploadJson(path: string, body: unknown, onProgress?: (fraction: number) => void): Promise<unknown> {
    return this.send(path, { json: body }, onProgress);
  }

  private async send(
    path: string,
    payload: FormData | { readonly json: unknown },
    onProgress?: (fraction: number) => void,
  ): Promise<unknown> {
    await this.whenReady();
    const json = !(payload instanceof FormData);
    if (!onProgress || typeof XMLHttpRequest === 'undefined' || this.options.fetch) {
      onProgress?.(0);
      const answer = await this.request('POST', path, { body: json ? payload.json : payload });
      onProgress?.(1);
      return answer;
    }
    const xhr = new XMLHttpRequest();
    const done = new Promise<{ status: number; text: string }>((resolve, reject) => {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
      xhr.onerror = () => reject(new ServerError('errors.network'));
    });
    xhr.open('POST', this.url(path));
    xhr.setRequestHeader('accept', 'application/json');
    if (json) xhr.setRequestHeader('content-type', 'application/json');
    const token = this.options.token();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    onProgress(0);
    xhr.send(json ? JSON.stringify(payload.json) : payload);
    const { status, text } = await done;
    if (status < 200 || status >= 300) throw this.refusal(status, text);
    onProgress(1);
    try {
      return text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      throw new ServerError('errors.badResponse');
    }
  }
}

/** The file name of a content-disposition header (filename* first), or null. */
export function filenameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? null;
}
