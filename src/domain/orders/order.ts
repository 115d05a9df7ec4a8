import type { OrderStatusId } from './order-status';
import { CANCELLATION_REQUESTED, NOT_CONFORMED, canAskCancellation, canFlagNonConformity } from './order-status';

/**
 * docs/entities.md#order-status: an order's status as the server names it (id = ext_id, docs/rules.md#order-statuses).
 */
export interface OrderStatusRef {
  readonly id: OrderStatusId;
  readonly name: string;
  readonly extId: number;
}

/** docs/entities.md#tracking-entry: a parcel of the order, with its carrier's tracking link. */
export interface TrackingEntry {
  readonly reference: string;
  readonly carrier: string;
  readonly method: string;
  readonly weight: number | null;
  readonly url: string | null;
}

/**
 * Which file a FileLink is, by its owner's ids: what an adapter that does not go through URLs (the
 * in-memory one, docs/architecture.md) fetches it by.
 */
export type FileRef =
  | {
      readonly owner: 'order';
      readonly orderId: number;
      readonly kind: 'manufacturing' | 'delivery-note' | 'shipping-label';
    }
  | { readonly owner: 'order'; readonly orderId: number; readonly kind: 'series'; readonly seriesId: number }
  | { readonly owner: 'quote'; readonly quoteId: number; readonly seriesId: number };

/** A file the API serves (manufacturing PDF, series file, delivery note, shipping label). */
export interface FileLink {
  readonly name: string;
  /** The API path (or absolute URL) to download it from, with the session's token. */
  readonly url: string;
  readonly ref: FileRef;
}

export interface QuoteSeries {
  readonly id: number;
  readonly name: string;
  readonly quantity: number;
  readonly file: FileLink | null;
}

/** The quote the order was placed from, as it was when validated. */
interface OrderQuote {
  readonly id: number;
  readonly reference: string;
  readonly price: number;
  readonly weight: number;
  readonly width: number;
  readonly height: number;
  readonly diameter: number;
  readonly application: string;
  readonly coreSize: number;
  readonly quantityPerRoll: number;
  readonly quantityPerSeries: number;
  readonly shape: string | null;
  readonly series: readonly QuoteSeries[];
}

/** The account that placed the order: a reseller, or staff placing it directly. */
interface OrderPlacer {
  readonly id: number;
  readonly company: string | null;
  readonly username: string;
  readonly roles: readonly string[];
}

/** The reseller's quote user who prepared the order. */
interface OrderFrontUser {
  readonly id: number;
  readonly username: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly company: string | null;
  readonly parent: number | null;
}

interface EndCustomer {
  readonly name: string | null;
  readonly firstname: string | null;
  readonly mail: string | null;
  readonly phone: string | null;
}

interface DeliveryAddress {
  readonly address: string | null;
  readonly address2: string | null;
  readonly address3: string | null;
  readonly postalCode: string | null;
  readonly city: string | null;
  readonly country: string | null;
}

/** A category scenario as the delay date needs it (see delay-date.ts). */
interface OrderCategoryScenario {
  readonly delay: number;
  readonly category: {
    readonly id: number;
    readonly name: string;
    readonly pose: { readonly shortCode: string } | null;
  };
}

/** One row of the order list. */
export interface OrderSummary {
  readonly id: number;
  readonly internalReference: string;
  readonly company: string | null;
  /** The order was placed by a reseller (not by staff). */
  readonly resellerId: number | null;
  readonly scenario: { readonly id: number; readonly name: string };
  readonly total: number;
  readonly resalePrice: number | null;
  readonly quoteReference: string;
  readonly width: number;
  readonly tracking: readonly TrackingEntry[];
  readonly status: OrderStatusRef;
  readonly createdAt: string;
  readonly estimatedAt: string | null;
  /** A cancellation request of the reseller waits for an answer. */
  readonly cancellationPending: boolean;
}

/** docs/entities.md#order: the order as its detail page shows it. */
export interface Order extends OrderSummary {
  readonly weight: number;
  readonly user: OrderPlacer;
  readonly frontUser: OrderFrontUser | null;
  readonly quote: OrderQuote;
  readonly customer: EndCustomer;
  readonly address: DeliveryAddress;
  readonly shippingLabel: FileLink | null;
  /** Never sent to resellers. */
  readonly pdfManufacturing: FileLink | null;
  readonly deliveryNote: FileLink | null;
  readonly categoriesScenarios: readonly OrderCategoryScenario[];
}

export const NON_CONFORMITY_REASONS = ['low-resolution', 'file-not-conforming'] as const;
export type NonConformityReason = (typeof NON_CONFORMITY_REASONS)[number];

