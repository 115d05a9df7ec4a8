import { mandrelBody, type MandrelWire } from '../../../src/api/catalogue.api';
import type { MandrelRecord } from '../../db/catalogue.schema';
import type { Database } from '../../db/database';
import type { EntityDefinition } from '../shared/record.service';
import { inUseBy, namesWhere } from './in-use';

export function mandrelsEntity(db: Database): EntityDefinition<MandrelRecord, MandrelWire> {
  return {
    collection: 'mandrels',
    toDto: (r) => ({ id: r.id, number: r.number }),
    list: {
      sortable: { id: (r) => r.id, number: (r) => r.number },
      defaultSort: { field: 'id', order: 'desc' },
      searchText: (r) => `${r.id} ${r.number}`,
    },
    body: () => mandrelBody,
    unique: [{ field: 'number', value: (r) => r.number }],
    usedBy: (record, ctx) =>
      inUseBy(ctx, [
        {
          kind: 'usedByCategories',
          names: namesWhere(db.collections.categories, (c) => c.mandrelIds.includes(record.id)),
        },
      ]),
  };
}
