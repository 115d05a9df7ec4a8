import { DASHBOARD_GATEWAY } from '../../application/dashboard/dashboard-gateway.port';
import { DASHBOARD } from '../../application/dashboard/dashboard.tokens';
import { SESSION_STORE } from '../../application/session/session.store';
import { bindings, loaded } from './app-container';

/** The dashboard: its gateway and use case, loaded with the first call. */
export const dashboardModule = bindings((bind) => {
  bind.lazyAdapter(DASHBOARD_GATEWAY, () =>
    import('../adapters/api-dashboard.gateway').then((m) => m.ApiDashboardGateway),
  );
  bind.factory(
    DASHBOARD.load,
    [DASHBOARD_GATEWAY, SESSION_STORE],
    loaded(
      () => import('../../application/dashboard/dashboard.use-cases'),
      (m, dashboard, session) => new m.LoadDashboard(dashboard, session),
    ),
  );
});
