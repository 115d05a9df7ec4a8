import * as v from 'valibot';
import { idSet, requiredText, uidText } from './catalogue-rules';
import type { Finish } from './finish';

/** A paper (label stock) and the finishes it can take. */
export interface Paper {
  readonly id: number;
  readonly uid: string;
  readonly name: string;
  readonly finishes: readonly Finish[];
}

export interface PaperInput {
  readonly uid: string;
  readonly name: string;
  readonly finishIds: readonly number[];
}

export const paperFormSchema = v.object({ uid: uidText(), name: requiredText(), finishes: idSet() });
export type PaperFormValues = v.InferInput<typeof paperFormSchema>;
