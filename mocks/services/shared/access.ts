import { roleOf, type Role } from '../../../src/domain/users/role';
import { ApiError } from './api-error';
import type { CallContext } from './context';
import { message } from './messages';

/** Who may read the lists of orders, quotes and requests (a reseller its own only). */
export const READERS: readonly Role[] = ['ROLE_ADMIN', 'ROLE_READER', 'ROLE_RESELLER'];
export const STAFF: readonly Role[] = ['ROLE_ADMIN', 'ROLE_READER'];
export const ADMIN: readonly Role[] = ['ROLE_ADMIN'];
export const RESELLER: readonly Role[] = ['ROLE_RESELLER'];
/** Writes an admin or the owning reseller may make (the reader only reads). */
export const ADMIN_OR_RESELLER: readonly Role[] = ['ROLE_ADMIN', 'ROLE_RESELLER'];

export const forbidden = (ctx: CallContext): ApiError =>
  new ApiError(403, { message: message(ctx.locale, 'forbidden') });

export const notFound = (ctx: CallContext): ApiError => new ApiError(404, { message: message(ctx.locale, 'notFound') });

/** docs/api/README.md#errors: a role that may not call an endpoint gets a 403. */
export function requireRole(ctx: CallContext, allowed: readonly Role[]): Role {
  const role = roleOf(ctx.caller);
  if (!role || !allowed.includes(role)) throw forbidden(ctx);
  return role;
}

/**
 * The reseller whose records the caller sees, or null for staff (all of them).
 * docs/access.md#reseller-scoping: a reseller sees only its own, whatever `_resellerId` says.
 */
export function resellerScope(ctx: CallContext, allowed: readonly Role[] = READERS): number | null {
  return requireRole(ctx, allowed) === 'ROLE_RESELLER' ? ctx.caller.id : null;
}

/** A record the caller may see: another reseller's is a 404, as if it did not exist. */
export function visible<R extends { resellerId: number | null }>(ctx: CallContext, record: R | undefined): R {
  const scope = resellerScope(ctx);
  if (!record || (scope !== null && record.resellerId !== scope)) throw notFound(ctx);
  return record;
}
