import type { OrderFilter } from '../../../domain/orders/order-filter';
import { isOrderStatus } from '../../../domain/orders/order-status';
import type { ListQuery } from '../../../domain/shared/page';
import type { ListUrlQuery, UrlFilters } from './use-list-url-state';

/**
 * The filters of the order and quote lists as the URL keeps them (shareable, back/forward) and as
 * the lists' domain filter (OrderFilter) takes them. Scenario and reseller badges keep their label
 * beside the id: `12:Vin Vélin`.
 */
export const URL_KEYS = {
  statuses: 'status[]',
  scenarios: 'scenario[]',
  resellers: 'reseller[]',
  start: 'start',
  end: 'end',
} as const;

/** Which filters a list offers; the others in the URL are not sent. */
export interface FilterSet {
  readonly statuses?: boolean;
  readonly scenarios?: boolean;
  readonly resellers?: boolean;
  readonly dates?: boolean;
}

const ALL_FILTERS: FilterSet = { statuses: true, scenarios: true, resellers: true, dates: true };

export interface Badge {
  readonly id: number;
  readonly label: string;
}

export function toBadge(value: string): Badge | null {
  const at = value.indexOf(':');
  const id = Number(at === -1 ? value : value.slice(0, at));
  if (!Number.isInteger(id) || id <= 0) return null;
  return { id, label: at === -1 ? `#${id}` : value.slice(at + 1) };
}

export const badgeValue = (badge: Badge): string => `${badge.id}:${badge.label}`;

export function listOf(value: string | readonly string[] | undefined): readonly string[] {
  if (value === undefined || value === '') return [];
  return typeof value === 'string' ? [value] : value;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Two days (YYYY-MM-DD, either may be empty) in order: the end on or after the start. */
export const rangeInOrder = (start: string | undefined, end: string | undefined): boolean =>
  !start || !end || start <= end;

/** A day picked in the user's time zone, as the instant it starts (or ends). */
export function localDayBound(day: string | undefined, end: boolean): string | undefined {
  const match = day ? DAY.exec(day) : null;
  if (!match) return undefined;
  const [, y, m, d] = match;
  const date = end
    ? new Date(Number(y), Number(m) - 1, Number(d), 23, 59, 59, 999)
    : new Date(Number(y), Number(m) - 1, Number(d), 0, 0, 0, 0);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * The statuses in the URL (`status[]`) of a list whose statuses are words (quotes, both request lists), among
 * `allowed`; an unknown word (a link edited by hand) is left out.
 */
export function wordStatuses<S extends string>(url: UrlFilters, allowed: readonly S[]): readonly S[] | undefined {
  const chosen = listOf(url[URL_KEYS.statuses]).filter((s): s is S => (allowed as readonly string[]).includes(s));
  return chosen.length ? chosen : undefined;
}

/** The URL's list state → the query of a list filtered by its statuses only, words of `allowed` (both request lists). */
export function statusQuery<S extends string>(
  { filters, ...query }: ListUrlQuery,
  allowed: readonly S[],
): ListQuery<{ readonly statuses?: readonly S[] }> {
  return { ...query, filter: { statuses: wordStatuses(filters, allowed) } };
}

/** The URL's filters → the order list's filter, for the filters the list offers; the others in the URL are ignored. */
export function toOrderFilter(url: UrlFilters, offered: FilterSet = ALL_FILTERS): OrderFilter {
  const one = (key: string) => {
    const value = url[key];
    return typeof value === 'string' ? value : undefined;
  };
  const some = <T>(values: readonly T[]) => (values.length ? values : undefined);
  const ids = (key: string) =>
    listOf(url[key])
      .map(toBadge)
      .filter((b): b is Badge => b !== null)
      .map((b) => b.id);
  const statuses = listOf(url[URL_KEYS.statuses])
    .filter((s) => /^\d+$/.test(s))
    .map(Number)
    .filter(isOrderStatus);
  return {
    statuses: offered.statuses ? some(statuses) : undefined,
    scenarioIds: offered.scenarios ? some(ids(URL_KEYS.scenarios)) : undefined,
    resellerIds: offered.resellers ? some(ids(URL_KEYS.resellers)) : undefined,
    createdFrom: offered.dates ? localDayBound(one(URL_KEYS.start), false) : undefined,
    // An end before the start (a link edited by hand) is left out: the field says why.
    createdTo:
      offered.dates && rangeInOrder(one(URL_KEYS.start), one(URL_KEYS.end))
        ? localDayBound(one(URL_KEYS.end), true)
        : undefined,
  };
}
