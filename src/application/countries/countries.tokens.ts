import { token } from '../shared/token';
import type { ListCountries, ToggleCountryDelivery } from './countries.use-cases';

/** Injection tokens of the delivery countries' use cases (countries.use-cases.ts). */
export const COUNTRIES = {
  list: token<ListCountries>('countries.list'),
  toggleDelivery: token<ToggleCountryDelivery>('countries.toggleDelivery'),
} as const;
