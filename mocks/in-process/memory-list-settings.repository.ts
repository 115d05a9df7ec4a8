import { listsApi } from '../../src/api/lists.api';
import type { ListSettingsRepository, NewView, ViewChange } from '../../src/application/lists/list-settings.port';
import type { ListId, Preferences, SavedView } from '../../src/domain/lists/list-settings';
import { withVersion, type Versioned } from '../../src/domain/shared/version';
import { preferencesBody, toPreferences, toSavedView } from '../../src/infrastructure/shared/list-settings.mapping';
import type { MemoryCaller } from './memory-caller';

/** /me/preferences and /me/views by direct calls to the mock backend, mapped as over HTTP. */
export class MemoryListSettingsRepository implements ListSettingsRepository {
  constructor(private readonly caller: MemoryCaller) {}

  private get settings() {
    return this.caller.backend.listSettings;
  }

  async preferences(): Promise<Versioned<Preferences>> {
    const { answer, version } = await this.caller.versioned(listsApi.getPreferences, (ctx) =>
      this.settings.preferences(ctx),
    );
    return withVersion(toPreferences(answer), version);
  }

  async savePreferences(preferences: Preferences, version?: string): Promise<Versioned<Preferences>> {
    const { answer, version: next } = await this.caller.versioned(listsApi.putPreferences, (ctx) =>
      this.settings.savePreferences(ctx, preferencesBody(preferences), version),
    );
    return withVersion(toPreferences(answer), next);
  }

  async views(list?: ListId): Promise<readonly SavedView[]> {
    const page = await this.caller.answer(listsApi.listViews, (ctx) => this.settings.listViews(ctx, list));
    return page.list.map(toSavedView);
  }

  async createView(view: NewView): Promise<SavedView> {
    return toSavedView(await this.caller.answer(listsApi.createView, (ctx) => this.settings.createView(ctx, view)));
  }

  async updateView(id: number, change: ViewChange): Promise<SavedView> {
    return toSavedView(
      await this.caller.answer(listsApi.updateView, (ctx) => this.settings.updateView(ctx, id, change)),
    );
  }

  async deleteView(id: number): Promise<void> {
    await this.caller.authed((ctx) => this.settings.deleteView(ctx, id));
  }
}
