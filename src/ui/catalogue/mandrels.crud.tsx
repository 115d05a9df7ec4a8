import {
  mandrelFormSchema,
  type Mandrel,
  type MandrelFormValues,
  type MandrelInput,
} from '../../domain/catalogue/mandrel';
import { CATALOGUE_PAGE_SIZE } from '../../domain/shared/page';
import { createCrudPages } from '../shared/crud/crud-pages';

/** Mandrels (docs/screens.md#catalogue): search, sort, 10 per page, create, edit, delete. */
export const { ListPage, CreatePage, EditPage } = createCrudPages<Mandrel, MandrelInput, MandrelFormValues>({
  key: 'mandrels',
  records: (all) => all.mandrels,
  path: '/mandrel',
  i18n: 'catalogue.mandrels',
  columns: () => [
    { key: 'id', labelKey: 'catalogue.fields.id', sortField: 'id', render: (r) => r.id },
    { key: 'number', labelKey: 'catalogue.mandrels.number', sortField: 'number', render: (r) => `${r.number} mm` },
  ],
  defaultSort: { field: 'id', order: 'desc' },
  pageSizes: [CATALOGUE_PAGE_SIZE],
  label: (r) => `${r.number} mm`,
  form: {
    schema: mandrelFormSchema,
    defaults: { number: '' },
    fields: [{ kind: 'number', name: 'number', labelKey: 'catalogue.mandrels.number', required: true }],
    toValues: (r) => ({ number: String(r.number) }),
    toInput: (values) => ({ number: Number(values.number) }),
  },
});
