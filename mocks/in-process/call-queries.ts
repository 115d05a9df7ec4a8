import type { AuditFilter } from '../../src/domain/audit/audit';
import type { MailFilter } from '../../src/domain/mails/mail';
import type { OrderFilter } from '../../src/domain/orders/order-filter';
import type { QuoteFilter } from '../../src/domain/quotes/quote';
import type { CancelRequestFilter, NonConformityFilter } from '../../src/domain/requests/requests';
import type { ResellerFilter } from '../../src/domain/resellers/reseller';
import type { CmsFilter } from '../../src/domain/settings/tooltip';
import type { UserFilter } from '../../src/domain/users/user';
import type { AnyOperation } from '../../src/api/operation';
import type { ApiCall, ListCall, ViewFilter } from '../../src/infrastructure/adapters/api-transport';
import type { Queries, QueryKind } from '../operations/serve';

/** What of a call says what it reads: its list and its plain values. */
type AnyCall = Pick<ApiCall<AnyOperation>, 'list' | 'params'>;

/**
 * The call's list as it is, its filter the domain's `F`: the adapter's call is typed by the
 * operation's filter (ListFilters, src/infrastructure/adapters/api-transport.ts), and where the
 * result goes tsc checks that the service's request takes that filter as it is.
 */
const listOf = <F>({ list }: AnyCall): ListCall<F> => (list ?? {}) as ListCall<F>;

/** A request list's query as its service takes it: the one reseller asked for is a list of one. */
function byReseller(call: AnyCall): Queries['requests'] {
  const list = listOf<CancelRequestFilter | NonConformityFilter>(call);
  const { resellerId, statuses } = list.filter ?? {};
  return { ...list, filter: { statuses, resellerIds: resellerId === undefined ? undefined : [resellerId] } };
}

/**
 * What each operation reads beyond its path and body (mocks/operations/serve.ts, `Queries`), from the
 * adapter's typed call: its list as the service takes it, its plain values (`params`) by name. No
 * URL: tsc holds it to every kind the routing table names.
 */
export const CALL_QUERIES: { readonly [K in QueryKind]: (call: AnyCall) => Queries[K] } = {
  page: (call) => listOf<never>(call),
  orders: (call) => listOf<OrderFilter>(call),
  quotes: (call) => listOf<QuoteFilter>(call),
  requests: byReseller,
  perReseller: (call) => listOf<UserFilter>(call),
  resellers: (call) => listOf<ResellerFilter>(call),
  cms: (call) => listOf<CmsFilter>(call),
  notifications: (call) => listOf<never>(call),
  mails: (call) => listOf<MailFilter>(call),
  audit: (call) => listOf<AuditFilter>(call),
  views: (call) => ({ list: listOf<ViewFilter>(call).filter?.list }),
  countries: ({ params }) => ({ lang: params?.lang === undefined ? undefined : String(params.lang) }),
  // The app asks for an order's non-conformity whatever its status (the HTTP door reads one from the URL).
  nonConformityOf: () => ({}),
};
