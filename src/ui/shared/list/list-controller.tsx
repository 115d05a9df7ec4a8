import { keepPreviousData, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../data/query-keys';
import { useShownAnswer } from '../data/use-shown-answer';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countOf, pageCount, type Page, type Sort } from '../../../domain/shared/page';
import type { ListId } from '../../../domain/lists/list-settings';
import { useListPreferences, type ListPreferencesState } from './list-settings';
import { useRowSelection, type RowSelectionState } from './row-selection';
import { useListUrlState, type ListUrlQuery, type ListUrlState } from './use-list-url-state';

/** Loads one page of a list; `signal` aborts the call when the list no longer wants it. */
export type ListLoad<T> = (query: ListUrlQuery, signal?: AbortSignal) => Promise<Page<T>>;

export interface ListControllerConfig<T> {
  /** The list's name: its cache key's first part, which a write invalidates, and its settings' key. */
  readonly id: ListId;
  readonly load: ListLoad<T>;
  readonly defaultSort: Sort;
  /** Page sizes offered; the first is the default. */
  readonly pageSizes: readonly number[];
}

/** Everything a list page and its toolbars, filters, row actions and bulk panels need to know and do. */
export interface ListController<T> {
  readonly id: ListId;
  /** The user's settings of this list, kept by the server: columns, density, page size (docs/lists.md). */
  readonly preferences: ListPreferencesState;
  /** Page sizes offered; one size means no selector (catalogue lists use 10). */
  readonly pageSizes: readonly number[];
  /** The URL state: the query and its setters (page, size, sort, search, filters). */
  readonly url: ListUrlState;
  readonly query: ListUrlQuery;
  /** A search or filter is active: counts and empty texts follow the filtered total. */
  readonly filtered: boolean;
  /** The page shown: the query's, or the previous query's while the new one loads. */
  readonly page: Page<T> | undefined;
  /** When the page shown was read (the markers of changes show with data read after them). */
  readonly shownAt: number;
  /** 'loading' while rows are being asked for (the known ones show under the loader). */
  readonly status: 'loading' | 'error' | 'ready';
  readonly error: unknown;
  /** The rows the page counts (docs/screens.md#common-list-behaviour) and the number of pages. */
  readonly count: number;
  readonly pages: number;
  readonly selection: RowSelectionState<T>;
  /** Loads the shown page again (the retry button). */
  reload(): void;
  /** After a write: every cached page of this list is stale, and the shown one loads again. */
  refresh(): Promise<void>;
}

/**
 * The cache key of a list page: the list, the language (the server writes some cells in it) and
 * the query. `listKey(id)` alone is the prefix a write invalidates.
 */
function listKey(id: ListId, language?: string, query?: ListUrlQuery): QueryKey {
  return queryKeys.list(id, language, query);
}

/**
 * The query of one list page: keyed by `listKey`, the call given TanStack's signal (aborted when
 * the page stops wanting it: another query, the page left), the previous page kept meanwhile.
 */
export function listQueryOptions<T>(id: ListId, language: string, query: ListUrlQuery, load: ListLoad<T>) {
  return {
    queryKey: listKey(id, language, query),
    queryFn: ({ signal }: { signal: AbortSignal }) => load(query, signal),
    placeholderData: keepPreviousData,
  };
}

/**
 * What the query's state means to the page: 'loading' while the user's request for the rows (`asked`:
 * a retry, a write) is under way or while any call for the rows runs. Rows already known (the
 * previous page, a page seen before) show under the loader meanwhile, but nobody acts on rows that
 * are about to change.
 */
export function listStatus(
  result: { status: 'pending' | 'error' | 'success'; fetchStatus: string; data: unknown },
  asked: boolean,
): ListController<unknown>['status'] {
  const fetching = result.fetchStatus === 'fetching';
  if (asked) return 'loading';
  if (result.status === 'error' && !fetching) return 'error';
  return fetching || result.data === undefined ? 'loading' : 'ready';
}

/** Marks every page of the list stale and refetches the ones on screen. */
export function invalidateList(client: QueryClient, id: ListId): Promise<void> {
  return client.invalidateQueries({ queryKey: listKey(id) });
}

/**
 * The list controller (after react-admin's `useListController`): the URL state, the query, the
 * page through TanStack Query (cache key `[id, language, query]`, the call aborted when the query
 * changes or the page goes away, the previous page kept while the next loads), the selection
 * (emptied when the query changes), reload and refresh-after-write.
 */
export function useListController<T>(config: ListControllerConfig<T>): ListController<T> {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const { id, load } = config;
  const preferences = useListPreferences(id);
  // docs/lists.md: the user's page size is the list's default; the URL's, when it has one, wins.
  const preferred = preferences.prefs?.pageSize;
  const size = preferred && config.pageSizes.includes(preferred) ? preferred : (config.pageSizes[0] ?? 25);
  const urlState = useListUrlState({ sort: config.defaultSort, size, sizes: config.pageSizes });
  const { query, filtered } = urlState;
  const { change: changePreferences } = preferences;
  const { setSize: setUrlSize } = urlState;
  const setSize = useCallback(
    (next: number) => {
      setUrlSize(next);
      changePreferences({ pageSize: next });
    },
    [setUrlSize, changePreferences],
  );
  const url = useMemo(() => ({ ...urlState, setSize }), [urlState, setSize]);
  // Not before the settings are known: the list would load at the default size, then again.
  const result = useQuery({ ...listQueryOptions(id, i18n.language, query, load), enabled: preferences.settled });
  // The user asked for the rows again (retry, a write) until they came: the loader shows meanwhile.
  const [asked, setAsked] = useState(false);
  // The rows render at low priority: a long page builds without one long task. The loader shows at once and
  // leaves only with the new rows, so nobody acts on rows about to go.
  const shown = useShownAnswer(result);
  const page = shown.data;
  const current = listStatus(result, asked);
  const status = current === 'ready' && page !== result.data ? 'loading' : current;
  const selection = useRowSelection<T>(JSON.stringify(query));
  const { refetch } = result;
  const reload = useCallback(() => {
    setAsked(true);
    void refetch().finally(() => setAsked(false));
  }, [refetch]);
  const refresh = useCallback(() => {
    setAsked(true);
    return invalidateList(client, id).finally(() => setAsked(false));
  }, [client, id]);
  const count = page ? countOf(page, filtered) : 0;
  return {
    id,
    preferences,
    pageSizes: config.pageSizes,
    url,
    query,
    filtered,
    page,
    shownAt: shown.at,
    status,
    error: result.error,
    count,
    pages: pageCount(count, query.size),
    selection,
    reload,
    refresh,
  };
}

const ListContext = createContext<ListController<unknown> | null>(null);

/** Gives a list's controller to what renders inside it: toolbars, filters, row actions, bulk panels. */
export function ListContextProvider<T>({ value, children }: { value: ListController<T>; children: ReactNode }) {
  return <ListContext.Provider value={value as ListController<unknown>}>{children}</ListContext.Provider>;
}

/** The controller of the list this component renders in. */
export function useListContext<T = unknown>(): ListController<T> {
  const controller = useContext(ListContext);
  if (!controller) throw new Error('useListContext: not inside a list page');
  return controller as ListController<T>;
}
