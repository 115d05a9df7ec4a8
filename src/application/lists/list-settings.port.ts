import type { ListId, Preferences, SavedView } from '../../domain/lists/list-settings';
import type { Versioned } from '../../domain/shared/version';
import { token } from '../shared/token';

export interface NewView {
  readonly name: string;
  readonly list: ListId;
  /** The list's URL parameters; the server drops `page` and `view`. */
  readonly query: string;
}

export type ViewChange = Omit<NewView, 'list'>;

/**
 * The caller's own list settings, kept by the server (docs/lists.md): GET/PUT /me/preferences and
 * /me/views. Another user's view is a NotFoundError.
 */
export interface ListSettingsRepository {
  /** The caller's preferences, with their version. */
  preferences(signal?: AbortSignal): Promise<Versioned<Preferences>>;
  /** Replaces them; `version` goes as If-Match (a stale one: StaleRecordError, nothing saved). */
  savePreferences(preferences: Preferences, version?: string): Promise<Versioned<Preferences>>;
  /** The caller's views, by list then name; one list's when given. */
  views(list?: ListId, signal?: AbortSignal): Promise<readonly SavedView[]>;
  createView(view: NewView): Promise<SavedView>;
  updateView(id: number, change: ViewChange): Promise<SavedView>;
  deleteView(id: number): Promise<void>;
}

export const LIST_SETTINGS = token<ListSettingsRepository>('ListSettingsRepository');
