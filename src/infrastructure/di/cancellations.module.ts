import { CANCELLATION_REPOSITORY } from '../../application/cancellations/cancellation-repository.port';
import { CANCELLATIONS } from '../../application/cancellations/cancellations.tokens';
import {
  AnswerCancellation,
  AnswerCancellations,
  AskCancellation,
  CancelTreatment,
  ListCancellations,
} from '../../application/cancellations/cancellations.use-cases';
import { SESSION_STORE } from '../../application/session/session.store';
import { APP_SIGNALS } from '../../application/shared/signals';
import { ApiCancellationRepository } from '../adapters/api-cancellation.repository';
import { bindings } from './app-container';

/** The cancellation requests: asked by a reseller, answered by staff (docs/rules.md#cancellation-requests). */
export const cancellationsModule = bindings((bind) => {
  bind.adapter(CANCELLATION_REPOSITORY, ApiCancellationRepository);
  bind.factory(CANCELLATIONS, [CANCELLATION_REPOSITORY, SESSION_STORE, APP_SIGNALS], (requests, session, signals) => ({
    list: new ListCancellations(requests, session),
    ask: new AskCancellation(requests, signals),
    answer: new AnswerCancellation(requests, signals),
    answerMany: new AnswerCancellations(requests, signals),
    cancelTreatment: new CancelTreatment(requests, signals),
  }));
});
