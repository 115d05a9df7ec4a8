import type { Page } from '../../domain/shared/page';

/** A parsed page of the contract (`{list, total, totalRequest}`, src/api/wire.ts) → Page, each row mapped. */
export function pageOf<W, T>(
  wire: { readonly list: readonly W[]; readonly total: number; readonly totalRequest?: number },
  map: (row: W) => T,
): Page<T> {
  return { items: wire.list.map(map), total: wire.total, totalRequest: wire.totalRequest ?? wire.total };
}
