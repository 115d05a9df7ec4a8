import * as v from 'valibot';
import { requiredText, uidText } from './catalogue-rules';

/** A finishing applied after printing (varnish, hot foil, lamination…). */
export interface Finish {
  readonly id: number;
  readonly uid: string;
  readonly name: string;
}

export type FinishInput = Omit<Finish, 'id'>;

export const finishFormSchema = v.object({ uid: uidText(), name: requiredText() });
export type FinishFormValues = v.InferInput<typeof finishFormSchema>;
