import { describe, expect, it } from 'vitest';
import { awaitedAnswer } from './waiting-counts';

const admin = { id: 1, roles: ['ROLE_ADMIN'] };
const reader = { id: 3, roles: ['ROLE_READER'] };
const reseller = { id: 7, roles: ['ROLE_RESELLER'] };
const quoteUser = { id: 9, roles: ['ROLE_RESELLER_FRONT'] };

describe('what the sidebar counts, and whose answer it waits for (docs/product.md#what-the-sidebar-counts)', () => {
  it('a reseller: its non-conformities waiting for its own answer; no cancellation count', () => {
    expect(awaitedAnswer(reseller, 'non-conformities')).toBe('yours');
    expect(awaitedAnswer(reseller, 'cancel-requests')).toBeNull();
  });

  it('an admin: the non-conformities waiting for the resellers, the cancellation requests waiting for its answer', () => {
    expect(awaitedAnswer(admin, 'non-conformities')).toBe('resellers');
    expect(awaitedAnswer(admin, 'cancel-requests')).toBe('yours');
  });

  it('a reader: both, waiting for someone else (it answers nothing)', () => {
    expect(awaitedAnswer(reader, 'non-conformities')).toBe('resellers');
    expect(awaitedAnswer(reader, 'cancel-requests')).toBe('admins');
  });

  it('no count for whoever is not in the back office', () => {
    for (const user of [quoteUser, null, undefined]) {
      expect(awaitedAnswer(user, 'non-conformities')).toBeNull();
      expect(awaitedAnswer(user, 'cancel-requests')).toBeNull();
    }
  });
});
