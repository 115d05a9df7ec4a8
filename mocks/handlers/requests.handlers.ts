import type { MockBackend } from '../backend';
import { parseId } from '../services/validation';
import { routes } from './route';

/**
 * The request screens' calls of SPEC 7: cancellation requests and non-conformity requests.
 * Declared before the order handlers, so the fixed words (`cancel`, `count`, `upload`) are
 * never taken for ids.
 */
export function requestHandlers(base: string, backend: MockBackend) {
  const { authed } = routes(base, backend);
  const cancels = backend.cancelRequests;
  const nonConformities = backend.nonConformities;
  return [
    authed('get', '/admin/order_request_cancels', ({ query }, ctx) => cancels.list(ctx!, query)),
    authed('patch', '/admin/order_request_cancels/cancel/:id', ({ params, body, locale }, ctx) =>
      cancels.cancelTreatment(ctx!, parseId(params.id, locale), body),
    ),
    authed('patch', '/admin/order_request_cancels/:id', ({ params, body, locale }, ctx) =>
      cancels.answer(ctx!, parseId(params.id, locale), body),
    ),
    authed('get', '/admin/order_not_conformity_list', ({ query }, ctx) => nonConformities.list(ctx!, query)),
    authed('get', '/admin/order_not_conformity/count/:resellerId', ({ params, locale }, ctx) =>
      nonConformities.countWaiting(ctx!, parseId(params.resellerId, locale)),
    ),
    authed('post', '/admin/order_not_conformity/upload/:id', ({ params, body, locale }, ctx) =>
      nonConformities.upload(ctx!, parseId(params.id, locale), body),
    ),
    authed('patch', '/admin/order_not_conformity/:id', ({ params, body, locale }, ctx) =>
      nonConformities.answer(ctx!, parseId(params.id, locale), body),
    ),
  ];
}
