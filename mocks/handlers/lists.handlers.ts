import { listsApi as api } from '../../src/api/lists.api';
import type { MockBackend } from '../backend';
import { viewsList } from './list-requests';
import { implement } from './route';

/** The caller's list settings of src/api/lists.api.ts (docs/lists.md): preferences and saved views. */
export function listHandlers(backend: MockBackend) {
  const settings = backend.listSettings;
  return [
    implement(api.getPreferences, (_input, ctx) => settings.preferences(ctx)),
    implement(api.putPreferences, ({ body, ifMatch }, ctx) => settings.savePreferences(ctx, body, ifMatch)),
    implement(api.listViews, ({ query }, ctx) => settings.listViews(ctx, viewsList(query))),
    implement(api.createView, ({ body }, ctx) => settings.createView(ctx, body)),
    implement(api.updateView, ({ id, body }, ctx) => settings.updateView(ctx, id(), body)),
    implement(api.deleteView, ({ id }, ctx) => settings.deleteView(ctx, id())),
  ];
}
