import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { type NewView, type ViewChange } from '../../../application/lists/list-settings.port';
import {
  NO_PREFERENCES,
  withListPreferences,
  type ListId,
  type ListPreferences,
  type Preferences,
  type SavedView,
} from '../../../domain/lists/list-settings';
import type { Versioned } from '../../../domain/shared/version';
import { useNotify } from '../use-notify';
import { useScreens } from '../../app/use-cases';
import { queryKeys } from '../data/query-keys';

/**
 * The caller's list settings (docs/lists.md), read once per account (the cache is the account's:
 * src/ui/shell/data-provider.tsx) and kept until a change.
 */
const PREFERENCES_KEY = queryKeys.preferences;
const viewsKey = queryKeys.views;

export interface ListPreferencesState {
  readonly prefs: ListPreferences | undefined;
  /** false while the settings are asked for: the list waits, so it does not load twice. */
  readonly settled: boolean;
  /** Saves one change of this list's settings (null: back to its defaults); shown at once. */
  change(change: ListPreferences | null): void;
}

/**
 * One list's settings: its columns, density and page size. A failure to read them leaves the
 * defaults. Changes show at once and are saved one after the other (a mutation scope), each on the
 * document the server last answered, so quick clicks are neither lost nor reordered.
 */
export function useListPreferences(list: ListId): ListPreferencesState {
  const { lists } = useScreens();
  const client = useQueryClient();
  const { notifyError } = useNotify();
  // The changes made here and not saved yet, shown over the server's settings.
  const [pending, setPending] = useState<readonly (ListPreferences | null)[]>([]);
  const query = useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) => lists.preferences(signal),
    staleTime: Infinity,
  });
  const { mutate } = useMutation({
    scope: { id: 'me.preferences' },
    mutationFn: (change: ListPreferences | null) =>
      lists.change.execute(
        client.getQueryData<Versioned<Preferences>>(PREFERENCES_KEY) ?? NO_PREFERENCES,
        list,
        change,
      ),
    onSuccess: (saved) => {
      client.setQueryData(PREFERENCES_KEY, saved);
      setPending((changes) => changes.slice(1));
    },
    onError: (error) => {
      setPending([]);
      notifyError(error, 'lists.settings.saveFailed');
      void client.invalidateQueries({ queryKey: PREFERENCES_KEY });
    },
  });
  const change = useCallback(
    (next: ListPreferences | null) => {
      setPending((changes) => [...changes, next]);
      mutate(next);
    },
    [mutate],
  );
  const prefs = useMemo(
    () =>
      pending.reduce((doc, change) => withListPreferences(doc, list, change), query.data ?? NO_PREFERENCES).lists[list],
    [pending, query.data, list],
  );
  return { prefs, settled: query.status !== 'pending', change };
}

export interface SavedViewsState {
  readonly views: readonly SavedView[];
  readonly loaded: boolean;
  create(view: Omit<NewView, 'list'>): Promise<SavedView>;
  update(id: number, change: ViewChange): Promise<SavedView>;
  remove(id: number): Promise<void>;
}

/** The caller's saved views of one list, and their changes (each refreshes the menu). */
export function useSavedViews(list: ListId): SavedViewsState {
  const { lists } = useScreens();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: viewsKey(list),
    queryFn: ({ signal }) => lists.views(list, signal),
    staleTime: 60_000,
  });
  const refreshed = useCallback(
    async <T>(write: Promise<T>): Promise<T> => {
      const result = await write;
      await client.invalidateQueries({ queryKey: viewsKey(list) });
      return result;
    },
    [client, list],
  );
  return {
    views: query.data ?? [],
    loaded: query.status === 'success',
    create: (view) => refreshed(lists.createView({ ...view, list })),
    update: (id, change) => refreshed(lists.updateView(id, change)),
    remove: (id) => refreshed(lists.deleteView(id)),
  };
}
