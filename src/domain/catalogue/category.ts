import * as v from 'valibot';
import { CATALOGUE_LIMITS, choiceText, idSet, requiredText, wholeNumberText, type CodedRef } from './catalogue-rules';
import type { Mandrel } from './mandrel';
import type { Orientation } from './orientation';
import type { Pose } from './pose';
import type { QuantityPerRoll } from './quantity-per-roll';

/** A label category (wine, food…): what a customer may order in it. */
export interface Category {
  readonly id: number;
  readonly name: string;
  readonly pose: Pose | null;
  readonly provideNumberPerRolls: readonly QuantityPerRoll[];
  readonly mandrels: readonly Mandrel[];
  readonly orientations: readonly Orientation[];
  readonly papers: readonly CodedRef[];
  /** How many label models one order may hold. */
  readonly qtyModelMax: number;
}

export interface CategoryInput {
  readonly name: string;
  readonly poseId: number;
  readonly provideNumberPerRollIds: readonly number[];
  readonly mandrelIds: readonly number[];
  readonly orientationIds: readonly number[];
  readonly paperIds: readonly number[];
  readonly qtyModelMax: number;
}

/** A category offers at least one of each choice, or nothing could be ordered in it. */
export const categoryFormSchema = v.object({
  name: requiredText(),
  pose: choiceText(),
  provideNumberPerRolls: idSet(1),
  mandrels: idSet(1),
  orientations: idSet(1),
  papers: idSet(1),
  qtyModelMax: wholeNumberText(CATALOGUE_LIMITS.qtyModelMax),
});
export type CategoryFormValues = v.InferInput<typeof categoryFormSchema>;
