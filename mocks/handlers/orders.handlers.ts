import { ordersApi as api } from '../../src/api/orders.api';
import type { MockBackend } from '../backend';
import type { ExportedFile } from '../services/shared/spreadsheet-export';
import { implement } from './route';
import { orderListRequest, scenarioSearch } from './list-requests';

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

/** The order operations of src/api/orders.api.ts. */
export function orderHandlers(backend: MockBackend) {
  const orders = backend.orders;
  return [
    implement(api.listOrders, ({ query }, ctx) => orders.list(ctx, orderListRequest(query))),
    implement(api.getOrder, ({ id }, ctx) => orders.get(ctx, id())),
    implement(api.listOrderStatuses, (_input, ctx) => orders.statuses(ctx)),
    implement(api.listOrderScenarios, ({ query }, ctx) => orders.scenarios(ctx, scenarioSearch(query))),
    implement(api.changeOrderStatus, ({ id, body, ifMatch }, ctx) => orders.changeStatus(ctx, id(), body, ifMatch)),
    implement(api.changeOrderStatuses, ({ body }, ctx) => orders.changeStatuses(ctx, body)),
    implement(api.downloadOrderZip, ({ id }, ctx) => orders.zip(ctx, id()).then(fileResponse)),
    implement(api.resyncOrderFiles, ({ id }, ctx) => orders.resyncFiles(ctx, id())),
    implement(api.exportOrders, ({ query, body }, ctx) =>
      orders.exportOrders(ctx, orderListRequest(query), body).then(fileResponse),
    ),
    implement(api.downloadOrderFile, ({ id, params }, ctx) => fileResponse(orders.file(ctx, id(), params.kind ?? ''))),
    implement(api.downloadOrderSeriesFile, ({ id }, ctx) =>
      fileResponse(orders.file(ctx, id(), 'series', id('seriesId'))),
    ),
    implement(api.uploadDeliveryNote, ({ id, body }, ctx) => orders.uploadDeliveryNote(ctx, id(), body)),
  ];
}
