import { HttpResponse } from 'msw';
import type { MockBackend } from '../backend';
import { routes } from './legacy-route';

/** SPEC 7's dashboard calls: POSTs that read (200, not 201), the period in the body. */
export function dashboardHandlers(base: string, backend: MockBackend) {
  const { authed } = routes(base, backend);
  const dashboard = backend.dashboard;
  return [
    authed('post', '/admin/dashboard/counters', ({ body }, ctx) => HttpResponse.json(dashboard.counters(ctx!, body))),
    authed('post', '/admin/dashboard/charts/cumulated-turnover', ({ body }, ctx) =>
      HttpResponse.json(dashboard.cumulatedTurnover(ctx!, body)),
    ),
    authed('post', '/admin/dashboard/charts', ({ body }, ctx) => HttpResponse.json(dashboard.charts(ctx!, body))),
  ];
}
