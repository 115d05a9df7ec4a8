import { countriesApi } from '../../src/api/countries.api';
import { marginPricesApi } from '../../src/api/margin-prices.api';
import { resellersApi } from '../../src/api/resellers.api';
import type { MockBackend } from '../backend';
import { recordImplementations } from './records.handlers';
import { implement } from './route';
import { countryLanguage, listRequest, perResellerListRequest, resellerListRequest } from './list-requests';

/**
 * The operations of src/api/resellers.api.ts (the record calls, the prospect views and the search),
 * of src/api/margin-prices.api.ts (the margin grid) and of src/api/countries.api.ts.
 */
export function resellerHandlers(backend: MockBackend) {
  const resellers = backend.resellers;
  const grid = backend.marginPrices;
  const countries = backend.countries;
  return [
    ...recordImplementations(resellersApi.records, resellers, resellerListRequest),
    implement(resellersApi.listProspects, ({ query }, ctx) => resellers.prospects(ctx, listRequest(query))),
    implement(resellersApi.listCustomers, ({ query }, ctx) => resellers.notProspects(ctx, listRequest(query))),
    implement(resellersApi.searchResellers, ({ query }, ctx) => resellers.search(ctx, listRequest(query))),
    implement(marginPricesApi.listMarginPrices, ({ query }, ctx) => grid.list(ctx, perResellerListRequest(query))),
    implement(marginPricesApi.listMarginScenarios, (_input, ctx) => grid.scenarios(ctx)),
    implement(marginPricesApi.uploadMarginPrices, ({ body }, ctx) => grid.upload(ctx, body)),
    implement(countriesApi.listCountries, ({ query }, ctx) => countries.list(ctx, countryLanguage(query))),
    implement(countriesApi.setCountryDelivery, ({ id, body, query }, ctx) =>
      countries.setDelivery(ctx, id(), body, countryLanguage(query)),
    ),
  ];
}
