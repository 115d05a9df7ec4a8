import { AUTH_GATEWAY } from '../../application/session/auth-gateway.port';
import { SESSION_STORAGE, type SessionStorage } from '../../application/session/session-storage.port';
import { SESSION_STORE, SessionStore } from '../../application/session/session.store';
import {
  BackToAdmin,
  ChangePassword,
  ConnectAs,
  ExpireSession,
  FollowOtherTabs,
  Login,
  Logout,
  RequestPasswordReset,
  RestoreSession,
} from '../../application/session/session.use-cases';
import { APP_EVENTS, AppEvents } from '../../application/shared/events';
import { RECORDS, RECORD_KEYS, type RecordKey } from '../../application/shared/record-tokens';
import { SESSION } from '../../application/session/session.tokens';
import {
  DeleteRecord,
  GetRecord,
  ListRecords,
  SaveRecord,
  ToggleActive,
} from '../../application/shared/record.use-cases';
import type { Locale } from '../../domain/shared/format';
import type { AdapterFactory, Adapters, RecordRepositories } from './adapters';
import { AppContainer } from './app-container';
import type { ActivityChannel } from '../../application/session/activity-channel.port';
import { InMemoryActivityChannel } from '../browser/local-activity.channel';
import { bindCatalogueUseCases } from './catalogue-bindings';
import { bindSessionsUseCases } from './sessions-bindings';
import { bindResellersUseCases } from './resellers-bindings';
import { bindSettingsUseCases } from './settings-bindings';
import { bindOrderUseCases } from './order-bindings';
import { bindQuoteUseCases } from './quotes-bindings';
import { bindRequestUseCases } from './requests-bindings';
import { bindDashboardUseCases } from './dashboard-bindings';
import { AUDIT_REPOSITORY } from '../../application/audit/audit-repository.port';
import { LIST_SETTINGS } from '../../application/lists/list-settings.port';
import { CHANGE_LIST_PREFERENCES, ChangeListPreferences } from '../../application/lists/change-list-preferences';
import type * as Search from '../../application/search/quick-search';
import { SEARCH } from '../../application/search/search.tokens';
import { bindTourUseCases } from './tour-bindings';

export interface ContainerOptions {
  readonly adapters: AdapterFactory;
  readonly storage: SessionStorage;
  /** The user's language, sent with every call. */
  readonly locale?: () => Locale;
  /** The session's last activity shared between tabs (a browser's localStorage); one tab's own by default. */
  readonly activity?: ActivityChannel;
  /** The clock of the session's timeout: the browser's by default, the mock server's in tests. */
  readonly now?: () => number;
}

/** Binds the generic record use cases of one entity to its repository, with that entity's types. */
function bindRecordUseCases<K extends RecordKey>(container: AppContainer, key: K, records: RecordRepositories): void {
  const tokens = RECORDS[key];
  const repository = container.bind(tokens.repository, records[key]);
  container.bind(tokens.list, new ListRecords(repository));
  container.bind(tokens.get, new GetRecord(repository));
  container.bind(tokens.save, new SaveRecord(repository));
  container.bind(tokens.remove, new DeleteRecord(repository));
  container.bind(tokens.toggleActive, new ToggleActive(repository));
}

/** The session's use cases, each bound under its token in SESSION. */
function bindSessionUseCases(
  container: AppContainer,
  adapters: Adapters,
  session: SessionStore,
  events: AppEvents,
  storage: SessionStorage,
): void {
  const auth = adapters.auth;
  container.bind(SESSION.login, new Login(auth, session, container.get(SESSION.timeout)));
  container.bind(SESSION.logout, new Logout(session, auth));
  container.bind(SESSION.restore, new RestoreSession(auth, session));
  container.bind(SESSION.requestPasswordReset, new RequestPasswordReset(auth));
  container.bind(SESSION.changePassword, new ChangePassword(auth));
  container.bind(SESSION.connectAs, new ConnectAs(auth, session));
  container.bind(SESSION.backToAdmin, new BackToAdmin(auth, session));
  const expire = new ExpireSession(session, events);
  container.bind(SESSION.expire, expire);
  // docs/screens.md#errors-and-notices: any 401 ends the session once (unless it is an older token's).
  events.unauthorized$.subscribe((token) =>
    expire.execute(typeof token === 'string' || token === null ? token : undefined),
  );
  // docs/access.md#several-tabs-one-session: every tab follows the session the others store.
  const followOtherTabs = new FollowOtherTabs(session);
  container.bind(SESSION.followOtherTabs, followOtherTabs);
  storage.watch?.((stored) => followOtherTabs.execute(stored));
}

/** The composition root: one container per app (or per test scenario). */
export function createContainer(options: ContainerOptions): AppContainer {
  const container = new AppContainer();
  const events = new AppEvents(options.now);
  const session = new SessionStore(options.storage);
  const locale = options.locale ?? (() => 'fr' as const);
  const adapters = options.adapters({ token: () => session.token, locale, events });

  container.bind(APP_EVENTS, events);
  container.bind(SESSION_STORAGE, options.storage);
  container.bind(SESSION_STORE, session);
  container.bind(AUTH_GATEWAY, adapters.auth);

  const activity = options.activity ?? new InMemoryActivityChannel();
  bindSessionsUseCases(container, adapters, session, events, { activity, now: options.now });
  bindSessionUseCases(container, adapters, session, events, options.storage);
  bindCatalogueUseCases(container, adapters, events);
  bindSettingsUseCases(container, adapters, session);
  bindOrderUseCases(container, adapters.orders, session, events);
  bindRequestUseCases(container, adapters.cancelRequests, adapters.nonConformities, session, events);
  bindQuoteUseCases(container, adapters.quotes, session, events);
  bindDashboardUseCases(container, adapters.dashboard, session);
  // docs/audit.md: reads only, each a call of the port itself (no use case holds a workflow).
  container.bind(AUDIT_REPOSITORY, adapters.audit);
  // docs/lists.md: views are calls of the port; a preference change retries on a stale version.
  container.bind(LIST_SETTINGS, adapters.listSettings);
  container.bind(CHANGE_LIST_PREFERENCES, new ChangeListPreferences(adapters.listSettings));
  bindTourUseCases(container, adapters.tourSandbox, session);
  bindResellersUseCases(container, adapters, session, events);
  for (const key of RECORD_KEYS) bindRecordUseCases(container, key, adapters.records);
  const search = container.lazy<typeof Search>(() => import('../../application/search/quick-search'));
  const { orders, quotes, records } = adapters;
  search(
    SEARCH.quick,
    (m) => new m.QuickSearch({ orders, quotes, resellers: records.resellers, users: records.users }, session),
  );
  return container;
}
