import { inject, injectable } from 'inversify';
import type { CountryGateway } from '../../application/countries/country-gateway.port';
import type { Country } from '../../domain/countries/country';
import type { Locale } from '../../domain/shared/format';
import { countriesApi } from '../../api/countries.api';
import { toCountry } from '../shared/country.mapping';
import { API_TRANSPORT, type ApiTransport } from './api-transport';

/** The countries of src/api/countries.api.ts: the list in a language, the delivery switch. */
@injectable()
export class ApiCountryGateway implements CountryGateway {
  constructor(@inject(API_TRANSPORT) private readonly api: ApiTransport) {}

  async list(lang: Locale): Promise<readonly Country[]> {
    return (await this.api.call(countriesApi.listCountries, { params: { lang } })).list.map(toCountry);
  }

  async setDeliveryEnabled(id: number, enabled: boolean): Promise<Country> {
    return toCountry(
      await this.api.call(countriesApi.setCountryDelivery, {
        params: { id },
        body: { isEnabledForDelivery: enabled },
      }),
    );
  }
}
