import { orientationBody, type OrientationWire } from '../../../src/api/catalogue.api';
import type { OrientationRecord } from '../../db/catalogue.schema';
import type { Database } from '../../db/database';
import type { EntityDefinition } from '../shared/record.service';
import { inUseBy, namesWhere } from './in-use';

export function orientationsEntity(db: Database): EntityDefinition<OrientationRecord, OrientationWire> {
  return {
    collection: 'orientations',
    toDto: (r) => ({ id: r.id, number: r.number }),
    list: {
      sortable: { id: (r) => r.id, number: (r) => r.number },
      defaultSort: { field: 'id', order: 'desc' },
      searchText: (r) => String(r.number),
    },
    body: () => orientationBody,
    unique: [{ field: 'number', value: (r) => r.number }],
    usedBy: (record, ctx) =>
      inUseBy(ctx, [
        {
          kind: 'usedByCategories',
          names: namesWhere(db.collections.categories, (c) => c.orientationIds.includes(record.id)),
        },
      ]),
  };
}
