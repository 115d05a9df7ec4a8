import type { ListQuery } from '../../domain/shared/page';
import { isReseller, type Principal } from '../../domain/users/role';

/**
 * docs/access.md#reseller-scoping: a reseller's lists (orders, quotes, requests) are asked for with its own id in
 * `_resellerId`, whatever reseller badges the URL holds; the server scopes them anyway.
 */
export function scopeToReseller(query: ListQuery, user: Principal | null): ListQuery {
  if (!user || !isReseller(user)) return query;
  return { ...query, filters: { ...query.filters, '_resellerId[]': undefined, _resellerId: String(user.id) } };
}
