import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { DashboardQuery, PeriodPreset } from '../../domain/dashboard/dashboard';
import { resolvePeriod } from '../../domain/dashboard/period-presets';
import { badgeValue, toBadge, type Badge } from '../shared/list/list-filters-url';
import type { ListUrlState } from '../shared/list/use-list-url-state';

/** The dashboard's URL keys: `?preset=lastYear`, or `?from=2026-01-01&to=2026-03-31`; staff add `reseller=12:Name`. */
export const DASHBOARD_KEYS = { preset: 'preset', from: 'from', to: 'to', reseller: 'reseller' } as const;

export interface DashboardUrlState {
  readonly query: DashboardQuery;
  readonly preset: PeriodPreset | 'custom';
  readonly reseller: Badge | null;
  choosePreset(preset: PeriodPreset): void;
  /** A custom range: the day changed, the other bound kept from the period shown. */
  setDay(key: 'from' | 'to', day: string | undefined): void;
  setReseller(reseller: Badge | null): void;
  /** The period's days as a list filter state, for the shared date range fields. */
  readonly rangeState: ListUrlState;
}

/** The period (and, for staff, the reseller) the dashboard shows, kept in the URL for back/forward and links. */
export function useDashboardUrl(staff: boolean): DashboardUrlState {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const resolved = useMemo(
    () =>
      resolvePeriod(
        {
          preset: params.get(DASHBOARD_KEYS.preset) ?? undefined,
          from: params.get(DASHBOARD_KEYS.from) ?? undefined,
          to: params.get(DASHBOARD_KEYS.to) ?? undefined,
        },
        new Date(),
      ),
    [params],
  );
  const resellerParam = staff ? (params.get(DASHBOARD_KEYS.reseller) ?? '') : '';
  const reseller = useMemo(() => toBadge(resellerParam), [resellerParam]);

  const write = useCallback(
    (changes: Record<string, string | undefined>) => {
      const next = new URLSearchParams(search);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      const text = next.toString();
      navigate(`${location}${text ? `?${text}` : ''}`);
    },
    [search, location, navigate],
  );

  const { period } = resolved;
  const setDay = useCallback(
    (key: 'from' | 'to', day: string | undefined) => {
      const from = key === 'from' ? day : period.start;
      const to = key === 'to' ? day : period.end;
      if (!from || !to) return;
      write({ from, to, preset: undefined });
    },
    [period.start, period.end, write],
  );

  const rangeState = useMemo<ListUrlState>(() => {
    const ignore = () => undefined;
    return {
      query: { page: 1, size: 1, filters: { [DASHBOARD_KEYS.from]: period.start, [DASHBOARD_KEYS.to]: period.end } },
      filtered: resolved.preset === 'custom',
      setFilter: (name, value) =>
        setDay(name === DASHBOARD_KEYS.from ? 'from' : 'to', typeof value === 'string' ? value : undefined),
      setFilters: (values) => {
        const day = (key: string) => {
          const value = values[key];
          return typeof value === 'string' && value ? value : undefined;
        };
        const from = DASHBOARD_KEYS.from in values ? day(DASHBOARD_KEYS.from) : period.start;
        const to = DASHBOARD_KEYS.to in values ? day(DASHBOARD_KEYS.to) : period.end;
        if (from && to) write({ from, to, preset: undefined });
      },
      setPage: ignore,
      setSize: ignore,
      setSort: ignore,
      setSearch: ignore,
      reset: () => write({ from: undefined, to: undefined, preset: undefined }),
    };
  }, [period.start, period.end, resolved.preset, setDay, write]);

  const query = useMemo<DashboardQuery>(
    () => (reseller ? { period, resellerId: reseller.id } : { period }),
    [period, reseller],
  );

  return {
    query,
    preset: resolved.preset,
    reseller,
    choosePreset: (preset) => write({ preset, from: undefined, to: undefined }),
    setDay,
    setReseller: (badge) => write({ [DASHBOARD_KEYS.reseller]: badge ? badgeValue(badge) : undefined }),
    rangeState,
  };
}
