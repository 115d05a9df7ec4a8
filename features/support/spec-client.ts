import { getResponse, type RequestHandler } from 'msw';
import type { MockBackend } from '../../mocks/backend';
import { createHandlers } from '../../mocks/handlers';
import { answers, API_BASE, remoteAnswers, type RemoteServer } from './mock-api';

/** One answer as a plain HTTP client sees it. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}

export interface RawCall {
  readonly token?: string | null;
  /** A JSON body, or a multipart one (an upload) given as FormData. */
  readonly body?: unknown;
  readonly query?: Readonly<Record<string, string | readonly string[]>>;
}

/**
 * A client written from the original call list (docs/api/README.md), knowing nothing of this
 * SPA's adapters: it sends exactly the parameters and fields that list names, and reads the
 * answers as JSON. In the `http` profile its calls go through fetch (answered by msw/node, as the
 * SPA's are); in the `memory` profile they are handed to the same handlers in-process; with
 * `--base-url` (a remote server) they go to that server, its answers checked against the document.
 */
export class SpecClient {
  private handlers: RequestHandler[] | null = null;
  private readonly base: string;

  constructor(
    private readonly backend: MockBackend | null,
    private readonly transport: 'fetch' | 'in-process' | RemoteServer,
  ) {
    this.base = typeof transport === 'object' ? transport.baseUrl : API_BASE;
  }

  /** A demo account's login and password, or the account `--base-url` gave for it. */
  credentials(login: string, password = 'demo'): { username: string; password: string } {
    if (typeof this.transport !== 'object') return { username: login, password };
    if (login === 'admin@demo.local') return this.transport.admin;
    if (login === 'reseller@demo.local') return this.transport.reseller;
    return { username: login, password };
  }

  private async send(request: Request): Promise<Response> {
    if (typeof this.transport === 'object') {
      const response = await fetch(request);
      remoteAnswers?.observe(request, response);
      return response;
    }
    if (this.transport === 'fetch') return fetch(request);
    if (!this.backend) throw new Error('an in-process client needs a backend');
    this.handlers ??= createHandlers(API_BASE, this.backend);
    const response =
      (await getResponse(this.handlers, request.clone())) ?? Response.json({ message: 'Not found' }, { status: 404 });
    answers.observe(request, response);
    return response;
  }

  async call(method: string, path: string, options: RawCall = {}): Promise<RawAnswer> {
    const url = new URL(`${this.base}${path}`);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      for (const item of typeof value === 'string' ? [value] : value) url.searchParams.append(name, item);
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const multipart = options.body instanceof FormData;
    // A multipart body's content type (with its boundary) is set by the request itself.
    if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
    const sent = options.body === undefined ? undefined : multipart ? options.body : JSON.stringify(options.body);
    const response = await this.send(new Request(url, { method, headers, body: sent as BodyInit | undefined }));
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      // a file or a text answer stays text
    }
    return { status: response.status, headers: response.headers, body };
  }

  /**
   * POST /login as the original list describes it: the token of the demo account `login` (with
   * `--base-url`, of the account given for the admin or the reseller).
   */
  async login(login: string, password = 'demo'): Promise<string> {
    const account = this.credentials(login, password);
    const answer = await this.call('POST', '/login', {
      body: { ...account, options: { value: 'bo-front' } },
    });
    const token = (answer.body as { token?: unknown } | null)?.token;
    if (answer.status !== 200 || typeof token !== 'string') {
      throw new Error(`login of ${account.username} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return token;
  }

  /** The id of the account a token belongs to (POST /admin/auth-user). */
  async whoIs(token: string): Promise<{ id: number; username: string }> {
    const answer = await this.call('POST', '/admin/auth-user', { token, body: { token } });
    const user = answer.body as { id?: unknown; username?: unknown } | null;
    if (answer.status !== 200 || typeof user?.id !== 'number') {
      throw new Error(`auth-user answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return { id: user.id, username: String(user.username) };
  }
}
