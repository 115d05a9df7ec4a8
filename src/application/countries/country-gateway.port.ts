import type { Country } from '../../domain/countries/country';
import type { Locale } from '../../domain/shared/format';
import { token } from '../shared/token';

/** `listCountries` and `setCountryDelivery`: GET /countries?lang and PUT /countries/{id}. */
export interface CountryGateway {
  list(lang: Locale): Promise<readonly Country[]>;
  setDeliveryEnabled(id: number, enabled: boolean): Promise<Country>;
}

export const COUNTRY_GATEWAY = token<CountryGateway>('CountryGateway');
