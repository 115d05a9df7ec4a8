import type {
  CumulatedTurnoverPoint,
  DashboardCharts,
  DashboardCounters,
  DashboardQuery,
} from '../../domain/dashboard/dashboard';

/**
 * SPEC 7: POST /admin/dashboard/counters, /admin/dashboard/charts and
 * /admin/dashboard/charts/cumulated-turnover, each with startDate, endDate and an optional _resellerId.
 */
export interface DashboardGateway {
  counters(query: DashboardQuery): Promise<DashboardCounters>;
  charts(query: DashboardQuery): Promise<DashboardCharts>;
  cumulatedTurnover(query: DashboardQuery): Promise<CumulatedTurnoverPoint[]>;
}

export const DASHBOARD_GATEWAY = Symbol.for('DashboardGateway');
