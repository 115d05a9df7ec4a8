import type { ContainerModule } from 'inversify';
import { AUDIT_REPOSITORY } from '../../application/audit/audit-repository.port';
import { CHANGE_LIST_PREFERENCES } from '../../application/lists/list-settings.tokens';
import { LIST_SETTINGS } from '../../application/lists/list-settings.port';
import { QUOTE_REPOSITORY } from '../../application/quotes/quote-repository.port';
import { ORDER_REPOSITORY } from '../../application/orders/order-repository.port';
import { SEARCH } from '../../application/search/search.tokens';
import { ACTIVITY_CHANNEL, type ActivityChannel } from '../../application/session/activity-channel.port';
import { SESSION_STORAGE, type SessionStorage } from '../../application/session/session-storage.port';
import { SESSION_CLOCK } from '../../application/session/session-timeout';
import { SESSION_STORE, SessionStore } from '../../application/session/session.store';
import { SESSION } from '../../application/session/session.tokens';
import { APP_EVENTS, AppEvents } from '../../application/shared/events';
import { RECORDS } from '../../application/shared/record-tokens';
import type { Locale } from '../../domain/shared/format';
import { BEARER_TOKEN, CALL_LOCALE } from '../adapters/api-transport';
import { InMemoryActivityChannel } from '../browser/local-activity.channel';
import { AppContainer, bindings, loaded } from './app-container';
import { catalogueModule } from './catalogue.module';
import { dashboardModule } from './dashboard.module';
import { eventsModule } from './events.module';
import { ordersModule } from './orders.module';
import { quotesModule } from './quotes.module';
import { recordsModule } from './records.module';
import { requestsModule } from './requests.module';
import { resellersModule } from './resellers.module';
import { sessionModule } from './session.module';
import { settingsModule } from './settings.module';
import { tourModule } from './tour.module';

/** The audit trail (docs/audit.md): reads only, each a call of the port itself (no use case holds a workflow). */
const auditModule = bindings((bind) => {
  bind.lazyAdapter(AUDIT_REPOSITORY, () =>
    import('../adapters/api-audit.repository').then((m) => m.ApiAuditRepository),
  );
});

/** The caller's list settings (docs/lists.md): views are calls of the port; a preference change retries on a stale version. */
const listsModule = bindings((bind) => {
  bind.lazyAdapter(LIST_SETTINGS, () =>
    import('../adapters/api-list-settings.repository').then((m) => m.ApiListSettingsRepository),
  );
  bind.factory(
    CHANGE_LIST_PREFERENCES,
    [LIST_SETTINGS],
    loaded(
      () => import('../../application/lists/change-list-preferences'),
      (m, settings) => new m.ChangeListPreferences(settings),
    ),
  );
});

/** The command palette's search over orders, quotes, resellers and users, loaded with its first call. */
const searchModule = bindings((bind) => {
  bind.factory(
    SEARCH.quick,
    [ORDER_REPOSITORY, QUOTE_REPOSITORY, RECORDS.resellers.repository, RECORDS.users.repository, SESSION_STORE],
    loaded(
      () => import('../../application/search/quick-search'),
      (m, orders, quotes, resellers, users, session) =>
        new m.QuickSearch({ orders, quotes, resellers, users }, session),
    ),
  );
});

/** Every feature's module: its ports' adapters and its use cases. */
export const FEATURES: readonly ContainerModule[] = [
  sessionModule,
  recordsModule,
  catalogueModule,
  settingsModule,
  ordersModule,
  requestsModule,
  quotesModule,
  dashboardModule,
  auditModule,
  listsModule,
  tourModule,
  resellersModule,
  searchModule,
  eventsModule,
];

export interface ContainerOptions {
  /** The adapter family: httpModule (src/infrastructure/di/http.module.ts) or, in tests, the memory one. */
  readonly adapters: ContainerModule;
  readonly storage: SessionStorage;
  /** The user's language, sent with every call. */
  readonly locale?: () => Locale;
  /** The session's last activity shared between tabs (a browser's localStorage); one tab's own by default. */
  readonly activity?: ActivityChannel;
  /** The clock of the session's timeout: the browser's by default, the mock server's in tests. */
  readonly now?: () => number;
}

/**
 * The composition root (docs/architecture.md#composition): one container per app, or per test
 * scenario, holding an adapter family, the environment it runs in, and every feature.
 */
export function createContainer(options: ContainerOptions): AppContainer {
  const environment = bindings((bind) => {
    bind.factory(APP_EVENTS, [], () => new AppEvents(options.now));
    bind.value(SESSION_STORAGE, options.storage);
    bind.factory(SESSION_STORE, [SESSION_STORAGE], (storage) => new SessionStore(storage));
    bind.factory(BEARER_TOKEN, [SESSION_STORE], (session) => () => session.token);
    bind.value(CALL_LOCALE, options.locale ?? (() => 'fr'));
    bind.value(ACTIVITY_CHANNEL, options.activity ?? new InMemoryActivityChannel());
    bind.value(SESSION_CLOCK, options.now ?? (() => Date.now()));
  });
  const container = new AppContainer().load(options.adapters, environment, ...FEATURES);
  // Made with the container, they listen from the start: a 401 ends the session, another tab's
  // session is followed, every answered call pushes the idle end back.
  container.get(SESSION.expire);
  container.get(SESSION.followOtherTabs);
  container.get(SESSION.timeout);
  return container;
}
