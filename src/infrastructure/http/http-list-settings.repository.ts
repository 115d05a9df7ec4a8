import { listsApi } from '../../api/lists.api';
import type { ListSettingsRepository, NewView, ViewChange } from '../../application/lists/list-settings.port';
import type { ListId, Preferences, SavedView } from '../../domain/lists/list-settings';
import { withVersion, type Versioned } from '../../domain/shared/version';
import { preferencesBody, toPreferences, toSavedView } from '../shared/list-settings.mapping';
import type { HttpClient } from './http-client';

/** /me/preferences and /me/views over HTTP (src/api/lists.api.ts). */
export class HttpListSettingsRepository implements ListSettingsRepository {
  constructor(private readonly http: HttpClient) {}

  async preferences(signal?: AbortSignal): Promise<Versioned<Preferences>> {
    const { answer, headers } = await this.http.callWithHeaders(listsApi.getPreferences, { signal });
    return withVersion(toPreferences(answer), headers.get('etag'));
  }

  async savePreferences(preferences: Preferences, version?: string): Promise<Versioned<Preferences>> {
    const { answer, headers } = await this.http.callWithHeaders(listsApi.putPreferences, {
      body: preferencesBody(preferences),
      ifMatch: version,
    });
    return withVersion(toPreferences(answer), headers.get('etag'));
  }

  async views(list?: ListId, signal?: AbortSignal): Promise<readonly SavedView[]> {
    const page = await this.http.call(listsApi.listViews, { query: { _list: list }, signal });
    return page.list.map(toSavedView);
  }

  async createView(view: NewView): Promise<SavedView> {
    return toSavedView(await this.http.call(listsApi.createView, { body: { ...view } }));
  }

  async updateView(id: number, change: ViewChange): Promise<SavedView> {
    return toSavedView(await this.http.call(listsApi.updateView, { params: { id }, body: { ...change } }));
  }

  async deleteView(id: number): Promise<void> {
    await this.http.call(listsApi.deleteView, { params: { id } });
  }
}
