import { fillPath, pathParams, type AnyOperation, type ParsedAnswerOf } from '../../api/operation';
import { LAST_EVENT_ID_HEADER as LAST_EVENT_ID } from '../../api/sse';
import type { AppSignals } from '../../application/shared/signals';
import type { FileLink } from '../../domain/orders/order';
import { ServerError, UnauthorizedError } from '../../domain/shared/errors';
import type { Locale } from '../../domain/shared/format';
import type { ApiCall, ApiFile, ApiTransport, ListCall } from '../adapters/api-transport';
import { toAppError } from '../shared/errors';
import { parseAnswer } from '../shared/wire';

export interface HttpTransportOptions {
  /** The API's base URL (a trailing slash is dropped). */
  readonly baseUrl: string;
  readonly token: () => string | null;
  readonly locale: () => Locale;
  readonly signals: AppSignals;
  /** fetch, or one that also watches each answer (the conformance run, the tests). */
  readonly fetch?: typeof fetch;
  /**
   * Waited for before each call: the demo's service worker being in place (mocks/demo/main.ts), put
   * there at the first call.
   */
  readonly ready?: () => Promise<unknown>;
}

type Query = Readonly<Record<string, string | readonly string[] | undefined>>;

/** What a request carries besides its method and path. */
interface Parts {
  readonly accept: string;
  readonly query?: Query;
  readonly body?: unknown;
  /** A token to use instead of the session's (the session's user right after login). */
  readonly token?: string;
  /** false: a call outside the session (login, password reset): a 401 there is no expiry. */
  readonly session?: false;
  readonly ifMatch?: string;
  readonly lastEventId?: string | null;
  readonly signal?: AbortSignal;
}

/** A request ready to go: what fetch takes, the token it carries and when it was sent. */
interface Sent {
  readonly url: string;
  readonly init: RequestInit & { readonly method: string; readonly headers: Record<string, string> };
  readonly body: string | FormData | undefined;
  readonly token: string | null;
  readonly session: boolean;
  readonly sentAt: number;
}

/**
 * The API over HTTP, one door per kind of answer, each calling fetch itself
 * (docs/architecture.md#one-mapping-per-port-two-transports): the operation's method and path, its
 * list as the API's parameters (src/infrastructure/http/list-params.ts, loaded with the first list:
 * the login page lists nothing), the API's conventions (docs/api/README.md#authentication,
 * #base-url-and-language: bearer token, `locale`, JSON, If-Match out and the ETag back,
 * `Last-Event-ID`), refusals as the domain's typed errors (docs/api/README.md#errors, a 401 announced
 * once per call), the answer parsed by the operation's schema: an answer that does not match is a
 * ServerError naming the fields at fault, never a half-read record.
 */
export class HttpTransport implements ApiTransport {
  private readonly baseUrl: string;

  constructor(private readonly options: HttpTransportOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
  }

  async call<O extends AnyOperation>(operation: O, call: ApiCall<O> = {}): Promise<ParsedAnswerOf<O>> {
    if (call.onProgress && call.body !== undefined) return this.upload(operation, call, call.onProgress);
    const waiting = this.waiting(operation, call.list);
    const sent = this.operation(operation, call, waiting && (await waiting));
    const response = await this.delivered((this.options.fetch ?? fetch)(sent.url, sent.init), call.signal);
    return parseAnswer(operation, this.payload(response.status, await response.text(), response.headers, sent));
  }

  /** `call`, with the record's version: the answer's ETag (docs/api/README.md#versions-and-lost-updates). */
  async versioned<O extends AnyOperation>(operation: O, call: ApiCall<O> = {}) {
    if (call.onProgress && call.body !== undefined)
      return { answer: await this.upload(operation, call, call.onProgress), version: null };
    const waiting = this.waiting(operation, call.list);
    const sent = this.operation(operation, call, waiting && (await waiting));
    const response = await this.delivered((this.options.fetch ?? fetch)(sent.url, sent.init), call.signal);
    const answer = parseAnswer(operation, this.payload(response.status, await response.text(), response.headers, sent));
    return { answer, version: response.headers.get('etag') };
  }

