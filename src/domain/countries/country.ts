/** docs/entities.md#country: a country, named in the reader's language, and whether orders may be delivered there. */
export interface Country {
  readonly id: number;
  readonly name: string;
  readonly countryCode: string;
  readonly isEnabledForDelivery: boolean;
}

/** Countries in alphabetical order of their name in `locale` (accents and case ignored). */
export function sortCountries(countries: readonly Country[], locale: string): Country[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...countries].sort((a, b) => collator.compare(a.name, b.name));
}
