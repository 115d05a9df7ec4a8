import { DEFAULT_TIME_ZONE } from '../../../src/api/dashboard.api';
import { addDays, isDay, zonedDayStart } from '../../../src/domain/dashboard/dashboard-figures';
import type { Locale } from '../../../src/domain/shared/format';
import type { ApiFieldError } from './api-error';
import {
  ALL_ROWS,
  checkListParams,
  fold,
  refuseParameters,
  runList,
  type ListParams,
  type ListRequest,
  type ListSpec,
} from './list-query';
import { message } from './messages';

/**
 * The filters the order, quote and request lists share, as a service takes them (typed, not yet
 * checked): the API's `_filter[]` (statuses), `_scenario[]`, `_resellerId[]`, `_start_date` and
 * `_end_date` (docs/api/README.md#conventions). The domain's OrderFilter and QuoteFilter fit it as
 * they are; a URL's ids that are not digits arrive as NaN and are refused here.
 */
export interface SharedListFilter<S> {
  readonly statuses?: readonly S[];
  readonly scenarioIds?: readonly number[];
  readonly resellerIds?: readonly number[];
  /** A day `YYYY-MM-DD` (a whole business day) or an ISO instant (inclusive). */
  readonly createdFrom?: string;
  readonly createdTo?: string;
  /** `_id[]` (orders and quotes): only these records, the rows a user selected for an export. */
  readonly ids?: readonly number[];
}

/** The query of a list whose statuses are words (the cancellation requests', the non-conformities'). */
export type WordListRequest = ListRequest<SharedListFilter<string>>;

/** The shared filters, checked: sets to test against, and ISO instants (createdAt ≥ from, < to). */
export interface ListFilters<S> {
  readonly search: string;
  readonly statuses: ReadonlySet<S> | null;
  readonly scenarios: ReadonlySet<number> | null;
  readonly resellers: ReadonlySet<number> | null;
  readonly ids: ReadonlySet<number> | null;
  readonly from: string | null;
  readonly to: string | null;
}

