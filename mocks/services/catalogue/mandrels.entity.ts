import * as v from 'valibot';
import type { MandrelRecord } from '../../db/catalogue.schema';
import type { Database } from '../../db/database';
import type { EntityDefinition } from '../record.service';
import { inUseBy, namesWhere } from './in-use';

export function mandrelsEntity(db: Database): EntityDefinition<MandrelRecord, MandrelRecord> {
  return {
    collection: 'mandrels',
    toDto: (r) => ({ id: r.id, number: r.number }),
    list: {
      sortable: { id: (r) => r.id, number: (r) => r.number },
      defaultSort: { field: 'id', order: 'desc' },
      searchText: (r) => `${r.id} ${r.number}`,
    },
    body: () =>
      v.object({
        number: v.pipe(
          v.number('validation.integer'),
          v.integer('validation.integer'),
          v.minValue(1, 'validation.range'),
          v.maxValue(500, 'validation.range'),
        ),
      }),
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
