import { shapeBody, type ShapeWire } from '../../../src/api/catalogue.api';
import type { ShapeRecord } from '../../db/catalogue.schema';
import type { EntityDefinition } from '../shared/record.service';

/** Shapes (/shapes): nothing refers to them by id (quotes keep the shape's name). */
export function shapesEntity(): EntityDefinition<ShapeRecord, ShapeWire> {
  return {
    collection: 'shapes',
    toDto: (r) => ({ id: r.id, name: r.name }),
    list: {
      sortable: { id: (r) => r.id, name: (r) => r.name },
      defaultSort: { field: 'id', order: 'desc' },
      searchText: (r) => r.name,
    },
    body: () => shapeBody,
    unique: [{ field: 'name', value: (r) => r.name }],
  };
}
