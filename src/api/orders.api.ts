import * as v from 'valibot';
import { EXPORT_TYPES, ORDER_EXPORT_PROPERTIES } from '../domain/orders/order';
import { ORDER_STATUSES } from '../domain/orders/order-status';
import { operation } from './operation';
import {
  dateBound,
  fileField,
  id,
  idList,
  instant,
  listParams,
  maybeNumber,
  maybeText,
  messageAnswer,
  page,
  PDF_EXAMPLE,
  reference,
  requiredInteger,
  text,
  timeZoneField,
} from './wire';

/** An order status (id = ext_id, docs/rules.md#order-statuses), named in the caller's language. */
export const orderStatus = v.pipe(
  v.object({ id: v.picklist(ORDER_STATUSES), name: text, ext_id: v.number() }),
  v.title('OrderStatus'),
);

const tracking = v.object({
  reference: text,
  carrier: text,
  method: v.optional(text, ''),
  weight: maybeNumber,
  url: maybeText,
});

/** One row of the order list. */
export const orderRow = v.pipe(
  v.object({
    id,
    internalReference: text,
    /** Who placed it: its company and roles (a reseller, or staff placing it directly). */
    user: v.object({ id, company: maybeText, roles: v.optional(v.array(text), []) }),
    /** The owning reseller; null when staff placed the order. */
    resellerId: maybeNumber,
    scenario: v.object({ id, name: text }),
    total: v.number(),
    resalePrice: maybeNumber,
    quote: v.object({ reference: text, width: v.number() }),
    tracking: v.optional(v.array(tracking), []),
    status: orderStatus,
    createdAt: instant,
    estimatedAt: maybeText,
    /** A cancellation request waits on the order (an addition: the row's "ask cancellation" button). */
    cancellationPending: v.optional(v.boolean(), false),
  }),
  v.title('OrderRow'),
);

/** What a quote (or an order's embedded quote) says of the labels to print. */
export const quoteSpec = v.object({
  price: v.number(),
  weight: v.number(),
  width: v.number(),
  height: v.number(),
  diameter: v.number(),
  application: text,
  coreSize: v.number(),
  quantityPerRoll: v.number(),
  quantityPerSeries: v.number(),
  shape: v.optional(v.nullable(v.object({ name: text })), null),
});

/** A series of an order's quote: its file's download path and name, or null while it has none. */
const orderSeries = v.object({
  id,
  name: text,
  quantity: v.number(),
  file: maybeText,
  fileName: maybeText,
});

/** The order detail. */
export const orderDetail = v.pipe(
  v.object({
    ...orderRow.entries,
    weight: v.number(),
    user: v.object({
      id,
      company: maybeText,
      username: v.optional(text, ''),
      roles: v.optional(v.array(text), []),
    }),
    /** The reseller's quote user who prepared it. */
    frontUser: v.optional(
      v.nullable(
        v.object({
          id,
          company: maybeText,
          username: text,
          lastname: v.optional(text, ''),
          firstname: v.optional(text, ''),
          parent: maybeNumber,
        }),
      ),
      null,
    ),
    quote: v.object({
      id,
      reference: text,
      ...quoteSpec.entries,
      series: v.optional(v.array(orderSeries), []),
    }),
    customer: v.object({ name: maybeText, firstname: maybeText, mail: maybeText, phone: maybeText }),
    address: v.object({
      address: maybeText,
      address2: maybeText,
      address3: maybeText,
      postalCode: maybeText,
      city: maybeText,
      country: maybeText,
    }),
    shippingLabelle: maybeText,
    /** Never sent to resellers (docs/access.md). */
    pdfManufacturingUrl: v.optional(v.nullable(text)),
    deliveryNoteUrl: maybeText,
    deliveryNoteName: maybeText,
    scenario: v.object({
      id,
      name: text,
      categoriesScenarios: v.optional(
        v.array(
          v.object({
            delay: v.number(),
            category: v.object({
              id,
              name: v.optional(text, ''),
              pose: v.optional(v.nullable(v.object({ shortCode: text })), null),
            }),
          }),
        ),
        [],
      ),
    }),
  }),
  v.title('Order'),
);

