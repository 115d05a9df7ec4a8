import { describe, expect, it } from 'vitest';
import { roleOf } from './role';

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
