import * as v from 'valibot';
import type { Country } from '../../domain/countries/country';

const countryDtoSchema = v.object({
  id: v.number(),
  name: v.string(),
  countryCode: v.string(),
  isEnabledForDelivery: v.boolean(),
});

export function toCountry(dto: unknown): Country {
  return v.parse(countryDtoSchema, dto);
}

/** GET /countries answers a list (`{list, …}`) or, from some servers, a bare array. */
export function toCountries(dto: unknown): Country[] {
  const rows = Array.isArray(dto) ? dto : v.parse(v.object({ list: v.array(v.unknown()) }), dto).list;
  return rows.map(toCountry);
}
