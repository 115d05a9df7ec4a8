import {
  CANCEL_REQUEST_REPOSITORY,
  NON_CONFORMITY_REPOSITORY,
} from '../../application/requests/request-repository.port';
import { REQUESTS } from '../../application/requests/requests.tokens';
import { SESSION_STORE } from '../../application/session/session.store';
import { APP_EVENTS } from '../../application/shared/events';
import { bindings, loaded } from './app-container';

const useCases = () => import('../../application/requests/requests.use-cases');
const adapters = () => import('../adapters/api-request.repository');

/** The requests screens (cancellations, non-conformities): their repositories and use cases, loaded with the first call. */
export const requestsModule = bindings((bind) => {
  bind.lazyAdapter(CANCEL_REQUEST_REPOSITORY, () => adapters().then((m) => m.ApiCancelRequestRepository));
  bind.lazyAdapter(NON_CONFORMITY_REPOSITORY, () => adapters().then((m) => m.ApiNonConformityRepository));
  bind.factory(
    REQUESTS.listCancellations,
    [CANCEL_REQUEST_REPOSITORY, SESSION_STORE],
    loaded(useCases, (m, cancels, session) => new m.ListCancelRequests(cancels, session)),
  );
  bind.factory(
    REQUESTS.answerCancellation,
    [CANCEL_REQUEST_REPOSITORY, APP_EVENTS],
    loaded(useCases, (m, cancels, events) => new m.AnswerCancelRequest(cancels, events)),
  );
  bind.factory(
    REQUESTS.cancelTreatment,
    [CANCEL_REQUEST_REPOSITORY, APP_EVENTS],
    loaded(useCases, (m, cancels, events) => new m.CancelTreatment(cancels, events)),
  );
  bind.factory(
    REQUESTS.listNonConformities,
    [NON_CONFORMITY_REPOSITORY, SESSION_STORE],
    loaded(useCases, (m, requests, session) => new m.ListNonConformities(requests, session)),
  );
  bind.factory(
    REQUESTS.countWaiting,
    [CANCEL_REQUEST_REPOSITORY, NON_CONFORMITY_REPOSITORY, SESSION_STORE],
    loaded(useCases, (m, cancels, requests, session) => new m.CountWaitingRequests(cancels, requests, session)),
  );
  bind.factory(
    REQUESTS.uploadNonConformityFile,
    [NON_CONFORMITY_REPOSITORY, APP_EVENTS],
    loaded(useCases, (m, requests, events) => new m.UploadNonConformityFile(requests, events)),
  );
  bind.factory(
    REQUESTS.answerNonConformity,
    [NON_CONFORMITY_REPOSITORY, APP_EVENTS],
    loaded(useCases, (m, requests, events) => new m.AnswerNonConformity(requests, events)),
  );
});
