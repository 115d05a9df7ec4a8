import type { LoginSession } from '../../domain/session/session';
import type { User } from '../../domain/users/user';
import { token } from '../shared/token';

export interface ConnectAsResult {
  /** The reseller's session token. */
  readonly token: string;
  /** The admin, with the admin's token to come back with when the server gives it. */
  readonly adminUser: User & { readonly apiToken?: string | null };
}

/** The server's authentication calls (src/api/auth.api.ts: login, the session's user, connect as, reset password). */
export interface AuthGateway {
  /**
   * Returns a token and how long its session lasts; ValidationError/UnauthorizedError with the
   * server's message on failure, TooManyRequestsError (with the wait) when throttled.
   */
  login(username: string, password: string): Promise<LoginSession>;
  /** Revokes a token on the server: a logged-out token is refused from then on. */
  logout(token: string): Promise<void>;
  /** The user a token belongs to. */
  currentUser(token: string): Promise<User>;
  connectAs(adminId: number, userId: number): Promise<ConnectAsResult>;
  /** isExist and the user's id when it exists. */
  checkUserMail(email: string): Promise<{ isExist: boolean; userId: number | null }>;
  sendResetLink(userId: number): Promise<void>;
  /** Resolves when changed; rejects with a ValidationError whose message is error_token or error_wrong_user. */
  changePassword(token: string, userId: number, password: string): Promise<void>;
}

export const AUTH_GATEWAY = token<AuthGateway>('AuthGateway');
