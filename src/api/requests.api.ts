import * as v from 'valibot';
import { NON_CONFORMITY_ANSWERS, NON_CONFORMITY_REASONS } from '../domain/orders/order';
import {
  CANCEL_ANSWERS,
  CANCEL_REQUEST_STATUSES,
  COMMENT_MAX_LENGTH,
  NON_CONFORMITY_STATUSES,
} from '../domain/requests/requests';
import { FILE_MODEL_BODY_BYTES } from './body-limits';
import { operation } from './operation';
import { orderStatus } from './orders.api';
import { id, instant, listParams, maybeText, page, reference, requiredInteger, text, trimmedText } from './wire';

/** A series as the requests and quotes answer it: its file as a link {name, url}, or null while it has none. */
export const seriesLink = v.pipe(
  v.object({
    id,
    name: text,
    quantity: v.number(),
    file: v.optional(v.nullable(v.object({ name: text, url: text })), null),
  }),
  v.title('Series'),
);

const company = v.optional(v.object({ company: maybeText }), { company: null });

/** One cancellation request (a row of the list, and the answer of every cancellation call). */
export const cancelRequestRow = v.pipe(
  v.object({
    id,
    createdAt: instant,
    status: v.picklist(CANCEL_REQUEST_STATUSES),
    /** The reseller's comment: what the request was asked with as `comment` (the original call list's two names). */
    reason: v.optional(
      v.pipe(
        text,
        v.description('the reseller’s comment, sent as `comment` when it asked (the original call list’s names)'),
      ),
      '',
    ),
    reference: v.optional(text, ''),
    resellerId: id,
    user: company,
    order: v.object({
      id,
      internalReference: v.optional(text, ''),
      status: orderStatus,
      createdAt: instant,
      quote: v.optional(
        v.nullable(v.object({ scenario: v.optional(v.nullable(v.object({ name: text })), null) })),
        null,
      ),
    }),
  }),
  v.title('CancelRequest'),
);

/** An order's non-conformity request. */
export const nonConformity = v.pipe(
  v.object({
    id,
    orderId: id,
    /** The admin who made it. */
    userId: v.optional(id),
    resellerId: id,
    /** The reseller whose order it is. */
    reseller: v.optional(v.object({ id, company: maybeText })),
    /** The order (the original call list names it beside `orderId`). */
    order: v.optional(v.object({ id })),
    reason: v.picklist(NON_CONFORMITY_REASONS),
    commentAdmin: v.optional(text, ''),
    commentReseller: maybeText,
    responseReseller: v.optional(v.nullable(v.picklist(NON_CONFORMITY_ANSWERS)), null),
    status: v.picklist(NON_CONFORMITY_STATUSES),
    createdAt: instant,
  }),
  v.title('NonConformity'),
);

/** One row of the non-conforming orders list, with the order's series (one new PDF each). */
export const nonConformityRow = v.pipe(
  v.object({
    ...nonConformity.entries,
    user: company,
    order: v.object({
      id,
      internalReference: v.optional(text, ''),
      status: orderStatus,
      series: v.optional(v.array(seriesLink), []),
    }),
    /** Series given a new file since the request was made (send-new-file needs them all). */
    replacedSeries: v.optional(v.array(id), []),
  }),
  v.title('NonConformityRow'),
);

const requiredId = requiredInteger;
const trimmed = trimmedText;

/** A reseller's cancellation request: the order as `order` or `orderId`. */
export const cancellationBody = v.pipe(
  v.object({
    order: v.optional(reference(requiredId, 'validation.integer', 'the order')),
    orderId: v.optional(requiredId),
    reference: v.optional(trimmed(100), ''),
    comment: v.optional(
      v.pipe(
        trimmed(COMMENT_MAX_LENGTH),
        v.description('the reseller’s comment, answered as the request’s `reason` (the original call list’s names)'),
      ),
      '',
    ),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const order = dataset.value.order ?? dataset.value.orderId;
    if (order === undefined) {
      addIssue({ message: 'validation.required', path: [pathItem(dataset.value, 'order')] });
      return NEVER;
    }
    return { order, reference: dataset.value.reference, comment: dataset.value.comment };
  }),
);

