import { can, type Actor } from './can';

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

/** What a signed-in user must be allowed to open a route of each kind (the table of `can`). */
function mayOpen(access: 'login' | 'reseller' | 'admin' | 'superadmin', user: Actor): boolean {
  switch (access) {
    case 'login':
      return can(user, 'use', 'back-office');
    case 'reseller':
      return can(user, 'open', 'reseller-screen');
    case 'admin':
      return can(user, 'open', 'admin-screen');
    case 'superadmin':
      return can(user, 'export', 'translations');
  }
}

export function decideAccess(access: RouteAccess, user: Actor, path: string): AccessDecision {
  if (access === 'public') return { kind: 'allow' };
  if (access === 'guest') return user ? { kind: 'dashboard' } : { kind: 'allow' };
  if (!can(user, 'use', 'back-office')) return { kind: 'login', redirectFrom: path };
  return mayOpen(access, user) ? { kind: 'allow' } : { kind: 'denied' };
}

/**
 * Where a login lands: the page the user was sent away from, if it is a safe in-app path: one
 * slash then no second one, and no backslash nor control character anywhere (a browser reads
 * `/\evil.example` and `/\t/evil.example` as `//evil.example`, another site).
 */
export function landingAfterLogin(redirectFrom: string | null | undefined): string {
  if (!redirectFrom || !redirectFrom.startsWith('/') || redirectFrom.startsWith('//')) return '/';
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\u0000-\u001F\u007F]/.test(redirectFrom)) return '/';
  if (/^\/(login|logout|forgot-password|change-password)/.test(redirectFrom)) return '/';
  return redirectFrom;
}
