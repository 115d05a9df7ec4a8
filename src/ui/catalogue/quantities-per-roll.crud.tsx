import {
  quantityName,
  quantityPerRollFormSchema,
  type QuantityPerRoll,
  type QuantityPerRollFormValues,
  type QuantityPerRollInput,
} from '../../domain/catalogue/quantity-per-roll';
import { CATALOGUE_PAGE_SIZE } from '../../domain/shared/page';
import { createCrudPages } from '../shared/crud/crud-pages';
import { idColumn, QuantityNames, textColumn } from './catalogue-columns';

/**
 * Quantities per roll (docs/screens.md#catalogue, /provide-number-per-rolls): search, sort, 10 per
 * page, create, edit, delete; the delete deletes the quantity per roll
 * (docs/decisions.md#departures-from-the-original-specification).
 */
export const { ListPage, CreatePage, EditPage } = createCrudPages<
  QuantityPerRoll,
  QuantityPerRollInput,
  QuantityPerRollFormValues
>({
  key: 'quantitiesPerRoll',
  records: (all) => all.quantitiesPerRoll,
  path: '/provide-number-per-rolls',
  i18n: 'catalogue.quantitiesPerRoll',
  columns: () => [
    idColumn(),
    textColumn('name', 'catalogue.quantitiesPerRoll.name', (r) => <QuantityNames names={[r.name]} />),
  ],
  defaultSort: { field: 'id', order: 'desc' },
  pageSizes: [CATALOGUE_PAGE_SIZE],
  label: (r, locale) => quantityName(r.name, locale),
  deleteErrorTitleKey: 'catalogue.quantitiesPerRoll.deleteError',
  form: {
    schema: quantityPerRollFormSchema,
    defaults: { name: '' },
    fields: [
      {
        kind: 'number',
        name: 'name',
        labelKey: 'catalogue.quantitiesPerRoll.name',
        required: true,
        helperKey: 'catalogue.quantitiesPerRoll.nameHelp',
      },
    ],
    toValues: (r) => ({ name: r.name }),
    toInput: (values) => ({ name: String(Number(values.name)) }),
  },
});
