import * as v from 'valibot';
import { QUOTE_STATUSES, type Quote, type QuoteSummary } from '../../domain/quotes/quote';
import { quoteSpecSchema } from './order.dto';
import { seriesSchema } from './series.dto';

const text = v.string();
const maybeText = v.optional(v.nullable(v.string()), null);
const maybeNumber = v.optional(v.nullable(v.number()), null);

const rowSchema = v.object({
  id: v.number(),
  status: v.picklist(QUOTE_STATUSES),
  reference: text,
  internalReference: v.optional(text, ''),
  resellerId: v.number(),
  user: v.optional(v.object({ company: maybeText }), { company: null }),
  scenario: v.object({ name: text }),
  price: v.number(),
  resalePrice: maybeNumber,
  quantityPerSeries: v.number(),
  seriesCount: v.optional(v.number(), 0),
  frontUser: v.optional(
    v.nullable(
      v.object({
        id: v.number(),
        firstname: v.optional(text, ''),
        lastname: v.optional(text, ''),
        username: text,
      }),
    ),
    null,
  ),
  createdAt: text,
  orderId: maybeNumber,
});

const detailSchema = v.object({
  ...rowSchema.entries,
  ...quoteSpecSchema.entries,
  series: v.optional(v.array(seriesSchema), []),
});

function summaryOf(d: v.InferOutput<typeof rowSchema>): QuoteSummary {
  return {
    id: d.id,
    status: d.status,
    reference: d.reference,
    internalReference: d.internalReference,
    resellerId: d.resellerId,
    company: d.user.company,
    scenario: d.scenario.name,
    price: d.price,
    resalePrice: d.resalePrice,
    quantityPerSeries: d.quantityPerSeries,
    seriesCount: d.seriesCount,
    frontUser: d.frontUser,
    createdAt: d.createdAt,
    orderId: d.orderId,
  };
}

/** One row of GET /admin/quotes. */
export const toQuoteSummary = (dto: unknown): QuoteSummary => summaryOf(v.parse(rowSchema, dto));

/** GET /admin/quotes/{id}, and the answer of the upload and validate calls. */
export function toQuote(dto: unknown): Quote {
  const d = v.parse(detailSchema, dto);
  return {
    ...summaryOf(d),
    seriesCount: d.series.length,
    weight: d.weight,
    width: d.width,
    height: d.height,
    diameter: d.diameter,
    application: d.application,
    coreSize: d.coreSize,
    quantityPerRoll: d.quantityPerRoll,
    shape: d.shape?.name ?? null,
    series: d.series,
  };
}
