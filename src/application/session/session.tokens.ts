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

/** Injection tokens of the session's use cases (session.use-cases.ts, sessions.use-cases.ts) and its timeout. */
export const SESSION = {
  login: token<Login>('session.login'),
  logout: token<Logout>('session.logout'),
  restore: token<RestoreSession>('session.restore'),
  requestPasswordReset: token<RequestPasswordReset>('session.requestPasswordReset'),
  changePassword: token<ChangePassword>('session.changePassword'),
  connectAs: token<ConnectAs>('session.connectAs'),
  backToAdmin: token<BackToAdmin>('session.backToAdmin'),
  expire: token<ExpireSession>('session.expire'),
  followOtherTabs: token<FollowOtherTabs>('session.followOtherTabs'),
  timeout: token<SessionTimeout>('session.timeout'),
  listMine: token<ListMySessions>('session.listMine'),
  endMine: token<EndMySession>('session.endMine'),
  endMyOthers: token<EndMyOtherSessions>('session.endMyOthers'),
  endUsers: token<EndUserSessions>('session.endUsers'),
} as const;
