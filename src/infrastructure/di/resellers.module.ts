import { COUNTRIES } from '../../application/countries/countries.tokens';
import { COUNTRY_GATEWAY } from '../../application/countries/country-gateway.port';
import { MARGIN_PRICE_GATEWAY } from '../../application/margin-prices/margin-price-gateway.port';
import { MARGIN_PRICES } from '../../application/margin-prices/margin-prices.tokens';
import { RESELLER_DIRECTORY } from '../../application/resellers/reseller-directory.port';
import { RESELLERS } from '../../application/resellers/resellers.tokens';
import { SESSION_STORE } from '../../application/session/session.store';
import { APP_EVENTS } from '../../application/shared/events';
import { bindings, loaded } from './app-container';

const margins = () => import('../../application/margin-prices/margin-prices.use-cases');
const resellers = () => import('../../application/resellers/resellers.use-cases');
const countries = () => import('../../application/countries/countries.use-cases');

/**
 * The resellers beyond their record screens (src/infrastructure/di/records.module.ts): view counts
 * and search, the reseller's own profile, the margin grid (its CSV reading loads with the margin
 * screen's first call), the delivery countries.
 */
export const resellersModule = bindings((bind) => {
  bind.lazyAdapter(RESELLER_DIRECTORY, () =>
    import('../adapters/api-reseller-directory').then((m) => m.ApiResellerDirectory),
  );
  bind.factory(
    RESELLERS.search,
    [RESELLER_DIRECTORY],
    loaded(resellers, (m, directory) => new m.SearchResellers(directory)),
  );
  bind.factory(
    RESELLERS.getProfile,
    [RESELLERS.repository, SESSION_STORE],
    loaded(resellers, (m, repository, session) => new m.GetResellerProfile(repository, session)),
  );
  bind.factory(
    RESELLERS.saveProfile,
    [RESELLERS.repository, SESSION_STORE],
    loaded(resellers, (m, repository, session) => new m.SaveResellerProfile(repository, session)),
  );

  bind.lazyAdapter(MARGIN_PRICE_GATEWAY, () =>
    import('../adapters/api-margin-price.gateway').then((m) => m.ApiMarginPriceGateway),
  );
  bind.factory(
    MARGIN_PRICES.preview,
    [MARGIN_PRICE_GATEWAY],
    loaded(margins, (m, gateway) => new m.PreviewMarginFile(gateway)),
  );
  bind.factory(
    MARGIN_PRICES.csvModel,
    [MARGIN_PRICE_GATEWAY],
    loaded(margins, (m, gateway) => new m.MarginCsvModel(gateway)),
  );
  bind.factory(
    MARGIN_PRICES.currentGrid,
    [MARGIN_PRICE_GATEWAY],
    loaded(margins, (m, gateway) => new m.CurrentMarginGrid(gateway)),
  );

  bind.lazyAdapter(COUNTRY_GATEWAY, () => import('../adapters/api-country.gateway').then((m) => m.ApiCountryGateway));
  bind.factory(
    COUNTRIES.list,
    [COUNTRY_GATEWAY],
    loaded(countries, (m, gateway) => new m.ListCountries(gateway)),
  );
  bind.factory(
    COUNTRIES.toggleDelivery,
    [COUNTRY_GATEWAY, APP_EVENTS],
    loaded(countries, (m, gateway, events) => new m.ToggleCountryDelivery(gateway, events)),
  );
});
