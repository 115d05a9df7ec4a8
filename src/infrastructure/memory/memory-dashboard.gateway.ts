import type { DashboardGateway } from '../../application/dashboard/dashboard-gateway.port';
import type {
  CumulatedTurnoverPoint,
  DashboardCharts,
  DashboardCounters,
  DashboardQuery,
} from '../../domain/dashboard/dashboard';
import { dashboardBody, toCumulatedTurnover, toDashboardCharts, toDashboardCounters } from '../shared/dashboard.dto';
import type { MemoryCaller } from './memory-caller';

/** The dashboard by direct calls to the mock backend, with the body and mapping of the HTTP adapter. */
export class MemoryDashboardGateway implements DashboardGateway {
  constructor(private readonly caller: MemoryCaller) {}

  private get service() {
    return this.caller.backend.dashboard;
  }

  async counters(query: DashboardQuery): Promise<DashboardCounters> {
    return toDashboardCounters(await this.caller.authed((ctx) => this.service.counters(ctx, dashboardBody(query))));
  }

  async charts(query: DashboardQuery): Promise<DashboardCharts> {
    return toDashboardCharts(await this.caller.authed((ctx) => this.service.charts(ctx, dashboardBody(query))));
  }

  async cumulatedTurnover(query: DashboardQuery): Promise<CumulatedTurnoverPoint[]> {
    return toCumulatedTurnover(
      await this.caller.authed((ctx) => this.service.cumulatedTurnover(ctx, dashboardBody(query))),
    );
  }
}
