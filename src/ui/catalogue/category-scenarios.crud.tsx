import {
  categoryScenarioFormSchema,
  type CategoryScenario,
  type CategoryScenarioFormValues,
  type CategoryScenarioInput,
} from '../../domain/catalogue/category-scenario';
import { PAGE_SIZES } from '../../domain/shared/page';
import { createCrudPages } from '../shared/crud/crud-pages';
import { idColumn, textColumn } from './catalogue-columns';

/**
 * Category scenarios (docs/screens.md#catalogue): 25/50/100 per page, edit and delete; each pair
 * has its delay in days.
 */
export const { ListPage, CreatePage, EditPage } = createCrudPages<
  CategoryScenario,
  CategoryScenarioInput,
  CategoryScenarioFormValues
>({
  key: 'categoryScenarios',
  records: (all) => all.categoryScenarios,
  path: '/category-scenario',
  i18n: 'catalogue.categoryScenarios',
  columns: ({ t }) => [
    idColumn(),
    textColumn('category', 'catalogue.categoryScenarios.category', (r) => r.category.name),
    textColumn('scenario', 'catalogue.categoryScenarios.scenario', (r) => `${r.scenario.uid} — ${r.scenario.name}`),
    textColumn('delay', 'catalogue.categoryScenarios.delayShort', (r) =>
      t('catalogue.categoryScenarios.days', { count: r.delay }),
    ),
  ],
  defaultSort: { field: 'id', order: 'desc' },
  pageSizes: PAGE_SIZES,
  label: (r) => `${r.category.name} / ${r.scenario.name}`,
  deleteErrorTitleKey: 'catalogue.categoryScenarios.deleteError',
  form: {
    schema: categoryScenarioFormSchema,
    defaults: { category: '', scenario: '', delay: '' },
    fields: [
      {
        kind: 'select',
        name: 'category',
        labelKey: 'catalogue.categoryScenarios.category',
        required: true,
        options: { entity: 'categories', label: (row) => String(row.name) },
      },
      {
        kind: 'select',
        name: 'scenario',
        labelKey: 'catalogue.categoryScenarios.scenario',
        required: true,
        options: { entity: 'scenarios', label: (row) => `${String(row.uid)} — ${String(row.name)}` },
      },
      {
        kind: 'number',
        name: 'delay',
        labelKey: 'catalogue.categoryScenarios.delay',
        required: true,
        helperKey: 'catalogue.categoryScenarios.delayHelp',
      },
    ],
    toValues: (r) => ({ category: String(r.category.id), scenario: String(r.scenario.id), delay: String(r.delay) }),
    toInput: (values) => ({
      categoryId: Number(values.category),
      scenarioId: Number(values.scenario),
      delay: Number(values.delay),
    }),
  },
});
