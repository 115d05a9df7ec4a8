import type { AnyOperation, BodyOf, ParsedAnswerOf } from '../../api/operation';
import { token } from '../../application/shared/token';
import type { AuditFilter } from '../../domain/audit/audit';
import type { MailFilter } from '../../domain/mails/mail';
import type { ListId } from '../../domain/lists/list-settings';
import type { FileLink } from '../../domain/orders/order';
import type { OrderFilter } from '../../domain/orders/order-filter';
import type { QuoteFilter } from '../../domain/quotes/quote';
import type { CancelRequestFilter, NonConformityFilter } from '../../domain/requests/requests';
import type { ResellerFilter } from '../../domain/resellers/reseller';
import type { CmsFilter } from '../../domain/settings/tooltip';
import type { Locale } from '../../domain/shared/format';
import type { ListQuery } from '../../domain/shared/page';
import type { UserFilter } from '../../domain/users/user';

/** The saved views of one list, or of every list. */
export interface ViewFilter {
  readonly list?: ListId;
}

/**
 * Every list operation of src/api that takes a filter, with the domain filter its list takes. The
 * HTTP transport writes each as the API's parameters (src/infrastructure/http/list-params.ts, which
 * must map every one); the in-process transport hands it to the service as its list request
 * (mocks/in-process/call-queries.ts).
 */
export interface ListFilters {
  readonly listOrders: OrderFilter;
  readonly exportOrders: OrderFilter;
  readonly listQuotes: QuoteFilter;
  readonly exportQuotes: QuoteFilter;
  readonly listAudit: AuditFilter;
  readonly exportAudit: AuditFilter;
  readonly listCancelRequests: CancelRequestFilter;
  readonly listNonConformities: NonConformityFilter;
  readonly listUsers: UserFilter;
  readonly listResellers: ResellerFilter;
  readonly listCmsEntries: CmsFilter;
  readonly listViews: ViewFilter;
  readonly listMails: MailFilter;
}

/**
 * The filter an operation's list takes: its own in ListFilters, none for another operation, and any
 * for one known only by the shape of its id (a record call, `list${string}`).
 */
type FilterOf<O extends AnyOperation> = O['id'] extends keyof ListFilters
  ? ListFilters[O['id']]
  : [Extract<keyof ListFilters, O['id']>] extends [never]
    ? never
    : unknown;

/** A list as a call asks for it: a whole ListQuery, or a part (a search box's text, a count's one row). */
export type ListCall<F> = Partial<ListQuery<F>>;

/** One call of an operation, in the domain's terms: each transport puts every part where its door takes it. */
export interface ApiCall<O extends AnyOperation> {
  /** The operation's path values (`{id}`) and its plain query values (`lang`), by their names. */
  readonly params?: Readonly<Record<string, string | number>>;
  /** A list's page, sort, search and filter (docs/api/README.md#conventions). */
  readonly list?: ListCall<FilterOf<O>>;
  /** The JSON body, typed by the operation's request schema; FormData for a multipart one. */
  readonly body?: BodyOf<O> | FormData;
  /** The version the record was read with (a stale one: StaleRecordError). */
  readonly ifMatch?: string;
  readonly signal?: AbortSignal;
  /**
   * false: a call outside the session (login, password reset, a given token's logout): a 401
   * there ends no session.
   */
  readonly session?: false;
  /** A token to call with instead of the session's (the session's user right after login). */
  readonly token?: string;
  /** An upload's progress, 0 to 1. */
  readonly onProgress?: (fraction: number) => void;
}

/** A file answer: its bytes and the name the server gave it, if any. */
export interface ApiFile {
  readonly blob: Blob;
  readonly filename: string | null;
}

/**
 * How the adapters reach the API (docs/architecture.md#one-mapping-per-port-two-transports): by
 * the operations of src/api, answers parsed by their schemas, refusals as the domain's typed
 * errors. Over HTTP (src/infrastructure/http/http-transport.ts), or in-process, calling the mock's
 * services (mocks/in-process). An adapter holds a port's mapping once and runs on either.
 */
export interface ApiTransport {
  call<O extends AnyOperation>(operation: O, call?: ApiCall<O>): Promise<ParsedAnswerOf<O>>;
  /** `call`, with the record's version: its ETag (docs/api/README.md#versions-and-lost-updates). */
  versioned<O extends AnyOperation>(
    operation: O,
    call?: ApiCall<O>,
  ): Promise<{ readonly answer: ParsedAnswerOf<O>; readonly version: string | null }>;
  /** A file answer of an operation (an export, a zip). */
  file<O extends AnyOperation>(operation: O, call?: ApiCall<O>): Promise<ApiFile>;
  /** A file a record links to (a label, a series' PDF). */
  download(link: FileLink): Promise<ApiFile>;
  /**
   * The body of an operation answering an event stream (GET /events), read as it comes; `lastEventId`
   * resumes after the last event received (docs/api/README.md#events).
   */
  stream<O extends AnyOperation>(
    operation: O,
    call?: Pick<ApiCall<O>, 'signal'> & { readonly lastEventId?: string | null },
  ): Promise<ReadableStream<Uint8Array>>;
}

export const API_TRANSPORT = token<ApiTransport>('ApiTransport');

/** The token a call carries: the session's (null: none). */
export const BEARER_TOKEN = token<() => string | null>('BearerToken');

/** The language a call asks its answer in: the user's. */
export const CALL_LOCALE = token<() => Locale>('CallLocale');
