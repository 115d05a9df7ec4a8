import { formatDate } from '../shared/format';
import { ADDRESS_FIELDS, MAIL_CONFIG_KEYS, type Address, type Reseller } from './reseller';

/** One value of a detail card: text (null reads 'none'), yes/no, a translated key, a percentage. */
export type CardValue =
  | { readonly kind: 'text'; readonly text: string | null; readonly copyable?: boolean }
  | { readonly kind: 'yesno'; readonly value: boolean }
  | { readonly kind: 'key'; readonly key: string }
  | { readonly kind: 'percent'; readonly value: number };

export interface CardRow {
  /** The field's name; the UI labels it `resellers.fields.{field}`. */
  readonly field: string;
  readonly value: CardValue;
}

export interface DetailCard {
  readonly id: 'api' | 'global' | 'sales' | 'billing' | 'delivery' | 'notifications';
  readonly rows: readonly CardRow[];
}

const text = (value: string | null | undefined, copyable = false): CardValue => ({
  kind: 'text',
  text: value === undefined || value === null || value.trim() === '' ? null : value,
  copyable,
});

const addressRows = (address: Address): CardRow[] =>
  ADDRESS_FIELDS.map((field) => ({ field, value: text(address[field]) }));

/**
 * docs/screens.md#resellers: the reseller detail's cards — API data, global info, sales info, billing and delivery
 * addresses, email notifications — as values the UI only has to translate.
 */
export function resellerCards(r: Reseller): readonly DetailCard[] {
  return [
    {
      id: 'api',
      rows: [
        { field: 'apiToken', value: text(r.apiToken, true) },
        { field: 'thetisKey', value: text(r.thetisKey) },
        { field: 'apiVersion', value: text(r.apiVersion) },
      ],
    },
    {
      id: 'global',
      rows: [
        { field: 'id', value: text(String(r.id)) },
        { field: 'username', value: text(r.username) },
        { field: 'firstname', value: text(r.firstname) },
        { field: 'lastname', value: text(r.lastname) },
        { field: 'company', value: text(r.company) },
        { field: 'isProspect', value: { kind: 'yesno', value: r.isProspect } },
        { field: 'isActive', value: { kind: 'yesno', value: r.isActive } },
        { field: 'discount', value: { kind: 'percent', value: r.discount } },
        { field: 'margeType', value: { kind: 'key', key: `resellers.margeTypes.${r.margeType}` } },
      ],
    },
    {
      id: 'sales',
      rows: [
        { field: 'vat', value: { kind: 'percent', value: r.vat } },
        {
          field: 'paymentDeadline',
          value: text(formatDate(r.paymentDeadline ? `${r.paymentDeadline}T12:00:00` : null)),
        },
        { field: 'paymentMode', value: { kind: 'key', key: `resellers.paymentModes.${r.paymentMode}` } },
        { field: 'type', value: { kind: 'key', key: `resellers.types.${r.type}` } },
        { field: 'country', value: text(r.country?.countryCode) },
      ],
    },
    { id: 'billing', rows: addressRows(r.billing) },
    { id: 'delivery', rows: addressRows(r.delivery) },
    {
      id: 'notifications',
      rows: MAIL_CONFIG_KEYS.map((key) => ({ field: key, value: { kind: 'yesno', value: r.mailConfig[key] } })),
    },
  ];
}

/** A card value as plain text, before translation: 'none', 'yes', 'no', the key, '12 %'. */
export function plainValue(value: CardValue): string {
  switch (value.kind) {
    case 'text':
      return value.text ?? 'none';
    case 'yesno':
      return value.value ? 'yes' : 'no';
    case 'key':
      return value.key;
    case 'percent':
      return `${value.value} %`;
  }
}
