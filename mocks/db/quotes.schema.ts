import { Collection } from '@msw/data';
import * as v from 'valibot';
import { QUOTE_STATUSES } from '../../src/domain/quotes/quote';
import { orderRecordSchema } from './orders.schema';

const text = v.string();

/** What a quote says of the labels to print, as an order's embedded quote says it. */
const QUOTE_SPEC_KEYS = [
  'price',
  'weight',
  'width',
  'height',
  'diameter',
  'application',
  'coreSize',
  'quantityPerRoll',
  'quantityPerSeries',
  'shapeId',
] as const;

const orderQuote = orderRecordSchema.entries.quote;

/**
 * A quote (docs/entities.md#quote), kept compact like the orders: people, scenario and shape are ids,
 * each series holds its file's name (the bytes live in the service's memory), `orderId` is the order a
 * validated quote became.
 */
const quoteRecordSchema = v.object({
  id: v.number(),
  status: v.picklist(QUOTE_STATUSES),
  reference: text,
  internalReference: text,
  resellerId: v.nullable(v.number()),
  /** The reseller's quote user (ROLE_RESELLER_FRONT) who asked for it. */
  frontUserId: v.nullable(v.number()),
  scenarioId: v.number(),
  resalePrice: v.nullable(v.number()),
  ...v.pick(orderQuote, QUOTE_SPEC_KEYS).entries,
  series: orderQuote.entries.series,
  customer: orderRecordSchema.entries.customer,
  address: orderRecordSchema.entries.address,
  createdAt: text,
  orderId: v.nullable(v.number()),
});
export type QuoteRecord = v.InferOutput<typeof quoteRecordSchema>;

/** The quotes' collection, spread into the database's (mocks/db/database.ts). */
export function quoteCollections() {
  return { quotes: new Collection({ schema: quoteRecordSchema }) };
}

export type QuoteSpec = Pick<QuoteRecord, (typeof QUOTE_SPEC_KEYS)[number]>;

/** The spec fields of a quote or an order's embedded quote (one copies into the other). */
export function quoteSpecOf(source: QuoteSpec): QuoteSpec {
  return Object.fromEntries(QUOTE_SPEC_KEYS.map((key) => [key, source[key]])) as QuoteSpec;
}
