import type { CountryWire } from '../../api/countries.api';
import type { Country } from '../../domain/countries/country';

export function toCountry(d: CountryWire): Country {
  return { id: d.id, name: d.name, countryCode: d.countryCode, isEnabledForDelivery: d.isEnabledForDelivery };
}
