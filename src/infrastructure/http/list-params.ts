import { mailsApi } from '../../api/mails.api';
import type { MailFilter } from '../../domain/mails/mail';
import type { OrderFilter } from '../../domain/orders/order-filter';
import type { AuditFilter } from '../../domain/audit/audit';
import { auditApi } from '../../api/audit.api';
import type { QuoteFilter } from '../../domain/quotes/quote';
import type { CancelRequestFilter, NonConformityFilter } from '../../domain/requests/requests';
import type { ResellerFilter } from '../../domain/resellers/reseller';
import type { CmsFilter } from '../../domain/settings/tooltip';
import type { UserFilter } from '../../domain/users/user';
import type { AnyOperation } from '../../api/operation';
import { ordersApi } from '../../api/orders.api';
import { quotesApi } from '../../api/quotes.api';
import { requestsApi } from '../../api/requests.api';
import { resellersApi } from '../../api/resellers.api';
import { settingsApi } from '../../api/settings.api';
import { usersApi } from '../../api/users.api';
import { listsApi } from '../../api/lists.api';
import type { ListCall, ListFilters, ViewFilter } from '../adapters/api-transport';

/** A query as the HTTP client sends it. */
export type WireQuery = Record<string, string | string[]>;

/** The parameters an operation's query schema declares (src/api): a mapping naming another does not compile. */
type ParamsOf<O extends AnyOperation | undefined> = {
  [K in keyof NonNullable<NonNullable<O>['query']>]?: string | readonly string[];
};

/** A domain filter's API parameters, for one operation. */
export type FilterParams<F> = (filter: F) => WireQuery;

/** Keeps the parameters that have a value (an absent or empty filter is not sent). */
function wire<O extends AnyOperation | undefined>(_operation: O, params: ParamsOf<O>): WireQuery {
  const out: WireQuery = {};
  for (const [name, value] of Object.entries(params) as [string, string | readonly string[] | undefined][]) {
    if (value === undefined || value === '' || (typeof value !== 'string' && !value.length)) continue;
    out[name] = typeof value === 'string' ? value : [...value];
  }
  return out;
}

const texts = (values: readonly (string | number)[] | undefined) => values?.map(String);
const text = (value: number | undefined) => (value === undefined ? undefined : String(value));

/**
 * The API's list parameters (docs/api/README.md#conventions) for a list call: _limit, _page, _index,
 * _order, _search, and the list's filter by `filterParams`.
 */
export function toListParams<F>(query: ListCall<F>, filterParams?: FilterParams<F>): WireQuery {
  const params: WireQuery = {};
  if (query.size !== undefined) params._limit = String(query.size);
  if (query.page !== undefined) params._page = String(query.page);
  if (query.sort) {
    params._index = query.sort.field;
    params._order = query.sort.order;
  }
  if (query.search) params._search = query.search;
  return { ...params, ...(query.filter !== undefined && filterParams ? filterParams(query.filter) : {}) };
}

/** docs/api/README.md#conventions: the order list's statuses, scenarios, resellers and creation dates. */
export const orderFilterParams: FilterParams<OrderFilter> = (f) =>
  wire(ordersApi.listOrders, {
    '_filter[]': texts(f.statuses),
    '_scenario[]': texts(f.scenarioIds),
    '_resellerId[]': texts(f.resellerIds),
    _start_date: f.createdFrom,
    _end_date: f.createdTo,
    '_id[]': texts(f.ids),
  });

/** The quote list takes the order list's filters, with the quote statuses. */
export const quoteFilterParams: FilterParams<QuoteFilter> = (f) =>
  wire(quotesApi.listQuotes, {
    '_filter[]': f.statuses,
    '_scenario[]': texts(f.scenarioIds),
    '_resellerId[]': texts(f.resellerIds),
    _start_date: f.createdFrom,
    _end_date: f.createdTo,
    '_id[]': texts(f.ids),
  });

/** docs/audit.md#the-calls: the audit trail's filters. */
export const auditFilterParams: FilterParams<AuditFilter> = (f) =>
  wire(auditApi.listAudit, {
    _entity: f.entity,
    _entityId: text(f.entityId),
    _actorId: text(f.actorId),
    _action: f.action,
    _start_date: f.from,
    _end_date: f.to,
  });

export const cancelRequestFilterParams: FilterParams<CancelRequestFilter> = (f) =>
  wire(requestsApi.listCancelRequests, { '_filter[]': f.statuses, _resellerId: text(f.resellerId) });

export const nonConformityFilterParams: FilterParams<NonConformityFilter> = (f) =>
  wire(requestsApi.listNonConformities, { '_filter[]': f.statuses, _resellerId: text(f.resellerId) });

export const userFilterParams: FilterParams<UserFilter> = (f) =>
  wire(usersApi.records.list, { _resellerId: text(f.resellerId) });

export const resellerFilterParams: FilterParams<ResellerFilter> = (f) =>
  wire(resellersApi.records.list, { _isProspect: f.prospects === undefined ? undefined : f.prospects ? '1' : '0' });

export const cmsFilterParams: FilterParams<CmsFilter> = (f) => wire(settingsApi.cms.list, { _type: f.cmsType });

export const mailFilterParams: FilterParams<MailFilter> = (f) =>
  wire(mailsApi.listMails, { _recipient: f.recipient, _type: f.type });

export const viewFilterParams: FilterParams<ViewFilter> = (f) => wire(listsApi.listViews, { _list: f.list });

/** Every list operation's filter, as its parameters: tsc refuses a list of ListFilters left out. */
const FILTER_PARAMS: { readonly [K in keyof ListFilters]: FilterParams<ListFilters[K]> } = {
  listOrders: orderFilterParams,
  exportOrders: orderFilterParams,
  listQuotes: quoteFilterParams,
  exportQuotes: quoteFilterParams,
  listAudit: auditFilterParams,
  exportAudit: auditFilterParams,
  listCancelRequests: cancelRequestFilterParams,
  listNonConformities: nonConformityFilterParams,
  listUsers: userFilterParams,
  listResellers: resellerFilterParams,
  listCmsEntries: cmsFilterParams,
  listViews: viewFilterParams,
  listMails: mailFilterParams,
};

/**
 * A list call of `operation` as the parameters it declares: an export or an unpaged list (the
 * dimensions) declares no `_limit` nor `_page`, so it is sent without them.
 */
export function listParams(operation: AnyOperation, list: ListCall<unknown>): WireQuery {
  const filterParams = (FILTER_PARAMS as Readonly<Record<string, FilterParams<unknown>>>)[operation.id];
  const declared = operation.query ?? {};
  return Object.fromEntries(Object.entries(toListParams(list, filterParams)).filter(([name]) => name in declared));
}
