import { token } from '../shared/token';
import type {
  AnswerCancellation,
  AskCancellation,
  CancelTreatment,
  ListCancellations,
} from './cancellations.use-cases';

/** A cancellation request, asked by a reseller and answered by staff (docs/rules.md#cancellation-requests). */
export interface CancellationUseCases {
  readonly list: ListCancellations;
  readonly ask: AskCancellation;
  readonly answer: AnswerCancellation;
  readonly cancelTreatment: CancelTreatment;
}

export const CANCELLATIONS = token<CancellationUseCases>('cancellations');
