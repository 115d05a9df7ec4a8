import type { Locale } from '../../../src/domain/shared/format';
import { isOrderStatus } from '../../../src/domain/orders/order-status';
import type { OrderRecord } from '../../db/orders.schema';
import { ApiError, type ApiFieldError } from '../api-error';
import type { RawQuery } from '../context';
import { fold, parseListParams, runList, type ListParams, type ListSpec } from '../list-query';
import { message } from '../messages';
import type { OrderIndex } from './order-index';
import type { OrderLookups } from './orders.dto';
import { orderMessage } from './orders.messages';

/** The order list's filters (SPEC 7), validated. */
export interface OrderFilters {
  readonly search: string;
  readonly statuses: ReadonlySet<number> | null;
  readonly scenarios: ReadonlySet<number> | null;
  readonly resellers: ReadonlySet<number> | null;
  /** ISO instants: createdAt ≥ from, createdAt < to. */
  readonly from: string | null;
  readonly to: string | null;
}

function values(raw: RawQuery, ...names: string[]): string[] {
  const out: string[] = [];
  for (const name of names) {
    const value = raw[name];
    if (value === undefined) continue;
    for (const item of typeof value === 'string' ? [value] : value) if (item !== '') out.push(item);
  }
  return out;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY = 86_400_000;

/** A plain date is a whole UTC day; a full ISO instant is taken as it is (the UI sends local days). */
function bound(text: string, end: boolean): string | null {
  if (DATE.test(text)) {
    const time = Date.parse(`${text}T00:00:00.000Z`);
    if (Number.isNaN(time)) return null;
    return new Date(end ? time + DAY : time).toISOString();
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const time = Date.parse(text);
  if (Number.isNaN(time)) return null;
  // An instant end bound is inclusive: the next millisecond is the exclusive bound.
  return new Date(end ? time + 1 : time).toISOString();
}

function ids(raw: RawQuery, field: string, errors: ApiFieldError[], locale: Locale, ...names: string[]) {
  const list = values(raw, ...names);
  if (!list.length) return null;
  const out = new Set<number>();
  for (const item of list) {
    if (!/^\d{1,12}$/.test(item)) errors.push({ field, message: message(locale, 'integer') });
    else out.add(Number(item));
  }
  return out;
}

/** `_search`, `_filter[]` (statuses), `_scenario[]`, `_resellerId[]`, `_start_date`, `_end_date`; else a 400. */
export function parseOrderFilters(raw: RawQuery, locale: Locale, search: string): OrderFilters {
  const errors: ApiFieldError[] = [];
  const statuses = ids(raw, '_filter[]', errors, locale, '_filter[]', '_filter');
  if (statuses && [...statuses].some((s) => !isOrderStatus(s))) {
    errors.push({ field: '_filter[]', message: orderMessage(locale, 'unknownStatus') });
  }
  const dateOf = (name: string, end: boolean) => {
    const [text] = values(raw, name);
    if (text === undefined) return null;
    const instant = bound(text, end);
    if (!instant) errors.push({ field: name, message: orderMessage(locale, 'invalidDate') });
    return instant;
  };
  const from = dateOf('_start_date', false);
  const to = dateOf('_end_date', true);
  if (from && to && to <= from) errors.push({ field: '_end_date', message: orderMessage(locale, 'dateOrder') });
  const filters: OrderFilters = {
    search: fold(search),
    statuses,
    scenarios: ids(raw, '_scenario[]', errors, locale, '_scenario[]', '_scenario', '_scenarioId'),
    resellers: ids(raw, '_resellerId[]', errors, locale, '_resellerId[]', '_resellerId'),
    from,
    to,
  };
  if (errors.length) throw new ApiError(400, { message: message(locale, 'invalidParameters'), errors });
  return filters;
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
  const errors: ApiFieldError[] = [];
  const attempt = <T>(parse: () => T): T | null => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      errors.push(...(error.body.errors ?? []));
      return null;
    }
  };
  const params = attempt(() => parseListParams(raw, orderListSpec(lookups), locale));
  const search = typeof raw._search === 'string' ? raw._search.trim() : '';
  const filters = attempt(() => parseOrderFilters(raw, locale, search));
  if (!params || !filters) throw new ApiError(400, { message: message(locale, 'invalidParameters'), errors });
  return { params, filters };
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
