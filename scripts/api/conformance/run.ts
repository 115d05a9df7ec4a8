/**
 * The machinery of the conformance run (docs/api/README.md#checking-a-server): the checks' rows
 * (pass, fail, or skipped with the reason), the calls that reach the server (through the SPA's own
 * HTTP adapter or raw), every answer checked against the OpenAPI document, the operations each check
 * called (the coverage), a 5xx answer's body, and a run that stops at once when the server cannot be
 * reached.
 */
import { AnswerObserver } from '../../../mocks/contract/answer-observer';
import { API_OPERATIONS } from '../../../src/api/index';
import { AnswerChecker } from '../../../src/api/openapi/answer-check';
import { openApiDocument, type OpenApiDocument } from '../../../src/api/openapi/document';
import { fillPath, type AnyOperation } from '../../../src/api/operation';
import { AppSignals } from '../../../src/application/shared/signals';
import { AppError } from '../../../src/domain/shared/errors';
import type { Locale } from '../../../src/domain/shared/format';
import type { Adapters } from '../../../src/infrastructure/di/adapters';
import { httpAdapters } from '../../../src/infrastructure/di/adapters';
import { WireError } from '../../../src/infrastructure/shared/wire';
import { RULES, rulesOfCall, type RuleId } from './rules';

export interface Account {
  readonly username: string;
  readonly password: string;
}

export interface ConformanceOptions {
  readonly baseUrl: string;
  readonly admin: Account;
  readonly reseller: Account;
  /** Also create, change and delete records, and try the refusals that would change data if wrongly accepted. */
  readonly write?: boolean;
  readonly locale?: Locale;
  /** The generated requests: their seed, and how many valid and invalid ones per operation (0: none). */
  readonly seed?: number;
  readonly examples?: number;
}

export type Result = 'pass' | 'fail' | 'skip';

export interface ConformanceRow {
  /** The part of the run: session, reads, scoping, records, orders, refusals, generated… */
  readonly group: string;
  /** What the check does, naming the operation. */
  readonly call: string;
  readonly expected: string;
  readonly got: string;
  readonly result: Result;
  /** The operations (operationId) the check called. */
  readonly operations: readonly string[];
  /** The rules of docs/ it shows (scripts/api/conformance/rules.ts). */
  readonly rules: readonly RuleId[];
  readonly ms: number;
}

/** What a check says it saw: a text (a pass), or a verdict, with a value later checks may need. */
export type Verdict<T> = string | { readonly got: string; readonly pass?: boolean; readonly value?: T };

/** A check's outcome as later checks depend on it. */
export interface Step<T> {
  readonly call: string;
  readonly result: Result;
  readonly value: T | undefined;
  /** What it saw: for a skipped check, why (its root cause when it was skipped for another check). */
  readonly got: string;
}

/** Thrown inside a check: the check is skipped, with the reason (nothing on the server to check it with). */
class Skip extends Error {}

export const skip = (reason: string): never => {
  throw new Skip(reason);
};

/** The run cannot go on (the server cannot be reached, a login is refused): it stops and says why. */
export class Stop extends Error {}

/** An answer as a raw call gets it. */
export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  /** The parsed JSON, or the text when the answer is not JSON. */
  readonly body: unknown;
}

export interface SendOptions {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | readonly string[]>>;
  /** A JSON body, or a FormData sent as multipart. */
  readonly body?: unknown;
  /** A body sent as it is, with a JSON content type (malformed JSON). */
  readonly raw?: string;
  /** The bearer token; default the run's current one (`as`), null for none. */
  readonly token?: string | null;
  readonly ifMatch?: string;
}

