import type { ListQuery } from '../../domain/shared/page';
import { can, type Subject } from '../../domain/session/can';
import type { Principal } from '../../domain/users/role';

/** The subjects whose lists a reseller reads scoped to itself (docs/access.md#reseller-scoping). */
export type ScopedSubject = Extract<Subject, 'order' | 'quote' | 'cancel-request' | 'non-conformity' | 'dashboard'>;

/**
 * docs/access.md#reseller-scoping: the reseller id a list is asked with when the user may not read
 * every reseller's records (`can(user, 'read-all', subject)`), or null when it may.
 */
export function ownResellerId(user: Principal | null, subject: ScopedSubject): number | null {
  return user && !can(user, 'read-all', subject) ? user.id : null;
}

/**
 * A reseller's order and quote lists are asked for with its own id as the only reseller, whatever
 * reseller badges the URL holds. The server ignores the reseller filter of a reseller and answers
 * its own rows (docs/access.md#reseller-scoping), so this changes nothing there: the query the app
 * keeps (its cache key) says what the answer holds.
 */
export function scopeToReseller<F extends { readonly resellerIds?: readonly number[] }>(
  query: ListQuery<F>,
  user: Principal | null,
  subject: ScopedSubject,
): ListQuery<F> {
  const own = ownResellerId(user, subject);
  return own === null ? query : { ...query, filter: Object.assign({}, query.filter, { resellerIds: [own] }) };
}

/** The request lists, which name one reseller: a reseller's are asked for with its own id (as above). */
export function scopeToOwnReseller<F extends { readonly resellerId?: number }>(
  query: ListQuery<F>,
  user: Principal | null,
  subject: ScopedSubject,
): ListQuery<F> {
  const own = ownResellerId(user, subject);
  return own === null ? query : { ...query, filter: Object.assign({}, query.filter, { resellerId: own }) };
}