/** The status to move to: its id, or the status as an order shows it (`{id, name, ext_id}`). */
const statusValue = reference(requiredInteger, 'validation.integer', 'the status');

export const statusChangeBody = v.object({ status: statusValue });

export const bulkStatusBody = v.object({
  listId: v.pipe(
    v.array(v.pipe(v.number(), v.integer()), 'validation.required'),
    v.minLength(1, 'validation.required'),
    v.maxLength(100, 'validation.range'),
  ),
  status: statusValue,
});

/** Each order of a bulk change moves, or says why not; a refusal does not stop the others. */
export const bulkStatusAnswer = v.object({
  results: v.array(v.object({ id, ok: v.boolean(), status: v.optional(orderStatus), message: v.optional(text) })),
});

/** An export's body: the file type, the columns, in order, and the zone its dates and times are shown in. */
export const exportBody = <const P extends readonly [string, ...string[]]>(properties: P) =>
  v.object({
    type: v.picklist(EXPORT_TYPES, 'validation.required'),
    propertiesToExport: v.pipe(
      v.array(v.picklist(properties, 'validation.range'), 'validation.required'),
      v.minLength(1, 'validation.required'),
    ),
    timeZone: timeZoneField('the file’s dates and times are shown in (the caller’s)'),
  });

export const orderExportBody = exportBody(ORDER_EXPORT_PROPERTIES);

/** The filters the order and quote lists share, beside paging and search. */
export const sharedListFilters = {
  '_scenario[]': idList('scenario ids (also `_scenario`, `_scenarioId`)'),
  '_resellerId[]': idList('reseller ids (also `_resellerId`); a reseller always gets its own only'),
  _resellerId: v.optional(
    v.pipe(id, v.description('one reseller id (the original call list’s name of `_resellerId[]`)')),
  ),
  _start_date: dateBound('created on or after'),
  _end_date: dateBound('created on or before'),
  '_id[]': idList(
    'only these records, by id: an export of the rows a user selected (an addition; absent: no such filter)',
  ),
};

const ORDER_SORT_FIELDS = [
  'id',
  'internalReference',
  'company',
  'scenario',
  'total',
  'resalePrice',
  'quoteReference',
  'width',
  'carrier',
  'status',
  'createdAt',
  'estimatedAt',
] as const;

const orderFilters = {
  ...listParams(ORDER_SORT_FIELDS, 'createdAt (desc)'),
  '_filter[]': v.optional(v.pipe(v.array(v.picklist(ORDER_STATUSES)), v.description('status ids'))),
  ...sharedListFilters,
};

const { _limit: _omitLimit, _page: _omitPage, ...exportFilters } = orderFilters;

const TAG = 'Orders';

