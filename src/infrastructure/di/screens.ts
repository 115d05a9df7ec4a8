import type { ContainerModule } from 'inversify';
import { AUDIT_REPOSITORY } from '../../application/audit/audit-repository.port';
import { AUDIT } from '../../application/audit/audit.tokens';
import { AuditTrail } from '../../application/audit/audit.use-cases';
import { DASHBOARD_GATEWAY } from '../../application/dashboard/dashboard-gateway.port';
import { DASHBOARD } from '../../application/dashboard/dashboard.tokens';
import { LoadDashboard } from '../../application/dashboard/dashboard.use-cases';
import { LIST_SETTINGS } from '../../application/lists/list-settings.port';
import { LISTS } from '../../application/lists/lists.tokens';
import { ListSettings } from '../../application/lists/list-settings.use-cases';
import { ORDER_REPOSITORY } from '../../application/orders/order-repository.port';
import { QUOTE_REPOSITORY } from '../../application/quotes/quote-repository.port';
import { QuickSearch } from '../../application/search/quick-search';
import { SEARCH } from '../../application/search/search.tokens';
import { SESSION_GATEWAY } from '../../application/session/session-gateway.port';
import { SESSION_STORE } from '../../application/session/session.store';
import { OPEN_SESSIONS } from '../../application/session/session.tokens';
import {
  EndMyOtherSessions,
  EndMySession,
  EndUserSessions,
  ListMySessions,
} from '../../application/session/sessions.use-cases';
import { APP_SIGNALS } from '../../application/shared/signals';
import { RECORDS } from '../../application/shared/record-tokens';
import { PrepareTourSituation } from '../../application/tour/prepare-tour-situation.use-case';
import { TOUR_SANDBOX } from '../../application/tour/tour-sandbox.port';
import { TOUR } from '../../application/tour/tour.tokens';
import { ApiAuditRepository } from '../adapters/api-audit.repository';
import { ApiDashboardGateway } from '../adapters/api-dashboard.gateway';
import { ApiListSettingsRepository } from '../adapters/api-list-settings.repository';
import { ApiTourSandbox } from '../adapters/api-tour-sandbox';
import { bindings } from './app-container';
import { eventsModule } from './events.module';
import { ordersModule } from './orders.module';
import { quotesModule } from './quotes.module';
import { recordsModule } from './records.module';
import { cancellationsModule } from './cancellations.module';
import { nonConformitiesModule } from './non-conformities.module';
import { requestsModule } from './requests.module';
import { resellersModule } from './resellers.module';
import { settingsModule } from './settings.module';

/** The dashboard (docs/screens.md#dashboard). */
const dashboardModule = bindings((bind) => {
  bind.adapter(DASHBOARD_GATEWAY, ApiDashboardGateway);
  bind.factory(DASHBOARD, [DASHBOARD_GATEWAY, SESSION_STORE], (dashboard, session) => ({
    load: new LoadDashboard(dashboard, session),
  }));
});

/** The audit trail (docs/audit.md) and an order's timeline. */
const auditModule = bindings((bind) => {
  bind.adapter(AUDIT_REPOSITORY, ApiAuditRepository);
  bind.factory(AUDIT, [AUDIT_REPOSITORY], (audit) => new AuditTrail(audit));
});

/** The caller's list settings (docs/lists.md): preferences and saved views. */
const listsModule = bindings((bind) => {
  bind.adapter(LIST_SETTINGS, ApiListSettingsRepository);
  bind.factory(LISTS, [LIST_SETTINGS], (settings) => new ListSettings(settings));
});

/** The guided tour (docs/product.md#demo-links-and-guided-tour): the demo-only sandbox. */
const tourModule = bindings((bind) => {
  bind.adapter(TOUR_SANDBOX, ApiTourSandbox);
  bind.factory(TOUR, [TOUR_SANDBOX, SESSION_STORE], (sandbox, session) => ({
    prepare: new PrepareTourSituation(sandbox, session),
  }));
});

/** The command palette's search over orders, quotes, resellers and users. */
const searchModule = bindings((bind) => {
  bind.factory(
    SEARCH,
    [ORDER_REPOSITORY, QUOTE_REPOSITORY, RECORDS.resellers, RECORDS.users, SESSION_STORE],
    (orders, quotes, resellers, users, session) => ({
      quick: new QuickSearch({ orders, quotes, resellers, users }, session),
    }),
  );
});

/** The open sessions: the user menu's dialog and the users' screen (docs/access.md#sessions). */
const openSessionsModule = bindings((bind) => {
  bind.factory(OPEN_SESSIONS, [SESSION_GATEWAY, SESSION_STORE, APP_SIGNALS], (gateway, session, signals) => ({
    listMine: new ListMySessions(gateway),
    endMine: new EndMySession(gateway),
    endMyOthers: new EndMyOtherSessions(gateway),
    endUsers: new EndUserSessions(gateway, session, signals),
  }));
});

/**
 * Every feature module behind the login: the screens' adapters and use cases. The app loads this
 * file with the shell, after login (src/ui/boot.tsx), so the login page downloads none of it; the
 * tests load it with the container (`createContainer({ …, screens: SCREENS })`).
 */
export const SCREENS: readonly ContainerModule[] = [
  recordsModule,
  ordersModule,
  cancellationsModule,
  nonConformitiesModule,
  requestsModule,
  quotesModule,
  dashboardModule,
  auditModule,
  listsModule,
  tourModule,
  resellersModule,
  settingsModule,
  searchModule,
  eventsModule,
  openSessionsModule,
];
