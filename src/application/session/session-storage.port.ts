import type { User } from '../../domain/users/user';
import { token } from '../shared/token';

/** The admin behind a connect-as: its session, and the page "back to admin" returns to (an in-app path). */
export interface Impersonator {
  readonly token: string;
  readonly user: User;
  readonly returnTo?: string;
}

/** What survives a reload: the token, the user, and the admin while impersonating. */
export interface StoredSession {
  readonly token: string;
  readonly user: User;
  readonly impersonator: Impersonator | null;
}

export interface SessionStorage {
  load(): StoredSession | null;
  save(session: StoredSession): void;
  clear(): void;
  /**
   * Calls `onChange` with the stored session whenever another tab changed it (a browser's
   * storage); returns the way to stop. Storage no other tab shares has nothing to watch.
   */
  watch?(onChange: (stored: StoredSession | null) => void): () => void;
}

export const SESSION_STORAGE = token<SessionStorage>('SessionStorage');
