import * as v from 'valibot';
import { QUOTE_EXPORT_PROPERTIES, QUOTE_STATUSES } from '../domain/quotes/quote';
import { operation } from './operation';
import { exportBody, quoteSpec, sharedListFilters } from './orders.api';
import { seriesLink } from './requests.api';
import { fileField, id, instant, listParams, maybeNumber, maybeText, page, PDF_EXAMPLE, text } from './wire';

/** One row of the quote list. */
export const quoteRow = v.pipe(
  v.object({
    id,
    status: v.picklist(QUOTE_STATUSES),
    reference: text,
    internalReference: v.optional(text, ''),
    /** The reseller it is for; null for a quote of an order staff placed themselves. */
    resellerId: v.nullable(id),
    user: v.optional(v.object({ company: maybeText }), { company: null }),
    scenario: v.object({ id: v.optional(id), name: text }),
    price: v.number(),
    resalePrice: maybeNumber,
    quantityPerSeries: v.number(),
    seriesCount: v.optional(v.number(), 0),
    /** The reseller's quote user who asked for it (username is their mail). */
    frontUser: v.optional(
      v.nullable(v.object({ id, firstname: v.optional(text, ''), lastname: v.optional(text, ''), username: text })),
      null,
    ),
    createdAt: instant,
    /** The order it was validated into. */
    orderId: maybeNumber,
  }),
  v.title('QuoteRow'),
);

/** The quote detail: the row, what to print, the series and their files. */
export const quoteDetail = v.pipe(
  v.object({
    ...quoteRow.entries,
    ...quoteSpec.entries,
    series: v.optional(v.array(seriesLink), []),
  }),
  v.title('Quote'),
);

const QUOTE_SORT_FIELDS = ['id', 'createdAt', 'price', 'reference', 'status'] as const;

const quoteFilters = {
  ...listParams(QUOTE_SORT_FIELDS, 'createdAt (desc)'),
  '_filter[]': v.optional(v.pipe(v.array(v.picklist(QUOTE_STATUSES)), v.description('statuses'))),
  ...sharedListFilters,
};
const { _limit: _omitLimit, _page: _omitPage, ...exportFilters } = quoteFilters;

export const quoteExportBody = exportBody(QUOTE_EXPORT_PROPERTIES);

const TAG = 'Quotes';

export const quotesApi = {
  listQuotes: operation({
    id: 'listQuotes',
    method: 'get',
    path: '/admin/quotes',
    tag: TAG,
    summary: 'A page of quotes, with the order list’s filters',
    access: 'scoped',
    query: quoteFilters,
    answer: { status: 200, schema: page(quoteRow) },
    errors: [400],
  }),
  getQuote: operation({
    id: 'getQuote',
    method: 'get',
    path: '/admin/quotes/{id}',
    tag: TAG,
    summary: 'One quote',
    access: 'scoped',
    answer: { status: 200, schema: quoteDetail },
    errors: [404],
    versioned: true,
  }),
  downloadQuoteSeriesFile: operation({
    id: 'downloadQuoteSeriesFile',
    method: 'get',
    path: '/admin/quotes/{id}/files/series/{seriesId}',
    tag: TAG,
    summary: 'The PDF of one series of the quote',
    access: 'scoped',
    answer: { status: 200, file: 'application/pdf' },
    errors: [404],
    addition: true,
  }),
  validateQuote: operation({
    id: 'validateQuote',
    method: 'patch',
    path: '/quotes/{id}/validate',
    tag: TAG,
    summary: 'A quote with every series file becomes a pending order (a missing file is a 400)',
    access: 'owner',
    answer: { status: 200, schema: quoteDetail },
    errors: [400, 404],
    versioned: true,
    ifMatch: true,
  }),
  uploadQuoteSeriesFile: operation({
    id: 'uploadQuoteSeriesFile',
    method: 'post',
    path: '/quote_series/{id}/file',
    tag: TAG,
    summary: 'A series’ PDF while the quote waits for files; with every file the quote is ready',
    access: 'owner',
    body: {
      schema: v.object({ file: fileField, id: v.optional(v.string()), name: v.optional(v.string()) }),
      multipart: true,
      example: { file: PDF_EXAMPLE, id: '31280', name: 'Bio 1' },
    },
    answer: { status: 201, schema: quoteDetail },
    errors: [400, 404, 413],
    versioned: true,
  }),
  exportQuotes: operation({
    id: 'exportQuotes',
    method: 'post',
    path: '/admin/quotes/export',
    tag: TAG,
    summary: 'Every quote matching the list’s filters as CSV or XLSX (cells starting a formula are escaped)',
    access: 'staff',
    query: exportFilters,
    body: {
      schema: quoteExportBody,
      example: { type: 'xlsx', propertiesToExport: ['id', 'company', 'price'] },
    },
    answer: { status: 200, file: 'text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    errors: [400, 429],
  }),
} as const;

export type QuoteRowWire = v.InferOutput<typeof quoteRow>;
export type QuoteDetailWire = v.InferOutput<typeof quoteDetail>;
