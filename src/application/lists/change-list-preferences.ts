import {
  withListPreferences,
  type ListId,
  type ListPreferences,
  type Preferences,
} from '../../domain/lists/list-settings';
import { StaleRecordError } from '../../domain/shared/errors';
import { versionOf, type Versioned } from '../../domain/shared/version';
import type { ListSettingsRepository } from './list-settings.port';

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
