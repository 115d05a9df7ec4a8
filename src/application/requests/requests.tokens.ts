import type { AskCancellation, FlagNonConformity } from '../orders/orders.use-cases';
import { token } from '../shared/token';
import type {
  AnswerCancelRequest,
  AnswerNonConformity,
  CancelTreatment,
  CountWaitingRequests,
  ListCancelRequests,
  ListNonConformities,
  UploadNonConformityFile,
} from './requests.use-cases';

/** A cancellation request, asked by a reseller and answered by staff (docs/rules.md#cancellation-requests). */
export interface CancellationUseCases {
  readonly list: ListCancelRequests;
  readonly ask: AskCancellation;
  readonly answer: AnswerCancelRequest;
  readonly cancelTreatment: CancelTreatment;
}

/** A non-conformity, placed by staff and answered by the reseller (docs/rules.md#non-conformity). */
export interface NonConformityUseCases {
  readonly list: ListNonConformities;
  readonly flag: FlagNonConformity;
  readonly uploadFile: UploadNonConformityFile;
  readonly answer: AnswerNonConformity;
}

export const CANCELLATIONS = token<CancellationUseCases>('cancellations');
export const NON_CONFORMITIES = token<NonConformityUseCases>('nonConformities');
/** The sidebar's counts of the requests (cancellations, non-conformities) waiting for an answer. */
export const WAITING_COUNTS = token<CountWaitingRequests>('waitingCounts');
