import { can, type Actor } from '../session/can';

/**
 * The requests lists whose sidebar entries count what waits (docs/product.md#what-the-sidebar-counts):
 * non-conformities waiting for a reseller's answer, cancellation requests waiting for an admin's.
 */
export type CountedRequests = 'non-conformities' | 'cancel-requests';

/**
 * Whose answer the counted requests wait for, as the user reads it: their own (their move), the
 * resellers' (staff following the orders stopped until a reseller answers), or an admin's (a reader
 * seeing what waits for the admins).
 */
export type AwaitedAnswer = 'yours' | 'resellers' | 'admins';

/**
 * docs/product.md#what-the-sidebar-counts: a reseller counts its non-conformities waiting for its
 * answer; staff count every non-conformity waiting for a reseller's answer, and the cancellation
 * requests waiting for an admin's (an admin's own move, a reader's to see). Null: no count.
 */
export function awaitedAnswer(user: Actor, list: CountedRequests): AwaitedAnswer | null {
  switch (list) {
    case 'non-conformities':
      if (can(user, 'answer', 'non-conformity')) return 'yours';
      return can(user, 'read-all', 'non-conformity') ? 'resellers' : null;
    case 'cancel-requests':
      if (can(user, 'treat', 'cancel-request')) return 'yours';
      return can(user, 'read-all', 'cancel-request') ? 'admins' : null;
  }
}
