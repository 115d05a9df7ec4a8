import { AccountNotAllowedError, ForbiddenError, UnauthorizedError, ValidationError } from '../../domain/shared/errors';
import { can } from '../../domain/session/can';
import { landingAfterLogin } from '../../domain/session/access';
import type { User } from '../../domain/users/user';
import type { AppSignals } from '../shared/signals';
import type { StoredSessionChange } from '../../domain/session/shared-session';
import type { AuthGateway } from './auth-gateway.port';
import type { StoredSession } from './session-storage.port';
import type { SessionTimeout } from './session-timeout';
import type { SessionStore } from './session.store';

/**
 * POST /login, then POST /admin/auth-user; a quote user (ROLE_RESELLER_FRONT) is refused. The
 * session's timeout from the login answer starts the idle watch (docs/access.md#sessions).
 */
export class Login {
  constructor(
    private readonly gateway: AuthGateway,
    private readonly session: SessionStore,
    private readonly timeout?: Pick<SessionTimeout, 'begin'>,
  ) {}

  async execute(username: string, password: string): Promise<User> {
    const { token, idleTimeoutSeconds, expiresAt } = await this.gateway.login(username.trim(), password);
    const user = await this.gateway.currentUser(token);
    if (!can(user, 'use', 'back-office')) throw new AccountNotAllowedError('login.frontUserRefused');
    this.session.start(token, user);
    this.timeout?.begin(token, idleTimeoutSeconds, expiresAt);
    return user;
  }
}

/**
 * Clears token, user and cached state at once, then revokes the tokens on the server
 * (the admin's too while impersonating); a failed revocation changes nothing for the user.
 */
export class Logout {
  constructor(
    private readonly session: SessionStore,
    private readonly gateway: Pick<AuthGateway, 'logout'>,
  ) {}

  async execute(): Promise<void> {
    const tokens = [this.session.token, this.session.state.impersonator?.token].filter((token): token is string =>
      Boolean(token),
    );
    this.session.clear();
    await Promise.allSettled(tokens.map((token) => this.gateway.logout(token)));
  }
}

/** At start: checks the stored token with the server; a refused token ends the session. */
export class RestoreSession {
  constructor(
    private readonly gateway: AuthGateway,
    private readonly session: SessionStore,
  ) {}

  async execute(): Promise<User | null> {
    const token = this.session.token;
    if (!token) return null;
    try {
      const user = await this.gateway.currentUser(token);
      // The tab may have followed another tab's session meanwhile: that one stays as it is.
      if (this.session.token !== token) return this.session.user;
      if (!can(user, 'use', 'back-office')) {
        this.session.clear();
        return null;
      }
      this.session.updateUser(user);
      return user;
    } catch (error) {
      if (error instanceof UnauthorizedError || error instanceof ForbiddenError) {
        // Another tab may have stored a newer session meanwhile: that one is adopted, never wiped.
        this.session.expire(token);
        return this.session.user;
      }
      throw error;
    }
  }
}

/**
 * Any 401 logs out once and says so once, however many requests failed together:
 * the first one clears the session, the others find no session left to end. A 401 for a token
 * this tab no longer holds changes nothing, and one for a token the storage no longer holds (another
 * tab logged in meanwhile) makes this tab adopt the stored session (docs/access.md#several-tabs-one-session).
 */
export class ExpireSession {
  constructor(
    private readonly session: SessionStore,
    private readonly signals: AppSignals,
  ) {}

  /** `refusedToken`: the token the refused call carried (undefined: the session's own). */
  execute(refusedToken?: string | null): boolean {
    if (this.session.expire(refusedToken) !== 'expire') return false;
    this.signals.notify({ intent: 'warning', messageKey: 'session.expired' });
    return true;
  }
}

/**
 * Follows the session another tab stored (docs/access.md#several-tabs-one-session): a logout there is a
 * logout here, which the login page then explains (a toast would be gone before a user coming back to
 * this tab could read it); a login there is a login here; another account switches this tab.
 */
export class FollowOtherTabs {
  constructor(private readonly session: SessionStore) {}

  execute(stored: StoredSession | null): StoredSessionChange {
    const change = this.session.follow(stored);
    if (change === 'ended') this.session.noteEnd('other-tab');
    return change;
  }
}

export class RequestPasswordReset {
  constructor(private readonly gateway: AuthGateway) {}

  /** Rejects with ValidationError 'forgot.fillEmail' or 'forgot.noActiveAccount'. */
  async execute(email: string): Promise<void> {
    const trimmed = email.trim();
    if (!trimmed) throw new ValidationError('forgot.fillEmail', [{ field: 'email', message: 'validation.required' }]);
    const { isExist, userId } = await this.gateway.checkUserMail(trimmed);
    if (!isExist || userId === null) throw new ValidationError('forgot.noActiveAccount');
    await this.gateway.sendResetLink(userId);
  }
}

export class ChangePassword {
  constructor(private readonly gateway: AuthGateway) {}
  execute(token: string, userId: number, password: string): Promise<void> {
    return this.gateway.changePassword(token, userId, password);
  }
}

/**
 * An admin takes a reseller's session; the admin's token and user are kept to come back, with the
 * page it worked from (`returnTo`, an in-app path). The token kept is the one the server gives back
 * as `adminUser.api_token`, else the session's own.
 */
export class ConnectAs {
  constructor(
    private readonly gateway: AuthGateway,
    private readonly session: SessionStore,
  ) {}

  async execute(userId: number, returnTo = '/'): Promise<User> {
    const admin = this.session.user;
    const adminToken = this.session.token;
    if (!admin || !adminToken || !can(admin, 'connect-as', 'reseller')) throw new ForbiddenError('connectAs.adminOnly');
    const { token, adminUser } = await this.gateway.connectAs(admin.id, userId);
    const user = await this.gateway.currentUser(token);
    this.session.start(token, user, { token: adminUser.apiToken || adminToken, user: admin, returnTo });
    return user;
  }
}

/**
 * Restores the admin's token and user saved by ConnectAs, and says where the admin goes back to: the
 * page connect-as was started from (docs/access.md#connect-as-a-reseller), if it is a safe in-app path.
 */
export class BackToAdmin {
  constructor(
    private readonly gateway: AuthGateway,
    private readonly session: SessionStore,
  ) {}

  async execute(): Promise<{ readonly user: User; readonly returnTo: string }> {
    const impersonator = this.session.state.impersonator;
    if (!impersonator) throw new ForbiddenError('connectAs.notImpersonating');
    const admin = await this.gateway.currentUser(impersonator.token);
    this.session.start(impersonator.token, admin, null);
    return { user: admin, returnTo: landingAfterLogin(impersonator.returnTo) };
  }
}
