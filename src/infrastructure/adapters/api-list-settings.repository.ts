import { inject, injectable } from 'inversify';
import { listsApi } from '../../api/lists.api';
import type { ListSettingsRepository, NewView, ViewChange } from '../../application/lists/list-settings.port';
import type { ListId, Preferences, SavedView } from '../../domain/lists/list-settings';
import { withVersion, type Versioned } from '../../domain/shared/version';
import { preferencesBody, toPreferences, toSavedView } from '../shared/list-settings.mapping';
import { API_TRANSPORT, type ApiTransport } from './api-transport';

/** /me/preferences and /me/views (src/api/lists.api.ts). */
@injectable()
export class ApiListSettingsRepository implements ListSettingsRepository {
  constructor(@inject(API_TRANSPORT) private readonly api: ApiTransport) {}

  async preferences(signal?: AbortSignal): Promise<Versioned<Preferences>> {
    const { answer, version } = await this.api.versioned(listsApi.getPreferences, { signal });
    return withVersion(toPreferences(answer), version);
  }

  async savePreferences(preferences: Preferences, version?: string): Promise<Versioned<Preferences>> {
    const saved = await this.api.versioned(listsApi.putPreferences, {
      body: preferencesBody(preferences),
      ifMatch: version,
    });
    return withVersion(toPreferences(saved.answer), saved.version);
  }

  async views(list?: ListId, signal?: AbortSignal): Promise<readonly SavedView[]> {
    const page = await this.api.call(listsApi.listViews, { list: { filter: { list } }, signal });
    return page.list.map(toSavedView);
  }

  async createView(view: NewView): Promise<SavedView> {
    return toSavedView(await this.api.call(listsApi.createView, { body: { ...view } }));
  }

  async updateView(id: number, change: ViewChange): Promise<SavedView> {
    return toSavedView(await this.api.call(listsApi.updateView, { params: { id }, body: { ...change } }));
  }

  async deleteView(id: number): Promise<void> {
    await this.api.call(listsApi.deleteView, { params: { id } });
  }
}
