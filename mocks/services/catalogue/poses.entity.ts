import * as v from 'valibot';
import type { PoseWire } from '../../../src/api/catalogue.api';
import type { PoseRecord } from '../../db/catalogue.schema';
import type { EntityDefinition } from '../shared/record.service';

/** Poses (listPoses, GET /admin/categories/poses): listed for the category form, written by nobody. */
export function posesEntity(): EntityDefinition<PoseRecord, PoseWire> {
  return {
    collection: 'poses',
    toDto: (r) => ({ id: r.id, name: r.name, shortCode: r.shortCode }),
    list: {
      sortable: { id: (r) => r.id, name: (r) => r.name, shortCode: (r) => r.shortCode },
      defaultSort: { field: 'id', order: 'asc' },
      searchText: (r) => `${r.name} ${r.shortCode}`,
    },
    body: () => v.never(),
    writable: false,
  };
}
