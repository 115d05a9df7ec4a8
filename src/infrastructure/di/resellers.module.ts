import { COUNTRIES } from '../../application/countries/countries.tokens';
import { ListCountries, ToggleCountryDelivery } from '../../application/countries/countries.use-cases';
import { COUNTRY_GATEWAY } from '../../application/countries/country-gateway.port';
import { MARGIN_PRICE_GATEWAY } from '../../application/margin-prices/margin-price-gateway.port';
import { MARGIN_PRICES } from '../../application/margin-prices/margin-prices.tokens';
import { RESELLER_DIRECTORY } from '../../application/resellers/reseller-directory.port';
import { RESELLERS } from '../../application/resellers/reseller-repository.port';
import {
  GetResellerProfile,
  SaveResellerProfile,
  SearchResellers,
} from '../../application/resellers/resellers.use-cases';
import { SESSION_STORE } from '../../application/session/session.store';
import { APP_EVENTS } from '../../application/shared/events';
import { bindings, loaded } from './app-container';

const margins = () => import('../../application/margin-prices/margin-prices.use-cases');

/**
 * The resellers beyond their record screens (src/infrastructure/di/records.module.ts): view counts
 * and search, the reseller's own profile, the margin grid (its CSV reading loads with the margin
 * screen's first call), the delivery countries.
 */
export const resellersModule = bindings((bind) => {
  bind.lazyAdapter(RESELLER_DIRECTORY, () =>
    import('../adapters/api-reseller-directory').then((m) => m.ApiResellerDirectory),
  );
  bind.factory(RESELLERS.search, [RESELLER_DIRECTORY], (directory) => new SearchResellers(directory));
  bind.factory(
    RESELLERS.getProfile,
    [RESELLERS.repository, SESSION_STORE],
    (resellers, session) => new GetResellerProfile(resellers, session),
  );
  bind.factory(
    RESELLERS.saveProfile,
    [RESELLERS.repository, SESSION_STORE],
    (resellers, session) => new SaveResellerProfile(resellers, session),
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
  bind.factory(COUNTRIES.list, [COUNTRY_GATEWAY], (countries) => new ListCountries(countries));
  bind.factory(
    COUNTRIES.toggleDelivery,
    [COUNTRY_GATEWAY, APP_EVENTS],
    (countries, events) => new ToggleCountryDelivery(countries, events),
  );
});
