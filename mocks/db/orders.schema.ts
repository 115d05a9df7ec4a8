import { Collection } from '@msw/data';
import * as v from 'valibot';

const text = v.string();
const maybeText = v.nullable(v.string());

/**
 * An order, kept compact (the demo's 3,000 orders are saved in the browser): people and
 * scenarios are ids, files are flags or names, URLs are built by the service.
 */
export const orderRecordSchema = v.object({
  id: v.number(),
  internalReference: text,
  /** Who placed it: a reseller's account, or staff placing it directly. */
  userId: v.number(),
  /** The owning reseller (scoping); null when placed by staff. */
  resellerId: v.nullable(v.number()),
  /** The reseller's quote user who prepared it. */
  frontUserId: v.nullable(v.number()),
  scenarioId: v.number(),
  status: v.number(),
  total: v.number(),
  resalePrice: v.nullable(v.number()),
  weight: v.number(),
  createdAt: text,
  estimatedAt: maybeText,
  customer: v.object({ name: maybeText, firstname: maybeText, mail: maybeText, phone: maybeText }),
  address: v.object({
    address: maybeText,
    address2: maybeText,
    address3: maybeText,
    postalCode: maybeText,
    city: maybeText,
    country: maybeText,
  }),
  hasShippingLabel: v.boolean(),
  hasManufacturingPdf: v.boolean(),
  /** The uploaded delivery note's file name (its bytes live in the service's memory). */
  deliveryNote: maybeText,
  tracking: v.array(
    v.object({
      reference: text,
      carrier: text,
      method: text,
      weight: v.nullable(v.number()),
      url: maybeText,
    }),
  ),
  quote: v.object({
    id: v.number(),
    reference: text,
    price: v.number(),
    weight: v.number(),
    width: v.number(),
    height: v.number(),
    diameter: v.number(),
    application: text,
    coreSize: v.number(),
    quantityPerRoll: v.number(),
    quantityPerSeries: v.number(),
    shapeId: v.nullable(v.number()),
    series: v.array(v.object({ id: v.number(), name: text, quantity: v.number(), file: maybeText })),
  }),
});
export type OrderRecord = v.InferOutput<typeof orderRecordSchema>;

const CANCEL_REQUEST_STATUSES = ['pending', 'approved', 'unapproved', 'treatment_cancelled'] as const;

/**
 * A reseller's request to cancel an order (docs/rules.md#cancellation-requests); the order's status
 * before it is kept to refuse it.
 */
const orderRequestCancelRecordSchema = v.object({
  id: v.number(),
  orderId: v.number(),
  userId: v.number(),
  resellerId: v.number(),
  status: v.picklist(CANCEL_REQUEST_STATUSES),
  reason: v.string(),
  reference: v.string(),
  previousStatus: v.number(),
  createdAt: text,
});
export type OrderRequestCancelRecord = v.InferOutput<typeof orderRequestCancelRecordSchema>;

/** An admin's non-conformity request on a reseller's order (docs/entities.md#non-conformity-request). */
const orderNotConformityRecordSchema = v.object({
  id: v.number(),
  orderId: v.number(),
  userId: v.number(),
  resellerId: v.number(),
  reason: v.picklist(['low-resolution', 'file-not-conforming']),
  commentAdmin: v.string(),
  commentReseller: maybeText,
  responseReseller: v.nullable(v.picklist(['print-anyway', 'send-new-file'])),
  status: v.picklist(['waiting', 'answered']),
  createdAt: text,
  /** Series of the order given a new file since the request was made ('send-new-file' needs them all). */
  replacedSeries: v.array(v.number()),
});
export type OrderNotConformityRecord = v.InferOutput<typeof orderNotConformityRecordSchema>;

/** The orders' collections, spread into the database's (mocks/db/database.ts). */
export function orderCollections() {
  return {
    orders: new Collection({ schema: orderRecordSchema }),
    orderRequestCancels: new Collection({ schema: orderRequestCancelRecordSchema }),
    orderNotConformities: new Collection({ schema: orderNotConformityRecordSchema }),
  };
}
