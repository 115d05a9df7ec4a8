import * as v from 'valibot';
import { operation } from './operation';
import { id, page } from './wire';

/** The countries, and those the business delivers to (docs/entities.md). */

const country = v.pipe(
  v.object({
    id,
    name: v.pipe(v.string(), v.description('in the language asked for')),
    countryCode: v.pipe(v.string(), v.description('ISO 3166-1 alpha-2')),
    isEnabledForDelivery: v.boolean(),
  }),
  v.title('Country'),
);

export const countryDeliveryBody = v.object({ isEnabledForDelivery: v.boolean('validation.required') });

/** `lang`: the language of the countries' names. */
const langQuery = {
  lang: v.optional(
    v.pipe(v.picklist(['fr', 'en', 'es']), v.description('language of the names, default the call’s locale')),
  ),
};

const TAG = 'Settings';

export const countriesApi = {
  listCountries: operation({
    id: 'listCountries',
    method: 'get',
    path: '/countries',
    tag: TAG,
    summary: 'Every country, in one list sorted by name in `lang`',
    access: 'scoped',
    query: langQuery,
    answer: { status: 200, schema: page(country) },
    errors: [400],
  }),
  setCountryDelivery: operation({
    id: 'setCountryDelivery',
    method: 'put',
    path: '/countries/{id}',
    tag: TAG,
    summary: 'Switches delivery to a country on or off',
    access: 'admin',
    query: langQuery,
    body: { schema: countryDeliveryBody, example: { isEnabledForDelivery: true } },
    answer: { status: 200, schema: country },
    errors: [400, 404],
  }),
} as const;

export type CountryWire = v.InferOutput<typeof country>;
