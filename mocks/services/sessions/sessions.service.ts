import type { CurrentSessionWire, SessionRowWire } from '../../../src/api/sessions.api';
import type { Locale } from '../../../src/domain/shared/format';
import type { Database } from '../../db/database';
import type { SessionRecord, UserRecord } from '../../db/schema';
import { ApiError } from '../shared/api-error';
import type { Clock } from '../shared/clock';
import type { CallContext, ClientInfo } from '../shared/context';
import { message } from '../shared/messages';
import { requireCan } from '../shared/access';
import { can } from '../../../src/domain/session/can';

/** How long a session lasts: without a call (idle), and at most (absolute). */
export interface SessionPolicy {
  readonly idleMs: number;
  readonly maxMs: number;
}

export const DEFAULT_SESSION_IDLE_MINUTES = 30;
export const DEFAULT_SESSION_MAX_HOURS = 12;

/**
 * The session lengths `npm run mock-api` reads from its environment: `SESSION_IDLE_MINUTES` and
 * `SESSION_MAX_HOURS`, positive numbers; anything else keeps the default (30 min, 12 h).
 */
export function sessionPolicyFromEnv(env: Readonly<Record<string, string | undefined>>): {
  sessionIdleMinutes: number;
  sessionMaxHours: number;
} {
  const positive = (text: string | undefined, fallback: number) => {
    const value = Number(text);
    return text !== undefined && text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    sessionIdleMinutes: positive(env.SESSION_IDLE_MINUTES, DEFAULT_SESSION_IDLE_MINUTES),
    sessionMaxHours: positive(env.SESSION_MAX_HOURS, DEFAULT_SESSION_MAX_HOURS),
  };
}

function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(values);
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** No client: a call made in-process (the memory adapter, a test). */
const NO_CLIENT: ClientInfo = { address: 'local', userAgent: '' };

/**
 * Sessions (docs/api/README.md#authentication): a login or a connect-as opens one; every
 * authenticated call checks it (unknown, revoked, idle or past its absolute end: 401) and counts
 * as activity; a user lists and ends its own; an admin ends an account's; a password change, a
 * deactivation or a deletion ends them (the services of users and resellers call `endAll`); a
 * connect-as session ends with the admin's session it was opened from.
 */
