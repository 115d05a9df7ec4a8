import * as v from 'valibot';
import { scenarioBody, type ScenarioWire } from '../../../src/api/catalogue.api';
import type { ScenarioRecord } from '../../db/catalogue.schema';
import type { Database } from '../../db/database';
import type { Locale } from '../../../src/domain/shared/format';
import { ApiError } from '../shared/api-error';
import { message } from '../shared/messages';
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
    body: (ctx, existing) =>
      v.pipe(
        v.object({
          ...fields,
          papers: v.optional(allExisting(fields.papers.wrapped, existsIn(c.papers))),
          finishes: v.optional(allExisting(fields.finishes.wrapped, existsIn(c.finishes))),
          categories: v.optional(allExisting(fields.categories.wrapped, existsIn(c.categories))),
        }),
        v.transform((b) => {
          const { id: _id, ...kept } = existing as ScenarioRecord;
          const lists = oneListEach(b, ctx.locale);
          return {
            ...kept,
            paperIds: lists.papers ?? kept.paperIds,
            finishIds: lists.finishes ?? kept.finishIds,
            categoryIds: lists.categories ?? kept.categoryIds,
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

/** The original call list's single field beside each list of a scenario's body. */
const SINGLES = [
  ['paper', 'papers'],
  ['finishing', 'finishes'],
  ['category', 'categories'],
] as const;

type Lists = { papers?: number[]; finishes?: number[]; categories?: number[] };
type Singles = { paper?: number | null; finishing?: number | null; category?: number | null };

/**
 * Each list a body sets, its single field (`finishing: 7`) read as a list of one (null: none). Sent
 * together, the single must be the list's first record (as an answer shows them): a body where they
 * disagree is refused, naming both, rather than one of them silently ignored (docs/api/README.md).
 */
function oneListEach(body: Lists & Singles, locale: Locale): Lists {
  const out: Lists = {};
  const errors = [];
  for (const [single, list] of SINGLES) {
    const one = body[single];
    const many = body[list];
    if (many !== undefined && one !== undefined && (many[0] ?? null) !== one) {
      const text = message(locale, 'singleDisagrees', { single, list });
      errors.push({ field: single, message: text }, { field: list, message: text });
    }
    out[list] = many ?? (one === undefined ? undefined : one === null ? [] : [one]);
  }
  if (errors.length) throw new ApiError(400, { message: message(locale, 'invalid'), errors });
  return out;
}
