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
  Login,
  Logout,
  RequestPasswordReset,
  RestoreSession,
} from '../../application/session/session.use-cases';
import { APP_EVENTS, AppEvents } from '../../application/shared/events';
import type { RecordRepository } from '../../application/shared/record-repository.port';
import {
  DeleteRecord,
  GetRecord,
  ListRecords,
  SaveRecord,
  ToggleActive,
} from '../../application/shared/record.use-cases';
import { USER_REPOSITORY, type UserRepository } from '../../application/users/user-repository.port';
import { USERS } from '../../application/users/users.tokens';
import type { Locale } from '../../domain/shared/format';
import type { AdapterFactory } from './adapters';

export interface ContainerOptions {
  readonly adapters: AdapterFactory;
  readonly storage: SessionStorage;
  /** The user's language, sent with every call. */
  readonly locale?: () => Locale;
}

/** Binds the generic record use cases of one entity to its repository. */
function bindRecordUseCases(
  container: Container,
  tokens: { list: symbol; get: symbol; save: symbol; remove: symbol; toggleActive?: symbol },
  repository: symbol,
): void {
  const repo = (ctx: { get: <T>(id: symbol) => T }) => ctx.get<RecordRepository<unknown, unknown>>(repository);
  container
    .bind(tokens.list)
    .toDynamicValue((ctx) => new ListRecords(repo(ctx)))
    .inSingletonScope();
  container
    .bind(tokens.get)
    .toDynamicValue((ctx) => new GetRecord(repo(ctx)))
    .inSingletonScope();
  container
    .bind(tokens.save)
    .toDynamicValue((ctx) => new SaveRecord(repo(ctx)))
    .inSingletonScope();
  container
    .bind(tokens.remove)
    .toDynamicValue((ctx) => new DeleteRecord(repo(ctx)))
    .inSingletonScope();
  if (tokens.toggleActive) {
    container
      .bind(tokens.toggleActive)
      .toDynamicValue((ctx) => new ToggleActive(ctx.get<UserRepository>(repository)))
      .inSingletonScope();
  }
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

  const auth = adapters.auth;
  container.bind(Login).toConstantValue(new Login(auth, session));
  container.bind(Logout).toConstantValue(new Logout(session, auth));
  container.bind(RestoreSession).toConstantValue(new RestoreSession(auth, session));
  container.bind(RequestPasswordReset).toConstantValue(new RequestPasswordReset(auth));
  container.bind(ChangePassword).toConstantValue(new ChangePassword(auth));
  container.bind(ConnectAs).toConstantValue(new ConnectAs(auth, session));
  container.bind(BackToAdmin).toConstantValue(new BackToAdmin(auth, session));
  const expire = new ExpireSession(session, events);
  container.bind(ExpireSession).toConstantValue(expire);

  bindRecordUseCases(container, USERS, USER_REPOSITORY);

  // SPEC 4: any 401 ends the session once.
  events.unauthorized$.subscribe(() => expire.execute());
  return container;
}
