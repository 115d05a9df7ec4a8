import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from '../users/user.schema';
import {
  ADDRESS_FIELDS,
  API_VERSIONS,
  MAIL_CONFIG_KEYS,
  MARGE_TYPES,
  PAYMENT_MODES,
  RESELLER_TYPES,
  type Address,
  type AddressField,
  type MailConfigKey,
  type Reseller,
  type ResellerInput,
  emptyAddress,
} from './reseller';

/** "12", "12.5" or "12,5" as a number; NaN otherwise. */
export function parseNumberText(text: string): number {
  const normalized = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const requiredText = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.tooLong'));
const optionalText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.tooLong'));
const percentText = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.check((text) => !Number.isNaN(parseNumberText(text)), 'resellers.validation.number'),
  // One message per field: a text that is no number is not also out of range.
  v.check((text) => {
    const value = parseNumberText(text);
    return Number.isNaN(value) || (value >= 0 && value <= 100);
  }, 'resellers.validation.percent'),
);

const capitalized = (prefix: 'billing' | 'delivery', field: AddressField) =>
  `${prefix}${field.charAt(0).toUpperCase()}${field.slice(1)}`;

/** The flat form (and API body) names of an address: billingFirstname … billingCountry. */
export const addressFieldNames = (prefix: 'billing' | 'delivery') =>
  ADDRESS_FIELDS.map((field) => ({ field, name: capitalized(prefix, field) }));

const address = optionalText(150);
const mailSwitch = v.boolean();

/**
 * The reseller form's rules (docs/rules.md#validation): email, required names and company, discount
 * and VAT between 0 and 100, payment deadline as a date, known choices. Values are form text;
 * messages are i18n keys.
 */
export const resellerFormSchema = v.object({
  username: v.pipe(requiredText(180), v.email('validation.email')),
  firstname: requiredText(100),
  lastname: requiredText(100),
  company: requiredText(150),
  password: v.union(
    [v.literal(''), v.pipe(v.string(), v.minLength(PASSWORD_MIN_LENGTH, 'validation.passwordLength'))],
    'validation.passwordLength',
  ),
  /** Asked when the reseller changes its own password or login (docs/access.md#sessions); the server checks it. */
  currentPassword: v.string(),
  isProspect: v.boolean(),
  isActive: v.boolean(),
  discount: percentText,
  thetisKey: optionalText(100),
  apiVersion: v.picklist(API_VERSIONS, 'validation.required'),
  type: v.picklist(RESELLER_TYPES, 'validation.required'),
  margeType: v.picklist(MARGE_TYPES, 'validation.required'),
  vat: percentText,
  paymentDeadline: v.pipe(
    v.string(),
    v.trim(),
    v.check((text) => text === '' || isIsoDate(text), 'resellers.validation.date'),
  ),
  paymentMode: v.picklist(PAYMENT_MODES, 'validation.required'),
  country: v.string(),
  billingFirstname: address,
  billingLastname: address,
  billingAddress: address,
  billingAddress2: address,
  billingCity: address,
  billingZipCode: address,
  billingCountry: address,
  deliveryFirstname: address,
  deliveryLastname: address,
  deliveryAddress: address,
  deliveryAddress2: address,
  deliveryCity: address,
  deliveryZipCode: address,
  deliveryCountry: address,
  mailConfig: v.object({
    order_confirmation: mailSwitch,
    order_shipped: mailSwitch,
    order_not_conformity: mailSwitch,
    quote_validated: mailSwitch,
    cancel_request_answered: mailSwitch,
  } satisfies Record<MailConfigKey, unknown>),
});

export type ResellerFormValues = v.InferOutput<typeof resellerFormSchema>;

const blank = (text: string | null | undefined): string => text ?? '';
const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

function addressValues(prefix: 'billing' | 'delivery', address: Address): Record<string, string> {
  return Object.fromEntries(addressFieldNames(prefix).map(({ field, name }) => [name, blank(address[field])]));
}

function addressOf(prefix: 'billing' | 'delivery', values: ResellerFormValues): Address {
  const flat = values as unknown as Record<string, string>;
  return Object.fromEntries(
    addressFieldNames(prefix).map(({ field, name }) => [field, orNull(flat[name] ?? '')]),
  ) as Address;
}

/** An empty form: a new reseller's defaults (active prospect, docs/screens.md#resellers). */
export function newResellerValues(): ResellerFormValues {
  return {
    username: '',
    firstname: '',
    lastname: '',
    company: '',
    password: '',
    currentPassword: '',
    isProspect: true,
    isActive: true,
    discount: '0',
    thetisKey: '',
    apiVersion: 'v2',
    type: 'standard',
    margeType: 'global',
    vat: '20',
    paymentDeadline: '',
    paymentMode: 'none',
    country: '',
    ...addressValues('billing', emptyAddress()),
    ...addressValues('delivery', emptyAddress()),
    mailConfig: Object.fromEntries(MAIL_CONFIG_KEYS.map((key) => [key, true])) as Record<MailConfigKey, boolean>,
  } as ResellerFormValues;
}

export function resellerToValues(r: Reseller): ResellerFormValues {
  return {
    username: r.username,
    firstname: r.firstname,
    lastname: r.lastname,
    company: r.company,
    password: '',
    currentPassword: '',
    isProspect: r.isProspect,
    isActive: r.isActive,
    discount: String(r.discount),
    thetisKey: blank(r.thetisKey),
    apiVersion: r.apiVersion,
    type: r.type,
    margeType: r.margeType,
    vat: String(r.vat),
    paymentDeadline: blank(r.paymentDeadline),
    paymentMode: r.paymentMode,
    country: r.country ? String(r.country.id) : '',
    ...addressValues('billing', r.billing),
    ...addressValues('delivery', r.delivery),
    mailConfig: { ...r.mailConfig },
  } as ResellerFormValues;
}

export function valuesToResellerInput(values: ResellerFormValues): ResellerInput {
  return {
    username: values.username.trim(),
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    company: values.company.trim(),
    password: values.password || undefined,
    currentPassword: values.currentPassword || undefined,
    isProspect: values.isProspect,
    isActive: values.isActive,
    discount: parseNumberText(values.discount),
    thetisKey: orNull(values.thetisKey),
    apiVersion: values.apiVersion,
    type: values.type,
    margeType: values.margeType,
    vat: parseNumberText(values.vat),
    paymentDeadline: orNull(values.paymentDeadline),
    paymentMode: values.paymentMode,
    countryId: values.country ? Number(values.country) : null,
    billing: addressOf('billing', values),
    delivery: addressOf('delivery', values),
    mailConfig: { ...values.mailConfig },
  };
}
