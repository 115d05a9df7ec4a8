import type { DashboardGateway } from '../../application/dashboard/dashboard-gateway.port';
import type {
  CumulatedTurnoverPoint,
  DashboardCharts,
  DashboardCounters,
  DashboardQuery,
} from '../../domain/dashboard/dashboard';
import { dashboardBody, toCumulatedTurnover, toDashboardCharts, toDashboardCounters } from '../shared/dashboard.dto';
import type { HttpClient } from './http-client';

/** SPEC 7's dashboard calls over HTTP: one POST each, the period in the body. */
export class HttpDashboardGateway implements DashboardGateway {
  constructor(private readonly http: HttpClient) {}

  private post(path: string, query: DashboardQuery): Promise<unknown> {
    return this.http.request('POST', `/admin/dashboard/${path}`, { body: dashboardBody(query) });
  }

  async counters(query: DashboardQuery): Promise<DashboardCounters> {
    return toDashboardCounters(await this.post('counters', query));
  }

  async charts(query: DashboardQuery): Promise<DashboardCharts> {
    return toDashboardCharts(await this.post('charts', query));
  }

  async cumulatedTurnover(query: DashboardQuery): Promise<CumulatedTurnoverPoint[]> {
    return toCumulatedTurnover(await this.post('charts/cumulated-turnover', query));
  }
}
