import type { Container } from 'inversify';
import { ACTIVITY_CHANNEL, type ActivityChannel } from '../../application/session/activity-channel.port';
import { SESSION_GATEWAY } from '../../application/session/session-gateway.port';
import { SessionTimeout } from '../../application/session/session-timeout';
import type { SessionStore } from '../../application/session/session.store';
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
  container: Container,
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
  container.bind(SESSION_GATEWAY).toConstantValue(sessions);
  container.bind(ACTIVITY_CHANNEL).toConstantValue(options.activity);
  container.bind(SessionTimeout).toConstantValue(timeout);
  container.bind(ListMySessions).toConstantValue(new ListMySessions(sessions));
  container.bind(EndMySession).toConstantValue(new EndMySession(sessions));
  container.bind(EndMyOtherSessions).toConstantValue(new EndMyOtherSessions(sessions));
  container.bind(EndUserSessions).toConstantValue(new EndUserSessions(sessions, session, events));
  return timeout;
}
