/**
 * A signed-in account's sessions as the back office shows them (docs/access.md#sessions). Times
 * are ISO instants; a session's id is opaque and never its token.
 */

/** The caller's own session: when it started, was last used, and when it ends. */
export interface CurrentSession {
  readonly id: string;
  readonly startedAt: string;
  readonly lastSeenAt: string;
  /** When the session ends if no call comes before. */
  readonly idleExpiresAt: string;
  /** When it ends whatever happens. */
  readonly expiresAt: string;
  readonly idleTimeoutSeconds: number;
}

/** One of the caller's open sessions (one per browser it logged in from). */
export interface OpenSession {
  readonly id: string;
  readonly startedAt: string;
  readonly lastSeenAt: string;
  /** The browser's User-Agent as it logged in. */
  readonly userAgent: string;
  /** The session making the call: this browser. */
  readonly current: boolean;
  /**
   * Support working in the account (an admin's connect-as): no browser shown, and the account does
   * not end it (docs/access.md#connect-as-a-reseller).
   */
  readonly support: boolean;
}

/** What a login answers beside the token: how long the session lasts (null from a server that does not say). */
export interface LoginSession {
  readonly token: string;
  readonly idleTimeoutSeconds: number | null;
  /** ISO instant of the absolute end, or null. */
  readonly expiresAt: string | null;
}
