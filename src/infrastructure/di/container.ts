import 'reflect-metadata';
import { Container } from 'inversify';
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
import { recordRepositoryToken, recordTokens } from '../../application/shared/record-tokens';
import {
  DeleteRecord,
  GetRecord,
  ListRecords,
  SaveRecord,
  ToggleActive,
} from '../../application/shared/record.use-cases';
import { USER_REPOSITORY } from '../../application/users/user-repository.port';
import type { Locale } from '../../domain/shared/format';
import { RECORD_KEYS } from '../shared/record-keys';
import type { AdapterFactory, Adapters, AnyRecordRepository } from './adapters';
import type { ActivityChannel } from '../../application/session/activity-channel.port';
import { SessionTimeout } from '../../application/session/session-timeout';
import { InMemoryActivityChannel } from '../browser/local-activity.channel';
import { bindCatalogueUseCases } from './catalogue-bindings';
import { bindSessionsUseCases } from './sessions-bindings';
import { bindResellersUseCases } from './resellers-bindings';
import { bindSettingsUseCases } from './settings-bindings';
import { bindOrderUseCases } from './order-bindings';
import { bindQuoteUseCases } from './quotes-bindings';
import { bindRequestUseCases } from './requests-bindings';
import { bindDashboardUseCases } from './dashboard-bindings';
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

/** Binds the generic record use cases of one entity to its repository. */
function bindRecordUseCases(container: Container, key: string, repository: AnyRecordRepository): void {
  const tokens = recordTokens(key);
  container.bind(recordRepositoryToken(key)).toConstantValue(repository);
  container.bind(tokens.list).toConstantValue(new ListRecords(repository));
  container.bind(tokens.get).toConstantValue(new GetRecord(repository));
  container.bind(tokens.save).toConstantValue(new SaveRecord(repository));
  container.bind(tokens.remove).toConstantValue(new DeleteRecord(repository));
  container.bind(tokens.toggleActive).toConstantValue(new ToggleActive(repository));
}

/** The use cases that are not generic record ones, each bound under its class. */
function bindSessionUseCases(
  container: Container,
  adapters: Adapters,
  session: SessionStore,
  events: AppEvents,
  storage: SessionStorage,
): void {
  const auth = adapters.auth;
  container.bind(Login).toConstantValue(new Login(auth, session, container.get(SessionTimeout)));
  container.bind(Logout).toConstantValue(new Logout(session, auth));
  container.bind(RestoreSession).toConstantValue(new RestoreSession(auth, session));
  container.bind(RequestPasswordReset).toConstantValue(new RequestPasswordReset(auth));
  container.bind(ChangePassword).toConstantValue(new ChangePassword(auth));
  container.bind(ConnectAs).toConstantValue(new ConnectAs(auth, session));
  container.bind(BackToAdmin).toConstantValue(new BackToAdmin(auth, session));
  const expire = new ExpireSession(session, events);
  container.bind(ExpireSession).toConstantValue(expire);
  // docs/screens.md#errors-and-notices: any 401 ends the session once (unless it is an older token's).
  events.unauthorized$.subscribe((token) =>
    expire.execute(typeof token === 'string' || token === null ? token : undefined),
  );
  // docs/access.md#several-tabs-one-session: every tab follows the session the others store.
  const followOtherTabs = new FollowOtherTabs(session, events);
  container.bind(FollowOtherTabs).toConstantValue(followOtherTabs);
  storage.watch?.((stored) => followOtherTabs.execute(stored));
}

/** The composition root: one container per app (or per test scenario). */
export function createContainer(options: ContainerOptions): Container {
  const container = new Container();
  const events = new AppEvents();
  const session = new SessionStore(options.storage);
  const locale = options.locale ?? (() => 'fr' as const);
  const adapters = options.adapters({ token: () => session.token, locale, events });

  container.bind(APP_EVENTS).toConstantValue(events);
  container.bind(SESSION_STORAGE).toConstantValue(options.storage);
  container.bind(SESSION_STORE).toConstantValue(session);
  container.bind(AUTH_GATEWAY).toConstantValue(adapters.auth);
  container.bind(USER_REPOSITORY).toConstantValue(adapters.users);

  const activity = options.activity ?? new InMemoryActivityChannel();
  bindSessionsUseCases(container, adapters, session, events, { activity, now: options.now });
  bindSessionUseCases(container, adapters, session, events, options.storage);
  bindCatalogueUseCases(container, adapters, events);
  bindSettingsUseCases(container, adapters, session);
  bindOrderUseCases(container, adapters.orders, session, events);
  bindRequestUseCases(container, adapters.cancelRequests, adapters.nonConformities, session, events);
  bindQuoteUseCases(container, adapters.quotes, session, events);
  bindDashboardUseCases(container, adapters.dashboard, session);
  bindTourUseCases(container, adapters.tourSandbox, session);
  bindResellersUseCases(container, adapters, session, events);
  for (const key of RECORD_KEYS) bindRecordUseCases(container, key, adapters.records[key]);
  return container;
}
