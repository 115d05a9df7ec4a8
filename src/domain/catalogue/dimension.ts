import * as v from 'valibot';
import { CATALOGUE_LIMITS, choiceText, decimalText, requiredText, type NamedRef } from './catalogue-rules';

/** A standard label size of a category, in cm. */
export interface Dimension {
  readonly id: number;
  /** The type of size ('Petit format'…). */
  readonly name: string;
  readonly height: number;
  readonly width: number;
  readonly category: NamedRef | null;
}

export interface DimensionInput {
  readonly name: string;
  readonly height: number;
  readonly width: number;
  readonly categoryId: number;
}

export const dimensionFormSchema = v.object({
  name: requiredText(),
  height: decimalText(CATALOGUE_LIMITS.dimensionCm),
  width: decimalText(CATALOGUE_LIMITS.dimensionCm),
  category: choiceText(),
});
export type DimensionFormValues = v.InferInput<typeof dimensionFormSchema>;
