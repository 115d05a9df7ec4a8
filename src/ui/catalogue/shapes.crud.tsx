import { shapeFormSchema, type Shape, type ShapeFormValues, type ShapeInput } from '../../domain/catalogue/shape';
import { CATALOGUE_PAGE_SIZE } from '../../domain/shared/page';
import { createCrudPages } from '../shared/crud/crud-pages';
import { idColumn, textColumn } from './catalogue-columns';

/** Shapes (docs/screens.md#catalogue): search, sort, 10 per page, create and edit; no delete in the table. */
export const { ListPage, CreatePage, EditPage } = createCrudPages<Shape, ShapeInput, ShapeFormValues>({
  key: 'shapes',
  records: (all) => all.shapes,
  path: '/shape',
  i18n: 'catalogue.shapes',
  columns: () => [idColumn(), textColumn('name', 'catalogue.fields.name', (r) => r.name)],
  defaultSort: { field: 'id', order: 'desc' },
  pageSizes: [CATALOGUE_PAGE_SIZE],
  label: (r) => r.name,
  canDelete: false,
  form: {
    schema: shapeFormSchema,
    defaults: { name: '' },
    fields: [{ kind: 'text', name: 'name', labelKey: 'catalogue.fields.name', required: true }],
    toValues: (r) => ({ name: r.name }),
    toInput: (values) => ({ name: values.name.trim() }),
  },
});
