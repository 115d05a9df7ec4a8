import { proxy, snapshot } from 'valtio/vanilla';
import { Subject, type Observable } from 'rxjs';
import {
  decideUnauthorized,
  storedSessionChange,
  type SessionKey,
  type StoredSessionChange,
  type UnauthorizedDecision,
} from '../../domain/session/shared-session';
import type { User } from '../../domain/users/user';
import type { Impersonator, SessionStorage, StoredSession } from './session-storage.port';
import { token } from '../shared/token';

/** Why this tab's session ended without its user asking here, for the login page to say. */
export type SessionEnd = 'other-tab';

export interface SessionState {
  token: string | null;
  user: User | null;
  impersonator: Impersonator | null;
  /** Set when the session ended elsewhere (docs/access.md#several-tabs-one-session); null otherwise. */
  endedBy: SessionEnd | null;
}

/** What the cross-tab rules (src/domain/session/shared-session.ts) compare of a session. */
function keyOf(session: Pick<SessionState, 'token' | 'user' | 'impersonator'> | null): SessionKey | null {
  if (!session?.token || !session.user) return null;
  return { token: session.token, userId: session.user.id, impersonatorId: session.impersonator?.user.id ?? null };
}

/** Two copies of a user (or an impersonator) that say the same: the store keeps its own, and nothing re-renders. */
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The logged-in user and token, observable by the UI (valtio) and kept in storage so a
 * reload keeps the session. Every tab follows the stored session (docs/access.md#several-tabs-one-session).
 */
export class SessionStore {
  readonly state: SessionState;
  private readonly cleared = new Subject<void>();
  private readonly switched = new Subject<void>();
  /** The session ended in this tab: what was kept for it (cached lists, drafts, the idle timer) goes. */
  readonly cleared$: Observable<void> = this.cleared.asObservable();
  /**
   * Another account took this tab's place (a login as someone else, a connect-as or a way back to
   * the admin in another tab): the UI drops everything on screen.
   */
  readonly switched$: Observable<void> = this.switched.asObservable();

  constructor(private readonly storage: SessionStorage) {
    const stored = storage.load();
    this.state = proxy<SessionState>({
      token: stored?.token ?? null,
      user: stored?.user ?? null,
      impersonator: stored?.impersonator ?? null,
      endedBy: null,
    });
  }

  get token(): string | null {
    return this.state.token;
  }

  get user(): User | null {
    return this.state.user;
  }

  get isAuthenticated(): boolean {
    return this.state.token !== null && this.state.user !== null;
  }

  start(token: string, user: User, impersonator: SessionState['impersonator'] = null): void {
    this.state.token = token;
    this.state.user = user;
    this.state.impersonator = impersonator;
    this.state.endedBy = null;
    this.persist();
  }

  /**
   * The session's user as the server now answers it. Only onto the session the storage still
   * holds: another tab may have stored another one (a way back to the admin, a logout) whose
   * `storage` event this tab has not read yet; that one is followed, never overwritten with this
   * tab's older copy (docs/access.md#several-tabs-one-session).
   */
  updateUser(user: User): void {
    const stored = this.storage.load();
    if (stored?.token !== this.state.token) {
      this.follow(stored);
      return;
    }
    // The same user (the check of a stored session, most often) changes nothing: a change of the store
    // while React builds the first screen in slices makes it build the whole screen again in one task.
    if (sameJson(this.state.user, user)) return;
    this.state.user = user;
    this.persist();
  }

  clear(): void {
    this.forget();
    this.storage.clear();
  }

  /** Notes why the session, already forgotten, ended: the login page says so until the next login. */
  noteEnd(reason: SessionEnd): void {
    if (!this.isAuthenticated) this.state.endedBy = reason;
  }

  /**
   * Follows the stored session another tab wrote (or removed), without writing it back: a logout
   * there logs out here, a login there logs in here, another account there switches this tab.
   */
  follow(stored: StoredSession | null): StoredSessionChange {
    const change = storedSessionChange(keyOf(this.state), keyOf(stored));
    if (change === 'ended') this.forget();
    if (change === 'switched') this.forget();
    if (stored && change !== 'ended') this.take(stored);
    if (change === 'switched') this.switched.next();
    return change;
  }

  /**
   * A call carrying `refusedToken` was refused with a 401. Ends the session only when it is the
   * one this tab and the storage hold; a newer stored session (another tab's login) is adopted,
   * never wiped.
   */
  expire(refusedToken?: string | null): UnauthorizedDecision {
    const stored = this.storage.load();
    const decision = decideUnauthorized(refusedToken, this.state.token, stored?.token ?? null);
    if (decision === 'expire') this.clear();
    if (decision === 'adopt') this.follow(stored);
    return decision;
  }

  /** The stored session's user and admin, when they differ from this tab's copy. */
  private take(stored: StoredSession): void {
    this.state.endedBy = null;
    if (this.state.token !== stored.token) this.state.token = stored.token;
    if (!sameJson(this.state.user, stored.user)) this.state.user = stored.user;
    if (!sameJson(this.state.impersonator, stored.impersonator)) {
      this.state.impersonator = stored.impersonator;
    }
  }

  /** Forgets the session in this tab only, and the state kept for it. */
  private forget(): void {
    this.state.token = null;
    this.state.user = null;
    this.state.impersonator = null;
    this.state.endedBy = null;
    this.cleared.next();
  }

  private persist(): void {
    const s = snapshot(this.state);
    if (s.token && s.user) {
      this.storage.save({ token: s.token, user: s.user, impersonator: s.impersonator } as StoredSession);
    }
  }
}

export const SESSION_STORE = token<SessionStore>('SessionStore');