/** How a refusal or a broken answer reads in the table. */
export function describe(error: unknown): string {
  if (error instanceof WireError) return `answer breaks the contract: ${error.problems.slice(0, 3).join('; ')}`;
  if (error instanceof AppError) return `${error.name}: ${error.message}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Why a fetch failed, as Node says it (`ECONNREFUSED 127.0.0.1:9`), not only "fetch failed". */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  if (cause?.message)
    return cause.code && !cause.message.includes(cause.code) ? `${cause.code} ${cause.message}` : cause.message;
  return error instanceof Error ? error.message : String(error);
}

const short = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Where the calls of a check went, the 5xx answers among them, and the 5xx statuses it asks for. */
interface Trace {
  readonly operations: Set<string>;
  readonly serverErrors: string[];
  readonly expected: Set<number>;
}

export class ConformanceRun {
  readonly rows: ConformanceRow[] = [];
  readonly adapters: Adapters;
  readonly base: string;
  private readonly basePath: string;
  /** The operations called by the checks and by the generated requests. */
  readonly called = { checks: new Set<string>(), generated: new Set<string>() };
  /** Set while the generated requests run: their calls count apart. */
  generating = false;
  group = 'session';
  /** Every answer, checked against the document (a server may send more than it says: not strict). */
  private readonly answers: AnswerObserver;
  readonly checker: AnswerChecker;
  /** The contract's document: the schemas of the generated requests, the checker's routes. */
  readonly document: OpenApiDocument;
  private token: string | null = null;
  private trace: Trace = { operations: new Set(), serverErrors: [], expected: new Set() };
  private readonly pending: Promise<void>[] = [];

  constructor(readonly options: ConformanceOptions) {
    this.base = options.baseUrl.replace(/\/$/, '');
    this.basePath = new URL(this.base).pathname.replace(/\/$/, '');
    this.document = openApiDocument();
    this.checker = new AnswerChecker(this.document, { strict: false });
    this.answers = new AnswerObserver(this.base, this.checker);
    const locale = () => options.locale ?? 'en';
    this.adapters = httpAdapters(this.base, this.fetch)({ token: () => this.token, locale, signals: new AppSignals() });
  }

  /** fetch, every answer checked and counted; a server that cannot be reached stops the run. */
  readonly fetch: typeof fetch = async (input, init) => {
    let response: Response;
    try {
      response = await fetch(input, init);
    } catch (error) {
      if (init?.signal?.aborted) throw error;
      throw new Stop(`${this.base} cannot be reached: ${causeOf(error)}`);
    }
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    this.answers.observe(new Request(url, { method }), response);
    const operation = this.checker.operationOf(method, url.pathname.slice(this.basePath.length) || '/');
    if (operation) {
      this.trace.operations.add(operation.operationId);
      (this.generating ? this.called.generated : this.called.checks).add(operation.operationId);
    }
    if (response.status >= 500 && !this.trace.expected.has(response.status)) {
      const trace = this.trace;
      const copy = response.clone();
      this.pending.push(
        copy.text().then((text) => {
          trace.serverErrors.push(
            `${method} ${url.pathname} answered ${response.status}: ${short(text) || '(no body)'}`,
          );
        }),
      );
    }
    return response;
  };

  /** The bearer token of the calls that follow (null: none). */
  as(token: string | null): void {
    this.token = token;
  }

  get currentToken(): string | null {
    return this.token;
  }

  /** One call of an operation, raw: its status, headers and body, whatever they are. */
  async send(operation: AnyOperation, options: SendOptions = {}): Promise<Answer> {
    const url = new URL(`${this.base}${fillPath(operation.path, options.params ?? {})}`);
    url.searchParams.set('locale', this.options.locale ?? 'en');
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (typeof value === 'string') url.searchParams.append(name, value);
      else for (const item of value) url.searchParams.append(name, item);
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.token === undefined ? this.token : options.token;
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.ifMatch) headers['if-match'] = options.ifMatch;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.raw !== undefined || options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = options.raw ?? JSON.stringify(options.body);
    }
    const response = await this.fetch(url, { method: operation.method.toUpperCase(), headers, body });
    const type = response.headers.get('content-type') ?? '';
    const text = await response.text();
    let parsed: unknown = text;
    if (type.includes('json') && text) {
      try {
        parsed = JSON.parse(text) as unknown;
      } catch {
        parsed = text;
      }
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  /**
   * Runs one check. Its answers must conform to the document, and none may be a 5xx (the server's
   * body is shown). `needs`: the checks it depends on; when one of them did not pass, this one is
   * skipped, saying which, never left out.
   */
  async check<T = undefined>(
    call: string,
    expected: string,
    run: () => Promise<Verdict<T>>,
    needs: readonly Step<unknown>[] = [],
    rule: RuleId | readonly RuleId[] = [],
  ): Promise<Step<T>> {
    const given = typeof rule === 'string' ? [rule] : rule;
    const rules = given.length ? given : rulesOfCall(call);
    const unmet = needs.find((step) => step.result !== 'pass');
    if (unmet) {
      // The root cause, said once: a check skipped for another one names the check that failed or had nothing to work on.
      const why =
        unmet.result === 'fail'
          ? 'failed'
          : `was skipped (${unmet.got.replace(/^skipped: /, '').replace(/^it needs "[^"]*", which /, '')})`;
      const root = unmet.got.match(/^skipped: it needs "([^"]*)"/)?.[1] ?? unmet.call;
      return this.push(
        call,
        expected,
        `skipped: it needs "${root}", which ${why}`,
        'skip',
        [],
        rules,
        0,
        undefined as T | undefined,
      );
    }
    await this.answers.problems();
    this.trace = { operations: new Set(), serverErrors: [], expected: new Set() };
    const started = performance.now();
    let got: string;
    let result: Result = 'pass';
    let value: T | undefined;
    try {
      const verdict = await run();
      if (typeof verdict === 'string') got = verdict;
      else {
        got = verdict.got;
        if (verdict.pass === false) result = 'fail';
        value = verdict.value;
      }
    } catch (error) {
      if (error instanceof Stop) throw error;
      if (error instanceof Skip) {
        got = `skipped: ${error.message}`;
        result = 'skip';
      } else {
        got = describe(error);
        result = 'fail';
      }
    }
    await Promise.all(this.pending.splice(0));
    const { serverErrors, operations } = this.trace;
    if (serverErrors.length) {
      got = `${got}; ${serverErrors.slice(0, 2).join('; ')}`;
      result = 'fail';
    }
    const problems = await this.answers.problems();
    if (problems.length) {
      got = `${got}; answer breaks the document: ${problems.slice(0, 3).join('; ')}`;
      result = 'fail';
    }
    return this.push(call, expected, got, result, [...operations], rules, performance.now() - started, value);
  }

  private push<T>(
    call: string,
    expected: string,
    got: string,
    result: Result,
    operations: string[],
    rules: readonly RuleId[],
    ms: number,
    value: T | undefined,
  ): Step<T> {
    this.rows.push({ group: this.group, call, expected, got, result, operations, rules, ms });
    return { call, result, value, got };
  }

  /**
   * A check that a raw call is refused with `status`; with `field`, the refusal names that field
   * (or parameter) among its `errors`.
   */
  async refused(
    call: string,
    refusal: number | { readonly status: number; readonly field: string },
    expected: string,
    send: () => Promise<Answer>,
    needs: readonly Step<unknown>[] = [],
    rule: RuleId | readonly RuleId[] = [],
  ): Promise<Step<Answer>> {
    const { status, field } = typeof refusal === 'number' ? { status: refusal, field: undefined } : refusal;
    return this.check<Answer>(
      call,
      expected,
      async () => {
        const answer = await send();
        const named = field === undefined || fieldsOf(answer).some((name) => name.startsWith(field));
        return { got: answerText(answer), pass: answer.status === status && named, value: answer };
      },
      needs,
      rule,
    );
  }

  /**
   * The running check asks for this 5xx: a failure the document lists for the call (a non-conformity's
   * procedure that cannot reach the production system is a 502), so it is not the server breaking.
   */
  expectServerError(status: number): void {
    this.trace.expected.add(status);
  }

  /** The rules of docs/ (scripts/api/conformance/rules.ts) each check showed, and which no check reached. */
  ruleCoverage(): { rules: readonly RuleId[]; checked: readonly RuleId[] } {
    const checked = new Set(this.rows.filter((row) => row.result !== 'skip').flatMap((row) => row.rules));
    const rules = RULES.map((rule) => rule.id);
    return { rules, checked: rules.filter((id) => checked.has(id)) };
  }

  /** The contract's operations and which of them the run called. */
  coverage(): { operations: readonly string[]; checks: readonly string[]; generated: readonly string[] } {
    const operations = API_OPERATIONS.map((op) => op.id);
    return {
      operations,
      checks: operations.filter((id) => this.called.checks.has(id)),
      generated: operations.filter((id) => this.called.generated.has(id)),
    };
  }

  /** Why the run stopped before its end (the server could not be reached, a login was refused). */
  stopped: string | null = null;

  get ok(): boolean {
    return this.stopped === null && this.rows.every((row) => row.result !== 'fail');
  }
}

