import { inject, injectable } from 'inversify';
import type { OrderRepository, Suggestion, UploadProgress } from '../../application/orders/order-repository.port';
import {
  exportFileName,
  zipFileName,
  type BulkStatusResult,
  type DownloadedFile,
  type ExportType,
  type NonConformity,
  type Order,
  type OrderExportProperty,
  type OrderStatusRef,
  type OrderSummary,
  type FileLink,
} from '../../domain/orders/order';
import type { OrderFilter } from '../../domain/orders/order-filter';
import type { OrderStatusId } from '../../domain/orders/order-status';
import type { ListQuery, Page } from '../../domain/shared/page';
import { withVersion, type Versioned } from '../../domain/shared/version';
import { ordersApi } from '../../api/orders.api';
import { requestsApi } from '../../api/requests.api';
import { resellersApi } from '../../api/resellers.api';
import {
  toBulkResults,
  toNonConformity,
  toOrder,
  toOrderSummary,
  toResellerSuggestion,
  toStatus,
  toSuggestion,
} from '../shared/order.mapping';
import { pageOf } from '../shared/page.mapping';
import { API_TRANSPORT, type ApiTransport } from './api-transport';
import { exportBodyOf } from '../shared/export.mapping';

/** The orders (src/api/orders.api.ts). */
@injectable()
export class ApiOrderRepository implements OrderRepository {
  constructor(@inject(API_TRANSPORT) private readonly api: ApiTransport) {}

  async list(query: ListQuery<OrderFilter>, signal?: AbortSignal): Promise<Page<OrderSummary>> {
    return pageOf(await this.api.call(ordersApi.listOrders, { list: query, signal }), toOrderSummary);
  }

  /** The order with its version (docs/api/README.md#versions-and-lost-updates). */
  async get(id: number): Promise<Versioned<Order>> {
    const { answer, version } = await this.api.versioned(ordersApi.getOrder, { params: { id } });
    return withVersion(toOrder(answer), version);
  }

  async statuses(): Promise<OrderStatusRef[]> {
    return (await this.api.call(ordersApi.listOrderStatuses)).map(toStatus);
  }

  /** `version` goes as If-Match: a stale one is a StaleRecordError and the order does not move. */
  async changeStatus(id: number, status: OrderStatusId, version?: string): Promise<Versioned<Order>> {
    const changed = await this.api.versioned(ordersApi.changeOrderStatus, {
      params: { id },
      body: { status },
      ifMatch: version,
    });
    return withVersion(toOrder(changed.answer), changed.version);
  }

  async changeStatuses(ids: readonly number[], status: OrderStatusId): Promise<BulkStatusResult[]> {
    return toBulkResults(await this.api.call(ordersApi.changeOrderStatuses, { body: { listId: [...ids], status } }));
  }

  async export(
    query: ListQuery<OrderFilter>,
    type: ExportType,
    properties: readonly OrderExportProperty[],
  ): Promise<DownloadedFile> {
    const { blob } = await this.api.file(ordersApi.exportOrders, {
      list: query,
      body: exportBodyOf(type, properties),
    });
    // The names are fixed (docs/rules.md), whatever the server calls the file.
    return { blob, filename: exportFileName(type) };
  }

  async zip(id: number): Promise<DownloadedFile> {
    const { blob } = await this.api.file(ordersApi.downloadOrderZip, { params: { id } });
    return { blob, filename: zipFileName(id) };
  }

  async resyncFiles(id: number): Promise<string> {
    return (await this.api.call(ordersApi.resyncOrderFiles, { params: { id } })).message;
  }

  async download(file: FileLink): Promise<DownloadedFile> {
    const { blob, filename } = await this.api.download(file);
    return { blob, filename: filename ?? file.name };
  }

  async uploadDeliveryNote(id: number, file: File, onProgress?: UploadProgress): Promise<Order> {
    const form = new FormData();
    form.set('file', file, file.name);
    return toOrder(await this.api.call(ordersApi.uploadDeliveryNote, { params: { id }, body: form, onProgress }));
  }

  async nonConformityOf(orderId: number): Promise<NonConformity | null> {
    const found = await this.api.call(requestsApi.getNonConformityOfOrder, { params: { id: orderId } });
    return found ? toNonConformity(found) : null;
  }

  /** The scenarios the caller may filter by (a reseller: those it may order), whoever asks. */
  async suggestScenarios(search: string): Promise<Suggestion[]> {
    const answer = await this.api.call(ordersApi.listOrderScenarios, { list: { search } });
    return answer.list.map(toSuggestion);
  }

  async suggestResellers(search: string): Promise<Suggestion[]> {
    const answer = await this.api.call(resellersApi.searchResellers, { list: { search } });
    return answer.list.map(toResellerSuggestion);
  }
}
