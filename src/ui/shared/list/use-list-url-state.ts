import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ListQuery, Sort } from '../../../domain/shared/page';

export interface ListDefaults {
  readonly sort: Sort;
  readonly size: number;
  readonly sizes: readonly number[];
}

/** The URL's list parameters beside paging, sort and search (`status[]`, `reseller[]`, `start`…), as the URL holds them. */
export type UrlFilters = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A list's query as the URL holds it: the page maps `filters` to its list's domain filter. */
export interface ListUrlQuery extends ListQuery {
  readonly filters: UrlFilters;
}

export interface ListUrlState {
  readonly query: ListUrlQuery;
  /** A search is active: counts and empty texts follow the filtered total. */
  readonly filtered: boolean;
  setPage(page: number): void;
  setSize(size: number): void;
  /** Sorts by `field`: in `order` when given, else ascending, or reversed when it already sorts by it. */
  setSort(field: string, order?: 'asc' | 'desc'): void;
  setSearch(search: string): void;
  setFilter(name: string, value: string | readonly string[] | undefined): void;
  /** Several filters in one step (one history entry): a date range's two ends. */
  setFilters(values: Readonly<Record<string, string | readonly string[] | undefined>>): void;
  reset(): void;
}

/** `view`: the saved view the list was opened from (docs/lists.md), not a filter. */
const RESERVED = new Set(['page', 'size', 'sort', 'order', 'search', 'view']);

function positiveInt(text: string | null, fallback: number): number {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The list's query a URL's parameters hold (a list page's, a saved view's): what is missing or out of
 * range is the list's default.
 */
export function parseListUrl(params: URLSearchParams, defaults: ListDefaults): ListUrlQuery {
  const size = positiveInt(params.get('size'), defaults.size);
  const order = params.get('order');
  const filters: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    if (RESERVED.has(key)) continue;
    const values = params.getAll(key);
    filters[key] = key.endsWith('[]') ? values : (values[0] ?? '');
  }
  return {
    page: positiveInt(params.get('page'), 1),
    size: defaults.sizes.includes(size) ? size : defaults.size,
    sort: {
      field: params.get('sort') ?? defaults.sort.field,
      order: order === 'asc' || order === 'desc' ? order : defaults.sort.order,
    },
    search: params.get('search') ?? '',
    filters,
  };
}

/**
 * A list's page, size, sort, search and filters live in the URL
 * (`?page=2&size=50&sort=username&order=asc`), so back/forward and shared links show the same list.
 * docs/screens.md#common-list-behaviour: a new search or filter goes back to page 1.
 */
export function useListUrlState(defaults: ListDefaults): ListUrlState {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const { size, sizes } = defaults;
  const { field: sortField, order: sortOrder } = defaults.sort;

  const query = useMemo<ListUrlQuery>(
    () => parseListUrl(params, { sort: { field: sortField, order: sortOrder }, size, sizes }),
    [params, size, sizes, sortField, sortOrder],
  );

  const write = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(search);
      change(next);
      const text = next.toString();
      navigate(`${location}${text ? `?${text}` : ''}`);
    },
    [search, location, navigate],
  );

  const setFilters = (values: Readonly<Record<string, string | readonly string[] | undefined>>) =>
    write((p) => {
      for (const [name, value] of Object.entries(values)) {
        p.delete(name);
        if (typeof value === 'string' && value) p.set(name, value);
        else if (Array.isArray(value)) for (const item of value) p.append(name, item);
      }
      // docs/screens.md#common-list-behaviour: a filter change goes back to page 1 and size 25.
      p.delete('page');
      p.delete('size');
    });

  return {
    query,
    filtered:
      Boolean(query.search) || Object.values(query.filters ?? {}).some((v) => (Array.isArray(v) ? v.length : v)),
    setPage: (page) => write((p) => (page <= 1 ? p.delete('page') : p.set('page', String(page)))),
    setSize: (size) =>
      write((p) => {
        p.set('size', String(size));
        p.delete('page');
      }),
    setSort: (field, wanted) =>
      write((p) => {
        const current = query.sort;
        const order = wanted ?? (current?.field === field && current.order === 'asc' ? 'desc' : 'asc');
        p.set('sort', field);
        p.set('order', order);
        p.delete('page');
      }),
    setSearch: (text) =>
      write((p) => {
        if (text.trim()) p.set('search', text.trim());
        else p.delete('search');
        p.delete('page');
      }),
    setFilter: (name, value) => setFilters({ [name]: value }),
    setFilters,
    reset: () => navigate(location),
  };
}
