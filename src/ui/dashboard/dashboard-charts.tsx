import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CumulatedTurnoverPoint, DashboardCharts } from '../../domain/dashboard/dashboard';
import type { OrderStatusId } from '../../domain/orders/order-status';
import { formatInteger } from '../../domain/shared/format';
import { OrdersByStatusChart, TopScenariosChart, TurnoverChart } from './charts/bar-charts';
import type { ChartContext } from './charts/chart-context';
import { CumulatedChart } from './charts/cumulated-chart';

/** The dashboard's four visx charts: a chunk of its own, loaded only with the dashboard. */
export default function DashboardChartsView({
  charts,
  cumulated,
  context,
}: {
  charts: DashboardCharts;
  cumulated: readonly CumulatedTurnoverPoint[];
  context: Omit<ChartContext, 'statusName' | 'orderCount'>;
}) {
  const { t } = useTranslation();
  const ctx = useMemo<ChartContext>(
    () => ({
      ...context,
      statusName: (status: OrderStatusId) => t(`orders.status.${status}`),
      orderCount: (count: number) =>
        t('dashboard.charts.orderCount', { count, n: formatInteger(count, context.locale) }),
    }),
    [context, t],
  );
  return (
    <section className="dashboard-charts" aria-label={t('dashboard.charts.title')}>
      <OrdersByStatusChart months={charts.months} ctx={ctx} />
      <TurnoverChart months={charts.months} ctx={ctx} />
      <TopScenariosChart scenarios={charts.topScenarios} ctx={ctx} />
      <CumulatedChart points={cumulated} ctx={ctx} />
    </section>
  );
}
