import { describe, expect, it } from 'vitest';
import { TRANSLATIONS_RIGHT } from '../session/can';
import { isSuperAdmin, keepsItsKeysFrom } from './super-admin';

const superAdmin = { id: 2, roles: ['ROLE_ADMIN'], rights: [TRANSLATIONS_RIGHT] };
const admin = { id: 1, roles: ['ROLE_ADMIN'], rights: [] };

describe('the super-admin (docs/access.md#the-super-admin)', () => {
  it('is the account holding the translation right, not an admin by its role', () => {
    expect(isSuperAdmin(superAdmin)).toBe(true);
    expect(isSuperAdmin(admin)).toBe(false);
    expect(isSuperAdmin({ id: 3, roles: ['ROLE_ADMIN'] })).toBe(false);
  });

  it('keeps its login, password, role and switch from another admin, not from itself', () => {
    expect(keepsItsKeysFrom(admin, superAdmin)).toBe(true);
    expect(keepsItsKeysFrom(superAdmin, superAdmin)).toBe(false);
    expect(keepsItsKeysFrom(superAdmin, admin)).toBe(false);
    expect(keepsItsKeysFrom(null, superAdmin)).toBe(true);
  });
});
