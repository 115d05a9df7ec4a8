/**
 * The demo's stand-in for tough-cookie, aliased in vite.config.ts for the browser build only.
 * MSW keeps a cookie jar so mocked responses can set cookies; this API uses bearer tokens and
 * never sets one, and the real package drags in a public-suffix list (~45 KiB gz) that every
 * demo visitor would download before the login page shows. Node (tests, mock-api) keeps the real one.
 */
export class Cookie {
  static fromJSON(): Cookie | null {
    return null;
  }
  toJSON(): Record<string, never> {
    return {};
  }
}

export class MemoryCookieStore {
  idx: Record<string, Record<string, Record<string, Cookie>>> = {};
}

export class CookieJar {
  constructor(readonly store?: MemoryCookieStore) {}
  getCookiesSync(): Cookie[] {
    return [];
  }
  async setCookie(): Promise<void> {}
}
