import type { SessionStorage, StoredSession } from '../../application/session/session-storage.port';

/** Where the session is kept; the demo build's early worker start reads it too (vite.config.ts). */
export const SESSION_STORAGE_KEY = 'bo.session';

/** The session in localStorage: it survives a reload, never a URL. */
export class LocalSessionStorage implements SessionStorage {
  /** `belongings`: other keys of localStorage that belong to the session and go with it. */
  constructor(private readonly belongings: readonly string[] = []) {}

  load(): StoredSession | null {
    try {
      const text = localStorage.getItem(SESSION_STORAGE_KEY);
      if (!text) return null;
      const parsed = JSON.parse(text) as Partial<StoredSession>;
      return typeof parsed.token === 'string' && parsed.user ? (parsed as StoredSession) : null;
    } catch {
      return null;
    }
  }

  save(session: StoredSession): void {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  }

  clear(): void {
    localStorage.removeItem(SESSION_STORAGE_KEY);
    for (const key of this.belongings) localStorage.removeItem(key);
  }

  /**
   * Another tab's login, logout or connect-as (docs/access.md#several-tabs-one-session): the browser
   * sends a `storage` event to every other tab of the origin at once. A tab that was frozen or kept
   * in the back-forward cache may have missed some: it looks again when shown.
   */
  watch(onChange: (stored: StoredSession | null) => void): () => void {
    const onStorage = (event: StorageEvent) => {
      // key null: the whole storage was cleared.
      if (event.storageArea === localStorage && (event.key === SESSION_STORAGE_KEY || event.key === null))
        onChange(this.load());
    };
    const onShow = () => {
      if (document.visibilityState === 'visible') onChange(this.load());
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', onShow);
    document.addEventListener('visibilitychange', onShow);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', onShow);
      document.removeEventListener('visibilitychange', onShow);
    };
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
