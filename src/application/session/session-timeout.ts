import { proxy } from 'valtio/vanilla';
import { idleState, nextCheckIn, type EndReason, type IdleState } from '../../domain/session/idle';
import type { AppSignals } from '../shared/signals';
import type { ActivityChannel } from './activity-channel.port';
import type { AuthGateway } from './auth-gateway.port';
import type { SessionGateway } from './session-gateway.port';
import type { SessionStore } from './session.store';
import { token } from '../shared/token';

export interface SessionTimeoutState {
  /** `off`: no session, or one whose timeout is unknown (a server that does not say). */
  phase: 'off' | 'active' | 'warning';
  /** During the warning: the time left. */
  remainingMs: number;
  reason: EndReason;
}

interface Timing {
  readonly token: string;
  readonly idleTimeoutSeconds: number;
  readonly expiresAt: number | null;
}

const OFF: SessionTimeoutState = { phase: 'off', remainingMs: 0, reason: 'idle' };

function instant(text: string | null | undefined): number | null {
  if (!text) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : at;
}

/**
 * The session's idle end as the back office sees it (docs/access.md#sessions): every call the
 * server answered with the session's token, in this tab or another (the activity channel), pushes
 * the end back; two minutes before it the state turns to `warning` (the UI's dialog), and at the
 * end the session ends here (a call would be refused anyway) with "your session expired".
 * The timing rule is src/domain/session/idle.ts; timers run only while the UI `watch`es.
 */
export class SessionTimeout {
  readonly state: SessionTimeoutState = proxy<SessionTimeoutState>({ ...OFF });
  private timing: Timing | null = null;
  private lastActivityAt: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private watchers = 0;
  /** The GET /me/session under way, for one token. */
  private learning: { readonly token: string; readonly done: Promise<void> } | null = null;
  private revoking: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly deps: {
      readonly session: SessionStore;
      readonly signals: AppSignals;
      readonly channel: ActivityChannel;
      readonly sessions: Pick<SessionGateway, 'currentSession'>;
      readonly auth: Pick<AuthGateway, 'logout'>;
      /** The clock: the browser's, or the mock server's in tests. */
      readonly now?: () => number;
    },
  ) {
    deps.signals.activity$.subscribe((sentAt) => this.touch(sentAt ?? this.now(), true));
    deps.channel.listen((at) => this.touch(at, false));
    deps.session.cleared$.subscribe(() => this.reset());
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** A login answered: its token's timeout and absolute end (null from a server that does not say). */
  begin(token: string, idleTimeoutSeconds: number | null, expiresAt: string | null): void {
    this.lastActivityAt = this.now();
    this.deps.channel.share(this.lastActivityAt);
    this.timing = idleTimeoutSeconds ? { token, idleTimeoutSeconds, expiresAt: instant(expiresAt) } : null;
    this.check();
  }

  /**
   * Learns the timing of the session's token when it is not known yet (a reload, a session taken
   * from another tab) with GET /me/session. A server without that call leaves the warning off.
   */
  follow(): Promise<void> {
    const token = this.deps.session.token;
    if (!token || this.timing?.token === token) {
      this.check();
      return Promise.resolve();
    }
    if (this.learning?.token === token) return this.learning.done;
    const done = this.deps.sessions
      .currentSession()
      .then(
        (current) => {
          if (this.deps.session.token !== token) return;
          this.timing = {
            token,
            idleTimeoutSeconds: current.idleTimeoutSeconds,
            expiresAt: instant(current.expiresAt),
          };
          const shared = this.deps.channel.read();
          if (shared !== null) this.touch(shared, false);
        },
        () => undefined,
      )
      .finally(() => {
        if (this.learning?.token === token) this.learning = null;
        this.check();
      });
    this.learning = { token, done };
    return done;
  }

  /** "Stay connected": a call that keeps the session alive (GET /me/session); a refusal is the caller's to show. */
  async stayConnected(): Promise<void> {
    const token = this.deps.session.token;
    const current = await this.deps.sessions.currentSession();
    if (token && this.deps.session.token === token) {
      this.timing = { token, idleTimeoutSeconds: current.idleTimeoutSeconds, expiresAt: instant(current.expiresAt) };
    }
    this.check();
  }

  /** Runs the timers until the returned function is called (the UI, while a session is shown). */
  watch(): () => void {
    this.watchers++;
    this.check();
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.watchers--;
      if (this.watchers === 0) this.clearTimer();
    };
  }

  /** Where the session stands now; ends it here when its time is over. */
  check(): void {
    this.clearTimer();
    const now = this.now();
    const current = this.current(now);
    if (!current) {
      Object.assign(this.state, OFF);
      return;
    }
    if (current.phase === 'ended') {
      this.end();
      return;
    }
    const next = { ...OFF, phase: current.phase, reason: current.reason };
    next.remainingMs = current.phase === 'warning' ? current.remainingMs : 0;
    if (this.state.phase !== next.phase) this.state.phase = next.phase;
    if (this.state.reason !== next.reason) this.state.reason = next.reason;
    if (this.state.remainingMs !== next.remainingMs) this.state.remainingMs = next.remainingMs;
    const delay = nextCheckIn(current, now);
    if (this.watchers > 0 && delay !== null) this.timer = setTimeout(() => this.check(), delay);
  }

  private current(now: number): IdleState | null {
    const token = this.deps.session.token;
    const timing = this.timing;
    if (!token || !timing || timing.token !== token || this.lastActivityAt === null) return null;
    return idleState(
      {
        lastActivityAt: this.lastActivityAt,
        idleTimeoutSeconds: timing.idleTimeoutSeconds,
        expiresAt: timing.expiresAt,
      },
      now,
    );
  }

  private touch(at: number, share: boolean): void {
    if (this.lastActivityAt !== null && at <= this.lastActivityAt) return;
    this.lastActivityAt = at;
    if (share) this.deps.channel.share(at);
    this.check();
  }

  /** The end came: the session ends here (and on the server, in case its clock runs behind). */
  private end(): void {
    const { session, signals, auth } = this.deps;
    const tokens = [session.token, session.state.impersonator?.token].filter((t): t is string => Boolean(t));
    session.clear();
    signals.notify({ intent: 'warning', messageKey: 'session.expired' });
    this.revoking = Promise.allSettled(tokens.map((token) => auth.logout(token)));
  }

  /** Resolves once the server has been told of the last end (tests wait for it). */
  async settle(): Promise<void> {
    await this.revoking;
  }

  private reset(): void {
    this.clearTimer();
    this.timing = null;
    Object.assign(this.state, OFF);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** The clock of the session's timeout: the browser's, or the mock server's in tests. */
export const SESSION_CLOCK = token<() => number>('session.clock');
