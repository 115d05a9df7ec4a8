import * as v from 'valibot';
import { formatInteger, type Locale } from '../shared/format';
import { CATALOGUE_LIMITS, wholeNumberText } from './catalogue-rules';

/** A number of labels a roll may hold, offered to customers; its name is the number. */
export interface QuantityPerRoll {
  readonly id: number;
  readonly name: string;
}

export type QuantityPerRollInput = Omit<QuantityPerRoll, 'id'>;

export const quantityPerRollFormSchema = v.object({ name: wholeNumberText(CATALOGUE_LIMITS.quantityPerRoll) });
export type QuantityPerRollFormValues = v.InferInput<typeof quantityPerRollFormSchema>;

/** A quantity per roll as the reader writes the number it names: "1 000" in French, "1,000" in English. */
export function quantityName(name: string, locale: Locale): string {
  return /^\d+$/.test(name) ? formatInteger(Number(name), locale) : name;
}
