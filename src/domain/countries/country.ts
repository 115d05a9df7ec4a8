/** docs/entities.md#country: a country, named in the reader's language, and whether orders may be delivered there. */
export interface Country {
  readonly id: number;
  readonly name: string;
  readonly countryCode: string;
  readonly isEnabledForDelivery: boolean;
}
