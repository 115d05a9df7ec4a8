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
import { APP_SIGNALS } from '../../application/shared/signals';
import { ApiAuthGateway } from '../adapters/api-auth.gateway';
import { ApiSessionGateway } from '../adapters/api-session.gateway';
import { bindings } from './app-container';

/**
 * The session (docs/access.md#sessions): login, logout, restore, password reset, connect-as, the
 * timeout and its idle warning. The login page's own, made at boot: a 401 ends the session from the
 * start, and every tab follows the session the others store.
 */
export const sessionModule = bindings((bind) => {
  bind.adapter(AUTH_GATEWAY, ApiAuthGateway);
  bind.adapter(SESSION_GATEWAY, ApiSessionGateway);
  bind.factory(
    SESSION,
    [SESSION_STORE, SESSION_STORAGE, APP_SIGNALS, ACTIVITY_CHANNEL, SESSION_GATEWAY, AUTH_GATEWAY, SESSION_CLOCK],
    (session, storage, signals, channel, sessions, auth, now) => {
      const timeout = new SessionTimeout({ session, signals, channel, sessions, auth, now });
      const expire = new ExpireSession(session, signals);
      // docs/screens.md#errors-and-notices: any 401 ends the session once (unless it is an older token's).
      signals.unauthorized$.subscribe((token) =>
        expire.execute(typeof token === 'string' || token === null ? token : undefined),
      );
      const followOtherTabs = new FollowOtherTabs(session);
      // docs/access.md#several-tabs-one-session: every tab follows the session the others store.
      storage.watch?.((stored) => followOtherTabs.execute(stored));
      return {
        login: new Login(auth, session, timeout),
        logout: new Logout(session, auth),
        restore: new RestoreSession(auth, session),
        requestPasswordReset: new RequestPasswordReset(auth),
        changePassword: new ChangePassword(auth),
        connectAs: new ConnectAs(auth, session),
        backToAdmin: new BackToAdmin(auth, session),
        expire,
        followOtherTabs,
        timeout,
      };
    },
  );
});
