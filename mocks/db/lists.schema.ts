import { Collection } from '@msw/data';
import * as v from 'valibot';
import { DENSITIES, LIST_IDS } from '../../src/domain/lists/list-settings';

/** A saved view (docs/lists.md): a named query of one list, owned by one user. */
export const viewRecordSchema = v.object({
  id: v.number(),
  userId: v.number(),
  name: v.string(),
  list: v.picklist(LIST_IDS),
  query: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type ViewRecord = v.InferOutput<typeof viewRecordSchema>;

const listPreferencesRecord = v.object({
  order: v.optional(v.array(v.string())),
  hidden: v.optional(v.array(v.string())),
  density: v.optional(v.picklist(DENSITIES)),
  pageSize: v.optional(v.number()),
});

/** One user's list settings (docs/lists.md): one record per user who changed any. */
const preferencesRecordSchema = v.object({
  userId: v.number(),
  lists: v.record(v.string(), listPreferencesRecord),
  updatedAt: v.string(),
});

export function listCollections() {
  return {
    views: new Collection({ schema: viewRecordSchema }),
    preferences: new Collection({ schema: preferencesRecordSchema }),
  };
}
