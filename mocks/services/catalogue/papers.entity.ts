import * as v from 'valibot';
import { paperBody, type PaperWire } from '../../../src/api/catalogue.api';
import type { PaperRecord } from '../../db/catalogue.schema';
import type { Database } from '../../db/database';
import type { EntityDefinition } from '../shared/record.service';
import { allExisting, existsIn, pick } from './body-rules';
import { inUseBy, namesWhere } from './in-use';

/** Papers carry the finishes they can take: the body sends their ids, the answer their codes and names. */
export function papersEntity(db: Database): EntityDefinition<PaperRecord, PaperWire> {
  const { finishes, categories, scenarios } = db.collections;
  const fields = paperBody.entries;
  return {
    collection: 'papers',
    toDto: (r) => ({
      id: r.id,
      uid: r.uid,
      name: r.name,
      finishes: pick(finishes, r.finishIds).map((f) => ({ id: f.id, uid: f.uid, name: f.name })),
    }),
    list: {
      sortable: { id: (r) => r.id, uid: (r) => r.uid, name: (r) => r.name },
      defaultSort: { field: 'id', order: 'desc' },
      searchText: (r) => `${r.uid} ${r.name} ${r.finishes.map((f) => f.name).join(' ')}`,
    },
    body: () =>
      v.pipe(
        v.object({ ...fields, finishes: allExisting(fields.finishes, existsIn(finishes)) }),
        v.transform((b) => ({ uid: b.uid, name: b.name, finishIds: b.finishes })),
      ),
    unique: [
      { field: 'uid', value: (r) => r.uid },
      { field: 'name', value: (r) => r.name },
    ],
    usedBy: (record, ctx) =>
      inUseBy(ctx, [
        {
          kind: 'usedByCategories',
          names: namesWhere(categories, (c) => c.paperIds.includes(record.id)),
        },
        {
          kind: 'usedByScenarios',
          names: namesWhere(scenarios, (s) => s.paperIds.includes(record.id)),
        },
      ]),
  };
}
