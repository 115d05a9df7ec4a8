import { toIds, toIdTexts } from '../../domain/catalogue/catalogue-rules';
import { paperFormSchema, type Paper, type PaperFormValues, type PaperInput } from '../../domain/catalogue/paper';
import { CATALOGUE_PAGE_SIZE } from '../../domain/shared/page';
import { createCrudPages } from '../shared/crud/crud-pages';
import { idColumn, Names, textColumn } from './catalogue-columns';

/**
 * Papers (docs/screens.md#catalogue) with the finishes each can take: search, sort, 10 per page,
 * create, edit, delete.
 */
export const { ListPage, CreatePage, EditPage } = createCrudPages<Paper, PaperInput, PaperFormValues>({
  key: 'papers',
  records: (all) => all.papers,
  path: '/paper',
  i18n: 'catalogue.papers',
  columns: () => [
    idColumn(),
    textColumn('uid', 'catalogue.fields.uid', (r) => r.uid),
    textColumn('name', 'catalogue.fields.name', (r) => r.name),
    {
      key: 'finishes',
      labelKey: 'catalogue.papers.finishes',
      render: (r) => <Names names={r.finishes.map((f) => f.name)} />,
    },
  ],
  defaultSort: { field: 'id', order: 'desc' },
  pageSizes: [CATALOGUE_PAGE_SIZE],
  label: (r) => r.name,
  deleteErrorTitleKey: 'catalogue.papers.deleteError',
  form: {
    schema: paperFormSchema,
    defaults: { uid: '', name: '', finishes: [] },
    fields: [
      {
        kind: 'text',
        name: 'uid',
        labelKey: 'catalogue.fields.uid',
        required: true,
        helperKey: 'catalogue.papers.uidHelp',
      },
      { kind: 'text', name: 'name', labelKey: 'catalogue.fields.name', required: true },
      {
        kind: 'checkboxes',
        name: 'finishes',
        labelKey: 'catalogue.papers.finishes',
        options: { entity: 'finishes', label: (row) => String(row.name) },
      },
    ],
    toValues: (r) => ({ uid: r.uid, name: r.name, finishes: toIdTexts(r.finishes) }),
    toInput: (values) => ({
      uid: values.uid.trim().toUpperCase(),
      name: values.name.trim(),
      finishIds: toIds(values.finishes),
    }),
  },
});
