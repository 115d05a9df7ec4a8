import * as v from 'valibot';
import { idSet, type CodedRef, type NamedRef } from './catalogue-rules';

/**
 * A production scenario, kept in the production system and synchronised from it; the back office
 * switches it on or off and chooses its papers, finishes and categories.
 */
export interface Scenario {
  readonly id: number;
  readonly uid: string;
  readonly name: string;
  readonly displayName: string;
  readonly status: boolean;
  readonly minQuantity: number;
  readonly maxQuantity: number;
  readonly minHeight: number;
  readonly maxHeight: number;
  readonly minWidth: number;
  readonly maxWidth: number;
  readonly papers: readonly CodedRef[];
  readonly finishes: readonly CodedRef[];
  readonly categories: readonly NamedRef[];
}

export interface ScenarioInput {
  readonly paperIds: readonly number[];
  readonly finishIds: readonly number[];
  readonly categoryIds: readonly number[];
}

export const scenarioFormSchema = v.object({ papers: idSet(1), finishes: idSet(), categories: idSet(1) });
export type ScenarioFormValues = v.InferInput<typeof scenarioFormSchema>;

/** What a synchronisation with the production system did. */
export type ScenarioSyncOutcome =
  { readonly kind: 'synced'; readonly updated: number } | { readonly kind: 'aborted'; readonly message: string };
