import type * as v from 'valibot';
import type {
  BulkStatusResult,
  CancellationRequest,
  FileLink,
  FileRef,
  NonConformity,
  Order,
  OrderStatusRef,
  OrderSummary,
  QuoteSeries,
} from '../../domain/orders/order';
import type { Suggestion } from '../../application/orders/order-repository.port';
import type { bulkStatusAnswer, orderDetail, orderRow, orderStatus } from '../../api/orders.api';
import type { cancelRequestRow, nonConformity } from '../../api/requests.api';

type Wire<S extends v.GenericSchema> = v.InferOutput<S>;

/** How an order reads in the domain, from its wire shape (src/api/orders.api.ts). */
export function toStatus(d: Wire<typeof orderStatus>): OrderStatusRef {
  return { id: d.id, name: d.name, extId: d.ext_id };
}

export function toOrderSummary(d: Wire<typeof orderRow>): OrderSummary {
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

const link = (url: string | null | undefined, name: string | null, fallback: string, ref: FileRef): FileLink | null =>
  url ? { url, name: name ?? fallback, ref } : null;

/** A series of an order as the requests answer it, its file naming the order and the series (FileRef). */
export function orderSeries(
  orderId: number,
  s: { id: number; name: string; quantity: number; file: { name: string; url: string } | null },
): QuoteSeries {
  const ref: FileRef = { owner: 'order', orderId, kind: 'series', seriesId: s.id };
  return { ...s, file: s.file ? { ...s.file, ref } : null };
}

export function toOrder(d: Wire<typeof orderDetail>): Order {
  return {
    ...toOrderSummary(d),
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
        file: link(s.file, s.fileName, `${s.name}.pdf`, {
          owner: 'order',
          orderId: d.id,
          kind: 'series',
          seriesId: s.id,
        }),
      })),
    },
    customer: d.customer,
    address: d.address,
    shippingLabel: link(d.shippingLabelle, null, `shipping-label-${d.id}.pdf`, {
      owner: 'order',
      orderId: d.id,
      kind: 'shipping-label',
    }),
    pdfManufacturing: link(d.pdfManufacturingUrl, null, `manufacturing-${d.id}.pdf`, {
      owner: 'order',
      orderId: d.id,
      kind: 'manufacturing',
    }),
    deliveryNote: link(d.deliveryNoteUrl, d.deliveryNoteName, `delivery-note-${d.id}.pdf`, {
      owner: 'order',
      orderId: d.id,
      kind: 'delivery-note',
    }),
    categoriesScenarios: d.scenario.categoriesScenarios,
  };
}

export function toBulkResults(d: Wire<typeof bulkStatusAnswer>): BulkStatusResult[] {
  return d.results.map((r) =>
    r.ok && r.status
      ? { id: r.id, ok: true as const, status: r.status.id }
      : { id: r.id, ok: false as const, message: r.message ?? '' },
  );
}

export function toNonConformity(d: Wire<typeof nonConformity>): NonConformity {
  return {
    id: d.id,
    orderId: d.orderId,
    resellerId: d.resellerId,
    reason: d.reason,
    commentAdmin: d.commentAdmin,
    commentReseller: d.commentReseller,
    responseReseller: d.responseReseller,
    status: d.status,
    createdAt: d.createdAt,
  };
}

export function toCancellationRequest(d: Wire<typeof cancelRequestRow>): CancellationRequest {
  return { id: d.id, orderId: d.order.id, status: d.status, reason: d.reason, createdAt: d.createdAt };
}

/** Suggestions of the order list's autocompletes: scenarios by name, resellers by company. */
export const toSuggestion = (d: { id: number; name: string }): Suggestion => ({ id: d.id, label: d.name });

export const toResellerSuggestion = (d: { id: number; company?: string | null; username?: string }): Suggestion => ({
  id: d.id,
  label: d.company || d.username || '',
});
