import { getResponse, type RequestHandler } from 'msw';
import { MockBackend } from '../backend';
import type { CollectionName } from '../db/database';
import { createHandlers } from '../handlers';
import { AnswerObserver } from '../contract/answer-observer';

/** The mock API called in-process through its msw handlers: a Request in, a Response out. */
export const API = 'http://api.test';

export type Who = 'admin' | 'reader' | 'reseller' | 'reseller2';
export const RESELLER_ID = 7;
export const OTHER_RESELLER_ID = 14;

export interface Answer {
  readonly status: number;
  readonly body: unknown;
  /** The answer's headers (`Retry-After` of a 429). */
  readonly headers?: Headers;
}

export interface CallOptions {
  readonly token?: string | null;
  readonly body?: unknown;
  /** A body sent as is (with a JSON content type), for malformed JSON. */
  readonly raw?: string;
  readonly query?: Readonly<Record<string, string | readonly string[]>>;
}

/** Collections a call may write without it being a change of business data (sessions, reset links). */
const SESSION_COLLECTIONS: readonly CollectionName[] = ['tokens', 'resetTokens'];
const BIG_COLLECTIONS: readonly CollectionName[] = ['orders', 'quotes'];
/** Audit entries that record no change of data: a session opened, closed or ended, a mail of the outbox read. */
const BOOKKEEPING_ACTIONS: readonly string[] = ['login', 'logout', 'session-end', 'read'];

export class ApiHarness {
  private writes = 0;
  /** Every answer, checked against the OpenAPI document: refusals must be ones it lists too. */
  readonly answers = new AnswerObserver(API);

  /** Seeded records the matrix names by placeholder (`{order7}`), found by what they are, not by id. */
  readonly ids: Readonly<Record<string, number>>;

  private constructor(
    readonly backend: MockBackend,
    readonly handlers: RequestHandler[],
    readonly tokens: Readonly<Record<Who, string>>,
  ) {
    this.ids = seededIds(backend);
    for (const [name, collection] of Object.entries(backend.db.collections)) {
      if (SESSION_COLLECTIONS.includes(name as CollectionName)) continue;
      const hooks = (collection as unknown as { hooks: { on(event: string, listener: () => void): void } }).hooks;
      for (const event of ['create', 'update', 'delete']) hooks.on(event, () => (this.writes += 1));
    }
  }

  static async start(): Promise<ApiHarness> {
    const backend = await MockBackend.seeded();
    // The demo's own calls too: the matrix holds them to their access like every other route.
    const handlers = createHandlers(API, backend, { demo: true });
    const tokens: Partial<Record<Who, string>> = {};
    const harness = new ApiHarness(backend, handlers, {} as Record<Who, string>);
    for (const who of ['admin', 'reader', 'reseller', 'reseller2'] as const) {
      const answer = await harness.call('POST', '/login', {
        body: { username: `${who}@demo.local`, password: 'demo', options: { value: 'bo-front' } },
      });
      const token = (answer.body as { token?: unknown } | null)?.token;
      if (answer.status !== 200 || typeof token !== 'string') throw new Error(`login ${who}: ${answer.status}`);
      tokens[who] = token;
    }
    // One mail in the outbox for the matrix's `{mail}`: a reset link asked for an account no suite
    // probes (its three requests an hour are not theirs to count).
    const staffer = backend.db.collections.users
      .all()
      .find((u) => u.isActive && u.roles[0] === 'ROLE_ADMIN' && u.username.endsWith('@labelprint.example'));
    const asked = await harness.call('GET', `/reset-password/${staffer?.id ?? 0}`);
    if (asked.status !== 200 || !backend.db.collections.mails.count()) throw new Error(`reset link: ${asked.status}`);
    return new ApiHarness(backend, handlers, tokens as Record<Who, string>);
  }

