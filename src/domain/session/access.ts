import { isAdmin, isReseller, mayUseBackOffice, seesAdminScreens, type Principal } from '../users/role';

/**
 * Who may open a route:
 * - public: anyone (login, forgot password, change password)
 * - guest: public, but a logged-in user goes to the dashboard
 * - login: any back-office user
 * - reseller: a logged-in reseller only (profile, margin prices)
 * - admin: admin-flagged; admins and readers (the others are denied:
 *   docs/decisions.md#departures-from-the-original-specification)
 * - superadmin: an admin holding the translation right (translation export)
 */
export type RouteAccess = 'public' | 'guest' | 'login' | 'reseller' | 'admin' | 'superadmin';

export type AccessDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'login'; readonly redirectFrom: string }
  | { readonly kind: 'dashboard' }
  | { readonly kind: 'denied' };

/**
 * docs/access.md#translation-export-right: the right to export and import the app's translations,
 * held by one account's id (seeded on superadmin@demo.local), never by a username that can be renamed.
 */
export const TRANSLATIONS_RIGHT = 'translations';

/** Does the account hold `right` (the server's `rights` list of the user)? */
export const holdsRight = (user: { readonly rights?: readonly string[] } | null | undefined, right: string): boolean =>
  Boolean(user?.rights?.includes(right));

export function decideAccess(
  access: RouteAccess,
  user: (Principal & { readonly rights?: readonly string[] }) | null,
  path: string,
): AccessDecision {
  if (access === 'public') return { kind: 'allow' };
  if (access === 'guest') return user ? { kind: 'dashboard' } : { kind: 'allow' };
  if (!user || !mayUseBackOffice(user)) return { kind: 'login', redirectFrom: path };
  switch (access) {
    case 'login':
      return { kind: 'allow' };
    case 'reseller':
      return isReseller(user) ? { kind: 'allow' } : { kind: 'denied' };
    case 'admin':
      return seesAdminScreens(user) ? { kind: 'allow' } : { kind: 'denied' };
    case 'superadmin':
      return isAdmin(user) && holdsRight(user, TRANSLATIONS_RIGHT) ? { kind: 'allow' } : { kind: 'denied' };
  }
}

/** Where a login lands: the page the user was sent away from, if it is a safe in-app path. */
export function landingAfterLogin(redirectFrom: string | null | undefined): string {
  if (!redirectFrom || !redirectFrom.startsWith('/') || redirectFrom.startsWith('//')) return '/';
  if (/^\/(login|logout|forgot-password|change-password)/.test(redirectFrom)) return '/';
  return redirectFrom;
}
