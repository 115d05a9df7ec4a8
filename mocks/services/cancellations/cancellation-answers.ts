import type { Locale } from '../../../src/domain/shared/format';
import type { OrderRecord, OrderRequestCancelRecord } from '../../db/orders.schema';
import { statusDto, type OrderLookups } from '../orders/order-answers';
import type { CancelRequestWire } from '../../../src/api/requests.api';

export type CancelRequestRowDto = CancelRequestWire;

/** A cancellation request as the API answers it, with its order as the request lists show it. */
export function cancelRowDto(
  record: OrderRequestCancelRecord,
  order: OrderRecord | undefined,
  lookups: OrderLookups,
  locale: Locale,
): CancelRequestRowDto {
  const scenario = order ? lookups.scenarioName(order.scenarioId) : '';
  return {
    id: record.id,
    createdAt: record.createdAt,
    status: record.status,
    reason: record.reason,
    reference: record.reference,
    resellerId: record.resellerId,
    user: { company: lookups.company(record.resellerId) },
    order: {
      id: record.orderId,
      internalReference: order?.internalReference ?? record.reference,
      status: statusDto(order?.status ?? record.previousStatus, locale),
      createdAt: order?.createdAt ?? record.createdAt,
      quote: { scenario: scenario ? { name: scenario } : null },
    },
  };
}