export const NON_CONFORMITY_ANSWERS = ['print-anyway', 'send-new-file'] as const;
export type NonConformityAnswer = (typeof NON_CONFORMITY_ANSWERS)[number];

/** docs/entities.md#non-conformity-request: an order's non-conformity request; `waiting` until the reseller answers. */
export interface NonConformity {
  readonly id: number;
  readonly orderId: number;
  readonly resellerId: number;
  readonly reason: NonConformityReason;
  readonly commentAdmin: string;
  readonly commentReseller: string | null;
  readonly responseReseller: NonConformityAnswer | null;
  readonly status: 'waiting' | 'answered';
  readonly createdAt: string;
}

export interface NonConformityInput {
  readonly orderId: number;
  readonly reason: NonConformityReason;
  readonly commentAdmin: string;
}

export interface CancellationInput {
  readonly orderId: number;
  readonly reference: string;
  readonly comment: string;
}

export interface CancellationRequest {
  readonly id: number;
  readonly orderId: number;
  readonly status: string;
  readonly reason: string;
  readonly createdAt: string;
}

/** One order's outcome in a bulk status change: applied, or refused with the server's reason. */
export type BulkStatusResult =
  | { readonly id: number; readonly ok: true; readonly status: OrderStatusId }
  | { readonly id: number; readonly ok: false; readonly message: string };

/** A file the API produced (export, zip, document), to be saved under `filename`. */
export interface DownloadedFile {
  readonly blob: Blob;
  readonly filename: string;
}

/**
 * docs/entities.md#export-properties: the order export fields, in the order of the export dialog and of the file's
 * columns.
 */
export const ORDER_EXPORT_PROPERTIES = [
  'id',
  'company',
  'scenario',
  'total',
  'weight',
  'width',
  'height',
  'status',
  'createdAt',
  'pdfManufacturingUrl',
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
] as const;
export type OrderExportProperty = (typeof ORDER_EXPORT_PROPERTIES)[number];

export const EXPORT_TYPES = ['csv', 'xlsx'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

export function isExportProperty(value: unknown): value is OrderExportProperty {
  return typeof value === 'string' && (ORDER_EXPORT_PROPERTIES as readonly string[]).includes(value);
}

/** docs/rules.md#exports: order-csv.csv, order-xlsx.xlsx. */
export const exportFileName = (type: ExportType): string => `order-${type}.${type}`;

/** `downloadOrderZip` (docs/rules.md#exports): the zip of an order's files is saved as order-zip-{id}. */
export const zipFileName = (orderId: number): string => `order-zip-${orderId}.zip`;

/**
 * docs/rules.md#non-conformity: an admin-placed order cannot be flagged (only a reseller's order has someone to
 * answer).
 */
export const isResellerPlaced = (order: Pick<OrderSummary, 'resellerId'>): boolean => order.resellerId !== null;

/** Why an admin may not place an order in non-conforming. */
export interface NonConformityRefusal {
  readonly reason: 'notResellerOrder' | 'statusNotAllowed' | 'alreadyWaiting';
  /**
   * `disabled`: the page says it before any click, the action disabled with the reason (a request waits, the
   * status is past production); `whenTried`: said when the admin tries, by the danger toast of
   * docs/screens.md#errors-and-notices (an order placed by staff).
   */
  readonly shown: 'disabled' | 'whenTried';
}

/**
 * The non-conformity precheck of docs/rules.md#non-conformity, made by the order page before the form opens
 * and by the use case before sending: null when the order may be placed in non-conforming.
 */
export function nonConformityPrecheck(
  order: Pick<OrderSummary, 'resellerId' | 'status'>,
  waiting: NonConformity | null,
): NonConformityRefusal | null {
  if (!isResellerPlaced(order)) return { reason: 'notResellerOrder', shown: 'whenTried' };
  if (waiting?.status === 'waiting') return { reason: 'alreadyWaiting', shown: 'disabled' };
  if (!canFlagNonConformity(order.status.id)) return { reason: 'statusNotAllowed', shown: 'disabled' };
  return null;
}

/**
 * docs/screens.md#errors-and-notices: a file re-sync of a not-conformed order (ext_id 5) is refused with 'order not
 * compliant'.
 */
export const canSyncFiles = (order: Pick<OrderSummary, 'status'>): boolean => order.status.extId !== NOT_CONFORMED;

/**
 * docs/rules.md#cancellation-requests: a reseller may ask to cancel a pending or in-progress order with no request
 * waiting.
 */
export const mayAskCancellation = (order: Pick<OrderSummary, 'status' | 'cancellationPending'>): boolean =>
  !order.cancellationPending && order.status.id !== CANCELLATION_REQUESTED && canAskCancellation(order.status.id);
