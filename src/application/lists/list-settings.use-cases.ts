import {
  withListPreferences,
  type ListId,
  type ListPreferences,
  type Preferences,
  type SavedView,
} from '../../domain/lists/list-settings';
import { StaleRecordError } from '../../domain/shared/errors';
import { versionOf, type Versioned } from '../../domain/shared/version';
import type { ListSettingsRepository, NewView, ViewChange } from './list-settings.port';

/**
 * One list's settings changed (columns, density, page size), the others kept. The whole document
 * goes back with the version it was read with; if another tab saved in between (StaleRecordError),
 * the change is made again on the document as it now is, so neither tab's change is lost.
 */
export class ChangeListPreferences {
  constructor(private readonly repository: ListSettingsRepository) {}

  /** `change` null: the list back to its defaults. */
  async execute(
    current: Versioned<Preferences>,
    list: ListId,
    change: ListPreferences | null,
  ): Promise<Versioned<Preferences>> {
    try {
      return await this.repository.savePreferences(withListPreferences(current, list, change), versionOf(current));
    } catch (error) {
      if (!(error instanceof StaleRecordError)) throw error;
      const fresh = await this.repository.preferences();
      return this.repository.savePreferences(withListPreferences(fresh, list, change), versionOf(fresh));
    }
  }
}

/**
 * The caller's list settings (docs/lists.md): the preferences and the saved views, read and written
 * as they are; a preference change goes through ChangeListPreferences, which holds the retry.
 */
export class ListSettings {
  readonly change: ChangeListPreferences;

  constructor(private readonly repository: ListSettingsRepository) {
    this.change = new ChangeListPreferences(repository);
  }

  preferences(signal?: AbortSignal): Promise<Versioned<Preferences>> {
    return this.repository.preferences(signal);
  }

  /** The caller's views, by list then name; one list's when given. */
  views(list?: ListId, signal?: AbortSignal): Promise<readonly SavedView[]> {
    return this.repository.views(list, signal);
  }

  createView(view: NewView): Promise<SavedView> {
    return this.repository.createView(view);
  }

  updateView(id: number, change: ViewChange): Promise<SavedView> {
    return this.repository.updateView(id, change);
  }

  deleteView(id: number): Promise<void> {
    return this.repository.deleteView(id);
  }
}
