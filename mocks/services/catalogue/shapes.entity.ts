import * as v from 'valibot';
import type { ShapeRecord } from '../../db/catalogue.schema';
import type { EntityDefinition } from '../record.service';
import { name } from './body-rules';

/** Shapes (/shapes): nothing refers to them by id (quotes keep the shape's name). */
export function shapesEntity(): EntityDefinition<ShapeRecord, ShapeRecord> {
  return {
    collection: 'shapes',
    toDto: (r) => ({ id: r.id, name: r.name }),
    list: {
      sortable: { id: (r) => r.id, name: (r) => r.name },
      defaultSort: { field: 'id', order: 'desc' },
      searchText: (r) => r.name,
    },
    body: () => v.object({ name: name() }),
    unique: [{ field: 'name', value: (r) => r.name }],
  };
}