export class SessionsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    readonly policy: SessionPolicy,
  ) {}

  private get sessions() {
    return this.db.collections.tokens;
  }

  private get users() {
    return this.db.collections.users;
  }

  /**
   * Opens a session of `userId`: a login, or a connect-as by `impersonatorId` from the admin's
   * session `parentToken`. Its bearer token.
   */
  async open(
    userId: number,
    client: ClientInfo = NO_CLIENT,
    impersonatorId: number | null = null,
    parentToken: string | null = null,
  ): Promise<SessionRecord> {
    this.sweep();
    const now = this.clock.now().toISOString();
    return this.sessions.create({
      id: randomHex(16),
      token: randomHex(24),
      userId,
      startedAt: now,
      lastSeenAt: now,
      userAgent: client.userAgent,
      impersonatorId,
      parentId: parentToken ? (this.sessions.findFirst((q) => q.where({ token: parentToken }))?.id ?? null) : null,
    });
  }

  private byId(id: string | null): SessionRecord | undefined {
    return id === null ? undefined : this.sessions.findFirst((q) => q.where({ id }));
  }

  /**
   * When a session ends without a call, and whatever happens. A connect-as session ends whatever
   * happens no later than the admin's session it was opened from (docs/access.md#connect-as-a-reseller).
   */
  private ends(session: SessionRecord): { idle: number; absolute: number } {
    const parent = this.byId(session.parentId);
    const own = Date.parse(session.startedAt) + this.policy.maxMs;
    const absolute = parent ? Math.min(own, this.ends(parent).absolute) : own;
    return { idle: Math.min(Date.parse(session.lastSeenAt) + this.policy.idleMs, absolute), absolute };
  }

  /**
   * Is the session over: idle for too long or past its absolute end; for a connect-as session, also
   * when the admin's session it was opened from is over (logged out, ended, expired), or the admin
   * may no longer connect as a reseller (role lost, switched off, deleted).
   */
  private expired(session: SessionRecord, now: number): boolean {
    if (now >= this.ends(session).idle) return true;
    if (session.impersonatorId === null) return false;
    const parent = this.byId(session.parentId);
    if (!parent || parent.userId !== session.impersonatorId || this.expired(parent, now)) return true;
    const admin = this.users.findFirst((q) => q.where({ id: session.impersonatorId as number }));
    return !admin || !admin.isActive || !can(admin, 'connect-as', 'reseller');
  }

  /** Forgets the sessions past their end (they would be refused anyway). */
  private sweep(): void {
    const now = this.clock.now().getTime();
    const over = new Set(this.sessions.findMany((q) => q.where((s) => this.expired(s, now))).map((s) => s.id));
    if (over.size) this.sessions.deleteMany((q) => q.where((s) => over.has(s.id)));
  }

  /**
   * The user and session of a bearer token; 401 when missing, unknown, revoked, idle for too long,
   * past its absolute end, or its user is gone or disabled. Stamps the call as the session's activity,
   * unless `activity` is false: opening an event stream, which a client does again by itself after a
   * lost connection, keeps no session alive (docs/api/README.md#events).
   */
  authenticate(
    token: string | null | undefined,
    locale: Locale,
    client?: ClientInfo,
    activity = true,
  ): { user: UserRecord; session: SessionRecord } {
    const unauthorized = () => new ApiError(401, { message: message(locale, 'unauthorized') });
    if (!token) throw unauthorized();
    const session = this.sessions.findFirst((q) => q.where({ token }));
    if (!session) throw unauthorized();
    const now = this.clock.now();
    if (this.expired(session, now.getTime())) {
      this.sessions.delete(session);
      throw unauthorized();
    }
    const user = this.users.findFirst((q) => q.where({ id: session.userId }));
    if (!user || !user.isActive) throw unauthorized();
    if (!activity) return { user, session };
    // Stamped in place: a validated copy (collection.update) would make every call wait for it, and
    // the record holds nothing but these plain fields.
    session.lastSeenAt = now.toISOString();
    // Working as a reseller is the admin's activity too: the admin's own session does not idle out
    // under it (its absolute end still holds).
    const parent = this.byId(session.parentId);
    if (parent) parent.lastSeenAt = session.lastSeenAt;
    if (!session.userAgent && client?.userAgent) session.userAgent = client.userAgent;
    return { user, session };
  }

  /**
   * Whether the session of `token` is still open (not revoked, idle, nor past its end, its user still
   * active), without counting as its activity: an open event stream does not keep a session alive
   * (docs/api/README.md#events).
   */
  isOpen(token: string | null | undefined): boolean {
    const session = token ? this.sessions.findFirst((q) => q.where({ token })) : undefined;
    if (!session || this.expired(session, this.clock.now().getTime())) return false;
    return Boolean(this.users.findFirst((q) => q.where({ id: session.userId }))?.isActive);
  }

  /** The caller's session (its token is the call's). */
  private currentOf(ctx: CallContext): SessionRecord {
    const session = ctx.token ? this.sessions.findFirst((q) => q.where({ token: ctx.token as string })) : undefined;
    if (!session) throw new ApiError(401, { message: message(ctx.locale, 'unauthorized') });
    return session;
  }

  /** GET /me/session: the caller's session and when it ends. */
  current(ctx: CallContext): CurrentSessionWire {
    const session = this.currentOf(ctx);
    const { idle, absolute } = this.ends(session);
    return {
      id: session.id,
      startedAt: session.startedAt,
      lastSeenAt: session.lastSeenAt,
      idleExpiresAt: new Date(idle).toISOString(),
      expiresAt: new Date(absolute).toISOString(),
      idleTimeoutSeconds: Math.round(this.policy.idleMs / 1000),
    };
  }

  /** What POST /login answers beside the token. */
  lifetimeOf(session: SessionRecord): { idleTimeoutSeconds: number; expiresAt: string } {
    return {
      idleTimeoutSeconds: Math.round(this.policy.idleMs / 1000),
      expiresAt: new Date(this.ends(session).absolute).toISOString(),
    };
  }

  private mine(ctx: CallContext) {
    const now = this.clock.now().getTime();
    return this.sessions.findMany((q) => q.where((s) => s.userId === ctx.caller.id && !this.expired(s, now)));
  }

  /** GET /me/sessions: the caller's open sessions, newest first. */
  listMine(ctx: CallContext): { list: SessionRowWire[]; total: number; totalRequest: number } {
    const list = this.mine(ctx)
      .map((s, position) => ({ s, position }))
      .sort((a, b) => b.s.startedAt.localeCompare(a.s.startedAt) || b.position - a.position)
      .map(({ s }) => ({
        id: s.id,
        startedAt: s.startedAt,
        lastSeenAt: s.lastSeenAt,
        // Support working in the account: nothing of the admin's browser.
        userAgent: s.impersonatorId === null ? s.userAgent : '',
        current: s.token === ctx.token,
        support: s.impersonatorId !== null,
      }));
    return { list, total: list.length, totalRequest: list.length };
  }

  /**
   * DELETE /me/sessions/{id}: one of the caller's own sessions. Another account's, or support working
   * in the caller's account (it ends with the admin's session), is a 404.
   */
  endMine(ctx: CallContext, id: string): void {
    const session = this.mine(ctx).find((s) => s.id === id && (s.impersonatorId === null || s.token === ctx.token));
    if (!session) throw new ApiError(404, { message: message(ctx.locale, 'notFound') });
    this.sessions.delete(session);
  }

  /**
   * POST /me/sessions/end-others: every session of the caller but this one, and the connect-as
   * sessions it opened; support working in the caller's account stays.
   */
  endOthers(ctx: CallContext): { ended: number } {
    const caller = ctx.caller.id;
    return {
      ended: this.sessions.deleteMany((q) =>
        q.where(
          (s) =>
            s.token !== ctx.token &&
            ((s.userId === caller && s.impersonatorId === null) || s.impersonatorId === caller),
        ),
      ).length,
    };
  }

  /** POST /admin/users/{id}/sessions/end: every session of an account (admin only). */
  endForAccount(ctx: CallContext, userId: number): { ended: number } {
    requireCan(ctx, 'end-sessions', 'user');
    if (!this.users.findFirst((q) => q.where({ id: userId }))) {
      throw new ApiError(404, { message: message(ctx.locale, 'notFound') });
    }
    return { ended: this.endAll(userId) };
  }

  /** POST /logout: the bearer token is revoked. */
  endToken(token: string | null | undefined): void {
    if (token) this.sessions.deleteMany((q) => q.where({ token }));
  }

  /**
   * An account's password changed, or it was switched off: every session of it ends but the one
   * of `keepToken` (its own change of its own password), and so do its unused reset links
   * (docs/api/README.md#passwords).
   */
  credentialsChanged(userId: number, keepToken?: string | null): void {
    this.endAll(userId, keepToken);
    this.db.collections.resetTokens.deleteMany((q) => q.where({ userId }));
  }

  /**
   * Ends every session of an account, and the connect-as sessions it opened, but the one of
   * `keepToken` (the caller's own, when it changed its own password). How many ended.
   */
  endAll(userId: number, keepToken?: string | null): number {
    return this.sessions.deleteMany((q) =>
      q.where((s) => (s.userId === userId || s.impersonatorId === userId) && s.token !== keepToken),
    ).length;
  }
}