export const ordersApi = {
  listOrders: operation({
    id: 'listOrders',
    method: 'get',
    path: '/admin/orders',
    tag: TAG,
    summary: 'A page of orders, filtered and sorted',
    access: 'scoped',
    query: orderFilters,
    answer: { status: 200, schema: page(orderRow) },
    errors: [400],
  }),
  getOrder: operation({
    id: 'getOrder',
    method: 'get',
    path: '/admin/orders/{id}',
    tag: TAG,
    summary: 'One order',
    access: 'scoped',
    answer: { status: 200, schema: orderDetail },
    errors: [404],
    versioned: true,
  }),
  listOrderScenarios: operation({
    id: 'listOrderScenarios',
    method: 'get',
    path: '/admin/orders/scenarios',
    tag: TAG,
    summary:
      'The scenarios the caller may filter its orders by (at most 20, by name): every one for staff, the active ones (those it may order) for a reseller',
    access: 'scoped',
    query: {
      _search: v.optional(v.pipe(v.string(), v.maxLength(100), v.description('part of the scenario’s name'))),
    },
    answer: { status: 200, schema: page(v.pipe(v.object({ id, name: text }), v.title('ScenarioRef'))) },
    errors: [400],
    addition: true,
  }),
  listOrderStatuses: operation({
    id: 'listOrderStatuses',
    method: 'get',
    path: '/admin/status/orders',
    tag: TAG,
    summary: 'Every order status, named in the caller’s language',
    access: 'scoped',
    answer: { status: 200, schema: v.array(orderStatus) },
  }),
  changeOrderStatus: operation({
    id: 'changeOrderStatus',
    method: 'patch',
    path: '/admin/status/orders/{id}',
    tag: TAG,
    summary: 'Moves one order to another status (a refused transition is a 400 saying why)',
    access: 'admin',
    body: { schema: statusChangeBody, example: { status: 1 } },
    answer: { status: 200, schema: orderDetail },
    errors: [400, 404],
    versioned: true,
    ifMatch: true,
  }),
  changeOrderStatuses: operation({
    id: 'changeOrderStatuses',
    method: 'patch',
    path: '/admin/status/list/orders',
    tag: TAG,
    summary: 'Moves several orders to one status; each says whether it moved',
    access: 'admin',
    body: { schema: bulkStatusBody, example: { listId: [1042, 1043], status: 2 } },
    answer: { status: 200, schema: bulkStatusAnswer },
    errors: [400],
  }),
  downloadOrderZip: operation({
    id: 'downloadOrderZip',
    method: 'get',
    path: '/admin/orders/refresh/{id}',
    tag: TAG,
    summary: 'The order’s files in one zip, named order-zip-{id}.zip',
    access: 'staff',
    answer: { status: 200, file: 'application/zip' },
    errors: [404],
  }),
  resyncOrderFiles: operation({
    id: 'resyncOrderFiles',
    method: 'get',
    writes: true,
    path: '/admin/orders/resync/files/{id}',
    tag: TAG,
    summary: 'Sends the order’s files to production again: `success`, or why not',
    access: 'admin',
    answer: { status: 200, schema: messageAnswer, example: { message: 'success' } },
    errors: [404],
  }),
  exportOrders: operation({
    id: 'exportOrders',
    method: 'post',
    path: '/admin/orders/export',
    tag: TAG,
    summary: 'Every order matching the list’s filters as CSV or XLSX (cells starting a formula are escaped)',
    access: 'staff',
    query: exportFilters,
    body: { schema: orderExportBody, example: { type: 'csv', propertiesToExport: ['id', 'company', 'total'] } },
    answer: { status: 200, file: 'text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    errors: [400, 429],
  }),
  downloadOrderFile: operation({
    id: 'downloadOrderFile',
    method: 'get',
    path: '/admin/orders/{id}/files/{kind}',
    tag: TAG,
    summary: 'One of the order’s documents (the manufacturing PDF is never served to resellers)',
    access: 'scoped',
    params: { kind: v.picklist(['manufacturing', 'delivery-note', 'shipping-label']) },
    answer: { status: 200, file: 'application/pdf' },
    errors: [403, 404],
    addition: true,
  }),
  downloadOrderSeriesFile: operation({
    id: 'downloadOrderSeriesFile',
    method: 'get',
    path: '/admin/orders/{id}/files/series/{seriesId}',
    tag: TAG,
    summary: 'The PDF of one series of the order',
    access: 'scoped',
    answer: { status: 200, file: 'application/pdf' },
    errors: [404],
    addition: true,
  }),
  uploadDeliveryNote: operation({
    id: 'uploadDeliveryNote',
    method: 'post',
    path: '/orders/{id}/delivery_note',
    tag: TAG,
    summary: 'Uploads the order’s delivery note: a PDF by content, 20 MB at most',
    access: 'owner',
    body: { schema: v.object({ file: fileField }), multipart: true, example: { file: PDF_EXAMPLE } },
    answer: { status: 201, schema: orderDetail },
    errors: [400, 404, 413],
    versioned: true,
  }),
} as const;

export type OrderRowWire = v.InferOutput<typeof orderRow>;
export type OrderDetailWire = v.InferOutput<typeof orderDetail>;
export type OrderStatusWire = v.InferOutput<typeof orderStatus>;
