import {
  orientationFormSchema,
  type Orientation,
  type OrientationFormValues,
  type OrientationInput,
} from '../../domain/catalogue/orientation';
import { CATALOGUE_PAGE_SIZE } from '../../domain/shared/page';
import { createCrudPages } from '../shared/crud/crud-pages';
import { idColumn, textColumn } from './catalogue-columns';

/** Winding orientations (docs/screens.md#catalogue): search, sort, 10 per page, create, edit, delete. */
export const { ListPage, CreatePage, EditPage } = createCrudPages<Orientation, OrientationInput, OrientationFormValues>(
  {
    key: 'orientations',
    records: (all) => all.orientations,
    path: '/orientation',
    i18n: 'catalogue.orientations',
    columns: () => [idColumn(), textColumn('number', 'catalogue.orientations.number', (r) => r.number)],
    defaultSort: { field: 'id', order: 'desc' },
    pageSizes: [CATALOGUE_PAGE_SIZE],
    label: (r) => String(r.number),
    deleteErrorTitleKey: 'catalogue.orientations.deleteError',
    form: {
      schema: orientationFormSchema,
      defaults: { number: '' },
      fields: [
        {
          kind: 'number',
          name: 'number',
          labelKey: 'catalogue.orientations.number',
          required: true,
          helperKey: 'catalogue.orientations.numberHelp',
        },
      ],
      toValues: (r) => ({ number: String(r.number) }),
      toInput: (values) => ({ number: Number(values.number) }),
    },
  },
);
