import type { DashboardGateway } from '../../application/dashboard/dashboard-gateway.port';
import type {
  CumulatedTurnoverPoint,
  DashboardCharts,
  DashboardCounters,
  DashboardQuery,
} from '../../domain/dashboard/dashboard';
import { dashboardApi } from '../../api/dashboard.api';
import {
  dashboardBody,
  toCumulatedTurnover,
  toDashboardCharts,
  toDashboardCounters,
} from '../shared/dashboard.mapping';
import type { HttpClient } from './http-client';

/** The dashboard's calls over HTTP (src/api/dashboard.api.ts): one POST each, the period in the body. */
export class HttpDashboardGateway implements DashboardGateway {
  constructor(private readonly http: HttpClient) {}

  async counters(query: DashboardQuery): Promise<DashboardCounters> {
    return toDashboardCounters(await this.http.call(dashboardApi.getDashboardCounters, { body: dashboardBody(query) }));
  }

  async charts(query: DashboardQuery): Promise<DashboardCharts> {
    return toDashboardCharts(await this.http.call(dashboardApi.getDashboardCharts, { body: dashboardBody(query) }));
  }

  async cumulatedTurnover(query: DashboardQuery): Promise<CumulatedTurnoverPoint[]> {
    return toCumulatedTurnover(await this.http.call(dashboardApi.getCumulatedTurnover, { body: dashboardBody(query) }));
  }
}
