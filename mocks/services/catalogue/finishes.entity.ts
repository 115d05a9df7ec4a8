import { finishBody, type FinishWire } from '../../../src/api/catalogue.api';
import type { FinishingRecord } from '../../db/catalogue.schema';
import type { Database } from '../../db/database';
import type { EntityDefinition } from '../shared/record.service';
import { inUseBy, namesWhere } from './in-use';

export function finishesEntity(db: Database): EntityDefinition<FinishingRecord, FinishWire> {
  return {
    collection: 'finishes',
    toDto: (r) => ({ id: r.id, uid: r.uid, name: r.name }),
    list: {
      sortable: { id: (r) => r.id, uid: (r) => r.uid, name: (r) => r.name },
      defaultSort: { field: 'id', order: 'desc' },
      searchText: (r) => `${r.uid} ${r.name}`,
    },
    body: () => finishBody,
    unique: [
      { field: 'uid', value: (r) => r.uid },
      { field: 'name', value: (r) => r.name },
    ],
    usedBy: (record, ctx) =>
      inUseBy(ctx, [
        {
          kind: 'usedByPapers',
          names: namesWhere(db.collections.papers, (p) => p.finishIds.includes(record.id)),
        },
        {
          kind: 'usedByScenarios',
          names: namesWhere(db.collections.scenarios, (s) => s.finishIds.includes(record.id)),
        },
      ]),
  };
}
