import { ORDER_REPOSITORY } from '../../application/orders/order-repository.port';
import { AskCancellation, FlagNonConformity } from '../../application/orders/orders.use-cases';
import {
  CANCEL_REQUEST_REPOSITORY,
  NON_CONFORMITY_REPOSITORY,
} from '../../application/requests/request-repository.port';
import { CANCELLATIONS, NON_CONFORMITIES, WAITING_COUNTS } from '../../application/requests/requests.tokens';
import {
  AnswerCancelRequest,
  AnswerNonConformity,
  CancelTreatment,
  CountWaitingRequests,
  ListCancelRequests,
  ListNonConformities,
  UploadNonConformityFile,
} from '../../application/requests/requests.use-cases';
import { SESSION_STORE } from '../../application/session/session.store';
import { APP_EVENTS } from '../../application/shared/events';
import { ApiCancelRequestRepository, ApiNonConformityRepository } from '../adapters/api-request.repository';
import { bindings } from './app-container';

/**
 * The requests on an order: cancellations (asked by a reseller, answered by staff), non-conformities
 * (placed by staff, answered by the reseller), and the sidebar's counts of those waiting.
 */
export const requestsModule = bindings((bind) => {
  bind.adapter(CANCEL_REQUEST_REPOSITORY, ApiCancelRequestRepository);
  bind.adapter(NON_CONFORMITY_REPOSITORY, ApiNonConformityRepository);
  bind.factory(
    CANCELLATIONS,
    [CANCEL_REQUEST_REPOSITORY, ORDER_REPOSITORY, SESSION_STORE, APP_EVENTS],
    (cancels, orders, session, events) => ({
      list: new ListCancelRequests(cancels, session),
      ask: new AskCancellation(orders, events),
      answer: new AnswerCancelRequest(cancels, events),
      cancelTreatment: new CancelTreatment(cancels, events),
    }),
  );
  bind.factory(
    NON_CONFORMITIES,
    [NON_CONFORMITY_REPOSITORY, ORDER_REPOSITORY, SESSION_STORE, APP_EVENTS],
    (requests, orders, session, events) => ({
      list: new ListNonConformities(requests, session),
      flag: new FlagNonConformity(orders, events),
      uploadFile: new UploadNonConformityFile(requests, events),
      answer: new AnswerNonConformity(requests, events),
    }),
  );
  bind.factory(
    WAITING_COUNTS,
    [CANCEL_REQUEST_REPOSITORY, NON_CONFORMITY_REPOSITORY, SESSION_STORE],
    (cancels, requests, session) => new CountWaitingRequests(cancels, requests, session),
  );
});
