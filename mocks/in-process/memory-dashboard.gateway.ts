import type { DashboardGateway } from '../../src/application/dashboard/dashboard-gateway.port';
import type {
  CumulatedTurnoverPoint,
  DashboardCharts,
  DashboardCounters,
  DashboardQuery,
} from '../../src/domain/dashboard/dashboard';
import { dashboardApi } from '../../src/api/dashboard.api';
import {
  dashboardBody,
  toCumulatedTurnover,
  toDashboardCharts,
  toDashboardCounters,
} from '../../src/infrastructure/shared/dashboard.mapping';
import type { MemoryCaller } from './memory-caller';

/** The dashboard by direct calls to the mock backend, with the body, parsing and mapping of the HTTP adapter. */
export class MemoryDashboardGateway implements DashboardGateway {
  constructor(private readonly caller: MemoryCaller) {}

  private get service() {
    return this.caller.backend.dashboard;
  }

  async counters(query: DashboardQuery): Promise<DashboardCounters> {
    return toDashboardCounters(
      await this.caller.answer(dashboardApi.getDashboardCounters, (ctx) =>
        this.service.counters(ctx, dashboardBody(query)),
      ),
    );
  }

  async charts(query: DashboardQuery): Promise<DashboardCharts> {
    return toDashboardCharts(
      await this.caller.answer(dashboardApi.getDashboardCharts, (ctx) =>
        this.service.charts(ctx, dashboardBody(query)),
      ),
    );
  }

  async cumulatedTurnover(query: DashboardQuery): Promise<CumulatedTurnoverPoint[]> {
    return toCumulatedTurnover(
      await this.caller.answer(dashboardApi.getCumulatedTurnover, (ctx) =>
        this.service.cumulatedTurnover(ctx, dashboardBody(query)),
      ),
    );
  }
}
