/** The values the original specification left open for a reseller (docs/rules.md#constants). */
export const RESELLER_TYPES = ['standard', 'api'] as const;
export const MARGE_TYPES = ['global', 'grid'] as const;
export const API_VERSIONS = ['v1', 'v2'] as const;
export const PAYMENT_MODES = ['none', 'bank-card', 'cash'] as const;
export const MAIL_CONFIG_KEYS = [
  'order_confirmation',
  'order_shipped',
  'order_not_conformity',
  'quote_validated',
  'cancel_request_answered',
] as const;
export const ADDRESS_FIELDS = ['firstname', 'lastname', 'address', 'address2', 'city', 'zipCode', 'country'] as const;

type ResellerType = (typeof RESELLER_TYPES)[number];
type MargeType = (typeof MARGE_TYPES)[number];
type ApiVersion = (typeof API_VERSIONS)[number];
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export type MailConfigKey = (typeof MAIL_CONFIG_KEYS)[number];
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** A postal address; any part may be missing. */
export type Address = Readonly<Record<AddressField, string | null>>;

/** docs/entities.md#reseller: a reseller's account and business profile. */
export interface Reseller {
  readonly id: number;
  readonly username: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly company: string;
  readonly isProspect: boolean;
  readonly isActive: boolean;
  readonly discount: number;
  readonly apiToken: string;
  readonly thetisKey: string | null;
  readonly apiVersion: ApiVersion;
  readonly type: ResellerType;
  readonly margeType: MargeType;
  readonly vat: number;
  /** YYYY-MM-DD, or null. */
  readonly paymentDeadline: string | null;
  readonly paymentMode: PaymentMode;
  /** The default country of quotes. */
  readonly country: { readonly id: number; readonly countryCode: string } | null;
  readonly billing: Address;
  readonly delivery: Address;
  readonly mailConfig: Readonly<Record<MailConfigKey, boolean>>;
  readonly roles: readonly string[];
}

/** What a create, edit or profile form sends. The server ignores admin-only fields from a reseller. */
export interface ResellerInput {
  readonly username: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly company: string;
  /** Empty keeps the current password (create: the account waits for a password reset). */
  readonly password?: string;
  /** The reseller's own password, when it changes its password or login on its profile (docs/access.md#sessions). */
  readonly currentPassword?: string;
  readonly isProspect: boolean;
  readonly isActive: boolean;
  readonly discount: number;
  readonly thetisKey: string | null;
  readonly apiVersion: ApiVersion;
  readonly type: ResellerType;
  readonly margeType: MargeType;
  readonly vat: number;
  readonly paymentDeadline: string | null;
  readonly paymentMode: PaymentMode;
  readonly countryId: number | null;
  readonly billing: Address;
  readonly delivery: Address;
  readonly mailConfig: Readonly<Record<MailConfigKey, boolean>>;
}

export const emptyAddress = (): Address => ({
  firstname: null,
  lastname: null,
  address: null,
  address2: null,
  city: null,
  zipCode: null,
  country: null,
});

/** The two views of the reseller list (docs/screens.md#resellers: isProspect filter). */
export type ResellerView = 'customers' | 'prospects';

/** The reseller list's filter: prospects only (true), customers only (false), or both (absent). */
export interface ResellerFilter {
  readonly prospects?: boolean;
}

/** The filter of a view. */
export const resellerViewFilter = (view: ResellerView): ResellerFilter => ({ prospects: view === 'prospects' });

/** A reseller as a form or profile edits it. */
export function toResellerInput(r: Reseller): ResellerInput {
  return {
    username: r.username,
    firstname: r.firstname,
    lastname: r.lastname,
    company: r.company,
    isProspect: r.isProspect,
    isActive: r.isActive,
    discount: r.discount,
    thetisKey: r.thetisKey,
    apiVersion: r.apiVersion,
    type: r.type,
    margeType: r.margeType,
    vat: r.vat,
    paymentDeadline: r.paymentDeadline,
    paymentMode: r.paymentMode,
    countryId: r.country?.id ?? null,
    billing: { ...r.billing },
    delivery: { ...r.delivery },
    mailConfig: { ...r.mailConfig },
  };
}

export interface ResellerCounts {
  readonly customers: number;
  readonly prospects: number;
}

/** A reseller as an autocomplete offers it (GET /admin/resellers/search). */
export interface ResellerSummary {
  readonly id: number;
  readonly username: string;
  readonly company: string;
}
