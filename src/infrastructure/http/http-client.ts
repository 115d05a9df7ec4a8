import { ServerError, UnauthorizedError } from '../../domain/shared/errors';
import type { Locale } from '../../domain/shared/format';
import type { AppEvents } from '../../application/shared/events';
import { fillPath, type AnyOperation, type BodyOf, type ParsedAnswerOf } from '../../api/operation';
import { LAST_EVENT_ID_HEADER as LAST_EVENT_ID } from '../../api/sse';
import { toAppError } from '../shared/errors';
import { parseAnswer } from '../shared/wire';

export interface HttpClientOptions {
  /** The API's base URL, without trailing slash. */
  readonly baseUrl: string;
  readonly token: () => string | null;
  readonly locale: () => Locale;
  readonly events: AppEvents;
  readonly fetch?: typeof fetch;
  /**
   * Called before each call, which waits for it: the demo's service worker being in place
   * (mocks/demo/main.ts), put there at the first call.
   */
  readonly ready?: () => Promise<unknown>;
}

export interface RequestOptions {
  readonly query?: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly body?: unknown;
  /** false for calls made without a session (login, password reset): a 401 there is no expiry. */
  readonly session?: boolean;
  /** A token to use instead of the session's (auth-user right after login). */
  readonly token?: string;
  /** `If-Match`: the version of the record the change is made on (docs/api/README.md#versions-and-lost-updates). */
  readonly ifMatch?: string;
  /** Given the headers of a successful answer (its ETag). */
  readonly onHeaders?: (headers: Headers) => void;
  /** Aborts the call: it rejects with the signal's reason (an AbortError), as fetch does. */
  readonly signal?: AbortSignal;
}

/** A call of one operation of the contract (src/api): its path's values, query and body. */
export interface CallOptions<O extends AnyOperation> {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: RequestOptions['query'];
  /** The JSON body, typed by the operation's request schema; FormData for a multipart one. */
  readonly body?: BodyOf<O> | FormData;
  readonly session?: boolean;
  readonly token?: string;
  /** The version the record was read with, sent as `If-Match` (a stale one: StaleRecordError). */
  readonly ifMatch?: string;
  readonly onHeaders?: (headers: Headers) => void;
  readonly signal?: AbortSignal;
}

