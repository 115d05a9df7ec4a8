import type { CountryGateway } from '../../application/countries/country-gateway.port';
import type { Country } from '../../domain/countries/country';
import type { Locale } from '../../domain/shared/format';
import { toCountries, toCountry } from '../shared/country.dto';
import type { HttpClient } from './http-client';

/** GET /countries?lang and PUT /countries/{id} {isEnabledForDelivery}. */
export class HttpCountryGateway implements CountryGateway {
  constructor(private readonly http: HttpClient) {}

  async list(lang: Locale): Promise<readonly Country[]> {
    return toCountries(await this.http.request('GET', '/countries', { query: { lang } }));
  }

  async setDeliveryEnabled(id: number, enabled: boolean): Promise<Country> {
    return toCountry(await this.http.request('PUT', `/countries/${id}`, { body: { isEnabledForDelivery: enabled } }));
  }
}