/** How a list checks its statuses: the known ones as a set (null: none asked), a refusal added to `errors`. */
export type StatusCheck<S, In = S> = (
  statuses: readonly In[] | undefined,
  errors: ApiFieldError[],
) => ReadonlySet<S> | null;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A plain day is a whole day in the business's time zone (the dashboard's default too, so a list
 * and the dashboard count the same orders for the same days: docs/api/README.md); a full ISO
 * instant is taken as it is (the SPA sends its user's local days as instants).
 */
function bound(text: string, end: boolean): string | null {
  if (DATE.test(text)) {
    if (!isDay(text)) return null;
    return end
      ? new Date(zonedDayStart(addDays(text, 1), DEFAULT_TIME_ZONE)).toISOString()
      : new Date(zonedDayStart(text, DEFAULT_TIME_ZONE)).toISOString();
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const time = Date.parse(text);
  if (Number.isNaN(time)) return null;
  // An instant end bound is inclusive: the next millisecond is the exclusive bound.
  return new Date(end ? time + 1 : time).toISOString();
}

/**
 * A period (`_start_date`, `_end_date`) as ISO instants: from inclusive, to exclusive; a bad bound
 * or an end before the start is refused.
 */
export function checkDates(
  start: string | undefined,
  end: string | undefined,
  locale: Locale,
  errors: ApiFieldError[],
): { from: string | null; to: string | null } {
  const dateOf = (text: string | undefined, name: string, isEnd: boolean) => {
    if (!text) return null;
    const instant = bound(text, isEnd);
    if (!instant) errors.push({ field: name, message: message(locale, 'invalidDate') });
    return instant;
  };
  const from = dateOf(start, '_start_date', false);
  const to = dateOf(end, '_end_date', true);
  if (from && to && to <= from) errors.push({ field: '_end_date', message: message(locale, 'dateOrder') });
  return { from, to };
}

const MAX_ID = 999_999_999_999;

/** Ids as a set (null when none); one that is not a whole number ≥ 0 is refused, named `field`. */
export function idSet(
  ids: readonly number[] | undefined,
  field: string,
  errors: ApiFieldError[],
  locale: Locale,
): Set<number> | null {
  if (!ids?.length) return null;
  const out = new Set<number>();
  for (const id of ids) {
    if (!Number.isSafeInteger(id) || id < 0 || id > MAX_ID) errors.push({ field, message: message(locale, 'integer') });
    else out.add(id);
  }
  return out;
}

/** The shared filters checked, their refusals added to `errors` (statuses by `statuses`, then dates, scenarios, resellers). */
function checkListFilters<S, In>(
  filter: SharedListFilter<In> | undefined,
  locale: Locale,
  search: string,
  statuses: StatusCheck<S, In>,
  errors: ApiFieldError[],
): ListFilters<S> {
  const wanted = statuses(filter?.statuses, errors);
  const { from, to } = checkDates(filter?.createdFrom, filter?.createdTo, locale, errors);
  return {
    search: fold(search),
    statuses: wanted,
    scenarios: idSet(filter?.scenarioIds, '_scenario[]', errors, locale),
    resellers: idSet(filter?.resellerIds, '_resellerId[]', errors, locale),
    ids: idSet(filter?.ids, '_id[]', errors, locale),
    from,
    to,
  };
}

/** Statuses as words of `allowed` (request and quote statuses); an unknown one is refused as `_filter[]`. */
export function wordFilter<S extends string>(allowed: readonly S[], locale: Locale): StatusCheck<S, string> {
  const unknown = message(locale, 'oneOf', { values: allowed.join(', ') });
  return (list, errors) => {
    if (!list?.length) return null;
    const out = new Set<S>();
    for (const item of list) {
      if ((allowed as readonly string[]).includes(item)) out.add(item as S);
      else errors.push({ field: '_filter[]', message: unknown });
    }
    return out;
  };
}

/**
 * Paging, sort and the shared filters of a list request together: one 400 names every refused
 * parameter of both.
 */
export function parseListQuery<R, S, In>(
  request: ListRequest<SharedListFilter<In>>,
  spec: ListSpec<R>,
  locale: Locale,
  statuses: StatusCheck<S, In>,
): { params: ListParams; filters: ListFilters<S> } {
  const errors: ApiFieldError[] = [];
  const params = checkListParams(request, spec, locale, errors);
  const filters = checkListFilters(request.filter, locale, params.search, statuses, errors);
  refuseParameters(errors, locale);
  return { params, filters };
}

/** What the shared filters read off a record. */
export interface Filterable<S> {
  readonly id: number;
  readonly resellerId: number | null;
  readonly status: S;
  readonly createdAt: string;
  readonly scenarioId?: number;
}

/**
 * The resellers a list is narrowed to: those asked (`_resellerId`) for staff (scope null); none for a
 * reseller, whose own scope is the only one (docs/access.md#reseller-scoping: a reseller's
 * `_resellerId` is ignored, it gets its own rows as if it had sent none).
 */
export function resellerFilterOf(filters: Pick<ListFilters<unknown>, 'resellers'>, scope: number | null) {
  return scope === null ? filters.resellers : null;
}

/** Does a record pass the filters and the caller's scope (null: staff, every reseller)? */
function passes<S>(record: Filterable<S>, filters: ListFilters<S>, scope: number | null): boolean {
  const resellers = resellerFilterOf(filters, scope);
  return (
    (scope === null || record.resellerId === scope) &&
    (!filters.ids || filters.ids.has(record.id)) &&
    (!filters.statuses || filters.statuses.has(record.status)) &&
    (!resellers || (record.resellerId !== null && resellers.has(record.resellerId))) &&
    (!filters.scenarios || (record.scenarioId !== undefined && filters.scenarios.has(record.scenarioId))) &&
    (!filters.from || record.createdAt >= filters.from) &&
    (!filters.to || record.createdAt < filters.to)
  );
}

/**
 * A page of a small collection (quotes, requests): scoped, filtered, then searched, sorted and
 * paged by `runList`. `total` counts what the caller may see, `totalRequest` what matches.
 */
export function scopedPage<R extends Filterable<S>, S>(
  records: readonly R[],
  request: ListRequest<SharedListFilter<string>>,
  locale: Locale,
  options: {
    readonly scope: number | null;
    readonly spec: ListSpec<R>;
    readonly statuses: StatusCheck<S, string>;
    /** Every matching record in one page (exports). */
    readonly allPages?: boolean;
  },
): { rows: readonly R[]; total: number; totalRequest: number } {
  const { params, filters } = parseListQuery(request, options.spec, locale, options.statuses);
  const inScope = options.scope === null ? records : records.filter((r) => r.resellerId === options.scope);
  const matching = inScope.filter((r) => passes(r, filters, options.scope));
  const paging = options.allPages ? { ...params, ...ALL_ROWS } : params;
  const { rows, totalRequest } = runList(matching, paging, options.spec);
  return { rows, total: inScope.length, totalRequest };
}
