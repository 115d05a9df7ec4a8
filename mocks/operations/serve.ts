import type * as v from 'valibot';
import type { AnswerOf, AnyOperation, AnySchema, FileAnswer, StreamAnswer } from '../../src/api/operation';
import type { RecordOperationsOf } from '../../src/api/records';
import type { Locale } from '../../src/domain/shared/format';
import type { AuditListFilter } from '../services/audit/audit.service';
import type { MailListFilter } from '../services/mails/mails.service';
import type { CallContext, ClientInfo } from '../services/shared/context';
import type { SharedListFilter } from '../services/shared/list-filters';
import type { ListRequest } from '../services/shared/list-query';
import type { ExportedFile } from '../services/shared/spreadsheet-export';

/**
 * What an operation reads beyond its path and body, by kind, typed as its service takes it: a list's
 * request (mocks/services/shared/list-query.ts) or a few plain values. Each door says how it gets
 * there, and tsc holds it to every kind: the HTTP door reads the URL's query
 * (mocks/handlers/list-requests.ts), the in-process door converts the adapter's typed call
 * (mocks/in-process/call-queries.ts).
 */
export interface Queries {
  /** A list's page, sort and search, no filter. */
  readonly page: ListRequest;
  /** The orders: status ids, scenarios, resellers, creation dates, selected rows. */
  readonly orders: ListRequest<SharedListFilter<number>>;
  /** The quotes: status words, and the orders' other filters. */
  readonly quotes: ListRequest<SharedListFilter<string>>;
  /** The cancellation and non-conformity requests: status words, resellers. */
  readonly requests: ListRequest<SharedListFilter<string>>;
  /** One reseller's records, asked for by staff: its accounts, its margin grid. */
  readonly perReseller: ListRequest<{ readonly resellerId?: number }>;
  /** The resellers: prospects, customers or both. */
  readonly resellers: ListRequest<{ readonly prospects?: boolean }>;
  /** The CMS entries of one type. */
  readonly cms: ListRequest<{ readonly cmsType?: string }>;
  /** The caller's notifications, read or unread. */
  readonly notifications: ListRequest<{ readonly unread?: boolean }>;
  readonly mails: ListRequest<MailListFilter>;
  readonly audit: ListRequest<AuditListFilter>;
  /** The one list whose saved views are asked for (docs/lists.md). */
  readonly views: { readonly list?: string };
  /** The language of the countries' names (the caller's by default). */
  readonly countries: { readonly lang?: string };
  /** The order's status the non-conformity is asked for. */
  readonly nonConformityOf: { readonly whileStatus?: number };
}

export type QueryKind = keyof Queries;

/** What an operation's service call is given, whichever door the call came through. */
export interface ServeInput<Q> {
  /** A path id (default: `id`), a positive integer: the HTTP door answers 404 for any other. */
  id(name?: string): number;
  /** The path's values as text (a reset token, a file's kind, a session's id). */
  readonly params: Readonly<Record<string, string | undefined>>;
  /** What the operation reads beyond its path and body (`Queries`), as its service takes it. */
  readonly query: Q;
  /** The body: JSON as a wire carries it, or the FormData of an upload. */
  readonly body: unknown;
  /** The version the caller read (If-Match): a stale one is a 412 (docs/api/README.md#versions-and-lost-updates). */
  readonly ifMatch: string | null;
  readonly locale: Locale;
  /** Whether the call named its language (`locale`): a login's account follows it from then on. */
  readonly localeGiven: boolean;
  readonly token: string | null;
  /** Who calls from where: the client's address (set by the server, never by the client) and browser. */
  readonly client: ClientInfo;
  /** An event stream's `Last-Event-ID`: where it resumes (docs/api/README.md#events). */
  readonly lastEventId: string | null;
}

/** The caller of an operation: none for an open one, else the token's user (401 without one). */
type CallerOf<O extends AnyOperation> = O['access'] extends 'open' ? null : CallContext;

