import type { ListQuery } from '../../domain/shared/page';

/**
 * The order list's filters as the URL keeps them (shareable, back/forward) and as the API wants
 * them (SPEC 7). Scenario and reseller badges keep their label beside the id: `12:Vin Vélin`.
 */
export const URL_KEYS = {
  statuses: 'status[]',
  scenarios: 'scenario[]',
  resellers: 'reseller[]',
  start: 'start',
  end: 'end',
} as const;

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

/** The URL's filters → the API's query parameters. */
export function toApiQuery(query: ListQuery): ListQuery {
  const filters = query.filters ?? {};
  const one = (key: string) => {
    const value = filters[key];
    return typeof value === 'string' ? value : undefined;
  };
  const ids = (key: string) =>
    listOf(filters[key])
      .map(toBadge)
      .filter((b): b is Badge => b !== null)
      .map((b) => String(b.id));
  const statuses = listOf(filters[URL_KEYS.statuses]).filter((s) => /^\d+$/.test(s));
  const scenarios = ids(URL_KEYS.scenarios);
  const resellers = ids(URL_KEYS.resellers);
  return {
    ...query,
    filters: {
      '_filter[]': statuses.length ? statuses : undefined,
      '_scenario[]': scenarios.length ? scenarios : undefined,
      '_resellerId[]': resellers.length ? resellers : undefined,
      _start_date: localDayBound(one(URL_KEYS.start), false),
      _end_date: localDayBound(one(URL_KEYS.end), true),
    },
  };
}
