import * as v from 'valibot';
import {
  ADDRESS_FIELDS,
  API_VERSIONS,
  MAIL_CONFIG_KEYS,
  MARGE_TYPES,
  PAYMENT_MODES,
  RESELLER_TYPES,
  type AddressField,
} from '../domain/resellers/reseller';
import { isIsoDate } from '../domain/resellers/reseller.schema';
import { operation } from './operation';
import { recordOperations } from './records';
import { currentPassword, newPassword } from './users.api';
import { id, listParams, maybeText, page, reference, requiredText, trimmedText } from './wire';

/**
 * The resellers (docs/entities.md): their accounts and business profiles, listed by admins and
 * readers, each reseller reading and editing its own (docs/access.md).
 */

export const ADDRESS_PREFIXES = ['billing', 'delivery'] as const;
export type AddressPrefix = (typeof ADDRESS_PREFIXES)[number];
/** A flat address key of the wire: `billingFirstname`, `deliveryZipCode`… */
export type AddressKey = `${AddressPrefix}${Capitalize<AddressField>}`;

const capital = <T extends string>(text: T) => `${text.charAt(0).toUpperCase()}${text.slice(1)}` as Capitalize<T>;

/** The wire key of one part of the billing or delivery address. */
export const addressKey = (prefix: AddressPrefix, field: AddressField): AddressKey => `${prefix}${capital(field)}`;

/** The same schema under each key. */
const keyed = <K extends string, S>(keys: readonly K[], schema: S): Record<K, S> =>
  Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>;

/** Every flat address key (ADDRESS_FIELDS of both addresses), each with `schema`. */
const addressEntries = <S>(schema: S): Record<AddressKey, S> =>
  keyed(
    ADDRESS_PREFIXES.flatMap((prefix) => ADDRESS_FIELDS.map((field) => addressKey(prefix, field))),
    schema,
  );

/** A reseller as the API answers it: flat billing/delivery address keys, snake_case API keys. */
const reseller = v.pipe(
  v.object({
    id,
    username: v.pipe(v.string(), v.description('the login, an email address')),
    firstname: v.optional(v.nullable(v.string()), ''),
    lastname: v.optional(v.nullable(v.string()), ''),
    company: v.optional(v.nullable(v.string()), ''),
    isProspect: v.optional(v.boolean(), false),
    isActive: v.optional(v.boolean(), true),
    discount: v.optional(v.pipe(v.number(), v.description('percent')), 0),
    api_token: v.optional(v.nullable(v.pipe(v.string(), v.description('the reseller’s key to the quote API'))), ''),
    thetis_key: maybeText,
    apiVersion: v.optional(v.picklist(API_VERSIONS), 'v1'),
    type: v.optional(v.picklist(RESELLER_TYPES), 'standard'),
    margeType: v.optional(v.picklist(MARGE_TYPES), 'global'),
    vat: v.optional(v.pipe(v.number(), v.description('percent')), 0),
    paymentDeadline: v.optional(v.nullable(v.pipe(v.string(), v.description('a day, YYYY-MM-DD'))), null),
    paymentMode: v.optional(v.picklist(PAYMENT_MODES), 'none'),
    /** The default country of quotes; sent back in a body as its id. */
    country: v.optional(v.nullable(v.object({ id, countryCode: v.string() })), null),
    ...addressEntries(maybeText),
    mailConfig: v.optional(
      v.pipe(
        v.object(keyed(MAIL_CONFIG_KEYS, v.optional(v.boolean(), false))),
        v.description('which mails the reseller gets'),
      ),
      {},
    ),
    roles: v.optional(v.array(v.string()), ['ROLE_RESELLER']),
  }),
  v.title('Reseller'),
);

const text = trimmedText;
const required = requiredText;
const percent = v.pipe(
  v.number('validation.number'),
  v.minValue(0, 'validation.range'),
  v.maxValue(100, 'validation.range'),
);
const optionalText = (max: number) => v.optional(v.nullable(text(max)));

/**
 * A create or update body; fields left out keep their value (or the default on create). A
 * reseller editing its own profile may send every field: those only an admin sets are ignored.
 */
