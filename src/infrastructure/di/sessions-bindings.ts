import type { AppContainer } from './app-container';
import { ACTIVITY_CHANNEL, type ActivityChannel } from '../../application/session/activity-channel.port';
import { SESSION_GATEWAY } from '../../application/session/session-gateway.port';
import { SessionTimeout } from '../../application/session/session-timeout';
import type { SessionStore } from '../../application/session/session.store';
import { SESSION } from '../../application/session/session.tokens';
import {
  EndMyOtherSessions,
  EndMySession,
  EndUserSessions,
  ListMySessions,
} from '../../application/session/sessions.use-cases';
import type { AppEvents } from '../../application/shared/events';
import type { Adapters } from './adapters';

/**
 * The session's timeout (the idle warning) and the calls on open sessions (docs/access.md#sessions).
 * Bound before the other session use cases: Login starts the timeout.
 */
export function bindSessionsUseCases(
  container: AppContainer,
  adapters: Adapters,
  session: SessionStore,
  events: AppEvents,
  options: { readonly activity: ActivityChannel; readonly now?: () => number },
): SessionTimeout {
  const sessions = adapters.sessions;
  const timeout = new SessionTimeout({
    session,
    events,
    channel: options.activity,
    sessions,
    auth: adapters.auth,
    now: options.now,
  });
  container.bind(SESSION_GATEWAY, sessions);
  container.bind(ACTIVITY_CHANNEL, options.activity);
  container.bind(SESSION.timeout, timeout);
  container.bind(SESSION.listMine, new ListMySessions(sessions));
  container.bind(SESSION.endMine, new EndMySession(sessions));
  container.bind(SESSION.endMyOthers, new EndMyOtherSessions(sessions));
  container.bind(SESSION.endUsers, new EndUserSessions(sessions, session, events));
  return timeout;
}
