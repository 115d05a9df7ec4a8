import { describe, expect, it } from 'vitest';
import { canWrite, isAdmin, mayUseBackOffice, roleOf, seesAdminScreens } from './role';

const p = (...roles: string[]) => ({ id: 1, roles });

describe('roleOf', () => {
  it('takes the first entry of roles', () => {
    expect(roleOf(p('ROLE_RESELLER', 'ROLE_ADMIN'))).toBe('ROLE_RESELLER');
    expect(roleOf(p('ROLE_ADMIN', 'ROLE_RESELLER'))).toBe('ROLE_ADMIN');
  });
  it('has no role for an empty or unknown list', () => {
    expect(roleOf(p())).toBeNull();
    expect(roleOf(p('ROLE_USER'))).toBeNull();
    expect(roleOf(null)).toBeNull();
  });
});

describe('permissions', () => {
  it('lets admins and readers see admin screens, and only admins and resellers write', () => {
    expect(seesAdminScreens(p('ROLE_READER'))).toBe(true);
    expect(seesAdminScreens(p('ROLE_RESELLER'))).toBe(false);
    expect(canWrite(p('ROLE_READER'))).toBe(false);
    expect(canWrite(p('ROLE_RESELLER'))).toBe(true);
    expect(isAdmin(p('ROLE_READER', 'ROLE_ADMIN'))).toBe(false);
  });
  it('keeps quote users out of the back office', () => {
    expect(mayUseBackOffice(p('ROLE_RESELLER_FRONT'))).toBe(false);
    expect(mayUseBackOffice(p('ROLE_RESELLER'))).toBe(true);
  });
});
