import * as v from 'valibot';
import {
  authUserBody,
  changePasswordBody,
  checkUserMailBody,
  loginBody,
  type CheckUserMailWire,
  type ConnectAsWire,
  type TokenWire,
} from '../../../src/api/auth.api';
import type { Locale } from '../../../src/domain/shared/format';
import { roleOf } from '../../../src/domain/users/role';
import type { Database } from '../../db/database';
import type { UserRecord } from '../../db/schema';
import { ApiError } from '../shared/api-error';
import type { Clock } from '../shared/clock';
import type { CallContext, ClientInfo } from '../shared/context';
import { message } from '../shared/messages';
import { can } from '../../../src/domain/session/can';
import { passwordFieldError } from './password-rules';
import type { SessionsService } from '../sessions/sessions.service';
import { FailureLock, SlidingWindow } from './throttle';
import { toUserDto, type UserDto } from '../users/user-dto';
import { validateBody } from '../shared/validation';
import { auditLogOf } from '../audit/audit-log';
import { MASKED } from '../../../src/domain/audit/audit';
import type { MailsService } from '../mails/mails.service';

/** An account as the audit trail names it. */
const whoIs = (user: UserRecord) => ({ id: user.id, username: user.username, role: roleOf(user) });

/** The author of a reset link's request and of a password set through it: no session, nobody named. */
const BY_RESET_LINK = { id: null, username: '', role: null } as const;

const RESET_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;

/**
 * docs/api/README.md#authentication: the throttling of logins (per username and per client
 * address), of reset-link requests (per account) and of `check-user-mail` (per client address).
 */
const THROTTLING = {
  login: { freeFailures: 5, windowMs: 15 * MINUTE, firstLockMs: 30_000, maxLockMs: 15 * MINUTE },
  loginAddress: { limit: 100, windowMs: 15 * MINUTE },
  resetLink: { limit: 3, windowMs: 60 * MINUTE },
  checkUserMail: { limit: 10, windowMs: MINUTE },
} as const;

