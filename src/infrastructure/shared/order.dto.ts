import * as v from 'valibot';
import type {
  BulkStatusResult,
  CancellationRequest,
  FileLink,
  NonConformity,
  Order,
  OrderStatusRef,
  OrderSummary,
} from '../../domain/orders/order';
import { NON_CONFORMITY_ANSWERS, NON_CONFORMITY_REASONS } from '../../domain/orders/order';
import { isOrderStatus, type OrderStatusId } from '../../domain/orders/order-status';
import type { Suggestion } from '../../application/orders/order-repository.port';

const text = v.string();
const maybeText = v.optional(v.nullable(v.string()), null);
const maybeNumber = v.optional(v.nullable(v.number()), null);
const statusId = v.custom<OrderStatusId>(isOrderStatus, 'unknown order status');

export const statusSchema = v.object({ id: statusId, name: text, ext_id: v.number() });
const trackingSchema = v.object({
  reference: text,
  carrier: text,
  method: v.optional(text, ''),
  weight: maybeNumber,
  url: maybeText,
});

const rowSchema = v.object({
  id: v.number(),
  internalReference: text,
  user: v.object({ id: v.number(), company: maybeText }),
  resellerId: maybeNumber,
  scenario: v.object({ id: v.number(), name: text }),
  total: v.number(),
  resalePrice: maybeNumber,
  quote: v.object({ reference: text, width: v.number() }),
  tracking: v.optional(v.array(trackingSchema), []),
  status: statusSchema,
  createdAt: text,
  estimatedAt: maybeText,
  cancellationPending: v.optional(v.boolean(), false),
});

/** What a quote (or an order's embedded quote) says of the labels to print. */
export const quoteSpecSchema = v.object({
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

const detailSchema = v.object({
  ...rowSchema.entries,
  weight: v.number(),
  user: v.object({
    id: v.number(),
    company: maybeText,
    username: v.optional(text, ''),
    roles: v.optional(v.array(text), []),
  }),
  frontUser: v.optional(
    v.nullable(
      v.object({
        id: v.number(),
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
    id: v.number(),
    reference: text,
    ...quoteSpecSchema.entries,
    series: v.optional(
      v.array(v.object({ id: v.number(), name: text, quantity: v.number(), file: maybeText, fileName: maybeText })),
      [],
    ),
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
  pdfManufacturingUrl: maybeText,
  deliveryNoteUrl: maybeText,
  deliveryNoteName: maybeText,
  scenario: v.object({
    id: v.number(),
    name: text,
    categoriesScenarios: v.optional(
      v.array(
        v.object({
          delay: v.number(),
          category: v.object({
            id: v.number(),
            name: v.optional(text, ''),
            pose: v.optional(v.nullable(v.object({ shortCode: text })), null),
          }),
        }),
      ),
      [],
    ),
  }),
});

export function toStatus(d: v.InferOutput<typeof statusSchema>): OrderStatusRef {
  return { id: d.id, name: d.name, extId: d.ext_id };
}

function summaryOf(d: v.InferOutput<typeof rowSchema>): OrderSummary {
  return {
    id: d.id,
    internalReference: d.internalReference,
    company: d.user.company,
    resellerId: d.resellerId,
    scenario: { id: d.scenario.id, name: d.scenario.name },
    total: d.total,
    resalePrice: d.resalePrice,
    quoteReference: d.quote.reference,
    width: d.quote.width,
    tracking: d.tracking,
    status: toStatus(d.status),
    createdAt: d.createdAt,
    estimatedAt: d.estimatedAt,
    cancellationPending: d.cancellationPending,
  };
}

export function toOrderSummary(dto: unknown): OrderSummary {
  return summaryOf(v.parse(rowSchema, dto));
}

const link = (url: string | null, name: string | null, fallback: string): FileLink | null =>
  url ? { url, name: name ?? fallback } : null;

export function toOrder(dto: unknown): Order {
  const d = v.parse(detailSchema, dto);
  return {
    ...summaryOf(d),
    weight: d.weight,
    user: { id: d.user.id, company: d.user.company, username: d.user.username, roles: d.user.roles },
    frontUser: d.frontUser,
    quote: {
      ...d.quote,
      shape: d.quote.shape?.name ?? null,
      series: d.quote.series.map((s) => ({
        id: s.id,
        name: s.name,
        quantity: s.quantity,
        file: link(s.file, s.fileName, `${s.name}.pdf`),
      })),
    },
    customer: d.customer,
    address: d.address,
    shippingLabel: link(d.shippingLabelle, null, `shipping-label-${d.id}.pdf`),
    pdfManufacturing: link(d.pdfManufacturingUrl, null, `manufacturing-${d.id}.pdf`),
    deliveryNote: link(d.deliveryNoteUrl, d.deliveryNoteName, `delivery-note-${d.id}.pdf`),
    categoriesScenarios: d.scenario.categoriesScenarios,
  };
}

export const toStatuses = (dto: unknown): OrderStatusRef[] => v.parse(v.array(statusSchema), dto).map(toStatus);

const bulkSchema = v.object({
  results: v.array(
    v.object({ id: v.number(), ok: v.boolean(), status: v.optional(statusSchema), message: v.optional(text) }),
  ),
});

export function toBulkResults(dto: unknown): BulkStatusResult[] {
  return v
    .parse(bulkSchema, dto)
    .results.map((r) =>
      r.ok && r.status
        ? { id: r.id, ok: true as const, status: r.status.id }
        : { id: r.id, ok: false as const, message: r.message ?? '' },
    );
}

export const nonConformitySchema = v.object({
  id: v.number(),
  orderId: v.number(),
  resellerId: v.number(),
  reason: v.picklist(NON_CONFORMITY_REASONS),
  commentAdmin: v.optional(text, ''),
  commentReseller: maybeText,
  responseReseller: v.optional(v.nullable(v.picklist(NON_CONFORMITY_ANSWERS)), null),
  status: v.picklist(['waiting', 'answered']),
  createdAt: text,
});

export const toNonConformity = (dto: unknown): NonConformity | null =>
  dto === null || dto === undefined || dto === '' ? null : v.parse(nonConformitySchema, dto);

/** POST /admin/order_not_conformity answers {entity, createdAt, process_message}. */
export function toCreatedNonConformity(dto: unknown): NonConformity {
  const d = v.parse(v.object({ entity: nonConformitySchema }), dto);
  return d.entity;
}

export function toCancellationRequest(dto: unknown): CancellationRequest {
  const d = v.parse(
    v.object({
      id: v.number(),
      createdAt: text,
      status: text,
      reason: v.optional(text, ''),
      order: v.object({ id: v.number() }),
    }),
    dto,
  );
  return { id: d.id, orderId: d.order.id, status: d.status, reason: d.reason, createdAt: d.createdAt };
}

/** GET /admin/scenarios answers a page of scenarios. */
export function toScenarioSuggestions(dto: unknown): Suggestion[] {
  const d = v.parse(v.object({ list: v.array(v.object({ id: v.number(), name: text })) }), dto);
  return d.list.map((s) => ({ id: s.id, label: s.name }));
}

/** GET /admin/resellers/search answers a page (or a list) of resellers. */
export function toResellerSuggestions(dto: unknown): Suggestion[] {
  const item = v.object({ id: v.number(), company: maybeText, username: v.optional(text, '') });
  const rows = Array.isArray(dto) ? v.parse(v.array(item), dto) : v.parse(v.object({ list: v.array(item) }), dto).list;
  return rows.map((r) => ({ id: r.id, label: r.company || r.username }));
}