/**
 * fetch with the API's conventions (docs/api/README.md#authentication, #base-url-and-language): bearer
 * token, `locale` parameter, JSON; refusals become the domain's typed errors
 * (docs/api/README.md#errors) and a 401 is announced once per call.
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
      await this.options.ready?.();
    } catch {
      throw this.unreachable();
    }
  }

  /**
   * A call that reached no server: the network or the server is gone; the app says so until the next
   * answer (docs/screens.md#connection-lost).
   */
  private unreachable(): ServerError {
    this.options.events.reached(false);
    return new ServerError('errors.network');
  }

  /**
   * An answer came: the server is there, unless a gateway says it is not (a 502, 503 or 504 without the
   * API's JSON: a proxy in front of a server that is gone).
   */
  private reachedBy(status: number, text: string): void {
    this.options.events.reached(!(GATEWAY_DOWN.has(status) && !isJson(text)));
  }

  /**
   * Calls one operation of the contract and parses its answer with the operation's schema: an
   * answer that does not match is a ServerError naming the fields at fault, never a half-read record.
   */
  async call<O extends AnyOperation>(operation: O, options: CallOptions<O> = {}): Promise<ParsedAnswerOf<O>> {
    const { params = {}, body, ...rest } = options;
    const answer = await this.request(operation.method.toUpperCase(), fillPath(operation.path, params), {
      ...rest,
      body,
    });
    return parseAnswer(operation, answer);
  }

  /**
   * `call`, with the answer's headers: a versioned record's `ETag` is its version
   * (docs/api/README.md#versions-and-lost-updates).
   */
  async callWithHeaders<O extends AnyOperation>(
    operation: O,
    options: CallOptions<O> = {},
  ): Promise<{ answer: ParsedAnswerOf<O>; headers: Headers }> {
    let headers = new Headers();
    const answer = await this.call(operation, {
      ...options,
      onHeaders: (given) => {
        headers = given;
      },
    });
    return { answer, headers };
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<unknown> {
    await this.whenReady();
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.token ?? (options.session === false ? null : this.options.token());
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.ifMatch) headers['if-match'] = options.ifMatch;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    let response: Response;
    const { signal } = options;
    const sentAt = this.options.events.now();
    try {
      response = await (this.options.fetch ?? fetch)(this.url(path, options.query), { method, headers, body, signal });
    } catch (error) {
      // An aborted call is no network failure: the caller stopped waiting (a list left for another page).
      if (signal?.aborted) throw signal.reason ?? error;
      throw this.unreachable();
    }
    const text = await response.text();
    this.reachedBy(response.status, text);
    let payload: unknown = undefined;
    if (text) {
      try {
        payload = JSON.parse(text) as unknown;
      } catch {
        if (response.ok) throw new ServerError('errors.badResponse');
      }
    }
    if (response.ok) {
      // docs/api/README.md#errors: an answer holding an errors field is a failure.
      if (
        payload &&
        typeof payload === 'object' &&
        'errors' in payload &&
        Array.isArray(payload.errors) &&
        payload.errors.length
      ) {
        throw toAppError(400, payload);
      }
      this.answered(token, sentAt, response.headers.get(LAST_EVENT_ID));
      options.onHeaders?.(response.headers);
      return payload;
    }
    const error = toAppError(response.status, payload, { retryAfter: response.headers.get('retry-after') });
    if (error instanceof UnauthorizedError && options.session !== false) this.options.events.unauthorized$.next(token);
    throw error;
  }

  /**
   * A call carrying the session's token, sent at `sentAt`, was answered: the session is alive
   * (src/domain/session/idle.ts), and its data was read as of event `asOf` (docs/api/README.md#events).
   */
  private answered(token: string | null, sentAt: number, asOf: string | null): void {
    if (!token || token !== this.options.token()) return;
    this.options.events.activity$.next(sentAt);
    if (asOf) this.options.events.readAsOf$.next(asOf);
  }

  /** The typed error of a refused answer (JSON body or none), announcing a 401 of the token sent. */
  private refusal(status: number, text: string, token: string | null): Error {
    this.reachedBy(status, text);
    let payload: unknown = undefined;
    try {
      payload = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      payload = undefined;
    }
    const error = toAppError(status, payload);
    if (error instanceof UnauthorizedError) this.options.events.unauthorized$.next(token);
    return error;
  }

  /**
   * An event stream's body (docs/api/README.md#events), with the session's token and `Last-Event-ID`:
   * read with fetch since `EventSource` cannot send `Authorization`. Refusals are the same typed
   * errors as `request`; an open stream is no activity of the session (it keeps none alive). At low
   * priority: it never competes with the page's own calls, and a request of high priority in flight
   * is a page still loading to the browser's tools (Lighthouse waited 45 s on every signed-in page,
   * which opens the stream as it loads: docs/performance.md#fast-on-a-phone).
   */
  async requestStream(
    path: string,
    options: { readonly lastEventId?: string | null; readonly signal?: AbortSignal } = {},
  ): Promise<ReadableStream<Uint8Array>> {
    await this.whenReady();
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    const token = this.options.token();
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(this.url(path), {
        method: 'GET',
        headers,
        signal: options.signal,
        cache: 'no-store',
        priority: 'low',
      });
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      throw this.unreachable();
    }
    if (!response.ok) throw this.refusal(response.status, await response.text(), token);
    this.options.events.reached(true);
    if (!response.body) throw new ServerError('errors.badResponse');
    return response.body;
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
    const sentAt = this.options.events.now();
    try {
      response = await (this.options.fetch ?? fetch)(this.url(path, options.query), { method, headers, body });
    } catch {
      throw this.unreachable();
    }
    if (!response.ok) throw this.refusal(response.status, await response.text(), token);
    this.options.events.reached(true);
    this.answered(token, sentAt, response.headers.get(LAST_EVENT_ID));
    return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
  }

  /**
   * A multipart upload of one operation, reporting its progress (0 to 1). In a browser it goes
   * through XMLHttpRequest, the one API that reports an upload's progress; elsewhere through fetch.
   */
  async upload<O extends AnyOperation>(
    operation: O,
    params: Readonly<Record<string, string | number>>,
    form: FormData,
    onProgress?: (fraction: number) => void,
  ): Promise<ParsedAnswerOf<O>> {
    return parseAnswer(operation, await this.send(fillPath(operation.path, params), form, onProgress));
  }

  /** A JSON upload of one operation (a file model holding base64) reporting its progress like `upload`. */
  async uploadJson<O extends AnyOperation>(
    operation: O,
    params: Readonly<Record<string, string | number>>,
    body: BodyOf<O>,
    onProgress?: (fraction: number) => void,
  ): Promise<ParsedAnswerOf<O>> {
    return parseAnswer(operation, await this.send(fillPath(operation.path, params), { json: body }, onProgress));
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
      xhr.onerror = () => reject(this.unreachable());
    });
    xhr.open('POST', this.url(path));
    xhr.setRequestHeader('accept', 'application/json');
    if (json) xhr.setRequestHeader('content-type', 'application/json');
    const token = this.options.token();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    onProgress(0);
    const sentAt = this.options.events.now();
    xhr.send(json ? JSON.stringify(payload.json) : payload);
    const { status, text } = await done;
    if (status < 200 || status >= 300) throw this.refusal(status, text, token);
    this.options.events.reached(true);
    this.answered(token, sentAt, xhr.getResponseHeader(LAST_EVENT_ID));
    onProgress(1);
    try {
      return text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      throw new ServerError('errors.badResponse');
    }
  }
}

/** A gateway's answers when the server behind it is gone (docs/screens.md#connection-lost). */
const GATEWAY_DOWN: ReadonlySet<number> = new Set([502, 503, 504]);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return text !== '';
  } catch {
    return false;
  }
}

/** The file name of a content-disposition header (filename* first), or null. */
function filenameOf(header: string | null): string | null {
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
