import { COUNTRIES } from '../../application/countries/countries.tokens';
import { ListCountries, ToggleCountryDelivery } from '../../application/countries/countries.use-cases';
import { COUNTRY_GATEWAY } from '../../application/countries/country-gateway.port';
import { MARGIN_PRICE_GATEWAY } from '../../application/margin-prices/margin-price-gateway.port';
import { MARGIN_PRICES } from '../../application/margin-prices/margin-prices.tokens';
import {
  CurrentMarginGrid,
  MarginCsvModel,
  MarginGrid,
  PreviewMarginFile,
} from '../../application/margin-prices/margin-prices.use-cases';
import { RESELLER_DIRECTORY } from '../../application/resellers/reseller-directory.port';
import { RESELLERS } from '../../application/resellers/resellers.tokens';
import {
  CountResellers,
  GetResellerProfile,
  SaveResellerProfile,
  SearchResellers,
} from '../../application/resellers/resellers.use-cases';
import { SESSION_STORE } from '../../application/session/session.store';
import { APP_SIGNALS } from '../../application/shared/signals';
import { RECORDS } from '../../application/shared/record-tokens';
import { ApiCountryGateway } from '../adapters/api-country.gateway';
import { ApiMarginPriceGateway } from '../adapters/api-margin-price.gateway';
import { ApiResellerDirectory } from '../adapters/api-reseller-directory';
import { bindings } from './app-container';

/**
 * The resellers beyond their records (src/infrastructure/di/records.module.ts): view counts and
 * search, the reseller's own profile, the margin grid, the delivery countries.
 */
export const resellersModule = bindings((bind) => {
  bind.adapter(RESELLER_DIRECTORY, ApiResellerDirectory);
  bind.factory(RESELLERS, [RESELLER_DIRECTORY, RECORDS.resellers, SESSION_STORE], (directory, records, session) => ({
    search: new SearchResellers(directory),
    counts: new CountResellers(directory),
    getProfile: new GetResellerProfile(records, session),
    saveProfile: new SaveResellerProfile(records, session),
  }));
  bind.adapter(MARGIN_PRICE_GATEWAY, ApiMarginPriceGateway);
  bind.factory(MARGIN_PRICES, [MARGIN_PRICE_GATEWAY], (gateway) => ({
    grid: new MarginGrid(gateway),
    preview: new PreviewMarginFile(gateway),
    csvModel: new MarginCsvModel(gateway),
    currentGrid: new CurrentMarginGrid(gateway),
  }));
  bind.adapter(COUNTRY_GATEWAY, ApiCountryGateway);
  bind.factory(COUNTRIES, [COUNTRY_GATEWAY, APP_SIGNALS], (gateway, signals) => ({
    list: new ListCountries(gateway),
    toggleDelivery: new ToggleCountryDelivery(gateway, signals),
  }));
});
