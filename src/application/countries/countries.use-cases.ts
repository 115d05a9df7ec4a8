import type { Country } from '../../domain/countries/country';
import type { Locale } from '../../domain/shared/format';
import { AppError, UnauthorizedError } from '../../domain/shared/errors';
import type { AppSignals } from '../shared/signals';
import type { CountryGateway } from './country-gateway.port';

/** Every country, named in the reader's language. */
export class ListCountries {
  constructor(private readonly gateway: Pick<CountryGateway, 'list'>) {}
  execute(lang: Locale): Promise<readonly Country[]> {
    return this.gateway.list(lang);
  }
}

/**
 * A delivery checkbox saves at once (docs/screens.md#delivery-countries). Resolves with the state the box
 * must show: the new one, or on failure the previous one, after an error toast saying why.
 */
export class ToggleCountryDelivery {
  constructor(
    private readonly gateway: Pick<CountryGateway, 'setDeliveryEnabled'>,
    private readonly signals: AppSignals,
  ) {}

  async execute(country: Pick<Country, 'id' | 'isEnabledForDelivery'>, enabled: boolean): Promise<boolean> {
    try {
      return (await this.gateway.setDeliveryEnabled(country.id, enabled)).isEnabledForDelivery;
    } catch (error) {
      // A 401 already ends the session with its own notice.
      if (error instanceof UnauthorizedError) return country.isEnabledForDelivery;
      const text = error instanceof AppError ? error.message : 'errors.server';
      const isKey = /^[a-z]+(\.[a-zA-Z]+)+$/.test(text);
      this.signals.notify({
        intent: 'danger',
        titleKey: 'deliveryCountries.saveFailed',
        ...(isKey ? { messageKey: text } : { message: text }),
      });
      return country.isEnabledForDelivery;
    }
  }
}