/** The fields (or parameters) a refusal names in its `errors`. */
export function fieldsOf(answer: Answer): string[] {
  const errors = (answer.body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.map((e) => String((e as { field?: unknown }).field)) : [];
}

/** An answer in the table: its status and message (or its fields at fault). */
/** The `message` of an answer's body, '' when it has none. */
export function messageOf(answer: Answer): string {
  const body = answer.body as { message?: unknown } | null;
  return body && typeof body === 'object' && typeof body.message === 'string' ? body.message : '';
}

export function answerText(answer: Answer): string {
  const message = messageOf(answer);
  const fields = fieldsOf(answer).join(', ');
  return [String(answer.status), message && `"${short(message, 120)}"`, fields && `(${fields})`]
    .filter(Boolean)
    .join(' ');
}

/** Calls other than GET that only read (or only open a session). */
const READS_NOT_GET = new Set([
  'login',
  'getSessionUser',
  'checkUserMail',
  'getDashboardCounters',
  'getDashboardCharts',
  'getCumulatedTurnover',
  'exportOrders',
  'exportQuotes',
  'exportAudit',
]);

/** Does the operation only read (a GET not marked `writes` in src/api, or a call above)? Without `--write` the run calls no other. */
export const reads = (operation: AnyOperation): boolean =>
  operation.method === 'get' ? !operation.writes : READS_NOT_GET.has(operation.id);

/** Plurals that are not the singular and an s. */
const PLURALS: Readonly<Record<string, string>> = { series: 'series', entry: 'entries', country: 'countries' };

/** `1 row`, `2 rows`: `n` and the word (given in the singular), for the table. */
export const count = (n: number, what: string) => `${n} ${n === 1 ? what : (PLURALS[what] ?? `${what}s`)}`;
