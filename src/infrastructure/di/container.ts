import type { ContainerModule } from 'inversify';
import { ACTIVITY_CHANNEL, type ActivityChannel } from '../../application/session/activity-channel.port';
import { SESSION_STORAGE, type SessionStorage } from '../../application/session/session-storage.port';
import { SESSION_CLOCK } from '../../application/session/session-timeout';
import { SESSION_STORE, SessionStore } from '../../application/session/session.store';
import { SESSION } from '../../application/session/session.tokens';
import { APP_SIGNALS, AppSignals } from '../../application/shared/signals';
import type { Locale } from '../../domain/shared/format';
import { BEARER_TOKEN, CALL_LOCALE } from '../adapters/api-transport';
import { InMemoryActivityChannel } from '../browser/local-activity.channel';
import { AppContainer, bindings } from './app-container';
import { sessionModule } from './session.module';

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
  /**
   * The screens' feature modules (SCREENS, src/infrastructure/di/screens.ts), when loaded at once
   * (the tests); the app loads them with the shell, after login (`container.load(...SCREENS)`).
   */
  readonly screens?: readonly ContainerModule[];
}

/**
 * The composition root (docs/architecture.md#composition): one container per app, or per test
 * scenario, holding an adapter family, the environment it runs in, the session, and the screens'
 * features once loaded.
 */
export function createContainer(options: ContainerOptions): AppContainer {
  const environment = bindings((bind) => {
    bind.factory(APP_SIGNALS, [], () => new AppSignals(options.now));
    bind.value(SESSION_STORAGE, options.storage);
    bind.factory(SESSION_STORE, [SESSION_STORAGE], (storage) => new SessionStore(storage));
    bind.factory(BEARER_TOKEN, [SESSION_STORE], (session) => () => session.token);
    bind.value(CALL_LOCALE, options.locale ?? (() => 'fr'));
    bind.value(ACTIVITY_CHANNEL, options.activity ?? new InMemoryActivityChannel());
    bind.value(SESSION_CLOCK, options.now ?? (() => Date.now()));
  });
  const container = new AppContainer().load(options.adapters, environment, sessionModule, ...(options.screens ?? []));
  // Made with the container, the session listens from the start: a 401 ends it, another tab's
  // session is followed, every answered call pushes the idle end back.
  container.get(SESSION);
  return container;
}
