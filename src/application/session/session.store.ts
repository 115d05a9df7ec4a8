import { proxy, snapshot } from 'valtio/vanilla';
import type { User } from '../../domain/users/user';
import type { SessionStorage, StoredSession } from './session-storage.port';

export interface SessionState {
  token: string | null;
  user: User | null;
  impersonator: { token: string; user: User } | null;
}

/**
 * The logged-in user and token, observable by the UI (valtio) and kept in storage so a
 * reload keeps the session.
 */
export class SessionStore {
  readonly state: SessionState;
  private readonly clearers = new Set<() => void>();

  constructor(private readonly storage: SessionStorage) {
    const stored = storage.load();
    this.state = proxy<SessionState>({
      token: stored?.token ?? null,
      user: stored?.user ?? null,
      impersonator: stored?.impersonator ?? null,
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
    this.persist();
  }

  updateUser(user: User): void {
    this.state.user = user;
    this.persist();
  }

  /** Registers state to forget at logout (cached lists, drafts). */
  onClear(clear: () => void): () => void {
    this.clearers.add(clear);
    return () => this.clearers.delete(clear);
  }

  clear(): void {
    this.state.token = null;
    this.state.user = null;
    this.state.impersonator = null;
    this.storage.clear();
    for (const clear of this.clearers) clear();
  }

  private persist(): void {
    const s = snapshot(this.state);
    if (s.token && s.user) {
      this.storage.save({ token: s.token, user: s.user, impersonator: s.impersonator } as StoredSession);
    }
  }
}

export const SESSION_STORE = Symbol.for('SessionStore');
