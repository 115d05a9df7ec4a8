import { parseDecimal } from '../../domain/catalogue/catalogue-rules';
import { DEFAULT_PAGE_SIZE } from '../../domain/shared/page';
import {
  dimensionFormSchema,
  type Dimension,
  type DimensionFormValues,
  type DimensionInput,
} from '../../domain/catalogue/dimension';
import { createCrudPages } from '../shared/crud/crud-pages';
import { Cm, idColumn, Names, textColumn } from './catalogue-columns';

/**
 * Dimensions (docs/screens.md): one list, no search, no paging; sizes in cm; each has its category.
 * listDimensions is not paged: the adapters ask it for every row, without paging.
 */
export const { ListPage, CreatePage, EditPage } = createCrudPages<Dimension, DimensionInput, DimensionFormValues>({
  key: 'dimensions',
  records: (all) => all.dimensions,
  path: '/dimension',
  i18n: 'catalogue.dimensions',
  columns: () => [
    idColumn(),
    textColumn('name', 'catalogue.dimensions.name', (r) => r.name),
    {
      key: 'height',
      labelKey: 'catalogue.dimensions.height',
      sortField: 'height',
      render: (r) => <Cm value={r.height} />,
    },
    { key: 'width', labelKey: 'catalogue.dimensions.width', sortField: 'width', render: (r) => <Cm value={r.width} /> },
    {
      key: 'category',
      labelKey: 'catalogue.dimensions.category',
      sortField: 'category',
      render: (r) => (r.category ? r.category.name : <Names names={[]} />),
    },
  ],
  defaultSort: { field: 'id', order: 'asc' },
  // No paginator and no size selector: the one size is not sent (the list is not paged).
  pageSizes: [DEFAULT_PAGE_SIZE],
  paged: false,
  searchable: false,
  label: (r) => (r.category ? `${r.name} (${r.category.name})` : r.name),
  deleteErrorTitleKey: 'catalogue.dimensions.deleteError',
  form: {
    schema: dimensionFormSchema,
    defaults: { name: '', height: '', width: '', category: '' },
    fields: [
      { kind: 'text', name: 'name', labelKey: 'catalogue.dimensions.name', required: true },
      {
        kind: 'text',
        name: 'height',
        labelKey: 'catalogue.dimensions.height',
        required: true,
        helperKey: 'catalogue.dimensions.cmHelp',
      },
      {
        kind: 'text',
        name: 'width',
        labelKey: 'catalogue.dimensions.width',
        required: true,
        helperKey: 'catalogue.dimensions.cmHelp',
      },
      {
        kind: 'select',
        name: 'category',
        labelKey: 'catalogue.dimensions.category',
        required: true,
        options: { entity: 'categories', label: (row) => String(row.name) },
      },
    ],
    toValues: (r) => ({
      name: r.name,
      height: String(r.height),
      width: String(r.width),
      category: r.category ? String(r.category.id) : '',
    }),
    toInput: (values) => ({
      name: values.name.trim(),
      height: parseDecimal(values.height),
      width: parseDecimal(values.width),
      categoryId: Number(values.category),
    }),
  },
});
