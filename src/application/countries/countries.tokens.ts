import { token } from '../shared/token';
import type { ListCountries, ToggleCountryDelivery } from './countries.use-cases';

/** The delivery countries' use cases (countries.use-cases.ts). */
export interface CountryUseCases {
  readonly list: ListCountries;
  readonly toggleDelivery: ToggleCountryDelivery;
}

export const COUNTRIES = token<CountryUseCases>('countries');
