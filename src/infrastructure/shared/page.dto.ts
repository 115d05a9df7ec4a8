import * as v from 'valibot';
import type { Page } from '../../domain/shared/page';

const pageDtoSchema = v.object({
  list: v.array(v.unknown()),
  total: v.number(),
  totalRequest: v.optional(v.number()),
});

/** {list, total, totalRequest} → Page, each row mapped. */
export function toPage<T>(dto: unknown, map: (row: unknown) => T): Page<T> {
  const d = v.parse(pageDtoSchema, dto);
  return { items: d.list.map(map), total: d.total, totalRequest: d.totalRequest ?? d.total };
}

/** A parsed page of the contract (src/api/wire.ts) → Page, each row mapped. */
export function pageOf<W, T>(
  wire: { readonly list: readonly W[]; readonly total: number; readonly totalRequest?: number },
  map: (row: W) => T,
): Page<T> {
  return { items: wire.list.map(map), total: wire.total, totalRequest: wire.totalRequest ?? wire.total };
}
