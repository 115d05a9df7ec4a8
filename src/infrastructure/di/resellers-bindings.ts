import type { AppContainer } from './app-container';
import { COUNTRIES } from '../../application/countries/countries.tokens';
import { ListCountries, ToggleCountryDelivery } from '../../application/countries/countries.use-cases';
import { COUNTRY_GATEWAY } from '../../application/countries/country-gateway.port';
import { MARGIN_PRICES } from '../../application/margin-prices/margin-prices.tokens';
import { MARGIN_PRICE_GATEWAY } from '../../application/margin-prices/margin-price-gateway.port';
import type * as MarginPrices from '../../application/margin-prices/margin-prices.use-cases';
import { RESELLER_DIRECTORY } from '../../application/resellers/reseller-directory.port';
import { RESELLERS } from '../../application/resellers/reseller-repository.port';
import {
  GetResellerProfile,
  SaveResellerProfile,
  SearchResellers,
} from '../../application/resellers/resellers.use-cases';
import type { SessionStore } from '../../application/session/session.store';
import type { AppEvents } from '../../application/shared/events';
import type { Adapters } from './adapters';

/**
 * The resellers' use cases beyond the generic record ones (those come from RECORD_ENDPOINTS):
 * view counts and search, the reseller's own profile, the margin grid, the delivery countries.
 */
export function bindResellersUseCases(
  container: AppContainer,
  adapters: Adapters,
  session: SessionStore,
  events: AppEvents,
): void {
  const resellers = adapters.records.resellers;
  container.bind(RESELLER_DIRECTORY, adapters.resellerDirectory);
  container.bind(RESELLERS.search, new SearchResellers(adapters.resellerDirectory));
  container.bind(RESELLERS.getProfile, new GetResellerProfile(resellers, session));
  container.bind(RESELLERS.saveProfile, new SaveResellerProfile(resellers, session));

  container.bind(MARGIN_PRICE_GATEWAY, adapters.marginPrices);
  // Loaded with the first call: the CSV reading is the margin screen's alone.
  const margins = container.lazy<typeof MarginPrices>(
    () => import('../../application/margin-prices/margin-prices.use-cases'),
  );
  margins(MARGIN_PRICES.preview, (m) => new m.PreviewMarginFile(adapters.marginPrices));
  margins(MARGIN_PRICES.csvModel, (m) => new m.MarginCsvModel(adapters.marginPrices));
  margins(MARGIN_PRICES.currentGrid, (m) => new m.CurrentMarginGrid(adapters.marginPrices));

  container.bind(COUNTRY_GATEWAY, adapters.countries);
  container.bind(COUNTRIES.list, new ListCountries(adapters.countries));
  container.bind(COUNTRIES.toggleDelivery, new ToggleCountryDelivery(adapters.countries, events));
}
