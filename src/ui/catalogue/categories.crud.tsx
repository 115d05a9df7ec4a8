import { toIds, toIdTexts } from '../../domain/catalogue/catalogue-rules';
import {
  categoryFormSchema,
  type Category,
  type CategoryFormValues,
  type CategoryInput,
} from '../../domain/catalogue/category';
import { CATALOGUE_PAGE_SIZE } from '../../domain/shared/page';
import { createCrudPages } from '../shared/crud/crud-pages';
import { Count, idColumn, mandrelName, Names, QuantityNames, textColumn } from './catalogue-columns';

/**
 * Categories (docs/screens.md#catalogue): keyword search, 10 per page, edit and delete; a refused delete shows the
 * server's message under its own title (docs/screens.md#errors-and-notices).
 */
export const { ListPage, CreatePage, EditPage } = createCrudPages<Category, CategoryInput, CategoryFormValues>({
  key: 'categories',
  records: (all) => all.categories,
  path: '/category',
  i18n: 'catalogue.categories',
  columns: () => [
    idColumn(),
    textColumn('name', 'catalogue.fields.name', (r) => r.name),
    {
      key: 'pose',
      labelKey: 'catalogue.categories.pose',
      sortField: 'pose',
      render: (r) => (r.pose ? `${r.pose.name} (${r.pose.shortCode})` : <Names names={[]} />),
    },
    {
      key: 'provideNumberPerRolls',
      labelKey: 'catalogue.categories.provideNumberPerRolls',
      render: (r) => <QuantityNames names={r.provideNumberPerRolls.map((q) => q.name)} />,
    },
    {
      key: 'mandrels',
      labelKey: 'catalogue.categories.mandrels',
      render: (r) => <Names names={r.mandrels.map(mandrelName)} />,
    },
    {
      key: 'orientations',
      labelKey: 'catalogue.categories.orientations',
      render: (r) => <Names names={r.orientations.map((o) => String(o.number))} />,
    },
    textColumn('qtyModelMax', 'catalogue.categories.qtyModelMax', (r) => <Count value={r.qtyModelMax} />),
  ],
  defaultSort: { field: 'id', order: 'desc' },
  pageSizes: [CATALOGUE_PAGE_SIZE],
  label: (r) => r.name,
  deleteErrorTitleKey: 'catalogue.categories.deleteError',
  form: {
    schema: categoryFormSchema,
    defaults: {
      name: '',
      pose: '',
      provideNumberPerRolls: [],
      mandrels: [],
      orientations: [],
      papers: [],
      qtyModelMax: '',
    },
    fields: [
      { kind: 'text', name: 'name', labelKey: 'catalogue.fields.name', required: true },
      {
        kind: 'select',
        name: 'pose',
        labelKey: 'catalogue.categories.pose',
        required: true,
        options: { entity: 'poses', label: (row) => `${String(row.name)} (${String(row.shortCode)})` },
      },
      {
        kind: 'checkboxes',
        name: 'provideNumberPerRolls',
        labelKey: 'catalogue.categories.provideNumberPerRolls',
        required: true,
        options: { entity: 'quantitiesPerRoll', label: (row) => String(row.name) },
      },
      {
        kind: 'checkboxes',
        name: 'mandrels',
        labelKey: 'catalogue.categories.mandrels',
        required: true,
        options: { entity: 'mandrels', label: (row) => mandrelName({ number: Number(row.number) }) },
      },
      {
        kind: 'checkboxes',
        name: 'orientations',
        labelKey: 'catalogue.categories.orientations',
        required: true,
        options: { entity: 'orientations', label: (row) => String(row.number) },
      },
      {
        kind: 'checkboxes',
        name: 'papers',
        labelKey: 'catalogue.categories.papers',
        required: true,
        options: { entity: 'papers', label: (row) => String(row.name) },
      },
      {
        kind: 'number',
        name: 'qtyModelMax',
        labelKey: 'catalogue.categories.qtyModelMax',
        required: true,
        helperKey: 'catalogue.categories.qtyModelMaxHelp',
      },
    ],
    toValues: (r) => ({
      name: r.name,
      pose: r.pose ? String(r.pose.id) : '',
      provideNumberPerRolls: toIdTexts(r.provideNumberPerRolls),
      mandrels: toIdTexts(r.mandrels),
      orientations: toIdTexts(r.orientations),
      papers: toIdTexts(r.papers),
      qtyModelMax: String(r.qtyModelMax),
    }),
    toInput: (values) => ({
      name: values.name.trim(),
      poseId: Number(values.pose),
      provideNumberPerRollIds: toIds(values.provideNumberPerRolls),
      mandrelIds: toIds(values.mandrels),
      orientationIds: toIds(values.orientations),
      paperIds: toIds(values.papers),
      qtyModelMax: Number(values.qtyModelMax),
    }),
  },
});