export const resellerBody = v.object({
  username: v.pipe(required(180), v.email('validation.email')),
  firstname: required(100),
  lastname: required(100),
  company: required(150),
  /** Empty keeps the current password (on create: the account waits for a password reset). */
  password: v.optional(v.union([v.literal(''), newPassword], 'validation.passwordLength'), ''),
  /** Addition: the reseller's current password, when it changes its own password or login. */
  currentPassword,
  isProspect: v.optional(v.boolean('validation.required')),
  isActive: v.optional(v.boolean('validation.required')),
  discount: v.optional(percent),
  thetis_key: optionalText(100),
  apiVersion: v.optional(v.picklist(API_VERSIONS, 'validation.required')),
  type: v.optional(v.picklist(RESELLER_TYPES, 'validation.required')),
  margeType: v.optional(v.picklist(MARGE_TYPES, 'validation.required')),
  vat: v.optional(percent),
  paymentDeadline: v.optional(
    v.nullable(
      v.pipe(
        v.string('validation.date'),
        v.check((value) => isIsoDate(value), 'validation.date'),
      ),
    ),
  ),
  paymentMode: v.optional(v.picklist(PAYMENT_MODES, 'validation.required')),
  country: v.optional(
    v.nullable(
      reference(
        v.pipe(v.number('validation.integer'), v.integer('validation.integer')),
        'validation.integer',
        'the default country of quotes',
      ),
    ),
  ),
  ...addressEntries(optionalText(150)),
  mailConfig: v.optional(v.object(keyed(MAIL_CONFIG_KEYS, v.optional(v.boolean())))),
  roles: v.optional(v.pipe(v.array(v.string()), v.description('ROLE_RESELLER only'))),
});

/** The sortable fields of the reseller lists (the first is the default sort, descending). */
const RESELLER_SORT_FIELDS = [
  'id',
  'username',
  'isProspect',
  'firstname',
  'lastname',
  'company',
  'discount',
  'type',
  'isActive',
] as const;

const TAG = 'Resellers';

const generated = recordOperations({
  path: '/admin/resellers',
  names: { singular: 'reseller', plural: 'resellers', tag: TAG },
  item: reseller,
  body: resellerBody,
  sortable: RESELLER_SORT_FIELDS,
  defaultSort: 'id (desc)',
  filters: {
    _isProspect: v.optional(
      v.pipe(
        v.picklist(['0', '1', 'true', 'false']),
        v.description('1 (or true): prospects only; 0 (or false): customers only; absent: both'),
      ),
    ),
  },
  read: 'scoped',
  write: 'owner',
  create: 'admin',
  calls: ['list', 'get', 'create', 'update', 'delete', 'active'],
  activeField: 'isActive',
  example: {
    username: 'contact@etiquettes-martin.fr',
    firstname: 'Léa',
    lastname: 'Martin',
    company: 'Étiquettes Martin',
    isProspect: true,
    isActive: true,
    discount: 5,
    apiVersion: 'v2',
    type: 'standard',
    margeType: 'global',
    vat: 20,
    paymentDeadline: null,
    paymentMode: 'bank-card',
    country: 1,
    billingCity: 'Lyon',
    billingZipCode: '69001',
    roles: ['ROLE_RESELLER'],
  },
});

/**
 * The record calls of /admin/resellers. A reseller reads and edits its own record (its profile);
 * the list is for admins and readers, creating, deleting and switching a reseller for admins.
 */
const records: typeof generated = {
  ...generated,
  list: generated.list && { ...generated.list, access: 'staff' },
  remove: generated.remove && {
    ...generated.remove,
    summary: 'Deletes a reseller without quote users or orders (else a 400 saying why)',
    access: 'admin',
    errors: [400, 404],
  },
  setActive: generated.setActive && { ...generated.setActive, access: 'admin' },
};

const listQuery = listParams(RESELLER_SORT_FIELDS, 'id (desc)');

export const resellersApi = {
  records,
  listProspects: operation({
    id: 'listProspects',
    method: 'get',
    path: '/admin/resellers/prospects',
    tag: TAG,
    summary: 'A page of the resellers that are prospects (`_isProspect=1`)',
    access: 'staff',
    query: listQuery,
    answer: { status: 200, schema: page(reseller) },
    errors: [400],
  }),
  listCustomers: operation({
    id: 'listCustomers',
    method: 'get',
    path: '/admin/resellers/notprospects',
    tag: TAG,
    summary: 'A page of the resellers that are customers, not prospects (`_isProspect=0`)',
    access: 'staff',
    query: listQuery,
    answer: { status: 200, schema: page(reseller) },
    errors: [400],
  }),
  searchResellers: operation({
    id: 'searchResellers',
    method: 'get',
    path: '/admin/resellers/search',
    tag: TAG,
    summary: 'The first resellers matching `_search`, by company, for autocompletes',
    access: 'staff',
    query: {
      ...listParams(RESELLER_SORT_FIELDS, 'company (asc)'),
      _limit: v.optional(
        v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100), v.description('rows, default 10')),
      ),
    },
    answer: { status: 200, schema: page(reseller) },
    errors: [400],
  }),
} as const;

export type ResellerWire = v.InferOutput<typeof reseller>;
export type ResellerBody = v.InferOutput<typeof resellerBody>;
