import type { Container } from 'inversify';
import { DASHBOARD_GATEWAY, type DashboardGateway } from '../../application/dashboard/dashboard-gateway.port';
import { DASHBOARD } from '../../application/dashboard/dashboard.tokens';
import type * as UseCases from '../../application/dashboard/dashboard.use-cases';
import type { SessionStore } from '../../application/session/session.store';
import { lazyBinder } from './lazy-bindings';

/** The dashboard's use case, loaded with its first call. */
export function bindDashboardUseCases(container: Container, dashboard: DashboardGateway, session: SessionStore): void {
  const bind = lazyBinder<typeof UseCases>(container, () => import('../../application/dashboard/dashboard.use-cases'));
  container.bind(DASHBOARD_GATEWAY).toConstantValue(dashboard);
  bind(DASHBOARD.load, (m) => new m.LoadDashboard(dashboard, session));
}
