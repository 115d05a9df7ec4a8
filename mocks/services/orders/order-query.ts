import type { Locale } from '../../../src/domain/shared/format';
import { isOrderStatus } from '../../../src/domain/orders/order-status';
import type { OrderRecord } from '../../db/orders.schema';
import type { RawQuery } from '../shared/context';
import { idFilter, parseListFilters, parseListQuery, type ListFilters } from '../shared/list-filters';
import { runList, type ListParams, type ListSpec } from '../shared/list-query';
import type { OrderIndex } from './order-index';
import type { OrderLookups } from './order-answers';
import { orderMessage } from './orders.messages';

/** The order list's filters (docs/api/README.md#conventions), validated; statuses are order status ids. */
export type OrderFilters = ListFilters<number>;

/** `_search`, `_filter[]` (statuses), `_scenario[]`, `_resellerId[]`, `_start_date`, `_end_date`; else a 400. */
export function parseOrderFilters(raw: RawQuery, locale: Locale, search: string): OrderFilters {
  return parseListFilters(raw, locale, search, (query, errors) => {
    const statuses = idFilter(query, '_filter[]', errors, locale, '_filter[]', '_filter');
    if (statuses && [...statuses].some((s) => !isOrderStatus(s))) {
      errors.push({ field: '_filter[]', message: orderMessage(locale, 'unknownStatus') });
    }
    return statuses;
  });
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

/** The list's paging, sort and filters together: one 400 names every bad parameter. */
export function parseOrderQuery(
  raw: RawQuery,
  lookups: OrderLookups,
  locale: Locale,
): { params: ListParams; filters: OrderFilters } {
  return parseListQuery(raw, orderListSpec(lookups), locale, (search) => parseOrderFilters(raw, locale, search));
}

/** Does an order pass the filters (and the caller's scope)? The cheap tests come first. */
function matcher(index: OrderIndex, filters: OrderFilters, scope: number | null): (i: number) => boolean {
  const { statuses, scenarios, resellers, search } = filters;
  const texts = index.searchTexts();
  const { status, reseller, scenario } = index.fields();
  return (i) =>
    (scope === null || reseller[i] === scope) &&
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
