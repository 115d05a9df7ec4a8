import type {
  BulkStatusResult,
  DownloadedFile,
  ExportType,
  FileLink,
  NonConformity,
  Order,
  OrderExportProperty,
  OrderStatusRef,
  OrderSummary,
} from '../../domain/orders/order';
import type { OrderFilter } from '../../domain/orders/order-filter';
import type { OrderStatusId } from '../../domain/orders/order-status';
import type { ListQuery, Page } from '../../domain/shared/page';
import type { Versioned } from '../../domain/shared/version';
import { token } from '../shared/token';

/** A choice offered by an autocomplete: an id and what people call it. */
export interface Suggestion {
  readonly id: number;
  readonly label: string;
}

/** How far an upload has gone, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * The orders as the back office reaches them (docs/api/README.md#calls), filtered by an OrderFilter;
 * `signal` aborts a list no one waits for any more.
 */
export interface OrderRepository {
  list(query: ListQuery<OrderFilter>, signal?: AbortSignal): Promise<Page<OrderSummary>>;
  /** The order with its version (docs/api/README.md#versions-and-lost-updates). */
  get(id: number): Promise<Versioned<Order>>;
  statuses(): Promise<OrderStatusRef[]>;
  /** `version`: the one the order was read with; StaleRecordError when it changed since, and nothing moves. */
  changeStatus(id: number, status: OrderStatusId, version?: string): Promise<Versioned<Order>>;
  changeStatuses(ids: readonly number[], status: OrderStatusId): Promise<BulkStatusResult[]>;
  /** The filtered orders of every page, as a file (the sort and search of `query` apply; paging does not). */
  export(
    query: ListQuery<OrderFilter>,
    type: ExportType,
    properties: readonly OrderExportProperty[],
  ): Promise<DownloadedFile>;
  zip(id: number): Promise<DownloadedFile>;
  /** The server's answer: 'success', or why the files were not sent again. */
  resyncFiles(id: number): Promise<string>;
  /** One of the order's files, as the order gives it. */
  download(file: FileLink): Promise<DownloadedFile>;
  uploadDeliveryNote(id: number, file: File, onProgress?: UploadProgress): Promise<Order>;
  nonConformityOf(orderId: number): Promise<NonConformity | null>;
  suggestScenarios(search: string): Promise<Suggestion[]>;
  suggestResellers(search: string): Promise<Suggestion[]>;
}

export const ORDER_REPOSITORY = token<OrderRepository>('OrderRepository');
