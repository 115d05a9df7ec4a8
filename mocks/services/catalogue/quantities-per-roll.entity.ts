import * as v from 'valibot';
import { quantityPerRollBody, type QuantityPerRollWire } from '../../../src/api/catalogue.api';
import type { QuantityPerRollRecord } from '../../db/catalogue.schema';
import type { Database } from '../../db/database';
import type { EntityDefinition } from '../shared/record.service';
import { inUseBy, namesWhere } from './in-use';

/**
 * Quantities per roll (/admin/provide-number-per-rolls). The name is the number of labels, sent as
 * text or a number and kept as text ("0500" is "500"). Its delete deletes it (docs/decisions.md).
 */
export function quantitiesPerRollEntity(db: Database): EntityDefinition<QuantityPerRollRecord, QuantityPerRollWire> {
  return {
    collection: 'quantitiesPerRoll',
    toDto: (r) => ({ id: r.id, name: r.name }),
    list: {
      sortable: { id: (r) => r.id, name: (r) => Number(r.name) },
      defaultSort: { field: 'id', order: 'desc' },
      searchText: (r) => r.name,
    },
    body: () =>
      v.pipe(
        quantityPerRollBody,
        v.transform((b) => ({ name: String(Number(String(b.name).trim())) })),
      ),
    unique: [{ field: 'name', value: (r) => r.name }],
    usedBy: (record, ctx) =>
      inUseBy(ctx, [
        {
          kind: 'usedByCategories',
          names: namesWhere(db.collections.categories, (c) => c.provideNumberPerRollIds.includes(record.id)),
        },
      ]),
  };
}
