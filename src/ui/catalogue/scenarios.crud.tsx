import { toIds, toIdTexts } from '../../domain/catalogue/catalogue-rules';
import {
  scenarioFormSchema,
  type Scenario,
  type ScenarioFormValues,
  type ScenarioInput,
} from '../../domain/catalogue/scenario';
import { PAGE_SIZES } from '../../domain/shared/page';
import { ActiveSwitch } from '../shared/active-switch';
import type { Column } from '../shared/list/list-page';
import { createCrudPages } from '../shared/crud/crud-pages';
import { Cm, Count, idColumn, Names, textColumn } from './catalogue-columns';
import { ScenarioSyncButton } from './scenario-sync.button';
import { StatusTag } from './status-tag';

const names = (refs: readonly { readonly name: string }[]) => <Names names={refs.map((r) => r.name)} />;
/** A range as 'min – max', in cm or as counts. */
const between = (
  labelKey: string,
  key: string,
  min: (r: Scenario) => number,
  max: (r: Scenario) => number,
  Unit: typeof Cm | typeof Count = Count,
): Column<Scenario> => ({
  key,
  labelKey,
  render: (r) => (
    <>
      <Unit value={min(r)} /> – <Unit value={max(r)} />
    </>
  ),
});

/**
 * Scenarios (docs/screens.md#catalogue): they come from the production system, so no create and no delete.
 * Search, sort, 25/50/100 per page, newest first, a status switch per row, a synchronise button,
 * a read-only detail page and an edit of papers, finishes and categories.
 */
export const { ListPage, EditPage, ShowPage } = createCrudPages<Scenario, ScenarioInput, ScenarioFormValues>({
  key: 'scenarios',
  records: (all) => all.scenarios,
  path: '/scenario',
  i18n: 'catalogue.scenarios',
  columns: ({ t, writes, toggle }) => [
    idColumn(),
    textColumn('uid', 'catalogue.fields.uid', (r) => r.uid),
    textColumn('displayName', 'catalogue.scenarios.displayName', (r) => r.displayName),
    { key: 'categories', labelKey: 'catalogue.scenarios.categories', render: (r) => names(r.categories) },
    between(
      'catalogue.scenarios.quantities',
      'quantities',
      (r) => r.minQuantity,
      (r) => r.maxQuantity,
    ),
    {
      key: 'status',
      labelKey: 'catalogue.scenarios.status',
      sortField: 'status',
      render: (r) => (
        <ActiveSwitch
          id={r.id}
          active={r.status}
          name={r.uid}
          toggle={toggle}
          disabled={!writes}
          label={t('catalogue.scenarios.statusLabel', { name: r.uid })}
        />
      ),
    },
  ],
  defaultSort: { field: 'id', order: 'desc' },
  pageSizes: PAGE_SIZES,
  label: (r) => r.uid,
  canCreate: false,
  canDelete: false,
  showPath: (r) => `/scenario/show/${r.id}`,
  ToolbarExtra: ScenarioSyncButton,
  detail: {
    title: (r) => r.displayName,
    rows: [
      { key: 'uid', labelKey: 'catalogue.fields.uid', render: (r) => r.uid },
      { key: 'name', labelKey: 'catalogue.fields.name', render: (r) => r.name },
      { key: 'displayName', labelKey: 'catalogue.scenarios.displayName', render: (r) => r.displayName },
      { key: 'status', labelKey: 'catalogue.scenarios.status', render: (r) => <StatusTag active={r.status} /> },
      between(
        'catalogue.scenarios.quantities',
        'quantities',
        (r) => r.minQuantity,
        (r) => r.maxQuantity,
      ),
      between(
        'catalogue.scenarios.heights',
        'heights',
        (r) => r.minHeight,
        (r) => r.maxHeight,
        Cm,
      ),
      between(
        'catalogue.scenarios.widths',
        'widths',
        (r) => r.minWidth,
        (r) => r.maxWidth,
        Cm,
      ),
      { key: 'papers', labelKey: 'catalogue.scenarios.papers', render: (r) => names(r.papers) },
      { key: 'finishes', labelKey: 'catalogue.scenarios.finishes', render: (r) => names(r.finishes) },
      { key: 'categories', labelKey: 'catalogue.scenarios.categories', render: (r) => names(r.categories) },
    ],
  },
  form: {
    schema: scenarioFormSchema,
    defaults: { papers: [], finishes: [], categories: [] },
    fields: [
      {
        kind: 'checkboxes',
        name: 'papers',
        labelKey: 'catalogue.scenarios.papers',
        required: true,
        options: { entity: 'papers', label: (row) => String(row.name) },
      },
      {
        kind: 'checkboxes',
        name: 'finishes',
        labelKey: 'catalogue.scenarios.finishes',
        options: { entity: 'finishes', label: (row) => String(row.name) },
      },
      {
        kind: 'checkboxes',
        name: 'categories',
        labelKey: 'catalogue.scenarios.categories',
        required: true,
        options: { entity: 'categories', label: (row) => String(row.name) },
      },
    ],
    toValues: (r) => ({
      papers: toIdTexts(r.papers),
      finishes: toIdTexts(r.finishes),
      categories: toIdTexts(r.categories),
    }),
    toInput: (values) => ({
      paperIds: toIds(values.papers),
      finishIds: toIds(values.finishes),
      categoryIds: toIds(values.categories),
    }),
  },
});
