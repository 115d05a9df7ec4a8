import type { MockBackend } from '../backend';
import type { ExportedFile } from '../services/spreadsheet-export';
import { parseId } from '../services/validation';
import { routes } from './route';

/** A file answer: its bytes, type and the name to save it under. */
export function fileResponse(file: ExportedFile): Response {
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'content-length': String(file.bytes.length),
    },
  });
}

/**
 * The order calls of SPEC 7, plus the download of an order's documents. Paths with a fixed word
 * (status, refresh, resync, export) are declared before `/admin/orders/:id`.
 */
export function orderHandlers(base: string, backend: MockBackend) {
  const { authed } = routes(base, backend);
  const orders = backend.orders;
  const requests = backend.orderRequests;
  return [
    authed('get', '/admin/status/orders', (_input, ctx) => orders.statuses(ctx!)),
    authed('patch', '/admin/status/list/orders', ({ body }, ctx) => orders.changeStatuses(ctx!, body)),
    authed('patch', '/admin/status/orders/:id', ({ params, body, locale }, ctx) =>
      orders.changeStatus(ctx!, parseId(params.id, locale), body),
    ),
    authed('get', '/admin/orders/refresh/:id', ({ params, locale }, ctx) =>
      fileResponse(orders.zip(ctx!, parseId(params.id, locale))),
    ),
    authed('get', '/admin/orders/resync/files/:id', ({ params, locale }, ctx) =>
      orders.resyncFiles(ctx!, parseId(params.id, locale)),
    ),
    authed('post', '/admin/orders/export', ({ query, body }, ctx) =>
      orders.exportOrders(ctx!, query, body, base).then(fileResponse),
    ),
    authed('get', '/admin/orders/:id/files/series/:seriesId', ({ params, locale }, ctx) =>
      fileResponse(orders.file(ctx!, parseId(params.id, locale), 'series', parseId(params.seriesId, locale))),
    ),
    authed('get', '/admin/orders/:id/files/:kind', ({ params, locale }, ctx) =>
      fileResponse(orders.file(ctx!, parseId(params.id, locale), params.kind ?? '')),
    ),
    authed('get', '/admin/orders', ({ query }, ctx) => orders.list(ctx!, query)),
    authed('get', '/admin/orders/:id', ({ params, locale }, ctx) => orders.get(ctx!, parseId(params.id, locale))),
    authed('post', '/orders/:id/delivery_note', ({ params, body, locale }, ctx) =>
      orders.uploadDeliveryNote(ctx!, parseId(params.id, locale), body),
    ),
    authed('post', '/order_request_cancels', ({ body }, ctx) => requests.askCancellation(ctx!, body)),
    authed('post', '/admin/order_not_conformity', ({ body }, ctx) => requests.createNonConformity(ctx!, body)),
    authed('get', '/admin/order_not_conformity/:orderId', ({ params, query, locale }, ctx) =>
      requests.nonConformityOf(ctx!, parseId(params.orderId, locale), query),
    ),
  ];
}
