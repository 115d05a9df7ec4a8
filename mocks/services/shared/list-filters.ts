import { DEFAULT_TIME_ZONE } from '../../../src/api/dashboard.api';
import { addDays, isDay, zonedDayStart } from '../../../src/domain/dashboard/dashboard-figures';
import type { Locale } from '../../../src/domain/shared/format';
import { ApiError, type ApiFieldError } from './api-error';
import type { RawQuery } from './context';
import { fold, parseListParams, runList, type ListParams, type ListSpec } from './list-query';
import { message } from './messages';

/**
 * The filters the order and quote lists share (docs/api/README.md#conventions): `_search`,
 * `_filter[]` (statuses), `_scenario[]`, `_resellerId[]`, `_start_date`, `_end_date`.
 */
export interface ListFilters<S> {
  readonly search: string;
  readonly statuses: ReadonlySet<S> | null;
  readonly scenarios: ReadonlySet<number> | null;
  readonly resellers: ReadonlySet<number> | null;
  /** ISO instants: createdAt ≥ from, createdAt < to. */
  readonly from: string | null;
  readonly to: string | null;
}

/** Every non-empty value given for any of `names` (repeated or single). */
export function queryValues(raw: RawQuery, ...names: string[]): string[] {
  const out: string[] = [];
  for (const name of names) {
    const value = raw[name];
    if (value === undefined) continue;
    for (const item of typeof value === 'string' ? [value] : value) if (item !== '') out.push(item);
  }
  return out;
}

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

/** The ids given for `names` (positive integers), or null when none; a bad one is a field error. */
export function idFilter(
  raw: RawQuery,
  field: string,
  errors: ApiFieldError[],
  locale: Locale,
  ...names: string[]
): Set<number> | null {
  const list = queryValues(raw, ...names);
  if (!list.length) return null;
  const out = new Set<number>();
  for (const item of list) {
    if (!/^\d{1,12}$/.test(item)) errors.push({ field, message: message(locale, 'integer') });
    else out.add(Number(item));
  }
  return out;
}

/**
 * The shared filters, with the statuses read by `statuses` (an order's are ids, a quote's are
 * words); every bad parameter is named in one 400.
 */
export function parseListFilters<S>(
  raw: RawQuery,
  locale: Locale,
  search: string,
  statuses: (raw: RawQuery, errors: ApiFieldError[]) => ReadonlySet<S> | null,
): ListFilters<S> {
  const errors: ApiFieldError[] = [];
  const wanted = statuses(raw, errors);
  const dateOf = (name: string, end: boolean) => {
    const [text] = queryValues(raw, name);
    if (text === undefined) return null;
    const instant = bound(text, end);
    if (!instant) errors.push({ field: name, message: message(locale, 'invalidDate') });
    return instant;
  };
  const from = dateOf('_start_date', false);
  const to = dateOf('_end_date', true);
  if (from && to && to <= from) errors.push({ field: '_end_date', message: message(locale, 'dateOrder') });
  const filters: ListFilters<S> = {
    search: fold(search),
    statuses: wanted,
    scenarios: idFilter(raw, '_scenario[]', errors, locale, '_scenario[]', '_scenario', '_scenarioId'),
    resellers: idFilter(raw, '_resellerId[]', errors, locale, '_resellerId[]', '_resellerId'),
    from,
    to,
  };
  if (errors.length) throw new ApiError(400, { message: message(locale, 'invalidParameters'), errors });
  return filters;
}

/** `_filter[]` as words of `allowed` (request and quote statuses); an unknown one is a field error. */
export function wordFilter<S extends string>(
  allowed: readonly S[],
  locale: Locale,
): (raw: RawQuery, errors: ApiFieldError[]) => ReadonlySet<S> | null {
  const unknown = message(locale, 'oneOf', { values: allowed.join(', ') });
  return (raw, errors) => {
    const list = queryValues(raw, '_filter[]', '_filter');
    if (!list.length) return null;
    const out = new Set<S>();
    for (const item of list) {
      if ((allowed as readonly string[]).includes(item)) out.add(item as S);
      else errors.push({ field: '_filter[]', message: unknown });
    }
    return out;
  };
}

/** Paging, sort and filters together: one 400 names every bad parameter of both. */
export function parseListQuery<R, F>(
  raw: RawQuery,
  spec: ListSpec<R>,
  locale: Locale,
  parseFilters: (search: string) => F,
): { params: ListParams; filters: F } {
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
  const params = attempt(() => parseListParams(raw, spec, locale));
  const search = typeof raw._search === 'string' ? raw._search.trim() : '';
  const filters = attempt(() => parseFilters(search));
  if (!params || !filters) throw new ApiError(400, { message: message(locale, 'invalidParameters'), errors });
  return { params, filters };
}

/** What the shared filters read off a record. */
export interface Filterable<S> {
  readonly resellerId: number | null;
  readonly status: S;
  readonly createdAt: string;
  readonly scenarioId?: number;
}

/** Does a record pass the filters and the caller's scope (null: staff, every reseller)? */
export function passes<S>(record: Filterable<S>, filters: ListFilters<S>, scope: number | null): boolean {
  return (
    (scope === null || record.resellerId === scope) &&
    (!filters.statuses || filters.statuses.has(record.status)) &&
    (!filters.resellers || (record.resellerId !== null && filters.resellers.has(record.resellerId))) &&
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
  raw: RawQuery,
  locale: Locale,
  options: {
    readonly scope: number | null;
    readonly spec: ListSpec<R>;
    readonly statuses: (raw: RawQuery, errors: ApiFieldError[]) => ReadonlySet<S> | null;
    /** Every matching record in one page (exports). */
    readonly allPages?: boolean;
  },
): { rows: readonly R[]; total: number; totalRequest: number } {
  const { params, filters } = parseListQuery(raw, options.spec, locale, (search) =>
    parseListFilters(raw, locale, search, options.statuses),
  );
  const inScope = options.scope === null ? records : records.filter((r) => r.resellerId === options.scope);
  const matching = inScope.filter((r) => passes(r, filters, null));
  const paging = options.allPages ? { ...params, page: 1, limit: Number.MAX_SAFE_INTEGER } : params;
  const { rows, totalRequest } = runList(matching, paging, options.spec);
  return { rows, total: inScope.length, totalRequest };
}
