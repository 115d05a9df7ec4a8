import type { AppContainer } from './app-container';
import { DASHBOARD_GATEWAY, type DashboardGateway } from '../../application/dashboard/dashboard-gateway.port';
import { DASHBOARD } from '../../application/dashboard/dashboard.tokens';
import type * as UseCases from '../../application/dashboard/dashboard.use-cases';
import type { SessionStore } from '../../application/session/session.store';

/** The dashboard's use case, loaded with its first call. */
export function bindDashboardUseCases(
  container: AppContainer,
  dashboard: DashboardGateway,
  session: SessionStore,
): void {
  const bind = container.lazy<typeof UseCases>(() => import('../../application/dashboard/dashboard.use-cases'));
  container.bind(DASHBOARD_GATEWAY, dashboard);
  bind(DASHBOARD.load, (m) => new m.LoadDashboard(dashboard, session));
}
