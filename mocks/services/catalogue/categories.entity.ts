import * as v from 'valibot';
import { categoryBody, type CategoryWire } from '../../../src/api/catalogue.api';
import type { CategoryRecord } from '../../db/catalogue.schema';
import type { Database } from '../../db/database';
import type { EntityDefinition } from '../shared/record.service';
import { allExisting, existing, existsIn, pick } from './body-rules';
import { inUseBy, namesWhere } from './in-use';

/**
 * Categories: the body sends the pose's id and sets of ids, the answer the records themselves.
 * A category still used by dimensions, scenarios or category scenarios is not deleted.
 */
export function categoriesEntity(db: Database): EntityDefinition<CategoryRecord, CategoryWire> {
  const c = db.collections;
  const fields = categoryBody.entries;
  return {
    collection: 'categories',
    toDto: (r) => {
      const pose = r.poseId === null ? undefined : pick(c.poses, [r.poseId])[0];
      return {
        id: r.id,
        name: r.name,
        pose: pose ? { id: pose.id, name: pose.name, shortCode: pose.shortCode } : null,
        provideNumberPerRolls: pick(c.quantitiesPerRoll, r.provideNumberPerRollIds).map((q) => ({
          id: q.id,
          name: q.name,
        })),
        mandrels: pick(c.mandrels, r.mandrelIds).map((m) => ({ id: m.id, number: m.number })),
        orientations: pick(c.orientations, r.orientationIds).map((o) => ({ id: o.id, number: o.number })),
        papers: pick(c.papers, r.paperIds).map((p) => ({ id: p.id, uid: p.uid, name: p.name })),
        qtyModelMax: r.qtyModelMax,
      };
    },
    list: {
      sortable: {
        id: (r) => r.id,
        name: (r) => r.name,
        pose: (r) => r.pose?.shortCode,
        qtyModelMax: (r) => r.qtyModelMax,
      },
      defaultSort: { field: 'id', order: 'desc' },
      searchText: (r) => `${r.id} ${r.name} ${r.pose?.name ?? ''} ${r.pose?.shortCode ?? ''}`,
    },
    body: () =>
      v.pipe(
        v.object({
          ...fields,
          pose: existing(fields.pose, existsIn(c.poses)),
          provideNumberPerRolls: allExisting(fields.provideNumberPerRolls, existsIn(c.quantitiesPerRoll)),
          mandrels: allExisting(fields.mandrels, existsIn(c.mandrels)),
          orientations: allExisting(fields.orientations, existsIn(c.orientations)),
          papers: allExisting(fields.papers, existsIn(c.papers)),
        }),
        v.transform((b) => ({
          name: b.name,
          poseId: b.pose,
          provideNumberPerRollIds: b.provideNumberPerRolls,
          mandrelIds: b.mandrels,
          orientationIds: b.orientations,
          paperIds: b.papers,
          qtyModelMax: b.qtyModelMax,
        })),
      ),
    unique: [{ field: 'name', value: (r) => r.name }],
    usedBy: (record, ctx) =>
      inUseBy(ctx, [
        {
          kind: 'usedByDimensions',
          names: namesWhere(c.dimensions, (d) => d.categoryId === record.id),
        },
        {
          kind: 'usedByScenarios',
          names: namesWhere(c.scenarios, (s) => s.categoryIds.includes(record.id)),
        },
        {
          kind: 'usedByCategoryScenarios',
          names: pick(
            c.scenarios,
            c.categoryScenarios
              .all()
              .filter((cs) => cs.categoryId === record.id)
              .map((cs) => cs.scenarioId),
          ).map((s) => s.name),
        },
      ]),
  };
}
