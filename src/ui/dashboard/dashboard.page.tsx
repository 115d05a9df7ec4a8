import { Callout, H1, Spinner } from '@blueprintjs/core';
import { ChartIcon } from '@blueprintjs/icons';
import { lazy, memo, Suspense, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isLocale } from '../../domain/shared/format';
import { can } from '../../domain/session/can';
import { roleOf } from '../../domain/users/role';
import { useSession } from '../app/container-context';
import { LoadError } from '../shared/load-failure';
import { StaleMark } from '../shared/connection/stale-mark';
import { ShownAt } from '../shared/live/live-state';
import { Counters } from './counters';
import { PeriodPicker } from './period-picker';
import { useDashboardUrl } from './use-dashboard-url';
import './dashboard.css';
import { useScreens } from '../app/use-cases';
import { queryKeys } from '../shared/data/query-keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The visx charts load in their own chunk, after the counters. */
const loadCharts = () => import('./dashboard-charts');
// The charts' code downloads while the figures are fetched, not after.
void loadCharts().catch(() => undefined);
const DashboardChartsView = memo(lazy(loadCharts));

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="dashboard-loading" role="status">
      <Spinner size={24} />
      <span>{t('dashboard.loading')}</span>
    </div>
  );
}

/**
 * docs/screens.md#dashboard: the admin's (all resellers, or one) and the reseller's (its own) dashboard —
 * counters against the previous period and charts of the period chosen in the URL.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
  const { user } = useSession();
  const staff = can(user, 'read-all', 'dashboard');
  const state = useDashboardUrl(staff);
  const { dashboard } = useScreens();
  const { query } = state;
  const [, navigate] = useLocation();
  // The figures shown stay while another period's load (keepPreviousData), under the loader.
  const figures = useQuery({
    queryKey: queryKeys.dashboard(query),
    queryFn: () => dashboard.load.execute(query),
    placeholderData: keepPreviousData,
  });
  // The figures render at low priority, in slices, as the list's rows do (src/ui/shared/list/list-controller.tsx):
  // a query's answer re-renders its reader in one task, and the counters and charts built in it blocked a phone for
  // a quarter of a second. The loader leaves with the new figures, not before.
  const data = useDeferredValue(figures.data);
  const loading = figures.isFetching || data !== figures.data;
  const context = useMemo(
    () => ({ locale, period: query.period, reseller: state.reseller, open: navigate }),
    [locale, query.period, state.reseller, navigate],
  );
  if (!user) return null;
  const role = roleOf(user);
  const empty = data ? data.counters.orders.value === 0 : false;

  return (
    <section aria-labelledby="dashboard-title" className="dashboard" aria-busy={loading}>
      <H1 id="dashboard-title">{t('dashboard.hello', { name: user.firstname || user.username })}</H1>
      <p className="dashboard-intro">
        {t('dashboard.role', { role: role ? t(`roles.${role}`) : '' })}
        {user.company ? ` ${t('dashboard.company', { company: user.company })}` : null}
      </p>
      <PeriodPicker state={state} staff={staff} />
      {figures.status === 'error' && !loading ? (
        <LoadError error={figures.error} onRetry={() => void figures.refetch()} />
      ) : null}
      {loading ? <Loading /> : null}
      {data ? (
        <>
          {/* The figures read before the server stopped answering say when (docs/screens.md#connection-lost). */}
          <ShownAt.Provider value={figures.dataUpdatedAt}>
            <StaleMark />
          </ShownAt.Provider>
          <Counters counters={data.counters} locale={locale} />
          {empty ? (
            <Callout className="dashboard-empty" icon={<ChartIcon />} title={t('dashboard.charts.empty')}>
              {t('dashboard.charts.emptyHint')}
            </Callout>
          ) : (
            <Suspense fallback={<Loading />}>
              <DashboardChartsView charts={data.charts} cumulated={data.cumulated} context={context} />
            </Suspense>
          )}
        </>
      ) : null}
    </section>
  );
}
