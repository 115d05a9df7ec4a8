import * as v from 'valibot';
import { categoryScenarioBody, type CategoryScenarioWire } from '../../../src/api/catalogue.api';
import type { CategoryScenarioRecord } from '../../db/catalogue.schema';
import type { Database } from '../../db/database';
import type { EntityDefinition } from '../shared/record.service';
import { existing, existsIn, pick } from './body-rules';

/** A scenario offered in a category with its delay in days (/admin/categories/scenarios); one per pair. */
export function categoryScenariosEntity(db: Database): EntityDefinition<CategoryScenarioRecord, CategoryScenarioWire> {
  const { categories, scenarios } = db.collections;
  const fields = categoryScenarioBody.entries;
  return {
    collection: 'categoryScenarios',
    toDto: (r) => {
      const category = pick(categories, [r.categoryId])[0];
      const scenario = pick(scenarios, [r.scenarioId])[0];
      return {
        id: r.id,
        category: { id: r.categoryId, name: category?.name ?? '' },
        scenario: { id: r.scenarioId, name: scenario?.name ?? '', uid: scenario?.uid ?? '' },
        delay: r.delay,
      };
    },
    list: {
      sortable: {
        id: (r) => r.id,
        category: (r) => r.category.name,
        scenario: (r) => r.scenario.name,
        delay: (r) => r.delay,
      },
      defaultSort: { field: 'id', order: 'desc' },
      searchText: (r) => `${r.category.name} ${r.scenario.name} ${r.scenario.uid}`,
    },
    body: () =>
      v.pipe(
        v.object({
          ...fields,
          category: existing(fields.category, existsIn(categories)),
          scenario: existing(fields.scenario, existsIn(scenarios)),
        }),
        v.transform((b) => ({ categoryId: b.category, scenarioId: b.scenario, delay: b.delay })),
      ),
    unique: [{ field: 'scenario', value: (r) => `${r.categoryId}|${r.scenarioId}` }],
  };
}
