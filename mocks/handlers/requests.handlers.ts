import { requestsApi as api } from '../../src/api/requests.api';
import type { MockBackend } from '../backend';
import { implement } from './route';
import { whileStatus, wordListRequest } from './list-requests';

/** The request operations of src/api/requests.api.ts: cancellation and non-conformity requests. */
export function requestHandlers(backend: MockBackend) {
  const asked = backend.orderRequests;
  const cancels = backend.cancelRequests;
  const nonConformities = backend.nonConformities;
  return [
    implement(api.askCancellation, ({ body }, ctx) => asked.askCancellation(ctx, body)),
    implement(api.listCancelRequests, ({ query }, ctx) => cancels.list(ctx, wordListRequest(query))),
    implement(api.answerCancelRequest, ({ id, body }, ctx) => cancels.answer(ctx, id(), body)),
    implement(api.cancelTreatment, ({ id, body }, ctx) => cancels.cancelTreatment(ctx, id(), body)),
    implement(api.flagNonConformity, ({ body }, ctx) => asked.createNonConformity(ctx, body)),
    implement(api.getNonConformityOfOrder, ({ id, query }, ctx) =>
      asked.nonConformityOf(ctx, id(), whileStatus(query)),
    ),
    implement(api.listNonConformities, ({ query }, ctx) => nonConformities.list(ctx, wordListRequest(query))),
    implement(api.countWaitingNonConformities, ({ id }, ctx) => nonConformities.countWaiting(ctx, id('resellerId'))),
    implement(api.uploadNonConformityFile, ({ id, body }, ctx) => nonConformities.upload(ctx, id(), body)),
    implement(api.answerNonConformity, ({ id, body }, ctx) => nonConformities.answer(ctx, id(), body)),
  ];
}
