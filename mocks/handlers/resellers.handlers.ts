import type { MockBackend } from '../backend';
import { parseId } from '../services/validation';
import { routes } from './legacy-route';

/**
 * The reseller routes beyond the generic record ones (SPEC 7): the prospect views and the search
 * of /admin/resellers (mounted before `/admin/resellers/:id`), the margin grid and the countries.
 */
export function resellerHandlers(base: string, backend: MockBackend) {
  const { authed } = routes(base, backend);
  return [
    authed('get', '/admin/resellers/prospects', ({ query }, ctx) => backend.resellers.prospects(ctx!, query)),
    authed('get', '/admin/resellers/notprospects', ({ query }, ctx) => backend.resellers.notProspects(ctx!, query)),
    authed('get', '/admin/resellers/search', ({ query }, ctx) => backend.resellers.search(ctx!, query)),
    authed('get', '/reseller_marge_prices', ({ query }, ctx) => backend.margePrices.list(ctx!, query)),
    authed('post', '/reseller_marge_prices', ({ body }, ctx) => backend.margePrices.upload(ctx!, body)),
    authed('get', '/countries', ({ query }, ctx) => backend.countries.list(ctx!, query)),
    authed('put', '/countries/:id', ({ params, body, query, locale }, ctx) =>
      backend.countries.setDelivery(ctx!, parseId(params.id, locale), body, query),
    ),
  ];
}
