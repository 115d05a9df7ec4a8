import type { ListQuery } from '../../domain/shared/page';

/**
 * The API's list parameters (docs/api/README.md#conventions) for a ListQuery: _limit, _page, _index, _order, _search
 * and filters.
 */
export function toListParams(query: ListQuery): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {
    _limit: String(query.size),
    _page: String(query.page),
  };
  if (query.sort) {
    params._index = query.sort.field;
    params._order = query.sort.order;
  }
  if (query.search) params._search = query.search;
  for (const [name, value] of Object.entries(query.filters ?? {})) {
    if (value === undefined || value === '') continue;
    params[name] = typeof value === 'string' ? value : [...value];
  }
  return params;
}

/** An export's filters: the list's, without its paging. */
export function exportParams(query: ListQuery): Record<string, string | string[]> {
  const { _limit: _l, _page: _p, ...params } = toListParams(query);
  return params;
}
