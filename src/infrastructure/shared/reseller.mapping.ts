import * as v from 'valibot';
import {
  ADDRESS_FIELDS,
  API_VERSIONS,
  MAIL_CONFIG_KEYS,
  MARGE_TYPES,
  PAYMENT_MODES,
  RESELLER_TYPES,
  type Address,
  type MailConfigKey,
  type Reseller,
  type ResellerInput,
  type ResellerSummary,
} from '../../domain/resellers/reseller';
import type { RecordMapping } from './record-mapping';

const nullableText = v.optional(v.nullable(v.string()), null);
const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const addressKey = (prefix: 'billing' | 'delivery', field: string) => `${prefix}${capital(field)}`;

/** SPEC 3's reseller as the API sends it (flat billing/delivery fields, snake_case API keys). */
const resellerDtoSchema = v.looseObject({
  id: v.number(),
  username: v.string(),
  firstname: v.optional(v.nullable(v.string()), ''),
  lastname: v.optional(v.nullable(v.string()), ''),
  company: v.optional(v.nullable(v.string()), ''),
  isProspect: v.optional(v.boolean(), false),
  isActive: v.optional(v.boolean(), true),
  discount: v.optional(v.number(), 0),
  api_token: v.optional(v.nullable(v.string()), ''),
  thetis_key: nullableText,
  apiVersion: v.optional(v.picklist(API_VERSIONS), 'v1'),
  type: v.optional(v.picklist(RESELLER_TYPES), 'standard'),
  margeType: v.optional(v.picklist(MARGE_TYPES), 'global'),
  vat: v.optional(v.number(), 0),
  paymentDeadline: nullableText,
  paymentMode: v.optional(v.picklist(PAYMENT_MODES), 'none'),
  country: v.optional(v.nullable(v.object({ id: v.number(), countryCode: v.string() })), null),
  mailConfig: v.optional(v.record(v.string(), v.boolean()), {}),
  roles: v.optional(v.array(v.string()), ['ROLE_RESELLER']),
});

function addressFrom(dto: Record<string, unknown>, prefix: 'billing' | 'delivery'): Address {
  return Object.fromEntries(
    ADDRESS_FIELDS.map((field) => {
      const value = dto[addressKey(prefix, field)];
      return [field, typeof value === 'string' && value !== '' ? value : null];
    }),
  ) as Address;
}

export function toReseller(dto: unknown): Reseller {
  const d = v.parse(resellerDtoSchema, dto);
  return {
    id: d.id,
    username: d.username,
    firstname: d.firstname ?? '',
    lastname: d.lastname ?? '',
    company: d.company ?? '',
    isProspect: d.isProspect,
    isActive: d.isActive,
    discount: d.discount,
    apiToken: d.api_token ?? '',
    thetisKey: d.thetis_key,
    apiVersion: d.apiVersion,
    type: d.type,
    margeType: d.margeType,
    vat: d.vat,
    // The API may send a full timestamp: the deadline is a day.
    paymentDeadline: d.paymentDeadline ? d.paymentDeadline.slice(0, 10) : null,
    paymentMode: d.paymentMode,
    country: d.country,
    billing: addressFrom(d, 'billing'),
    delivery: addressFrom(d, 'delivery'),
    mailConfig: Object.fromEntries(MAIL_CONFIG_KEYS.map((key) => [key, d.mailConfig[key] ?? false])) as Record<
      MailConfigKey,
      boolean
    >,
    roles: d.roles,
  };
}

export function toResellerBody(input: ResellerInput): Record<string, unknown> {
  const body: Record<string, unknown> = {
    username: input.username,
    firstname: input.firstname,
    lastname: input.lastname,
    company: input.company,
    isProspect: input.isProspect,
    isActive: input.isActive,
    discount: input.discount,
    thetis_key: input.thetisKey,
    apiVersion: input.apiVersion,
    type: input.type,
    margeType: input.margeType,
    vat: input.vat,
    paymentDeadline: input.paymentDeadline,
    paymentMode: input.paymentMode,
    // SPEC 3: the country is sent back as its id.
    country: input.countryId,
    mailConfig: { ...input.mailConfig },
    roles: ['ROLE_RESELLER'],
    ...(input.password ? { password: input.password } : {}),
  };
  for (const prefix of ['billing', 'delivery'] as const) {
    for (const field of ADDRESS_FIELDS) body[addressKey(prefix, field)] = input[prefix][field];
  }
  return body;
}

export const resellerMapping: RecordMapping<Reseller, ResellerInput> = {
  toEntity: toReseller,
  toBody: toResellerBody,
};

export function toResellerSummary(dto: unknown): ResellerSummary {
  const r = toReseller(dto);
  return { id: r.id, username: r.username, company: r.company };
}