  /** A path or body with its `{placeholder}`s replaced by the seeded ids. */
  resolve<T>(value: T): T {
    const one = (text: string): string =>
      text.replace(/\{(\w+)\}/g, (_all, name: string) => {
        const id = this.ids[name];
        if (id === undefined) throw new Error(`No seeded record for {${name}}`);
        return String(id);
      });
    // A multipart body is sent as it is.
    if (value instanceof FormData) return value;
    if (typeof value === 'string') {
      const whole = /^\{(\w+)\}$/.exec(value);
      return (whole ? Number(one(value)) : one(value)) as T;
    }
    if (Array.isArray(value)) return value.map((item: unknown) => this.resolve(item)) as T;
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.resolve(v)])) as T;
    }
    return value;
  }

  /** Data writes seen so far (create, update, delete on any business collection). */
  get writeCount(): number {
    return this.writes;
  }

  async call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const url = new URL(API + path);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (typeof value === 'string') url.searchParams.append(key, value);
      else for (const item of value) url.searchParams.append(key, item);
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    // A FormData is sent as multipart/form-data (the boundary set by Request), anything else as JSON.
    const form = options.body instanceof FormData ? options.body : undefined;
    const text = options.raw ?? (options.body === undefined || form ? undefined : JSON.stringify(options.body));
    if (text !== undefined) headers['content-type'] = 'application/json';
    const request = new Request(url, { method, headers, body: form ?? text });
    const response = await getResponse(this.handlers, request.clone());
    if (!response) return { status: 0, body: null };
    this.answers.observe(request, response);
    const type = response.headers.get('content-type') ?? '';
    // An event stream never ends by itself: its status and headers are the answer.
    if (type.startsWith('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, body: null, headers: response.headers };
    }
    const body: unknown = type.includes('json') ? await response.json() : await response.arrayBuffer();
    return { status: response.status, body, headers: response.headers };
  }

  /**
   * Every business record as JSON: equal before and after = unchanged. Sessions, reset links and
   * the last-connection time a login stamps are left out. With `ids`, the two big collections
   * (3,000 orders, 600 quotes) are reduced to the records those ids name (an order, a quote, or a
   * quote's series), for a cheap check after one call; their creates, updates and deletes are
   * still seen by `writeCount`.
   */
  fingerprint(ids?: ReadonlySet<number>): string {
    const parts = Object.values(this.fingerprints(ids !== undefined));
    if (ids) {
      const { orders, quotes } = this.backend.db.collections;
      parts.push(JSON.stringify(orders.all().filter((o) => ids.has(o.id))));
      parts.push(JSON.stringify(quotes.all().filter((q) => ids.has(q.id) || q.series.some((s) => ids.has(s.id)))));
    }
    return parts.join('\n');
  }

  /** The fingerprint per collection, to name what changed. */
  fingerprints(light = false): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, collection] of Object.entries(this.backend.db.collections)) {
      if (SESSION_COLLECTIONS.includes(name as CollectionName)) continue;
      if (light && BIG_COLLECTIONS.includes(name as CollectionName)) continue;
      let rows = (collection as unknown as { all(): unknown[] }).all();
      // The audit trail records every login, logout and end of sessions the harness makes, and every
      // mail read: those change no data.
      if (name === 'audit') rows = rows.filter((e) => !BOOKKEEPING_ACTIONS.includes((e as { action: string }).action));
      // The trail is only ever appended to: in the light print, "nothing recorded" is the same count and
      // the same last entry (the whole trail, ~14,000 entries, cost 100 s over a run of the security suites).
      if (light && name === 'audit') {
        out[name] = `${rows.length}:${JSON.stringify(rows.at(-1))}`;
        continue;
      }
      out[name] = JSON.stringify(rows, (key, value: unknown) => (key === 'lastConnection' ? undefined : value));
    }
    return out;
  }
}

function seededIds(backend: MockBackend): Record<string, number> {
  const { orders, quotes, orderNotConformities, users, views, mails } = backend.db.collections;
  const need = <T>(found: T | undefined, what: string): T => {
    if (found === undefined) throw new Error(`The seed has no ${what}`);
    return found;
  };
  const withFiles = (resellerId: number) =>
    need(
      orders.all().find((o) => o.resellerId === resellerId && o.hasShippingLabel && o.quote.series[0]?.file),
      `order of reseller ${resellerId} with a shipping label and a series file`,
    );
  const validated = (resellerId: number) =>
    need(
      quotes.all().find((q) => q.resellerId === resellerId && q.status === 'validated' && q.series[0]?.file),
      `validated quote of reseller ${resellerId}`,
    );
  const waitingQuote = need(
    quotes.all().find((q) => q.resellerId === RESELLER_ID && q.status === 'waiting_for_files'),
    'quote waiting for files',
  );
  const [order7, order14] = [withFiles(RESELLER_ID), withFiles(OTHER_RESELLER_ID)];
  const [quote7, quote14] = [validated(RESELLER_ID), validated(OTHER_RESELLER_ID)];
  const nc = (resellerId: number, waiting: boolean) =>
    need(
      orderNotConformities.all().find((r) => r.resellerId === resellerId && (r.status === 'waiting') === waiting),
      `${waiting ? 'waiting' : 'answered'} non-conformity of reseller ${resellerId}`,
    ).id;
  const sub = (resellerId: number) =>
    need(
      users.all().find((u) => u.parent === resellerId),
      'quote user',
    ).id;
  return {
    order7: order7.id,
    order14: order14.id,
    orderSeries7: order7.quote.series[0]!.id,
    orderSeries14: order14.quote.series[0]!.id,
    quote7: quote7.id,
    quote14: quote14.id,
    quoteSeries7: quote7.series[0]!.id,
    quoteSeries14: quote14.series[0]!.id,
    waitingSeries7: need(waitingQuote.series[0], 'series').id,
    answeredNc7: nc(RESELLER_ID, false),
    waitingNc14: nc(OTHER_RESELLER_ID, true),
    user7: sub(RESELLER_ID),
    user14: sub(OTHER_RESELLER_ID),
    view14: need(
      views.findFirst((q) => q.where({ userId: OTHER_RESELLER_ID })),
      'saved view of reseller 14',
    ).id,
    mail: mails.all()[0]?.id ?? 0,
  };
}

/** The routes msw serves, as `METHOD /path/:param` (the base URL left out). */
export function registeredRoutes(handlers: readonly RequestHandler[]): string[] {
  return handlers.map((handler) => {
    const info = (handler as unknown as { info: { method: string; path: string } }).info;
    return `${info.method} ${String(info.path).replace(API, '')}`;
  });
}

/** Every integer in a path and a body: the ids a call may concern. */
export function idsIn(path: string, body: unknown): Set<number> {
  const ids = new Set<number>();
  for (const match of path.matchAll(/\d+/g)) ids.add(Number(match[0]));
  const walk = (value: unknown, depth: number): void => {
    if (depth > 20) return;
    if (typeof value === 'number' && Number.isInteger(value)) ids.add(value);
    else if (typeof value === 'string' && /^\d{1,9}$/.test(value)) ids.add(Number(value));
    else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item, depth + 1);
  };
  walk(body, 0);
  return ids;
}

/** A 400 as docs/api/README.md#errors describes it: a non-empty `errors` array. */
export function hasErrors(body: unknown): boolean {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.length > 0;
}

/** How many turns the event loop gets (other callers' chances to be answered) while `work` runs. */
export async function turnsDuring(work: Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turns += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  await work;
  running = false;
  return turns;
}
