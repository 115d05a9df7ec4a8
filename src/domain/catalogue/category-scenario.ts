import * as v from 'valibot';
import { CATALOGUE_LIMITS, choiceText, wholeNumberText, type CodedRef, type NamedRef } from './catalogue-rules';

/** A scenario offered in a category, with its production delay in days. */
export interface CategoryScenario {
  readonly id: number;
  readonly category: NamedRef;
  readonly scenario: CodedRef;
  readonly delay: number;
}

export interface CategoryScenarioInput {
  readonly categoryId: number;
  readonly scenarioId: number;
  readonly delay: number;
}

export const categoryScenarioFormSchema = v.object({
  category: choiceText(),
  scenario: choiceText(),
  delay: wholeNumberText(CATALOGUE_LIMITS.delayDays),
});
export type CategoryScenarioFormValues = v.InferInput<typeof categoryScenarioFormSchema>;
