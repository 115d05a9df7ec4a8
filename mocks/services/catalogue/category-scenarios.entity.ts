import * as v from 'valibot';
import { CATALOGUE_LIMITS } from '../../../src/domain/catalogue/catalogue-rules';
import type { CategoryScenario } from '../../../src/domain/catalogue/category-scenario';
import type { CategoryScenarioRecord } from '../../db/catalogue.schema';
import type { Database } from '../../db/database';
import type { EntityDefinition } from '../record.service';
import { existsIn, pick, reference, wholeNumber } from './body-rules';

/** A scenario offered in a category with its delay in days (/admin/categories/scenarios); one per pair. */
export function categoryScenariosEntity(db: Database): EntityDefinition<CategoryScenarioRecord, CategoryScenario> {
  const { categories, scenarios } = db.collections;
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
          category: reference(existsIn(categories)),
          scenario: reference(existsIn(scenarios)),
          delay: wholeNumber(CATALOGUE_LIMITS.delayDays),
        }),
        v.transform((b) => ({ categoryId: b.category, scenarioId: b.scenario, delay: b.delay })),
      ),
    unique: [{ field: 'scenario', value: (r) => `${r.categoryId}|${r.scenarioId}` }],
  };
}
