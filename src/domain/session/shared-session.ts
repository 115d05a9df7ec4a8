/**
 * Several tabs are one session (docs/access.md#several-tabs-one-session): every tab of the back office
 * follows the session stored in the browser. These rules decide what a tab does when that stored
 * session changes under it (another tab logged out, logged in, connected as a reseller, came back
 * to its admin account), and when one of its calls is refused with a 401.
 */

/** A session as the rules need it: its token, its user, and the admin behind a connect-as. */
export interface SessionKey {
  readonly token: string;
  readonly userId: number;
  /** The admin who connected as this user, or null. */
  readonly impersonatorId: number | null;
}

/**
 * What a tab does when the stored session changed:
 * - `none`: nothing (no session here or there, or the same token);
 * - `ended`: the stored session is gone (a logout elsewhere): log out here too;
 * - `started`: this tab had no session: it takes the stored one;
 * - `renewed`: the same account (same user, same admin behind it) under a new token: take the token;
 * - `switched`: another account: nothing of the previous one may stay on screen.
 */
export type StoredSessionChange = 'none' | 'ended' | 'started' | 'renewed' | 'switched';

export function storedSessionChange(tab: SessionKey | null, stored: SessionKey | null): StoredSessionChange {
  if (!stored) return tab ? 'ended' : 'none';
  if (!tab) return 'started';
  if (stored.token === tab.token) return 'none';
  return stored.userId === tab.userId && stored.impersonatorId === tab.impersonatorId ? 'renewed' : 'switched';
}

/**
 * What a tab does with a 401:
 * - `ignore`: the refused token is not this tab's (an older call, sent before the tab took a newer
 *   session), or the tab has no session left: nothing to end;
 * - `adopt`: the tab's token was refused but the stored session is another one (a login in another
 *   tab the tab has not followed yet): the tab takes the stored session, which stays untouched;
 * - `expire`: the session this tab and the storage hold was refused: it ends, everywhere.
 *
 * `refusedToken` is the token the refused call carried (undefined when unknown: the tab's own).
 */
export type UnauthorizedDecision = 'ignore' | 'adopt' | 'expire';

export function decideUnauthorized(
  refusedToken: string | null | undefined,
  tabToken: string | null,
  storedToken: string | null,
): UnauthorizedDecision {
  if (!tabToken) return 'ignore';
  const refused = refusedToken === undefined ? tabToken : refusedToken;
  if (refused !== tabToken) return 'ignore';
  if (storedToken !== null && storedToken !== refused) return 'adopt';
  return 'expire';
}
