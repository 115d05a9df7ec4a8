import { can, type ActionOn, type Subject } from '../../../src/domain/session/can';
import { ApiError } from './api-error';
import type { CallContext } from './context';
import { message } from './messages';

const forbidden = (ctx: CallContext): ApiError => new ApiError(403, { message: message(ctx.locale, 'forbidden') });

export const notFound = (ctx: CallContext): ApiError => new ApiError(404, { message: message(ctx.locale, 'notFound') });

/**
 * docs/api/README.md#errors: a caller whose role may not do `action` on `subject` gets a 403. Who may
 * is the domain's table (`can`, docs/access.md#what-each-role-may-do), never a list kept here.
 */
export function requireCan<S extends Subject>(ctx: CallContext, action: ActionOn<S>, subject: S): void {
  if (!can(ctx.caller, action, subject)) throw forbidden(ctx);
}

/** The subjects a reseller reads its own of, and staff every reseller's (`read` and `read-all`). */
export type ScopedSubject = { [S in Subject]: 'read-all' extends ActionOn<S> ? S : never }[Subject];

/**
 * The reseller whose records of `subject` the caller sees, or null for staff (all of them); 403 for a
 * caller who may not read them. docs/access.md#reseller-scoping: a reseller sees only its own, whatever
 * `_resellerId` says.
 */
export function resellerScope(ctx: CallContext, subject: ScopedSubject): number | null {
  requireCan(ctx, 'read', subject);
  return can(ctx.caller, 'read-all', subject) ? null : ctx.caller.id;
}

/** A record the caller may see: another reseller's is a 404, as if it did not exist. */
export function visible<R extends { resellerId: number | null }>(
  ctx: CallContext,
  subject: ScopedSubject,
  record: R | undefined,
): R {
  const scope = resellerScope(ctx, subject);
  if (!record || (scope !== null && record.resellerId !== scope)) throw notFound(ctx);
  return record;
}
