import type { SessionStorage, StoredSession } from '../../application/session/session-storage.port';

const KEY = 'bo.session';

/** The session in localStorage: it survives a reload, never a URL. */
export class LocalSessionStorage implements SessionStorage {
  load(): StoredSession | null {
    try {
      const text = localStorage.getItem(KEY);
      if (!text) return null;
      const parsed = JSON.parse(text) as Partial<StoredSession>;
      return typeof parsed.token === 'string' && parsed.user ? (parsed as StoredSession) : null;
    } catch {
      return null;
    }
  }

  save(session: StoredSession): void {
    localStorage.setItem(KEY, JSON.stringify(session));
  }

  clear(): void {
    localStorage.removeItem(KEY);
  }
}

/** For tests and Node: the same contract, kept in memory. */
export class InMemorySessionStorage implements SessionStorage {
  private stored: StoredSession | null = null;
  load(): StoredSession | null {
    return this.stored;
  }
  save(session: StoredSession): void {
    this.stored = session;
  }
  clear(): void {
    this.stored = null;
  }
}
