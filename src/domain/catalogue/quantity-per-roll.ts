import * as v from 'valibot';
import { CATALOGUE_LIMITS, wholeNumberText } from './catalogue-rules';

/** A number of labels a roll may hold, offered to customers; its name is the number. */
export interface QuantityPerRoll {
  readonly id: number;
  readonly name: string;
}

export type QuantityPerRollInput = Omit<QuantityPerRoll, 'id'>;

export const quantityPerRollFormSchema = v.object({ name: wholeNumberText(CATALOGUE_LIMITS.quantityPerRoll) });
export type QuantityPerRollFormValues = v.InferInput<typeof quantityPerRollFormSchema>;
