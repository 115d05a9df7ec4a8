import type { PreferencesWire, SavedViewWire } from '../../api/lists.api';
import type { ListPreferences, Preferences, SavedView } from '../../domain/lists/list-settings';

export const toSavedView = (wire: SavedViewWire): SavedView => ({
  id: wire.id,
  name: wire.name,
  list: wire.list,
  query: wire.query,
  updatedAt: wire.updatedAt,
});

export const toPreferences = (wire: PreferencesWire): Preferences => ({
  lists: wire.lists as Preferences['lists'],
});

/** The wire body of PUT /me/preferences: the domain's document as it is, arrays copied. */
export const preferencesBody = (prefs: Preferences): PreferencesWire => ({
  lists: Object.fromEntries(
    Object.entries(prefs.lists).map(([list, value]) => {
      const { order, hidden, ...rest } = value as ListPreferences;
      return [list, { ...rest, ...(order ? { order: [...order] } : {}), ...(hidden ? { hidden: [...hidden] } : {}) }];
    }),
  ) as PreferencesWire['lists'],
});
