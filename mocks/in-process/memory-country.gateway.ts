import type { CountryGateway } from '../../src/application/countries/country-gateway.port';
import type { Country } from '../../src/domain/countries/country';
import type { Locale } from '../../src/domain/shared/format';
import { countriesApi } from '../../src/api/countries.api';
import { toCountry } from '../../src/infrastructure/shared/country.mapping';
import type { MemoryCaller } from './memory-caller';

/** The countries by direct calls to the mock backend, parsed and mapped as the HTTP adapter does. */
export class MemoryCountryGateway implements CountryGateway {
  constructor(private readonly caller: MemoryCaller) {}

  private get service() {
    return this.caller.backend.countries;
  }

  async list(lang: Locale): Promise<readonly Country[]> {
    const answer = await this.caller.answer(countriesApi.listCountries, (ctx) => this.service.list(ctx, lang));
    return answer.list.map(toCountry);
  }

  async setDeliveryEnabled(id: number, enabled: boolean): Promise<Country> {
    return toCountry(
      await this.caller.answer(countriesApi.setCountryDelivery, (ctx) =>
        this.service.setDelivery(ctx, id, { isEnabledForDelivery: enabled }),
      ),
    );
  }
}
