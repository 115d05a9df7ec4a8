import { dashboardApi as api } from '../../src/api/dashboard.api';
import type { MockBackend } from '../backend';
import { implement } from './route';

/** The dashboard operations of src/api/dashboard.api.ts: POSTs that read (200), the period in the body. */
export function dashboardHandlers(backend: MockBackend) {
  const dashboard = backend.dashboard;
  return [
    implement(api.getDashboardCounters, ({ body }, ctx) => dashboard.counters(ctx, body)),
    implement(api.getDashboardCharts, ({ body }, ctx) => dashboard.charts(ctx, body)),
    implement(api.getCumulatedTurnover, ({ body }, ctx) => dashboard.cumulatedTurnover(ctx, body)),
  ];
}
