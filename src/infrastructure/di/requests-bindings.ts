import type { AppContainer } from './app-container';
import {
  CANCEL_REQUEST_REPOSITORY,
  NON_CONFORMITY_REPOSITORY,
  type CancelRequestRepository,
  type NonConformityRepository,
} from '../../application/requests/request-repository.port';
import { REQUESTS } from '../../application/requests/requests.tokens';
import type * as UseCases from '../../application/requests/requests.use-cases';
import type { SessionStore } from '../../application/session/session.store';
import type { AppEvents } from '../../application/shared/events';

/** The requests screens' use cases (cancellations, non-conformities), each loaded with its first call. */
export function bindRequestUseCases(
  container: AppContainer,
  cancels: CancelRequestRepository,
  nonConformities: NonConformityRepository,
  session: SessionStore,
  events: AppEvents,
): void {
  const bind = container.lazy<typeof UseCases>(() => import('../../application/requests/requests.use-cases'));
  container.bind(CANCEL_REQUEST_REPOSITORY, cancels);
  container.bind(NON_CONFORMITY_REPOSITORY, nonConformities);
  bind(REQUESTS.listCancellations, (m) => new m.ListCancelRequests(cancels, session));
  bind(REQUESTS.answerCancellation, (m) => new m.AnswerCancelRequest(cancels, events));
  bind(REQUESTS.cancelTreatment, (m) => new m.CancelTreatment(cancels, events));
  bind(REQUESTS.listNonConformities, (m) => new m.ListNonConformities(nonConformities, session));
  bind(REQUESTS.countWaitingNonConformities, (m) => new m.CountWaitingNonConformities(nonConformities, session));
  bind(REQUESTS.uploadNonConformityFile, (m) => new m.UploadNonConformityFile(nonConformities, events));
  bind(REQUESTS.answerNonConformity, (m) => new m.AnswerNonConformity(nonConformities, events));
}
