import * as v from 'valibot';
import { dimensionBody, type DimensionWire } from '../../../src/api/catalogue.api';
import type { DimensionRecord } from '../../db/catalogue.schema';
import type { Database } from '../../db/database';
import type { EntityDefinition } from '../shared/record.service';
import { existing, existsIn, pick } from './body-rules';

/**
 * Dimensions, in cm: one type name per category at most ('Petit format' of wine labels). The list
 * is not paged (listDimensions): every row, sorted and searched.
 */
export function dimensionsEntity(db: Database): EntityDefinition<DimensionRecord, DimensionWire> {
  const { categories } = db.collections;
  const fields = dimensionBody.entries;
  return {
    collection: 'dimensions',
    unpaged: true,
    toDto: (r) => {
      const category = r.categoryId === null ? undefined : pick(categories, [r.categoryId])[0];
      return {
        id: r.id,
        name: r.name,
        height: r.height,
        width: r.width,
        category: category ? { id: category.id, name: category.name } : null,
      };
    },
    list: {
      sortable: {
        id: (r) => r.id,
        name: (r) => r.name,
        height: (r) => r.height,
        width: (r) => r.width,
        category: (r) => r.category?.name,
      },
      defaultSort: { field: 'id', order: 'asc' },
      searchText: (r) => `${r.name} ${r.category?.name ?? ''}`,
    },
    body: () =>
      v.pipe(
        v.object({ ...fields, category: existing(fields.category, existsIn(categories)) }),
        v.transform((b) => ({ name: b.name, height: b.height, width: b.width, categoryId: b.category })),
      ),
    unique: [{ field: 'name', value: (r) => `${r.name}|${r.categoryId}` }],
  };
}