/** The issue path item of a missing key (valibot wants one to name the field). */
function pathItem(input: Record<string, unknown>, key: string) {
  return { type: 'object' as const, origin: 'value' as const, input, key, value: undefined };
}

export const nonConformityBody = v.object({
  orderId: requiredId,
  reason: v.picklist(NON_CONFORMITY_REASONS, 'validation.required'),
  commentAdmin: v.pipe(trimmed(COMMENT_MAX_LENGTH), v.nonEmpty('validation.required')),
  userId: v.optional(v.nullable(v.number())),
  resellerId: v.optional(v.nullable(v.number())),
});

export const nonConformityCreated = v.object({
  entity: nonConformity,
  createdAt: instant,
  /** Why the procedure failed, or null. */
  process_message: maybeText,
});

export const cancelAnswerBody = v.object({ respond: v.picklist(CANCEL_ANSWERS, 'validation.required') });

export const cancelTreatmentBody = v.optional(
  v.object({
    orderRequestCancel: v.optional(v.pipe(v.number('validation.integer'), v.integer('validation.integer'))),
    respond: v.optional(v.nullable(v.string())),
  }),
  {},
);

/** A new PDF for one series of the order, as a base64 file model (docs/api/README.md#conventions). */
export const seriesUploadBody = v.object({
  serie: requiredId,
  file: v.object(
    {
      filename: v.optional(v.pipe(v.string(), v.maxLength(255, 'validation.tooLong')), ''),
      size: v.optional(v.number()),
      base64: v.string('validation.required'),
    },
    'validation.required',
  ),
});

export const nonConformityAnswerBody = v.object({
  commentReseller: v.optional(trimmed(COMMENT_MAX_LENGTH), ''),
  responseType: v.picklist(NON_CONFORMITY_ANSWERS, 'validation.required'),
});

const waitingCount = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) });

const REQUEST_SORT_FIELDS = ['id', 'createdAt', 'status'] as const;

const TAG = 'Requests';

