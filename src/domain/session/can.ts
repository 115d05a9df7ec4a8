import { roleOf, type Principal, type Role } from '../users/role';

/**
 * docs/access.md#translation-export-right: the right to export and import the app's translations,
 * held by one account's id (seeded on superadmin@demo.local), never by a username that can be renamed.
 */
export const TRANSLATIONS_RIGHT = 'translations';
export type Right = typeof TRANSLATIONS_RIGHT;

/** Whoever asks: the logged-in user, or the caller of the API (with the rights the server lists for it). */
export type Actor = (Principal & { readonly rights?: readonly string[] }) | null | undefined;

/**
 * Who holds a permission: 'anyone' (even without a session), a list of roles, or a role that must
 * also hold a right.
 */
type Rule = 'anyone' | readonly Role[] | { readonly roles: readonly Role[]; readonly right: Right };

const ADMIN: readonly Role[] = ['ROLE_ADMIN'];
const RESELLER: readonly Role[] = ['ROLE_RESELLER'];
/** docs/access.md#roles: "staff" means admins and readers. */
const STAFF: readonly Role[] = ['ROLE_ADMIN', 'ROLE_READER'];
/** Whoever may use the back office (the quote users may not). */
const BACK_OFFICE: readonly Role[] = ['ROLE_ADMIN', 'ROLE_READER', 'ROLE_RESELLER'];
/** Writes an admin or the owning reseller may make (docs/access.md#the-reader: the reader only reads). */
const ADMIN_OR_RESELLER: readonly Role[] = ['ROLE_ADMIN', 'ROLE_RESELLER'];

/**
 * The table of docs/access.md#what-each-role-may-do, one row per subject, one cell per action.
 *
 * - `read`: the records of a subject; a reseller reads its own only (the API scopes the lists and
 *   answers 404 for another reseller's record: docs/access.md#reseller-scoping).
 * - `read-all`: every reseller's records side by side: the company column, the reseller filter, every
 *   scenario (a reseller filters by the active ones), the exports, the order zip, the dashboard of all resellers. Staff only.
 * - `read-secrets`: the environment configuration's passwords and tokens, a reseller's keys (its own
 *   for a reseller) (docs/access.md#the-reader: withheld from the reader).
 *
 * The screens (`*-screen`) are the route guard's kinds (`RouteAccess`); the operations
 * (`*-operation`) are the access kinds of the API contract (docs/access.md#access-kinds-of-the-api-contract),
 * which the mock API checks before reading a body and the security matrix expects.
 */
const POLICIES = {
  'back-office': { use: BACK_OFFICE },
  'reseller-screen': { open: RESELLER },
  'admin-screen': { open: STAFF },
  dashboard: { read: BACK_OFFICE, 'read-all': STAFF },
  user: {
    read: BACK_OFFICE,
    'read-all': STAFF,
    create: ADMIN_OR_RESELLER,
    update: ADMIN_OR_RESELLER,
    switch: ADMIN_OR_RESELLER,
    delete: ADMIN_OR_RESELLER,
    'end-sessions': ADMIN,
    /**
     * One's own login and password, with the current password: the one change of its own record a
     * reader makes (docs/access.md#the-reader); admins and resellers change the rest too (`update`).
     */
    'change-own-keys': BACK_OFFICE,
  },
  reseller: {
    read: BACK_OFFICE,
    'read-all': STAFF,
    'read-secrets': ADMIN_OR_RESELLER,
    create: ADMIN,
    update: ADMIN_OR_RESELLER,
    switch: ADMIN,
    delete: ADMIN,
    'connect-as': ADMIN,
  },
  'margin-grid': { read: BACK_OFFICE, 'read-all': STAFF, replace: RESELLER },
  catalogue: { read: STAFF, write: ADMIN },
  settings: { read: STAFF, write: ADMIN, 'read-secrets': ADMIN },
  country: { read: BACK_OFFICE, switch: ADMIN },
  translations: { export: { roles: ADMIN, right: TRANSLATIONS_RIGHT } },
  order: {
    read: BACK_OFFICE,
    'read-all': STAFF,
    'read-manufacturing': STAFF,
    'change-status': ADMIN,
    'resync-files': ADMIN,
    'upload-delivery-note': ADMIN_OR_RESELLER,
    'flag-non-conformity': ADMIN,
    'read-non-conformity': STAFF,
    'request-cancel': RESELLER,
  },
  'cancel-request': { read: BACK_OFFICE, 'read-all': STAFF, treat: ADMIN },
  'non-conformity': { read: BACK_OFFICE, 'read-all': STAFF, answer: RESELLER },
  quote: { read: BACK_OFFICE, 'read-all': STAFF, 'upload-series': ADMIN_OR_RESELLER, validate: ADMIN_OR_RESELLER },
  tour: { run: RESELLER },
  /** The audit trail (docs/audit.md): staff read it; an order's own timeline follows the order's `read`. */
  audit: { read: STAFF },
  /**
   * The change events of GET /events (docs/access.md#events-notifications-and-mails): staff every
   * one, a reseller those of its own orders, quotes and requests.
   */
  event: { read: BACK_OFFICE, 'read-all': STAFF },
  /** A user's own notifications. */
  notification: { read: BACK_OFFICE },
  /**
   * The outbox of sent mails: staff read it, and nobody reads a live secret in it (a reset link's
   * token is `***` for every reader: docs/access.md#events-notifications-and-mails).
   */
  mail: { read: STAFF },
  'open-operation': { call: 'anyone' },
  'session-operation': { call: 'anyone' },
  'self-operation': { call: BACK_OFFICE },
  'staff-operation': { call: STAFF },
  'scoped-operation': { call: BACK_OFFICE },
  'admin-operation': { call: ADMIN },
  'owner-operation': { call: ADMIN_OR_RESELLER },
  'account-operation': { call: BACK_OFFICE },
  'reseller-operation': { call: RESELLER },
  'demo-operation': { call: RESELLER },
} as const satisfies Readonly<Record<string, Readonly<Record<string, Rule>>>>;

export type Subject = keyof typeof POLICIES;
/** The actions that exist on one subject: `can(user, 'treat', 'order')` does not compile. */
export type ActionOn<S extends Subject> = keyof (typeof POLICIES)[S] & string;
export type Action = { [S in Subject]: ActionOn<S> }[Subject];

/** Does the account hold `right` (the server's `rights` list of the user)? */
export const holdsRight = (user: Actor, right: Right): boolean => Boolean(user?.rights?.includes(right));

/**
 * May `actor` do `action` on `subject`? The one answer to every role question: the screens show or
 * hide with it, the route guard opens with it, the mock API refuses (403) with it. Which records a
 * reseller owns is the server's to check (docs/access.md#reseller-scoping); this answers for the role.
 */
export function can<S extends Subject>(actor: Actor, action: ActionOn<S>, subject: S): boolean {
  const rule = (POLICIES[subject] as Readonly<Record<string, Rule>>)[action];
  if (rule === undefined) return false;
  if (rule === 'anyone') return true;
  const role = roleOf(actor);
  if (role === null) return false;
  if ('right' in rule) return rule.roles.includes(role) && holdsRight(actor, rule.right);
  return rule.includes(role);
}

/** Every subject with its actions, for tests that walk the whole table. */
export const PERMISSIONS: readonly { readonly subject: Subject; readonly action: Action }[] = Object.entries(
  POLICIES,
).flatMap(([subject, actions]) =>
  Object.keys(actions).map((action) => ({ subject: subject as Subject, action: action as Action })),
);
