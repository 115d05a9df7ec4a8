import * as v from 'valibot';
import { CATALOGUE_LIMITS } from '../../../src/domain/catalogue/catalogue-rules';
import type { QuantityPerRollRecord } from '../../db/catalogue.schema';
import type { Database } from '../../db/database';
import type { EntityDefinition } from '../record.service';
import { inUseBy, namesWhere } from './in-use';

/**
 * Quantities per roll (/admin/provide-number-per-rolls). The name is the number of labels, sent as
 * text; it must read as a whole number in range. Its delete deletes it (PRODUCT §6).
 */
export function quantitiesPerRollEntity(db: Database): EntityDefinition<QuantityPerRollRecord, QuantityPerRollRecord> {
  return {
    collection: 'quantitiesPerRoll',
    toDto: (r) => ({ id: r.id, name: r.name }),
    list: {
      sortable: { id: (r) => r.id, name: (r) => Number(r.name) },
      defaultSort: { field: 'id', order: 'desc' },
      searchText: (r) => r.name,
    },
    body: () =>
      v.object({
        name: v.pipe(
          v.union([v.string(), v.number()], 'validation.required'),
          v.transform((value) => String(value).trim()),
          v.nonEmpty('validation.required'),
          v.regex(/^\d+$/, 'validation.integer'),
          v.check(
            (text) =>
              Number(text) >= CATALOGUE_LIMITS.quantityPerRoll.min &&
              Number(text) <= CATALOGUE_LIMITS.quantityPerRoll.max,
            'validation.range',
          ),
          v.transform((text) => String(Number(text))),
        ),
      }),
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