export const requestsApi = {
  askCancellation: operation({
    id: 'askCancellation',
    method: 'post',
    path: '/order_request_cancels',
    tag: TAG,
    summary: 'A reseller asks to cancel its own pending or in-progress order',
    access: 'reseller',
    body: { schema: cancellationBody, example: { order: 1042, reference: 'CMD-26-001042', comment: 'Wrong size' } },
    answer: { status: 201, schema: cancelRequestRow },
    errors: [400, 404],
  }),
  listCancelRequests: operation({
    id: 'listCancelRequests',
    method: 'get',
    path: '/admin/order_request_cancels',
    tag: TAG,
    summary: 'A page of cancellation requests',
    access: 'scoped',
    query: {
      ...listParams(REQUEST_SORT_FIELDS, 'createdAt (desc)'),
      '_filter[]': v.optional(v.pipe(v.array(v.picklist(CANCEL_REQUEST_STATUSES)), v.description('statuses'))),
      _resellerId: v.optional(v.pipe(id, v.description('one reseller (staff only)'))),
    },
    answer: { status: 200, schema: page(cancelRequestRow) },
    errors: [400],
  }),
  answerCancelRequest: operation({
    id: 'answerCancelRequest',
    method: 'patch',
    path: '/admin/order_request_cancels/{id}',
    tag: TAG,
    summary: 'Approves (order cancelled) or refuses (order back to its status) a pending request',
    access: 'admin',
    body: { schema: cancelAnswerBody, example: { respond: 'approved' } },
    answer: { status: 200, schema: cancelRequestRow },
    errors: [400, 404],
  }),
  cancelTreatment: operation({
    id: 'cancelTreatment',
    method: 'patch',
    path: '/admin/order_request_cancels/cancel/{id}',
    tag: TAG,
    summary: 'Undoes the answer to a request: the order goes back in progress',
    access: 'admin',
    body: { schema: cancelTreatmentBody, required: false, example: { orderRequestCancel: 14 } },
    answer: { status: 200, schema: cancelRequestRow },
    errors: [400, 404],
  }),
  flagNonConformity: operation({
    id: 'flagNonConformity',
    method: 'post',
    path: '/admin/order_not_conformity',
    tag: TAG,
    summary: 'Places a reseller’s order in 0, 1 or 2 in non-conformity (the procedure may fail: 502 with its message)',
    access: 'admin',
    body: {
      schema: nonConformityBody,
      example: {
        orderId: 1042,
        reason: 'low-resolution',
        commentAdmin: 'Logo below 300 dpi',
        resellerId: 7,
        userId: 7,
      },
    },
    answer: { status: 201, schema: nonConformityCreated },
    errors: [400, 404, 502],
  }),
  getNonConformityOfOrder: operation({
    id: 'getNonConformityOfOrder',
    method: 'get',
    path: '/admin/order_not_conformity/{id}',
    tag: TAG,
    summary: 'The order’s latest non-conformity request, or null',
    access: 'scoped',
    pathNotes: { id: 'the id of the order (the PATCH on this path takes a request’s)' },
    query: {
      _order_status_ext_id: v.optional(
        v.pipe(v.number(), v.integer(), v.description('answer null unless the order is in this status')),
      ),
    },
    answer: { status: 200, schema: v.nullable(nonConformity) },
    errors: [400, 404],
  }),
  listNonConformities: operation({
    id: 'listNonConformities',
    method: 'get',
    path: '/admin/order_not_conformity_list',
    tag: TAG,
    summary: 'A page of non-conformity requests',
    access: 'scoped',
    query: {
      ...listParams(REQUEST_SORT_FIELDS, 'id (desc)'),
      '_filter[]': v.optional(v.pipe(v.array(v.picklist(NON_CONFORMITY_STATUSES)), v.description('statuses'))),
      _resellerId: v.optional(v.pipe(id, v.description('one reseller (staff only)'))),
    },
    answer: { status: 200, schema: page(nonConformityRow) },
    errors: [400],
  }),
  countWaitingNonConformities: operation({
    id: 'countWaitingNonConformities',
    method: 'get',
    path: '/admin/order_not_conformity/count/{resellerId}',
    tag: TAG,
    summary: 'How many of a reseller’s non-conformity requests wait for its answer',
    access: 'scoped',
    answer: { status: 200, schema: waitingCount },
    errors: [404],
  }),
  uploadNonConformityFile: operation({
    id: 'uploadNonConformityFile',
    method: 'post',
    path: '/admin/order_not_conformity/upload/{id}',
    tag: TAG,
    summary: 'A new PDF for one series of the order (base64 file model); the answer replaces the series',
    access: 'reseller',
    body: {
      schema: seriesUploadBody,
      example: { serie: 3, file: { filename: 'series-a.pdf', size: 1024, base64: 'JVBERi0xLjQK…' } },
      // The file travels as base64: a 20 MB PDF is a JSON body of about 27 MB.
      maxBytes: FILE_MODEL_BODY_BYTES,
    },
    answer: { status: 201, schema: seriesLink },
    errors: [400, 404, 413],
  }),
  answerNonConformity: operation({
    id: 'answerNonConformity',
    method: 'patch',
    path: '/admin/order_not_conformity/{id}',
    tag: TAG,
    summary: 'The reseller’s answer: print as is, or the new files sent (every series)',
    access: 'reseller',
    pathNotes: { id: 'the id of the request (the GET on this path takes an order’s)' },
    body: { schema: nonConformityAnswerBody, example: { responseType: 'print-anyway', commentReseller: 'Fine as is' } },
    answer: { status: 200, schema: nonConformityRow },
    errors: [400, 404],
  }),
} as const;

export type SeriesLinkWire = v.InferOutput<typeof seriesLink>;
export type CancelRequestWire = v.InferOutput<typeof cancelRequestRow>;
export type NonConformityWire = v.InferOutput<typeof nonConformity>;
export type NonConformityRowWire = v.InferOutput<typeof nonConformityRow>;
