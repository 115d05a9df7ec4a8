import type { Period } from '../../domain/dashboard/dashboard';
import { badgeValue, URL_KEYS, type Badge } from '../shared/list/list-filters-url';

/** The order list filtered as a chart's bar says: its days, and optionally a status, a scenario, a reseller. */
export function orderListHref(filter: {
  readonly period: Period;
  readonly status?: number;
  readonly scenario?: Badge;
  readonly reseller?: Badge | null;
}): string {
  const params = new URLSearchParams();
  params.set(URL_KEYS.start, filter.period.start);
  params.set(URL_KEYS.end, filter.period.end);
  if (filter.status !== undefined) params.append(URL_KEYS.statuses, String(filter.status));
  if (filter.scenario) params.append(URL_KEYS.scenarios, badgeValue(filter.scenario));
  if (filter.reseller) params.append(URL_KEYS.resellers, badgeValue(filter.reseller));
  return `/order?${params.toString()}`;
}
