import type {
  CumulatedTurnoverPoint,
  DashboardCharts,
  DashboardCounters,
  DashboardQuery,
} from '../../domain/dashboard/dashboard';
import { token } from '../shared/token';

/**
 * POST /admin/dashboard/counters, /admin/dashboard/charts and /admin/dashboard/charts/cumulated-turnover
 * (src/api/dashboard.api.ts), each with the period, the time zone and an optional reseller.
 */
export interface DashboardGateway {
  counters(query: DashboardQuery): Promise<DashboardCounters>;
  charts(query: DashboardQuery): Promise<DashboardCharts>;
  cumulatedTurnover(query: DashboardQuery): Promise<CumulatedTurnoverPoint[]>;
}

export const DASHBOARD_GATEWAY = token<DashboardGateway>('DashboardGateway');
