import { token } from '../shared/token';
import type { SessionTimeout } from './session-timeout';
import type {
  BackToAdmin,
  ChangePassword,
  ConnectAs,
  ExpireSession,
  FollowOtherTabs,
  Login,
  Logout,
  RequestPasswordReset,
  RestoreSession,
} from './session.use-cases';
import type { EndMyOtherSessions, EndMySession, EndUserSessions, ListMySessions } from './sessions.use-cases';

/** The session's use cases (session.use-cases.ts) and its timeout: the login page's, made at boot. */
export interface SessionUseCases {
  readonly login: Login;
  readonly logout: Logout;
  readonly restore: RestoreSession;
  readonly requestPasswordReset: RequestPasswordReset;
  readonly changePassword: ChangePassword;
  readonly connectAs: ConnectAs;
  readonly backToAdmin: BackToAdmin;
  readonly expire: ExpireSession;
  readonly followOtherTabs: FollowOtherTabs;
  readonly timeout: SessionTimeout;
}

/** The open sessions (sessions.use-cases.ts): the user menu's dialog and the users' screen, after login. */
export interface OpenSessionUseCases {
  readonly listMine: ListMySessions;
  readonly endMine: EndMySession;
  readonly endMyOthers: EndMyOtherSessions;
  readonly endUsers: EndUserSessions;
}

export const SESSION = token<SessionUseCases>('session');
export const OPEN_SESSIONS = token<OpenSessionUseCases>('openSessions');
