import type { QuoteSeries } from '../orders/order';
import type { OrderFilter } from '../orders/order-filter';

/** docs/rules.md#quotes: waiting_for_files (a series has no file) → ready → validated; expired after 30 days. */
export const QUOTE_STATUSES = ['waiting_for_files', 'ready', 'validated', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The quote list's filters (docs/screens.md#quotes): the order list's, with the quote statuses. */
export interface QuoteFilter extends Omit<OrderFilter, 'statuses'> {
  readonly statuses?: readonly QuoteStatus[];
}

/** The reseller's quote user who asked for the quote (docs/entities.md#quote: username is their mail). */
interface QuoteUser {
  readonly id: number;
  readonly firstname: string;
  readonly lastname: string;
  readonly username: string;
}

/** One row of the quote list. */
export interface QuoteSummary {
  readonly id: number;
  readonly status: QuoteStatus;
  readonly reference: string;
  readonly internalReference: string;
  /** null: a quote of an order staff placed themselves (docs/entities.md#quote). */
  readonly resellerId: number | null;
  readonly company: string | null;
  readonly scenario: string;
  readonly price: number;
  readonly resalePrice: number | null;
  readonly quantityPerSeries: number;
  readonly seriesCount: number;
  readonly frontUser: QuoteUser | null;
  readonly createdAt: string;
  /** The order a validated quote became. */
  readonly orderId: number | null;
}

/** docs/entities.md#quote: the quote as its detail page shows it. */
export interface Quote extends QuoteSummary {
  readonly weight: number;
  readonly width: number;
  readonly height: number;
  readonly diameter: number;
  readonly application: string;
  readonly coreSize: number;
  readonly quantityPerRoll: number;
  readonly shape: string | null;
  readonly series: readonly QuoteSeries[];
}

/** docs/rules.md#quotes: series files are uploaded only while the quote waits for them. */
export const canUploadQuoteFiles = (quote: Pick<QuoteSummary, 'status'>): boolean =>
  quote.status === 'waiting_for_files';

/**
 * The validate button: offered on a quote not yet validated nor expired (docs/rules.md#quotes).
 */
export const canValidateQuote = (quote: Pick<QuoteSummary, 'status'>): boolean =>
  quote.status === 'waiting_for_files' || quote.status === 'ready';

/** What the validation of a quote needs: the names of its series and whether each has its file. */
export interface ValidatableQuote extends Pick<QuoteSummary, 'status'> {
  readonly series: readonly { readonly name: string; readonly file: unknown }[];
}

/**
 * Whether the quote can be validated now (docs/rules.md#quotes): a quote not yet validated nor
 * expired, every series with its PDF. When files are missing, the series that lack one, by name, so
 * the page says why before the user tries and the server's 400 names the same series.
 */
export type QuoteValidation =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'notValidatable' }
  | { readonly ok: false; readonly reason: 'filesMissing'; readonly missing: readonly string[] };

export function quoteValidation(quote: ValidatableQuote): QuoteValidation {
  if (!canValidateQuote(quote)) return { ok: false, reason: 'notValidatable' };
  const missing = quote.series.filter((series) => !series.file).map((series) => series.name);
  return missing.length ? { ok: false, reason: 'filesMissing', missing } : { ok: true };
}

/**
 * docs/entities.md#export-properties: the quote export's fields — the order set with price and diameter
 * instead of total and status, plus the order's tracking and creation date.
 */
export const QUOTE_EXPORT_PROPERTIES = [
  'id',
  'company',
  'scenario',
  'price',
  'weight',
  'width',
  'height',
  'diameter',
  'createdAt',
  'reference',
  'sellingPrice',
  'application',
  'mandrel',
  'quantityPerRoll',
  'quantityPerSeries',
  'files',
  'customerName',
  'address',
  'postalCode',
  'city',
  'countryCode',
  'orderTracking',
  'orderCreatedAt',
] as const;
export type QuoteExportProperty = (typeof QUOTE_EXPORT_PROPERTIES)[number];

/** docs/rules.md#exports: quote-csv.csv, quote-xlsx.xlsx. */
export const quoteExportFileName = (type: 'csv' | 'xlsx'): string => `quote-${type}.${type}`;