function randomToken(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const NO_CLIENT: ClientInfo = { address: 'local', userAgent: '' };

/** A 429 with the seconds to wait, in `Retry-After` and in the message. */
function tooMany(locale: Locale, seconds: number, key: 'tooManyAttempts' | 'tooManyRequests'): ApiError {
  return new ApiError(429, { message: message(locale, key, { seconds }) }, { 'retry-after': String(seconds) });
}

/** Logins, sessions' users, connect-as and password resets. */
export class AuthService {
  private readonly loginFailures: FailureLock;
  private readonly addressFailures: SlidingWindow;
  private readonly resetRequests: SlidingWindow;
  private readonly mailChecks: SlidingWindow;

  constructor(
    private readonly db: Database,
    private readonly sessions: SessionsService,
    private readonly clock: Clock,
    /** The outbox, for the reset links: a function, as the demo's backend loads it after the login's code (docs/demo-backend.md#what-loads-when). */
    private readonly mails: () => MailsService,
  ) {
    this.loginFailures = new FailureLock(clock, THROTTLING.login);
    this.addressFailures = new SlidingWindow(clock, THROTTLING.loginAddress.limit, THROTTLING.loginAddress.windowMs);
    this.resetRequests = new SlidingWindow(clock, THROTTLING.resetLink.limit, THROTTLING.resetLink.windowMs);
    this.mailChecks = new SlidingWindow(clock, THROTTLING.checkUserMail.limit, THROTTLING.checkUserMail.windowMs);
  }

  private get users() {
    return this.db.collections.users;
  }

  private findByLogin(login: string) {
    const wanted = login.trim().toLowerCase();
    return this.users.findFirst((q) => q.where({ username: (u) => u.toLowerCase() === wanted }));
  }

  /**
   * POST /login. Throttled before the password is read (docs/api/README.md#authentication): the
   * username after 5 failures, the client address after 100, the same way whether the account
   * exists or not; a success clears the username's failures. `languageGiven`: the call named its
   * language (`locale`), which the account's mails follow from then on.
   */
  async login(body: unknown, locale: Locale, client: ClientInfo = NO_CLIENT, languageGiven = true): Promise<TokenWire> {
    const { username, password, options } = validateBody(loginBody, body, locale);
    const key = username.trim().toLowerCase();
    const wait = Math.max(this.addressFailures.wait(client.address), this.loginFailures.wait(key));
    if (wait > 0) throw tooMany(locale, wait, 'tooManyAttempts');
    const user = this.findByLogin(username);
    // docs/api/README.md#authentication: a switched-off account gets the answer of a wrong password,
    // its right password too, so the answer never confirms a password; the audit, read by staff
    // only, still says the account was switched off.
    const refuse = (switchedOff: boolean) => {
      this.loginFailures.fail(key);
      this.addressFailures.record(client.address);
      // docs/audit.md: the name given (an unknown one too), never the password.
      this.log.recordFor(user ? whoIs(user) : { id: null, username: username.trim().slice(0, 200), role: null }, {
        action: 'login-failed',
        entity: 'user',
        entityId: user?.id ?? null,
        changes: switchedOff ? [{ field: 'isActive', from: false, to: false }] : [],
      });
      return new ApiError(401, { message: message(locale, 'invalidCredentials') });
    };
    if (!user || user.password !== password || !user.isActive) throw refuse(Boolean(user && !user.isActive));
    this.loginFailures.succeed(key);
    if (options?.value === 'bo-front' && !can(user, 'use', 'back-office')) {
      throw new ApiError(403, { message: message(locale, 'frontUserRefused') });
    }
    const session = await this.sessions.open(user.id, client);
    await this.users.update(user, {
      data: (u) => {
        u.lastConnection = this.clock.now().toISOString();
        // The language its mails are written in (docs/rules.md#notifications-and-mails): the back office's.
        if (languageGiven) u.language = locale;
      },
    });
    this.log.recordFor(whoIs(user), { action: 'login', entity: 'user', entityId: user.id });
    return { token: session.token, ...this.sessions.lifetimeOf(session) };
  }

  /**
   * The caller of a bearer token; 401 when missing, unknown, expired, revoked or its user is gone or
   * disabled. `activity`: whether the call counts as the session's activity (an event stream does not).
   */
  authenticate(token: string | null | undefined, locale: Locale, client?: ClientInfo, activity = true): UserRecord {
    return this.sessions.authenticate(token, locale, client, activity).user;
  }

  /** POST /logout: the bearer token is revoked; it answers 401 from then on. */
  logout(token: string | null): void {
    const session = token ? this.db.collections.tokens.findFirst((q) => q.where({ token })) : undefined;
    const user = session ? this.users.findFirst((q) => q.where({ id: session.userId })) : undefined;
    this.sessions.endToken(token);
    if (user && token) {
      this.log.record({ caller: user, locale: 'fr', token }, { action: 'logout', entity: 'user', entityId: user.id });
    }
  }

  private get log() {
    return auditLogOf(this.db);
  }

  /** docs/audit.md: ending sessions is recorded on their account, with how many ended. */
  private sessionsEnded(ctx: CallContext, userId: number, ended: number | null): void {
    this.log.record(ctx, {
      action: 'session-end',
      entity: 'user',
      entityId: userId,
      changes: ended === null ? [] : [{ field: 'sessions', from: null, to: ended }],
    });
  }

  // The calls of src/api/sessions.api.ts, held by the sessions (mocks/services/sessions/sessions.service.ts).

  /** GET /me/session. */
  currentSession(ctx: CallContext) {
    return this.sessions.current(ctx);
  }

  /** GET /me/sessions. */
  listSessions(ctx: CallContext) {
    return this.sessions.listMine(ctx);
  }

  /** DELETE /me/sessions/{sessionId}. */
  endSession(ctx: CallContext, sessionId: string): void {
    this.sessions.endMine(ctx, sessionId);
    this.sessionsEnded(ctx, ctx.caller.id, 1);
  }

  /** POST /me/sessions/end-others. */
  endOtherSessions(ctx: CallContext) {
    const answer = this.sessions.endOthers(ctx);
    this.sessionsEnded(ctx, ctx.caller.id, answer.ended);
    return answer;
  }

  /** POST /admin/users/{id}/sessions/end. */
  endUserSessions(ctx: CallContext, userId: number) {
    const answer = this.sessions.endForAccount(ctx, userId);
    this.sessionsEnded(ctx, userId, answer.ended);
    return answer;
  }

  /**
   * POST /admin/auth-user {token}: the caller's own user. The body repeats the bearer token; any
   * other token is a 403, so a token never tells whose it is to someone else.
   */
  authUser(ctx: CallContext, body: unknown): UserDto {
    const { token } = validateBody(authUserBody, body, ctx.locale);
    if (!ctx.token || token !== ctx.token) throw new ApiError(403, { message: message(ctx.locale, 'forbidden') });
    return toUserDto(ctx.caller, this.db);
  }

  /**
   * POST /admin/users/connect_as/{adminId}/{userId}: admin only, onto an active reseller. The
   * admin's `api_token` is the admin's own token (the bearer of the call): the way back.
   */
  async connectAs(
    ctx: CallContext,
    adminId: number,
    userId: number,
    client: ClientInfo = NO_CLIENT,
  ): Promise<ConnectAsWire> {
    if (!can(ctx.caller, 'connect-as', 'reseller') || ctx.caller.id !== adminId) {
      throw new ApiError(403, { message: message(ctx.locale, 'forbidden') });
    }
    const target = this.users.findFirst((q) => q.where({ id: userId }));
    if (!target) throw new ApiError(404, { message: message(ctx.locale, 'notFound') });
    if (roleOf(target) !== 'ROLE_RESELLER') throw new ApiError(400, { message: message(ctx.locale, 'notAReseller') });
    if (!target.isActive) throw new ApiError(400, { message: message(ctx.locale, 'accountDisabled') });
    const session = await this.sessions.open(target.id, client, ctx.caller.id, ctx.token);
    this.log.record(ctx, { action: 'connect-as', entity: 'reseller', entityId: target.id });
    return {
      userConnectAsToken: session.token,
      adminUser: { ...toUserDto(ctx.caller, this.db), api_token: ctx.token ?? null },
    };
  }

  /** An account that may log in to the back office, so may get a reset link. */
  private mayReset(user: UserRecord | undefined): user is UserRecord {
    return Boolean(user && user.isActive && can(user, 'use', 'back-office'));
  }

  /**
   * POST /reset-password/check-user-mail {email}: isExist and the user's id. At most 10 calls per
   * client address per minute.
   */
  checkUserMail(body: unknown, locale: Locale = 'fr', client: ClientInfo = NO_CLIENT): CheckUserMailWire {
    const wait = this.mailChecks.wait(client.address);
    if (wait > 0) throw tooMany(locale, wait, 'tooManyRequests');
    this.mailChecks.record(client.address);
    const { email } = validateBody(checkUserMailBody, body, locale);
    if (!email.trim()) return { isExist: false, user: null };
    const user = this.findByLogin(email);
    return this.mayReset(user) ? { isExist: true, user: { id: user.id } } : { isExist: false, user: null };
  }

  /**
   * GET /reset-password/{userId}: issues a reset link and mails it (docs/api/README.md#mails). The
   * answer is the same for every id, an unknown one or an account that cannot log in (which gets no
   * link), and so is the throttle: at most 3 requests per id per hour. A new link leaves the account's older live
   * ones working: whoever asks cannot take away a link the owner already holds; the owner's new
   * password, however it is set, ends them all (docs/api/README.md#passwords).
   */
  async sendResetLink(userId: number, locale: Locale): Promise<{ sent: true; link: string | null }> {
    const key = String(userId);
    const wait = this.resetRequests.wait(key);
    if (wait > 0) throw tooMany(locale, wait, 'tooManyRequests');
    this.resetRequests.record(key);
    const user = this.users.findFirst((q) => q.where({ id: userId }));
    if (!this.mayReset(user)) return { sent: true, link: null };
    const now = this.clock.now().getTime();
    this.db.collections.resetTokens.deleteMany((q) =>
      q.where((r) => r.userId === userId && (r.used || Date.parse(r.expiresAt) <= now)),
    );
    const token = randomToken();
    const expiresAt = new Date(now + RESET_TOKEN_TTL_MS).toISOString();
    await this.db.collections.resetTokens.create({ token, userId, expiresAt, used: false });
    // In the language it was asked in: the one the person who forgot it reads.
    this.mails().sendResetLink(user, token, expiresAt, locale);
    // Asked without a session: nobody is named.
    this.log.recordFor(BY_RESET_LINK, {
      action: 'password-reset',
      entity: 'user',
      entityId: userId,
      changes: [{ field: 'resetLink', from: null, to: 'sent' }],
    });
    return { sent: true, link: `/change-password/${token}/${userId}` };
  }

  /**
   * POST /reset-password/change_password/{token}/{id}: error_token or error_wrong_user on refusal;
   * the new password follows the password rules; the change ends every session of the account.
   */
  async changePassword(token: string, userId: number, body: unknown, locale: Locale): Promise<{ success: true }> {
    const reset = this.db.collections.resetTokens.findFirst((q) => q.where({ token }));
    if (!reset || reset.used || new Date(reset.expiresAt).getTime() < this.clock.now().getTime()) {
      throw new ApiError(400, { message: 'error_token' });
    }
    if (reset.userId !== userId) throw new ApiError(400, { message: 'error_wrong_user' });
    const user = this.users.findFirst((q) => q.where({ id: userId }));
    if (!this.mayReset(user)) throw new ApiError(400, { message: 'error_token' });
    // The one field's rule is the message: the reset page shows it as it is.
    const parsed = v.safeParse(changePasswordBody, body);
    if (!parsed.success) {
      const text = message(locale, 'passwordLength');
      throw new ApiError(400, { message: text, errors: [{ field: 'password', message: text }] });
    }
    const { password } = parsed.output;
    const problem = await passwordFieldError(password, user.username, locale);
    if (problem) throw new ApiError(400, { message: problem.message, errors: [problem] });
    await this.users.update((q) => q.where({ id: userId }), {
      data: (u) => {
        u.password = password;
      },
    });
    // This link and every other one the account holds end with the new password, as its sessions do
    // (before the entry, whose change event checks the account's open streams).
    this.sessions.credentialsChanged(userId);
    // docs/audit.md: set through a link, by whoever held it: no session, no account named as the
    // author (the owner's name would say the owner did it).
    this.log.recordFor(BY_RESET_LINK, {
      action: 'password-reset',
      entity: 'user',
      entityId: userId,
      changes: [
        { field: 'resetLink', from: 'sent', to: 'used' },
        { field: 'password', from: MASKED, to: MASKED },
      ],
    });
    return { success: true };
  }
}
