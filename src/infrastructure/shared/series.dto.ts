import * as v from 'valibot';
import type { QuoteSeries } from '../../domain/orders/order';

/** A series as the requests and quotes answer it: its file a link {name, url}, or null. */
export const seriesSchema = v.object({
  id: v.number(),
  name: v.string(),
  quantity: v.number(),
  file: v.optional(v.nullable(v.object({ name: v.string(), url: v.string() })), null),
});

export const toSeries = (dto: unknown): QuoteSeries => v.parse(seriesSchema, dto);
