import * as v from 'valibot';
import { CATALOGUE_LIMITS, wholeNumberText } from './catalogue-rules';

/** A winding orientation: how the label comes off the roll, by its number. */
export interface Orientation {
  readonly id: number;
  readonly number: number;
}

export type OrientationInput = Omit<Orientation, 'id'>;

export const orientationFormSchema = v.object({ number: wholeNumberText(CATALOGUE_LIMITS.orientation) });
export type OrientationFormValues = v.InferInput<typeof orientationFormSchema>;
