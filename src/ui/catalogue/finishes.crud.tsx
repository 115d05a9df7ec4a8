import { finishFormSchema, type Finish, type FinishFormValues, type FinishInput } from '../../domain/catalogue/finish';
import { CATALOGUE_PAGE_SIZE } from '../../domain/shared/page';
import { createCrudPages } from '../shared/crud/crud-pages';
import { idColumn, textColumn } from './catalogue-columns';

/** Finishes (docs/screens.md#catalogue, route /finishing): search, sort, 10 per page, create, edit, delete. */
export const { ListPage, CreatePage, EditPage } = createCrudPages<Finish, FinishInput, FinishFormValues>({
  key: 'finishes',
  records: (all) => all.finishes,
  path: '/finishing',
  i18n: 'catalogue.finishes',
  columns: () => [
    idColumn(),
    textColumn('uid', 'catalogue.fields.uid', (r) => r.uid),
    textColumn('name', 'catalogue.fields.name', (r) => r.name),
  ],
  defaultSort: { field: 'id', order: 'desc' },
  pageSizes: [CATALOGUE_PAGE_SIZE],
  label: (r) => r.name,
  deleteErrorTitleKey: 'catalogue.finishes.deleteError',
  form: {
    schema: finishFormSchema,
    defaults: { uid: '', name: '' },
    fields: [
      {
        kind: 'text',
        name: 'uid',
        labelKey: 'catalogue.fields.uid',
        required: true,
        helperKey: 'catalogue.finishes.uidHelp',
      },
      { kind: 'text', name: 'name', labelKey: 'catalogue.fields.name', required: true },
    ],
    toValues: (r) => ({ uid: r.uid, name: r.name }),
    toInput: (values) => ({ uid: values.uid.trim().toUpperCase(), name: values.name.trim() }),
  },
});
