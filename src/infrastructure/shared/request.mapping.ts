import type * as v from 'valibot';
import type { CancelRequestRow, NonConformityRow } from '../../domain/requests/requests';
import type { cancelRequestRow, nonConformityRow } from '../../api/requests.api';
import { orderSeries, toNonConformity, toStatus } from './order.mapping';

/** One row of the cancellation requests (src/api/requests.api.ts) in the domain's words. */
export function toCancelRequestRow(d: v.InferOutput<typeof cancelRequestRow>): CancelRequestRow {
  const { user, order, ...request } = d;
  const { quote, status, ...rest } = order;
  return {
    id: request.id,
    createdAt: request.createdAt,
    status: request.status,
    reason: request.reason,
    reference: request.reference,
    resellerId: request.resellerId,
    company: user.company,
    order: { ...rest, status: toStatus(status), scenario: quote?.scenario?.name ?? null },
  };
}

/** One row of the non-conforming orders, with the order's series. */
export function toNonConformityRow(d: v.InferOutput<typeof nonConformityRow>): NonConformityRow {
  return {
    ...toNonConformity(d),
    company: d.user.company,
    order: {
      ...d.order,
      status: toStatus(d.order.status),
      series: d.order.series.map((s) => orderSeries(d.order.id, s)),
    },
    replacedSeries: d.replacedSeries,
  };
}