/** What a service answers: the operation's JSON (its schema's input), the file it serves, or its event stream. */
type ServedAnswer<O extends AnyOperation> = O['answer'] extends FileAnswer
  ? ExportedFile
  : O['answer'] extends StreamAnswer
    ? Response
    : AnswerOf<O>;

type Answer<O extends AnyOperation, Q> = (
  input: ServeInput<Q>,
  ctx: CallerOf<O>,
) => ServedAnswer<O> | Promise<ServedAnswer<O>>;

/** One operation of src/api and the service call that answers it, in both doors. */
export interface Served {
  readonly operation: AnyOperation;
  /** What it reads beyond its path and body; none: `query` is undefined. */
  readonly query?: QueryKind;
  readonly answer: (input: ServeInput<unknown>, ctx: CallContext | null) => unknown;
}

/** The service call answering `operation`: tsc checks its answer against the operation's schema. */
export function serve<O extends AnyOperation>(operation: O, answer: Answer<O, undefined>): Served;
/** …reading its `query` (a list's request, say) as the kind says. */
export function serve<O extends AnyOperation, K extends QueryKind>(
  operation: O,
  query: K,
  answer: Answer<O, Queries[K]>,
): Served;
export function serve(
  operation: AnyOperation,
  ...args: [Answer<AnyOperation, never>] | [QueryKind, Answer<AnyOperation, never>]
): Served {
  // Kept in the table under the common type: each door calls an entry with its own operation's
  // input and caller only (tsc cannot follow an operation's types that far).
  const [query, answer] = args.length === 1 ? [undefined, args[0]] : args;
  return { operation, query, answer: answer as Served['answer'] };
}

/** The list kinds: those whose query is a ListRequest. */
type ListKind = { [K in QueryKind]: Queries[K] extends ListRequest<infer _F> ? K : never }[QueryKind];

/** A listed entity's service, answering the wire shape `W` of src/api (checked by tsc). */
export interface RecordServiceOf<W, L> {
  list(ctx: CallContext, request: L): { list: W[]; total: number; totalRequest: number };
  get(ctx: CallContext, id: number): W;
  create(ctx: CallContext, body: unknown): W | Promise<W>;
  update(ctx: CallContext, id: number, body: unknown, ifMatch?: string | null): W | Promise<W>;
  remove(ctx: CallContext, id: number): void;
  setActive?(ctx: CallContext, id: number, body: unknown, ifMatch?: string | null): W | Promise<W>;
}

/** The record calls an entity offers in src/api (src/api/records.ts), each answered by its service. */
export function serveRecords<I extends AnySchema, B extends AnySchema, C extends AnySchema, K extends ListKind>(
  operations: RecordOperationsOf<I, B, C>,
  service: RecordServiceOf<v.InferInput<I>, Queries[K]>,
  /** How its list is filtered beyond paging and sort (`page`: not at all). */
  listKind: K,
): Served[] {
  const { list, get, create, update, remove, setActive } = operations;
  // The signature checks the service's answers against the item schema; inside, the operations'
  // answer types are still generic, which tsc cannot resolve: the entries are typed loosely here.
  const out: Served[] = [];
  const add = (op: AnyOperation | undefined, answer: (input: ServeInput<never>, ctx: CallContext) => unknown) => {
    if (op) out.push({ operation: op, query: op === list ? listKind : undefined, answer: answer as Served['answer'] });
  };
  add(list, ({ query }: ServeInput<Queries[K]>, ctx) => service.list(ctx, query));
  add(get, ({ id }, ctx) => service.get(ctx, id()));
  add(create, ({ body }, ctx) => service.create(ctx, body));
  add(update, ({ id, body, ifMatch }, ctx) => service.update(ctx, id(), body, ifMatch));
  add(remove, ({ id }, ctx) => service.remove(ctx, id()));
  if (setActive) {
    const active = service.setActive?.bind(service);
    if (!active) throw new Error(`${setActive.id}: the service has no active switch`);
    add(setActive, ({ id, body, ifMatch }, ctx) => active(ctx, id(), body, ifMatch));
  }
  return out;
}
