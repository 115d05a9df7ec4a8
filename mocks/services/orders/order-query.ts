import type { Locale } from '../../../src/domain/shared/format';
import { isOrderStatus } from '../../../src/domain/orders/order-status';
import type { OrderRecord } from '../../db/orders.schema';
import {
  parseListQuery,
  resellerFilterOf,
  type ListFilters,
  type SharedListFilter,
  type StatusCheck,
} from '../shared/list-filters';
import { runList, type ListParams, type ListRequest, type ListSpec } from '../shared/list-query';
import type { OrderIndex } from './order-index';
import type { OrderLookups } from './order-answers';
import { orderMessage } from './orders.messages';
import { message } from '../shared/messages';

/** The order list's request (the domain's OrderFilter fits it); statuses are order status ids. */
export type OrderListRequest = ListRequest<SharedListFilter<number>>;

/** The order list's filters, checked. */
export type OrderFilters = ListFilters<number>;

/** Order status ids: a whole number each, and a known status (docs/rules.md#status-transitions). */
function orderStatuses(locale: Locale): StatusCheck<number> {
  return (list, errors) => {
    if (!list?.length) return null;
    const out = new Set<number>();
    for (const id of list) {
      if (!Number.isSafeInteger(id)) errors.push({ field: '_filter[]', message: message(locale, 'integer') });
      else out.add(id);
    }
    if ([...out].some((s) => !isOrderStatus(s))) {
      errors.push({ field: '_filter[]', message: orderMessage(locale, 'unknownStatus') });
    }
    return out;
  };
}

/** The sortable columns of the list (the API's `_index` values). */
export function orderListSpec(lookups: OrderLookups): ListSpec<OrderRecord> {
  return {
    sortable: {
      id: (o) => o.id,
      internalReference: (o) => o.internalReference,
      company: (o) => lookups.company(o.userId),
      scenario: (o) => lookups.scenarioName(o.scenarioId),
      total: (o) => o.total,
      resalePrice: (o) => o.resalePrice,
      quoteReference: (o) => o.quote.reference,
      width: (o) => o.quote.width,
      carrier: (o) => o.tracking[0]?.carrier ?? null,
      status: (o) => o.status,
      createdAt: (o) => o.createdAt,
      estimatedAt: (o) => o.estimatedAt,
    },
    defaultSort: { field: 'createdAt', order: 'desc' },
    searchText: () => '',
  };
}

/** The list's paging, sort and filters together: one 400 names every refused parameter. */
export function parseOrderQuery(
  request: OrderListRequest,
  lookups: OrderLookups,
  locale: Locale,
): { params: ListParams; filters: OrderFilters } {
  return parseListQuery(request, orderListSpec(lookups), locale, orderStatuses(locale));
}

/** Does an order pass the filters (and the caller's scope)? The cheap tests come first. */
function matcher(index: OrderIndex, filters: OrderFilters, scope: number | null): (i: number) => boolean {
  const { statuses, scenarios, search, ids } = filters;
  const resellers = resellerFilterOf(filters, scope);
  const texts = index.searchTexts();
  const { status, reseller, scenario } = index.fields();
  const sorted = index.newestFirst();
  return (i) =>
    (scope === null || reseller[i] === scope) &&
    (!ids || ids.has((sorted[i] as OrderRecord).id)) &&
    (!statuses || statuses.has(status[i] as number)) &&
    (!scenarios || scenarios.has(scenario[i] as number)) &&
    (!resellers || resellers.has(reseller[i] as number)) &&
    (!search || (texts[i] as string).includes(search));
}

/** Every order matching the filters, newest first (exports: all pages). */
export function matchingOrders(index: OrderIndex, filters: OrderFilters, scope: number | null): OrderRecord[] {
  const { start, end } = index.createdBetween(filters.from, filters.to);
  const sorted = index.newestFirst();
  const test = matcher(index, filters, scope);
  const out: OrderRecord[] = [];
  for (let i = start; i < end; i++) if (test(i)) out.push(sorted[i] as OrderRecord);
  return out;
}

/**
 * One page of the list. Sorted by creation date (the default), it walks the pre-sorted index
 * within the date range and keeps only the page's rows; any other sort sorts the matches.
 */
export function pageOfOrders(
  index: OrderIndex,
  filters: OrderFilters,
  params: ListParams,
  scope: number | null,
  spec: ListSpec<OrderRecord>,
): { rows: OrderRecord[]; totalRequest: number } {
  if (params.index !== 'createdAt') {
    const { rows, totalRequest } = runList(matchingOrders(index, filters, scope), { ...params, search: '' }, spec);
    return { rows: [...rows], totalRequest };
  }
  const { start, end } = index.createdBetween(filters.from, filters.to);
  const sorted = index.newestFirst();
  const test = matcher(index, filters, scope);
  const first = (params.page - 1) * params.limit;
  const rows: OrderRecord[] = [];
  let matched = 0;
  const visit = (i: number) => {
    if (!test(i)) return;
    if (matched >= first && rows.length < params.limit) rows.push(sorted[i] as OrderRecord);
    matched++;
  };
  if (params.order === 'desc') for (let i = start; i < end; i++) visit(i);
  else for (let i = end - 1; i >= start; i--) visit(i);
  return { rows, totalRequest: matched };
}
