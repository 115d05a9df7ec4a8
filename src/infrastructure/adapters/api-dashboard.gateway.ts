import { inject, injectable } from 'inversify';
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
import { API_TRANSPORT, type ApiTransport } from './api-transport';

/** The dashboard's calls (src/api/dashboard.api.ts): one POST each, the period in the body. */
@injectable()
export class ApiDashboardGateway implements DashboardGateway {
  constructor(@inject(API_TRANSPORT) private readonly api: ApiTransport) {}

  async counters(query: DashboardQuery): Promise<DashboardCounters> {
    return toDashboardCounters(await this.api.call(dashboardApi.getDashboardCounters, { body: dashboardBody(query) }));
  }

  async charts(query: DashboardQuery): Promise<DashboardCharts> {
    return toDashboardCharts(await this.api.call(dashboardApi.getDashboardCharts, { body: dashboardBody(query) }));
  }

  async cumulatedTurnover(query: DashboardQuery): Promise<CumulatedTurnoverPoint[]> {
    return toCumulatedTurnover(await this.api.call(dashboardApi.getCumulatedTurnover, { body: dashboardBody(query) }));
  }
}
