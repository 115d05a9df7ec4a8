import type { CountryGateway } from '../../application/countries/country-gateway.port';
import type { Country } from '../../domain/countries/country';
import type { Locale } from '../../domain/shared/format';
import { toCountries, toCountry } from '../shared/country.dto';
import type { MemoryCaller } from './memory-caller';

export class MemoryCountryGateway implements CountryGateway {
  constructor(private readonly caller: MemoryCaller) {}

  private get service() {
    return this.caller.backend.countries;
  }

  async list(lang: Locale): Promise<readonly Country[]> {
    return toCountries(await this.caller.authed((ctx) => this.service.list(ctx, { lang })));
  }

  async setDeliveryEnabled(id: number, enabled: boolean): Promise<Country> {
    return toCountry(
      await this.caller.authed((ctx) => this.service.setDelivery(ctx, id, { isEnabledForDelivery: enabled })),
    );
  }
}
