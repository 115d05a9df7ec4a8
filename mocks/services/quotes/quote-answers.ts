import { quoteSpecOf, type QuoteRecord } from '../../db/quotes.schema';
import { seriesDto, type OrderLookups } from '../orders/order-answers';
import type { QuoteDetailWire, QuoteRowWire } from '../../../src/api/quotes.api';

export type QuoteRowDto = QuoteRowWire;
export type QuoteDetailDto = QuoteDetailWire;

/** The API path of a quote's series file (downloaded with the session's token). */
const quoteFilePath = (quoteId: number, seriesId: number) => `/admin/quotes/${quoteId}/files/series/${seriesId}`;

export function quoteRowDto(record: QuoteRecord, lookups: OrderLookups): QuoteRowDto {
  const front = record.frontUserId === null ? undefined : lookups.users.get(record.frontUserId);
  return {
    id: record.id,
    status: record.status,
    reference: record.reference,
    internalReference: record.internalReference,
    resellerId: record.resellerId,
    user: { company: lookups.company(record.resellerId) },
    scenario: { id: record.scenarioId, name: lookups.scenarioName(record.scenarioId) },
    price: record.price,
    resalePrice: record.resalePrice,
    quantityPerSeries: record.quantityPerSeries,
    seriesCount: record.series.length,
    frontUser: front
      ? { id: front.id, firstname: front.firstname, lastname: front.lastname, username: front.username }
      : null,
    createdAt: record.createdAt,
    orderId: record.orderId,
  };
}

export function quoteDetailDto(record: QuoteRecord, lookups: OrderLookups, shape: string | null): QuoteDetailDto {
  // The stored shape id stays on the server: the answer names the shape.
  const { shapeId: _shapeId, ...spec } = quoteSpecOf(record);
  return {
    ...quoteRowDto(record, lookups),
    ...spec,
    shape: shape === null ? null : { name: shape },
    series: record.series.map((s) => seriesDto(s, quoteFilePath(record.id, s.id))),
  };
}
