import { NOT_CONFORMED } from '../../../src/domain/orders/order-status';
import type { Locale } from '../../../src/domain/shared/format';
import type { OrderNotConformityRecord, OrderRecord } from '../../db/orders.schema';
import { orderFilePath, seriesDto, statusDto, type OrderLookups, type SeriesDto } from '../orders/order-answers';
import type { NonConformityRowWire, NonConformityWire } from '../../../src/api/requests.api';

export type NonConformityDto = NonConformityWire;
export type NonConformityRowDto = NonConformityRowWire;

/**
 * A non-conformity request as the API answers it, its reseller named (docs/entities.md). `userId`,
 * the staff member who made it, only to staff: a reseller sees staff by role only, as on the
 * order's timeline (docs/audit.md#the-calls).
 */
export const nonConformityDto = (
  r: OrderNotConformityRecord,
  lookups: OrderLookups,
  forStaff: boolean,
): NonConformityDto => ({
  id: r.id,
  orderId: r.orderId,
  ...(forStaff ? { userId: r.userId } : {}),
  resellerId: r.resellerId,
  reseller: { id: r.resellerId, company: lookups.company(r.resellerId) },
  order: { id: r.orderId },
  reason: r.reason,
  commentAdmin: r.commentAdmin,
  commentReseller: r.commentReseller,
  responseReseller: r.responseReseller,
  status: r.status,
  createdAt: r.createdAt,
});

/** An order's series as the requests answer them, each file linked to the order's download. */
export const orderSeriesDto = (order: OrderRecord, series: OrderRecord['quote']['series'][number]): SeriesDto =>
  seriesDto(series, orderFilePath(order.id, `series/${series.id}`));

export function nonConformityRowDto(
  record: OrderNotConformityRecord,
  order: OrderRecord | undefined,
  lookups: OrderLookups,
  locale: Locale,
  forStaff: boolean,
): NonConformityRowDto {
  return {
    ...nonConformityDto(record, lookups, forStaff),
    user: { company: lookups.company(record.resellerId) },
    order: {
      id: record.orderId,
      internalReference: order?.internalReference ?? '',
      status: statusDto(order?.status ?? NOT_CONFORMED, locale),
      series: order ? order.quote.series.map((s) => orderSeriesDto(order, s)) : [],
    },
    replacedSeries: [...record.replacedSeries],
  };
}
