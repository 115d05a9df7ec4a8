import type { Locale } from '../../../src/domain/shared/format';
import type { OrderNotConformityRecord, OrderRecord, OrderRequestCancelRecord } from '../../db/orders.schema';
import {
  orderFilePath,
  seriesDto,
  statusDto,
  type OrderLookups,
  type OrderStatusDto,
  type SeriesDto,
} from '../orders/orders.dto';

/** SPEC 3: one cancellation request (the list's row, and the answer of every request call). */
export interface CancelRequestRowDto {
  id: number;
  createdAt: string;
  status: OrderRequestCancelRecord['status'];
  reason: string;
  reference: string;
  resellerId: number;
  user: { company: string | null };
  order: {
    id: number;
    internalReference: string;
    status: OrderStatusDto;
    createdAt: string;
    quote: { scenario: { name: string } | null };
  };
}

/** SPEC 3: an order's non-conformity request, as the order screens read and write it. */
export interface NonConformityDto {
  id: number;
  orderId: number;
  userId: number;
  resellerId: number;
  reason: OrderNotConformityRecord['reason'];
  commentAdmin: string;
  commentReseller: string | null;
  responseReseller: OrderNotConformityRecord['responseReseller'];
  status: OrderNotConformityRecord['status'];
  createdAt: string;
}

export const nonConformityDto = (r: OrderNotConformityRecord): NonConformityDto => ({ ...r });

/** SPEC 3: one non-conformity request, with its order's series (one new PDF each). */
export interface NonConformityRowDto extends NonConformityDto {
  user: { company: string | null };
  order: { id: number; internalReference: string; status: OrderStatusDto; series: SeriesDto[] };
  replacedSeries: number[];
}

/** An order's series as the requests answer them, each file linked to the order's download. */
export const orderSeriesDto = (order: OrderRecord, series: OrderRecord['quote']['series'][number]): SeriesDto =>
  seriesDto(series, orderFilePath(order.id, `series/${series.id}`));

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

export function nonConformityRowDto(
  record: OrderNotConformityRecord,
  order: OrderRecord | undefined,
  lookups: OrderLookups,
  locale: Locale,
): NonConformityRowDto {
  return {
    ...nonConformityDto(record),
    user: { company: lookups.company(record.resellerId) },
    order: {
      id: record.orderId,
      internalReference: order?.internalReference ?? '',
      status: statusDto(order?.status ?? 5, locale),
      series: order ? order.quote.series.map((s) => orderSeriesDto(order, s)) : [],
    },
    replacedSeries: [...record.replacedSeries],
  };
}
