import { ACTIVITY_CHANNEL } from '../../application/session/activity-channel.port';
import { AUTH_GATEWAY } from '../../application/session/auth-gateway.port';
import { SESSION_GATEWAY } from '../../application/session/session-gateway.port';
import { SESSION_STORAGE } from '../../application/session/session-storage.port';
import { SESSION_CLOCK, SessionTimeout } from '../../application/session/session-timeout';
import { SESSION_STORE } from '../../application/session/session.store';
import { SESSION } from '../../application/session/session.tokens';
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
import { APP_EVENTS } from '../../application/shared/events';
import { ApiAuthGateway } from '../adapters/api-auth.gateway';
import { bindings, loaded } from './app-container';

/** The open sessions' use cases: the user menu's dialog and the users' screen, after login. */
const sessions = () => import('../../application/session/sessions.use-cases');

/**
 * The session (docs/access.md#sessions): login, logout, restore, password reset, connect-as, the
 * timeout and its idle warning, the open sessions. The login page's own: its use cases and the
 * auth adapter load with it; the open sessions' adapter loads with its first call.
 */
export const sessionModule = bindings((bind) => {
  bind.adapter(AUTH_GATEWAY, ApiAuthGateway);
  bind.lazyAdapter(SESSION_GATEWAY, () => import('../adapters/api-session.gateway').then((m) => m.ApiSessionGateway));
  bind.factory(
    SESSION.timeout,
    [SESSION_STORE, APP_EVENTS, ACTIVITY_CHANNEL, SESSION_GATEWAY, AUTH_GATEWAY, SESSION_CLOCK],
    (session, events, channel, sessions, auth, now) =>
      new SessionTimeout({ session, events, channel, sessions, auth, now }),
  );
  bind.factory(
    SESSION.login,
    [AUTH_GATEWAY, SESSION_STORE, SESSION.timeout],
    (auth, session, timeout) => new Login(auth, session, timeout),
  );
  bind.factory(SESSION.logout, [SESSION_STORE, AUTH_GATEWAY], (session, auth) => new Logout(session, auth));
  bind.factory(SESSION.restore, [AUTH_GATEWAY, SESSION_STORE], (auth, session) => new RestoreSession(auth, session));
  bind.factory(SESSION.requestPasswordReset, [AUTH_GATEWAY], (auth) => new RequestPasswordReset(auth));
  bind.factory(SESSION.changePassword, [AUTH_GATEWAY], (auth) => new ChangePassword(auth));
  bind.factory(SESSION.connectAs, [AUTH_GATEWAY, SESSION_STORE], (auth, session) => new ConnectAs(auth, session));
  bind.factory(SESSION.backToAdmin, [AUTH_GATEWAY, SESSION_STORE], (auth, session) => new BackToAdmin(auth, session));
  bind.factory(SESSION.expire, [SESSION_STORE, APP_EVENTS], (session, events) => {
    const expire = new ExpireSession(session, events);
    // docs/screens.md#errors-and-notices: any 401 ends the session once (unless it is an older token's).
    events.unauthorized$.subscribe((token) =>
      expire.execute(typeof token === 'string' || token === null ? token : undefined),
    );
    return expire;
  });
  bind.factory(SESSION.followOtherTabs, [SESSION_STORE, SESSION_STORAGE], (session, storage) => {
    const followOtherTabs = new FollowOtherTabs(session);
    // docs/access.md#several-tabs-one-session: every tab follows the session the others store.
    storage.watch?.((stored) => followOtherTabs.execute(stored));
    return followOtherTabs;
  });
  bind.factory(
    SESSION.listMine,
    [SESSION_GATEWAY],
    loaded(sessions, (m, gateway) => new m.ListMySessions(gateway)),
  );
  bind.factory(
    SESSION.endMine,
    [SESSION_GATEWAY],
    loaded(sessions, (m, gateway) => new m.EndMySession(gateway)),
  );
  bind.factory(
    SESSION.endMyOthers,
    [SESSION_GATEWAY],
    loaded(sessions, (m, gateway) => new m.EndMyOtherSessions(gateway)),
  );
  bind.factory(
    SESSION.endUsers,
    [SESSION_GATEWAY, SESSION_STORE, APP_EVENTS],
    loaded(sessions, (m, gateway, session, events) => new m.EndUserSessions(gateway, session, events)),
  );
});
