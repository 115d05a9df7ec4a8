import type { CountryGateway } from '../../application/countries/country-gateway.port';
import type { Country } from '../../domain/countries/country';
import type { Locale } from '../../domain/shared/format';
import { countriesApi } from '../../api/countries.api';
import { toCountry } from '../shared/country.mapping';
import type { HttpClient } from './http-client';

/** The countries of src/api/countries.api.ts over HTTP: the list in a language, the delivery switch. */
export class HttpCountryGateway implements CountryGateway {
  constructor(private readonly http: HttpClient) {}

  async list(lang: Locale): Promise<readonly Country[]> {
    return (await this.http.call(countriesApi.listCountries, { query: { lang } })).list.map(toCountry);
  }

  async setDeliveryEnabled(id: number, enabled: boolean): Promise<Country> {
    return toCountry(
      await this.http.call(countriesApi.setCountryDelivery, {
        params: { id },
        body: { isEnabledForDelivery: enabled },
      }),
    );
  }
}
