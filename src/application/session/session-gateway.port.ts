import type { CurrentSession, OpenSession } from '../../domain/session/session';
import { token } from '../shared/token';

/**
 * The server's session calls (src/api/sessions.api.ts, docs/access.md#sessions): the caller's
 * current session, its open sessions, ending them, and an admin ending an account's sessions.
 */
export interface SessionGateway {
  /** The caller's session and when it ends; the call itself keeps the session alive ("stay connected"). */
  currentSession(): Promise<CurrentSession>;
  /** The caller's open sessions, newest first, the current one marked. */
  listSessions(): Promise<readonly OpenSession[]>;
  /** Ends one of the caller's own sessions; another account's id is a NotFoundError. */
  endSession(id: string): Promise<void>;
  /** Ends every session of the caller but this one; how many ended. */
  endOtherSessions(): Promise<number>;
  /** Admin: ends every session of a user or reseller (a reseller's id is its user id); how many ended. */
  endUserSessions(userId: number): Promise<number>;
}

export const SESSION_GATEWAY = token<SessionGateway>('SessionGateway');
