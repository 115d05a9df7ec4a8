type SortOrder = 'asc' | 'desc';

export interface Sort {
  readonly field: string;
  readonly order: SortOrder;
}

/**
 * What a list asks for: the page, its size, the sort, the search and the list's own filter `F`
 * (an order list's statuses, a user list's reseller…), in domain terms: only the HTTP adapter knows
 * the API's parameter names (docs/architecture.md). A list without filters takes none.
 */
export interface ListQuery<F = never> {
  readonly page: number;
  readonly size: number;
  readonly sort?: Sort;
  readonly search?: string;
  readonly filter?: F;
}

/** One page of a list: the rows, the total in scope and the total matching the filters. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly totalRequest: number;
}

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const CATALOGUE_PAGE_SIZE = 10;

/** docs/screens.md#common-list-behaviour: a filtered list counts its filtered total, otherwise its total. */
export function countOf(page: Pick<Page<unknown>, 'total' | 'totalRequest'>, filtered: boolean): number {
  return filtered ? page.totalRequest : page.total;
}

/** Number of pages: the count divided by the page size, rounded up; at least 1. */
export function pageCount(count: number, size: number): number {
  if (size <= 0) return 1;
  return Math.max(1, Math.ceil(count / size));
}
