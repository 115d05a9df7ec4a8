import * as v from 'valibot';
import { scenarioBody, type ScenarioWire } from '../../../src/api/catalogue.api';
import type { ScenarioRecord } from '../../db/catalogue.schema';
import type { Database } from '../../db/database';
import type { EntityDefinition } from '../shared/record.service';
import { allExisting, existsIn, pick } from './body-rules';
import { inUseBy } from './in-use';

const coded = (r: { id: number; uid: string; name: string }) => ({ id: r.id, uid: r.uid, name: r.name });

/**
 * Scenarios come from the production system: no create here. An admin switches one on or off
 * (`status`, by updateScenario as the original call list does, or by the setScenarioActive alias)
 * and chooses its papers, finishes and categories, nothing else; fields left out keep their value.
 */
export function scenariosEntity(db: Database): EntityDefinition<ScenarioRecord, ScenarioWire> {
  const c = db.collections;
  const fields = scenarioBody.entries;
  return {
    collection: 'scenarios',
    creatable: false,
    activeField: 'status',
    toDto: (r) => {
      const papers = pick(c.papers, r.paperIds).map(coded);
      const finishes = pick(c.finishes, r.finishIds).map(coded);
      const categories = pick(c.categories, r.categoryIds).map((x) => ({ id: x.id, name: x.name }));
      return {
        id: r.id,
        uid: r.uid,
        name: r.name,
        displayName: r.displayName,
        status: r.status,
        minQuantity: r.minQuantity,
        maxQuantity: r.maxQuantity,
        minHeight: r.minHeight,
        maxHeight: r.maxHeight,
        minWidth: r.minWidth,
        maxWidth: r.maxWidth,
        papers,
        finishes,
        categories,
        // docs/entities.md#scenario: the original call list's single paper, finishing and category.
        paper: papers[0] ?? null,
        finishing: finishes[0] ?? null,
        category: categories[0] ?? null,
      };
    },
    list: {
      sortable: {
        id: (r) => r.id,
        uid: (r) => r.uid,
        name: (r) => r.name,
        displayName: (r) => r.displayName,
        status: (r) => (r.status ? 1 : 0),
        minQuantity: (r) => r.minQuantity,
        maxQuantity: (r) => r.maxQuantity,
      },
      defaultSort: { field: 'id', order: 'desc' },
      searchText: (r) => `${r.id} ${r.uid} ${r.name} ${r.displayName}`,
    },
    body: (_ctx, existing) =>
      v.pipe(
        v.object({
          ...fields,
          papers: v.optional(allExisting(fields.papers.wrapped, existsIn(c.papers))),
          finishes: v.optional(allExisting(fields.finishes.wrapped, existsIn(c.finishes))),
          categories: v.optional(allExisting(fields.categories.wrapped, existsIn(c.categories))),
        }),
        v.transform((b) => {
          const { id: _id, ...kept } = existing as ScenarioRecord;
          return {
            ...kept,
            paperIds: b.papers ?? kept.paperIds,
            finishIds: b.finishes ?? kept.finishIds,
            categoryIds: b.categories ?? kept.categoryIds,
            status: b.status ?? kept.status,
          };
        }),
      ),
    usedBy: (record, ctx) =>
      inUseBy(ctx, [
        {
          kind: 'usedByCategoryScenarios',
          names: pick(
            c.categories,
            c.categoryScenarios
              .all()
              .filter((cs) => cs.scenarioId === record.id)
              .map((cs) => cs.categoryId),
          ).map((x) => x.name),
        },
        {
          kind: 'usedByMarginGrids',
          // A reseller's id is its user account's id.
          names: [
            ...new Set(
              c.margePrices
                .all()
                .filter((m) => m.scenarioUid === record.uid)
                .map((m) => m.resellerId),
            ),
          ].map((id) => c.users.all().find((u) => u.id === id)?.company ?? `#${id}`),
        },
      ]),
  };
}
