import * as v from 'valibot';
import {
  authUserBody,
  changePasswordBody,
  checkUserMailBody,
  loginBody,
  type CheckUserMailWire,
  type ConnectAsWire,
  type TokenWire,
} from '../../src/api/auth.api';
import type { Locale } from '../../src/domain/shared/format';
import { roleOf } from '../../src/domain/users/role';
import type { Database } from '../db/database';
import type { UserRecord } from '../db/schema';
import { ApiError } from './api-error';
import type { CallContext } from './context';
import { message } from './messages';
import { toUserDto, type UserDto } from './users.service';
import { validateBody } from './validation';

const RESET_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

function randomToken(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Logins, tokens, connect-as and password resets. */
export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get users() {
    return this.db.collections.users;
  }

  async login(body: unknown, locale: Locale): Promise<TokenWire> {
    const { username, password, options } = validateBody(loginBody, body, locale);
    const user = this.users.findFirst((q) =>
      q.where({ username: (u) => u.toLowerCase() === username.trim().toLowerCase() }),
    );
    if (!user || user.password !== password) {
      throw new ApiError(401, { message: message(locale, 'invalidCredentials') });
    }
    if (!user.isActive) throw new ApiError(401, { message: message(locale, 'accountDisabled') });
    if (options?.value === 'bo-front' && roleOf(user) === 'ROLE_RESELLER_FRONT') {
      throw new ApiError(403, { message: message(locale, 'frontUserRefused') });
    }
    const token = randomToken();
    await this.db.collections.tokens.create({ token, userId: user.id, createdAt: this.now().toISOString() });
    await this.users.update(user, {
      data: (u) => {
        u.lastConnection = this.now().toISOString();
      },
    });
    return { token };
  }

  /** The caller of a bearer token; 401 when missing, unknown or its user is gone or disabled. */
  authenticate(token: string | null | undefined, locale: Locale): UserRecord {
    const unauthorized = () => new ApiError(401, { message: message(locale, 'unauthorized') });
    if (!token) throw unauthorized();
    const record = this.db.collections.tokens.findFirst((q) => q.where({ token }));
    if (!record) throw unauthorized();
    const user = this.users.findFirst((q) => q.where({ id: record.userId }));
    if (!user || !user.isActive) throw unauthorized();
    return user;
  }

  /** POST /logout: the bearer token is revoked; it answers 401 from then on. */
  logout(token: string | null): void {
    if (token) this.db.collections.tokens.deleteMany((q) => q.where({ token }));
  }

  /** POST /admin/auth-user {token}: the user that token belongs to. */
  authUser(body: unknown, locale: Locale): UserDto {
    const { token } = validateBody(authUserBody, body, locale);
    return toUserDto(this.authenticate(token, locale), this.db);
  }

  /**
   * POST /admin/users/connect_as/{adminId}/{userId}: admin only, onto an active reseller. The
   * admin's `api_token` is the admin's own token (the bearer of the call): the way back.
   */
  async connectAs(ctx: CallContext, adminId: number, userId: number): Promise<ConnectAsWire> {
    if (roleOf(ctx.caller) !== 'ROLE_ADMIN' || ctx.caller.id !== adminId) {
      throw new ApiError(403, { message: message(ctx.locale, 'forbidden') });
    }
    const target = this.users.findFirst((q) => q.where({ id: userId }));
    if (!target) throw new ApiError(404, { message: message(ctx.locale, 'notFound') });
    if (roleOf(target) !== 'ROLE_RESELLER') throw new ApiError(400, { message: message(ctx.locale, 'notAReseller') });
    if (!target.isActive) throw new ApiError(400, { message: message(ctx.locale, 'accountDisabled') });
    const token = randomToken();
    await this.db.collections.tokens.create({ token, userId: target.id, createdAt: this.now().toISOString() });
    return {
      userConnectAsToken: token,
      adminUser: { ...toUserDto(ctx.caller, this.db), api_token: ctx.token ?? null },
    };
  }

  /** POST /reset-password/check-user-mail {email}: isExist and the user's id. */
  checkUserMail(body: unknown, locale: Locale = 'fr'): CheckUserMailWire {
    const { email } = validateBody(checkUserMailBody, body, locale);
    if (!email.trim()) return { isExist: false, user: null };
    const user = this.users.findFirst((q) =>
      q.where({ username: (u) => u.toLowerCase() === email.trim().toLowerCase() }),
    );
    return user && user.isActive && roleOf(user) !== 'ROLE_RESELLER_FRONT'
      ? { isExist: true, user: { id: user.id } }
      : { isExist: false, user: null };
  }

  /** GET /reset-password/{userId}: issues a reset link (mailed by a real server). */
  async sendResetLink(userId: number, locale: Locale): Promise<{ sent: true; link: string }> {
    const user = this.users.findFirst((q) => q.where({ id: userId }));
    if (!user) throw new ApiError(404, { message: message(locale, 'notFound') });
    const token = randomToken();
    await this.db.collections.resetTokens.create({
      token,
      userId,
      expiresAt: new Date(this.now().getTime() + RESET_TOKEN_TTL_MS).toISOString(),
      used: false,
    });
    return { sent: true, link: `/change-password/${token}/${userId}` };
  }

  /** POST /reset-password/change_password/{token}/{id}: error_token or error_wrong_user on refusal. */
  async changePassword(token: string, userId: number, body: unknown, locale: Locale): Promise<{ success: true }> {
    const reset = this.db.collections.resetTokens.findFirst((q) => q.where({ token }));
    if (!reset || reset.used || new Date(reset.expiresAt).getTime() < this.now().getTime()) {
      throw new ApiError(400, { message: 'error_token' });
    }
    if (reset.userId !== userId) throw new ApiError(400, { message: 'error_wrong_user' });
    // The one field's rule is the message: the reset page shows it as it is.
    const parsed = v.safeParse(changePasswordBody, body);
    if (!parsed.success) {
      const text = message(locale, 'passwordLength');
      throw new ApiError(400, { message: text, errors: [{ field: 'password', message: text }] });
    }
    const { password } = parsed.output;
    await this.users.update((q) => q.where({ id: userId }), {
      data: (u) => {
        u.password = password;
      },
    });
    await this.db.collections.resetTokens.update(reset, {
      data: (r) => {
        r.used = true;
      },
    });
    return { success: true };
  }
}
