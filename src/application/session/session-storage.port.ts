import type { User } from '../../domain/users/user';

/** What survives a reload: the token, the user, and the admin while impersonating. */
export interface StoredSession {
  readonly token: string;
  readonly user: User;
  readonly impersonator: { readonly token: string; readonly user: User } | null;
}

export interface SessionStorage {
  load(): StoredSession | null;
  save(session: StoredSession): void;
  clear(): void;
}

export const SESSION_STORAGE = Symbol.for('SessionStorage');
