import type { BodyOf } from '../../api/operation';
import {
  ADDRESS_PREFIXES,
  addressKey,
  type AddressPrefix,
  type ResellerWire,
  type resellersApi,
} from '../../api/resellers.api';
import {
  ADDRESS_FIELDS,
  type Address,
  type Reseller,
  type ResellerInput,
  type ResellerSummary,
} from '../../domain/resellers/reseller';
import type { RecordMapping } from './record-mapping';

function addressFrom(d: ResellerWire, prefix: AddressPrefix): Address {
  return Object.fromEntries(
    ADDRESS_FIELDS.map((field) => {
      const value = d[addressKey(prefix, field)];
      return [field, value || null];
    }),
  ) as Address;
}

function toReseller(d: ResellerWire): Reseller {
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
    mailConfig: { ...d.mailConfig },
    roles: d.roles,
  };
}

type ResellerBody = BodyOf<NonNullable<(typeof resellersApi)['records']['update']>>;

function toResellerBody(input: ResellerInput): ResellerBody {
  const addresses = Object.fromEntries(
    ADDRESS_PREFIXES.flatMap((prefix) =>
      ADDRESS_FIELDS.map((field) => [addressKey(prefix, field), input[prefix][field]]),
    ),
  );
  return {
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
    // The country is sent back as its id (docs/entities.md).
    country: input.countryId,
    ...addresses,
    mailConfig: { ...input.mailConfig },
    roles: ['ROLE_RESELLER'],
    ...(input.password ? { password: input.password } : {}),
    ...(input.currentPassword ? { currentPassword: input.currentPassword } : {}),
  };
}

export const resellerMapping: RecordMapping<Reseller, ResellerInput, ResellerWire> = {
  toEntity: toReseller,
  toBody: toResellerBody,
};

export function toResellerSummary(d: ResellerWire): ResellerSummary {
  return { id: d.id, username: d.username, company: d.company ?? '' };
}
