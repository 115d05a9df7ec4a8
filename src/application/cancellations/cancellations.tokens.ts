import { token } from '../shared/token';
import type {
  AnswerCancellation,
  AnswerCancellations,
  AskCancellation,
  CancelTreatment,
  ListCancellations,
} from './cancellations.use-cases';

/** A cancellation request, asked by a reseller and answered by staff (docs/rules.md#cancellation-requests). */
export interface CancellationUseCases {
  readonly list: ListCancellations;
  readonly ask: AskCancellation;
  readonly answer: AnswerCancellation;
  /** The same answer to several requests (the list's selection). */
  readonly answerMany: AnswerCancellations;
  readonly cancelTreatment: CancelTreatment;
}

export const CANCELLATIONS = token<CancellationUseCases>('cancellations');