  /** A file answer (export, zip): its bytes and the name the server gave in content-disposition. */
  async file<O extends AnyOperation>(operation: O, call: ApiCall<O> = {}): Promise<ApiFile> {
    const waiting = this.waiting(operation, call.list);
    const sent = this.operation(operation, call, waiting && (await waiting), '*/*');
    return this.fileOf(await this.delivered((this.options.fetch ?? fetch)(sent.url, sent.init), call.signal), sent);
  }

  /** By the URL the record gives: a real server may serve its files from anywhere. */
  async download(link: FileLink): Promise<ApiFile> {
    await this.waiting();
    const sent = this.request('GET', link.url, { accept: '*/*' });
    return this.fileOf(await this.delivered((this.options.fetch ?? fetch)(sent.url, sent.init)), sent);
  }

  /**
   * An event stream's body (docs/api/README.md#events), with the session's token and `Last-Event-ID`:
   * read with fetch since `EventSource` cannot send `Authorization`. Refusals are the same typed
   * errors as a call's; an open stream is no activity of the session (it keeps none alive). At low
   * priority: it never competes with the page's own calls, and a request of high priority in flight
   * is a page still loading to the browser's tools (Lighthouse waited 45 s on every signed-in page,
   * which opens the stream as it loads: docs/performance.md#fast-on-a-phone).
   */
  async stream<O extends AnyOperation>(
    operation: O,
    call: Pick<ApiCall<O>, 'signal'> & { readonly lastEventId?: string | null } = {},
  ): Promise<ReadableStream<Uint8Array>> {
    await this.waiting();
    const { signal, lastEventId } = call;
    const sent = this.request('GET', fillPath(operation.path, {}), {
      accept: 'text/event-stream',
      lastEventId,
      signal,
    });
    const init: RequestInit = { ...sent.init, cache: 'no-store', priority: 'low' };
    const response = await this.delivered((this.options.fetch ?? fetch)(sent.url, init), signal);
    if (!response.ok) throw this.refused(response.status, await response.text(), response.headers, sent);
    this.options.signals.reached(true);
    if (!response.body) throw new ServerError('errors.badResponse');
    return response.body;
  }

  /**
   * What a call waits for before it goes: the demo's backend in place (its failure is a network
   * error), the code of a list's parameters. Nothing (null) in production for a call without a list:
   * fetch is then called in the same task, and a stack taken there holds every door on the way
   * (src/architecture/path-to-fetch.test.ts).
   */
  private waiting(operation?: AnyOperation, list?: ListCall<unknown>): Promise<Query> | null {
    if (!this.options.ready && !list) return null;
    return (async () => {
      try {
        await this.options.ready?.();
      } catch {
        throw this.unreachable();
      }
      return list && operation ? (await import('./list-params')).listParams(operation, list) : {};
    })();
  }

  /** A call of an operation: its path values, and its list and plain params in the query. */
  private operation<O extends AnyOperation>(
    operation: O,
    call: ApiCall<O>,
    list: Query | null,
    accept = 'application/json',
  ): Sent {
    const params = call.params ?? {};
    const inPath = new Set(pathParams(operation.path));
    const plain = Object.entries(params).filter(([name]) => !inPath.has(name));
    return this.request(operation.method.toUpperCase(), fillPath(operation.path, params), {
      accept,
      query: { ...list, ...Object.fromEntries(plain.map(([name, value]) => [name, String(value)])) },
      body: call.body,
      token: call.token,
      session: call.session,
      ifMatch: call.ifMatch,
      signal: call.signal,
    });
  }

  /** The URL (`locale` and the query), headers and body of a request, sent now. */
  private request(method: string, path: string, parts: Parts): Sent {
    const url = new URL(`${this.baseUrl}${path}`);
    url.searchParams.set('locale', this.options.locale());
    for (const [name, value] of Object.entries(parts.query ?? {})) {
      if (value === undefined) continue;
      if (typeof value === 'string') url.searchParams.set(name, value);
      else for (const item of value) url.searchParams.append(name, item);
    }
    const headers: Record<string, string> = { accept: parts.accept };
    const token = parts.token ?? (parts.session === false ? null : this.options.token());
    if (token) headers.authorization = `Bearer ${token}`;
    if (parts.ifMatch) headers['if-match'] = parts.ifMatch;
    if (parts.lastEventId) headers['last-event-id'] = parts.lastEventId;
    let body: string | FormData | undefined;
    if (parts.body instanceof FormData) body = parts.body;
    else if (parts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(parts.body);
    }
    return {
      url: url.toString(),
      init: { method, headers, body, signal: parts.signal },
      body,
      token,
      session: parts.session !== false,
      sentAt: this.options.signals.now(),
    };
  }

