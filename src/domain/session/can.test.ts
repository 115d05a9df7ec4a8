import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, TRANSLATIONS_RIGHT, type Action, type Actor, type Subject } from './can';

const ACTORS = {
  admin: { id: 1, roles: ['ROLE_ADMIN'] },
  'translation admin': { id: 2, roles: ['ROLE_ADMIN'], rights: [TRANSLATIONS_RIGHT] },
  reader: { id: 3, roles: ['ROLE_READER'] },
  reseller: { id: 7, roles: ['ROLE_RESELLER'] },
  'quote user': { id: 9, roles: ['ROLE_RESELLER_FRONT'] },
  nobody: null,
} as const satisfies Record<string, Actor>;
type Who = keyof typeof ACTORS;

const ADMINS: readonly Who[] = ['admin', 'translation admin'];
const STAFF: readonly Who[] = [...ADMINS, 'reader'];
const BACK_OFFICE: readonly Who[] = [...STAFF, 'reseller'];
const WRITERS: readonly Who[] = [...ADMINS, 'reseller'];
const RESELLER: readonly Who[] = ['reseller'];
const ANYONE = Object.keys(ACTORS) as Who[];

/** docs/access.md#what-each-role-may-do, written out again cell by cell: who may, per subject and action. */
const EXPECTED: Readonly<Record<string, readonly Who[]>> = {
  'use back-office': BACK_OFFICE,
  'open reseller-screen': RESELLER,
  'open admin-screen': STAFF,
  'read dashboard': BACK_OFFICE,
  'read-all dashboard': STAFF,
  'read user': BACK_OFFICE,
  'read-all user': STAFF,
  'create user': WRITERS,
  'update user': WRITERS,
  'switch user': WRITERS,
  'delete user': WRITERS,
  'end-sessions user': ADMINS,
  'change-own-keys user': BACK_OFFICE,
  'read reseller': BACK_OFFICE,
  'read-all reseller': STAFF,
  'read-secrets reseller': WRITERS,
  'create reseller': ADMINS,
  'update reseller': WRITERS,
  'switch reseller': ADMINS,
  'delete reseller': ADMINS,
  'connect-as reseller': ADMINS,
  'read margin-grid': BACK_OFFICE,
  'read-all margin-grid': STAFF,
  'replace margin-grid': RESELLER,
  'read catalogue': STAFF,
  'write catalogue': ADMINS,
  'read settings': STAFF,
  'write settings': ADMINS,
  'read-secrets settings': ADMINS,
  'read country': BACK_OFFICE,
  'switch country': ADMINS,
  'export translations': ['translation admin'],
  'read order': BACK_OFFICE,
  'read-all order': STAFF,
  'read-manufacturing order': STAFF,
  'change-status order': ADMINS,
  'resync-files order': ADMINS,
  'upload-delivery-note order': WRITERS,
  'flag-non-conformity order': ADMINS,
  'read-non-conformity order': STAFF,
  'request-cancel order': RESELLER,
  'read cancel-request': BACK_OFFICE,
  'read-all cancel-request': STAFF,
  'treat cancel-request': ADMINS,
  'read non-conformity': BACK_OFFICE,
  'read-all non-conformity': STAFF,
  'answer non-conformity': RESELLER,
  'read quote': BACK_OFFICE,
  'read-all quote': STAFF,
  'upload-series quote': WRITERS,
  'validate quote': WRITERS,
  'run tour': RESELLER,
  'read audit': STAFF,
  'read event': BACK_OFFICE,
  'read-all event': STAFF,
  'read notification': BACK_OFFICE,
  'read mail': STAFF,
  'call open-operation': ANYONE,
  'call session-operation': ANYONE,
  'call self-operation': BACK_OFFICE,
  'call staff-operation': STAFF,
  'call scoped-operation': BACK_OFFICE,
  'call admin-operation': ADMINS,
  'call owner-operation': WRITERS,
  'call account-operation': BACK_OFFICE,
  'call reseller-operation': RESELLER,
  'call demo-operation': RESELLER,
};

const allows = (action: Action, subject: Subject, who: Who): boolean => can(ACTORS[who], action as never, subject);

describe('can: the table of docs/access.md', () => {
  it('has a row here for every permission of the table, and none it lacks', () => {
    expect(PERMISSIONS.map(({ action, subject }) => `${action} ${subject}`).sort()).toEqual(
      Object.keys(EXPECTED).sort(),
    );
  });

  const cells = PERMISSIONS.flatMap(({ action, subject }) =>
    ANYONE.map((who) => ({ action, subject, who, allowed: EXPECTED[`${action} ${subject}`]?.includes(who) ?? false })),
  );
  it.each(cells)('$who: $action $subject → $allowed', ({ action, subject, who, allowed }) => {
    expect(allows(action, subject, who)).toBe(allowed);
  });

  it('knows only the actions of each subject (a typo fails tsc)', () => {
    // @ts-expect-error: 'treat' is a cancellation request's action, not an order's.
    expect(can(ACTORS.admin, 'treat', 'order')).toBe(false);
  });

  it('reads the role from the first entry of roles, and gives nothing to an unknown one', () => {
    expect(can({ id: 1, roles: ['ROLE_READER', 'ROLE_ADMIN'] }, 'write', 'catalogue')).toBe(false);
    expect(can({ id: 1, roles: ['ROLE_USER'] }, 'read', 'order')).toBe(false);
    expect(can({ id: 1, roles: [] }, 'use', 'back-office')).toBe(false);
  });

  it('gives the translation export by the right, never to a reader or reseller holding it', () => {
    expect(can({ id: 3, roles: ['ROLE_READER'], rights: [TRANSLATIONS_RIGHT] }, 'export', 'translations')).toBe(false);
    expect(can({ id: 7, roles: ['ROLE_RESELLER'], rights: [TRANSLATIONS_RIGHT] }, 'export', 'translations')).toBe(
      false,
    );
  });
});
