import type { Container } from 'inversify';
import { ListCountries, ToggleCountryDelivery } from '../../application/countries/countries.use-cases';
import { COUNTRY_GATEWAY } from '../../application/countries/country-gateway.port';
import { MARGIN_PRICE_GATEWAY } from '../../application/margin-prices/margin-price-gateway.port';
import {
  ListMarginPrices,
  MarginCsvModel,
  PreviewMarginFile,
  UploadMarginPrices,
} from '../../application/margin-prices/margin-prices.use-cases';
import { RESELLER_DIRECTORY } from '../../application/resellers/reseller-directory.port';
import type { ResellerRepository } from '../../application/resellers/reseller-repository.port';
import {
  CountResellers,
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
  container: Container,
  adapters: Adapters,
  session: SessionStore,
  events: AppEvents,
): void {
  const resellers = adapters.records.resellers as unknown as ResellerRepository;
  container.bind(RESELLER_DIRECTORY).toConstantValue(adapters.resellerDirectory);
  container.bind(CountResellers).toConstantValue(new CountResellers(adapters.resellerDirectory));
  container.bind(SearchResellers).toConstantValue(new SearchResellers(adapters.resellerDirectory));
  container.bind(GetResellerProfile).toConstantValue(new GetResellerProfile(resellers, session));
  container.bind(SaveResellerProfile).toConstantValue(new SaveResellerProfile(resellers, session));

  container.bind(MARGIN_PRICE_GATEWAY).toConstantValue(adapters.marginPrices);
  container.bind(ListMarginPrices).toConstantValue(new ListMarginPrices(adapters.marginPrices));
  container.bind(PreviewMarginFile).toConstantValue(new PreviewMarginFile());
  container.bind(UploadMarginPrices).toConstantValue(new UploadMarginPrices(adapters.marginPrices));
  container.bind(MarginCsvModel).toConstantValue(new MarginCsvModel(adapters.marginPrices));

  container.bind(COUNTRY_GATEWAY).toConstantValue(adapters.countries);
  container.bind(ListCountries).toConstantValue(new ListCountries(adapters.countries));
  container.bind(ToggleCountryDelivery).toConstantValue(new ToggleCountryDelivery(adapters.countries, events));
}
