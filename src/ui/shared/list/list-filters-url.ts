import type { ListQuery } from '../../../domain/shared/page';

/**
 * The filters of the order and quote lists as the URL keeps them (shareable, back/forward) and as
 * the API wants them (docs/api/README.md#conventions). Scenario and reseller badges keep their
 * label beside the id: `12:Vin Vélin`.
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

export const ALL_FILTERS: FilterSet = { statuses: true, scenarios: true, resellers: true, dates: true };

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

/** The URL's filters → the API's query parameters, for the filters the list offers. */
export function toApiQuery(query: ListQuery, offered: FilterSet = ALL_FILTERS): ListQuery {
  const filters = query.filters ?? {};
  const one = (key: string) => {
    const value = filters[key];
    return typeof value === 'string' ? value : undefined;
  };
  const some = (values: readonly string[]) => (values.length ? values : undefined);
  const ids = (key: string) =>
    listOf(filters[key])
      .map(toBadge)
      .filter((b): b is Badge => b !== null)
      .map((b) => String(b.id));
  const api: Record<string, string | readonly string[] | undefined> = {};
  if (offered.statuses) api['_filter[]'] = some(listOf(filters[URL_KEYS.statuses]).filter((s) => /^\d+$/.test(s)));
  if (offered.scenarios) api['_scenario[]'] = some(ids(URL_KEYS.scenarios));
  if (offered.resellers) api['_resellerId[]'] = some(ids(URL_KEYS.resellers));
  if (offered.dates) {
    api._start_date = localDayBound(one(URL_KEYS.start), false);
    api._end_date = localDayBound(one(URL_KEYS.end), true);
  }
  return { ...query, filters: api };
}
