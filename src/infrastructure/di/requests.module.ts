import { CANCELLATION_REPOSITORY } from '../../application/cancellations/cancellation-repository.port';
import { NON_CONFORMITY_REPOSITORY } from '../../application/non-conformities/non-conformity-repository.port';
import { WAITING_COUNTS } from '../../application/requests/requests.tokens';
import { CountWaitingRequests } from '../../application/requests/requests.use-cases';
import { SESSION_STORE } from '../../application/session/session.store';
import { bindings } from './app-container';

/**
 * The sidebar's counts of the requests on an order waiting for an answer, of both kinds
 * (cancellations.module.ts, non-conformities.module.ts).
 */
export const requestsModule = bindings((bind) => {
  bind.factory(
    WAITING_COUNTS,
    [CANCELLATION_REPOSITORY, NON_CONFORMITY_REPOSITORY, SESSION_STORE],
    (cancellations, nonConformities, session) => new CountWaitingRequests(cancellations, nonConformities, session),
  );
});