  /** fetch's answer; a call that reached no server is a network error, one the caller aborted its reason. */
  private async delivered(response: Promise<Response>, signal?: AbortSignal): Promise<Response> {
    try {
      return await response;
    } catch (error) {
      // An aborted call is no network failure: the caller stopped waiting (a list left for another page).
      if (signal?.aborted) throw signal.reason ?? error;
      throw this.unreachable();
    }
  }

  /** A JSON answer's payload, or the typed error of a refusal (docs/api/README.md#errors). */
  private payload(status: number, text: string, headers: Pick<Headers, 'get'>, sent: Sent): unknown {
    const ok = status >= 200 && status < 300;
    if (!ok) throw this.refused(status, text, headers, sent);
    this.reachedBy(status, text);
    let payload: unknown = undefined;
    if (text) {
      try {
        payload = JSON.parse(text) as unknown;
      } catch {
        throw new ServerError('errors.badResponse');
      }
    }
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
    this.answered(sent, headers.get(LAST_EVENT_ID));
    return payload;
  }

  private async fileOf(response: Response, sent: Sent): Promise<ApiFile> {
    if (!response.ok) throw this.refused(response.status, await response.text(), response.headers, sent);
    this.options.signals.reached(true);
    this.answered(sent, response.headers.get(LAST_EVENT_ID));
    return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
  }

  /** The typed error of a refused answer (JSON body or none), announcing a 401 of the session's call. */
  private refused(status: number, text: string, headers: Pick<Headers, 'get'>, sent: Sent): Error {
    this.reachedBy(status, text);
    let payload: unknown = undefined;
    try {
      payload = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      payload = undefined;
    }
    const error = toAppError(status, payload, { retryAfter: headers.get('retry-after') });
    if (error instanceof UnauthorizedError && sent.session) this.options.signals.unauthorized$.next(sent.token);
    return error;
  }

  /**
   * A call that reached no server: the network or the server is gone; the app says so until the next
   * answer (docs/screens.md#connection-lost).
   */
  private unreachable(): ServerError {
    this.options.signals.reached(false);
    return new ServerError('errors.network');
  }

  /**
   * An answer came: the server is there, unless a gateway says it is not (a 502, 503 or 504 without the
   * API's JSON: a proxy in front of a server that is gone).
   */
  private reachedBy(status: number, text: string): void {
    this.options.signals.reached(!(GATEWAY_DOWN.has(status) && !isJson(text)));
  }

  /**
   * A call carrying the session's token was answered: the session is alive as of when the call was
   * sent (src/domain/session/idle.ts), and its data was read as of event `asOf` (docs/api/README.md#events).
   */
  private answered(sent: Sent, asOf: string | null): void {
    if (!sent.token || sent.token !== this.options.token()) return;
    this.options.signals.activity$.next(sent.sentAt);
    if (asOf) this.options.signals.readAsOf$.next(asOf);
  }

  /**
   * An upload reporting its progress (0 to 1). In a browser it goes through XMLHttpRequest, the one
   * API that reports an upload's progress; elsewhere (or over a given fetch) as a call.
   */
  private async upload<O extends AnyOperation>(
    operation: O,
    call: ApiCall<O>,
    onProgress: (fraction: number) => void,
  ): Promise<ParsedAnswerOf<O>> {
    if (typeof XMLHttpRequest === 'undefined' || this.options.fetch) {
      onProgress(0);
      const answer = await this.call(operation, { ...call, onProgress: undefined });
      onProgress(1);
      return answer;
    }
    await this.waiting();
    const sent = this.operation(operation, call, null);
    const xhr = new XMLHttpRequest();
    const done = new Promise<{ status: number; text: string }>((resolve, reject) => {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
      xhr.onerror = () => reject(this.unreachable());
    });
    xhr.open(sent.init.method, sent.url);
    for (const [name, value] of Object.entries(sent.init.headers)) xhr.setRequestHeader(name, value);
    onProgress(0);
    xhr.send(sent.body);
    const { status, text } = await done;
    const payload = this.payload(status, text, { get: (name) => xhr.getResponseHeader(name) }, sent);
    onProgress(1);
    return parseAnswer(operation, payload);
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
