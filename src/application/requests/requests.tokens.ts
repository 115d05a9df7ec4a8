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

/**
 * Injection tokens of the requests screens' use cases (requests.use-cases.ts), bound to use
 * cases loaded on their first call (see orders.tokens.ts).
 */
export const REQUESTS = {
  listCancellations: token<ListCancelRequests>('requests.listCancellations'),
  answerCancellation: token<AnswerCancelRequest>('requests.answerCancellation'),
  cancelTreatment: token<CancelTreatment>('requests.cancelTreatment'),
  listNonConformities: token<ListNonConformities>('requests.listNonConformities'),
  countWaiting: token<CountWaitingRequests>('requests.countWaiting'),
  uploadNonConformityFile: token<UploadNonConformityFile>('requests.uploadNonConformityFile'),
  answerNonConformity: token<AnswerNonConformity>('requests.answerNonConformity'),
} as const;
