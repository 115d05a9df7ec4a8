import * as v from 'valibot';

/** A mandrel: the core a roll is wound on, by its diameter in mm. */
export interface Mandrel {
  readonly id: number;
  readonly number: number;
}

export type MandrelInput = Omit<Mandrel, 'id'>;

/** Form values are text; the rule turns them into a whole number of mm between 1 and 500. */
export const mandrelFormSchema = v.object({
  number: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.regex(/^\d+$/, 'validation.integer'),
    v.check((text) => Number(text) >= 1 && Number(text) <= 500, 'validation.range1to500'),
  ),
});
export type MandrelFormValues = v.InferInput<typeof mandrelFormSchema>;
