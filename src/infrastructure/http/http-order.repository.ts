import type { OrderRepository, Suggestion, UploadProgress } from '../../application/orders/order-repository.port';
import {
  exportFileName,
  zipFileName,
  type BulkStatusResult,
  type CancellationInput,
  type CancellationRequest,
  type DownloadedFile,
  type ExportType,
  type NonConformity,
  type NonConformityInput,
  type Order,
  type OrderExportProperty,
  type OrderStatusRef,
  type OrderSummary,
} from '../../domain/orders/order';
import { NonConformityProcessError } from '../../domain/orders/order-errors';
import type { OrderStatusId } from '../../domain/orders/order-status';
import { ServerError } from '../../domain/shared/errors';
import type { ListQuery, Page } from '../../domain/shared/page';
import { exportParams, toListParams } from '../shared/list-params';
import {
  toBulkResults,
  toCancellationRequest,
  toCreatedNonConformity,
  toNonConformity,
  toOrder,
  toOrderSummary,
  toResellerSuggestions,
  toScenarioSuggestions,
  toStatuses,
} from '../shared/order.dto';
import { toPage } from '../shared/page.dto';
import type { HttpClient } from './http-client';

/** The orders over HTTP (SPEC 7). */
export class HttpOrderRepository implements OrderRepository {
  constructor(private readonly http: HttpClient) {}

  async list(query: ListQuery): Promise<Page<OrderSummary>> {
    return toPage(await this.http.request('GET', '/admin/orders', { query: toListParams(query) }), toOrderSummary);
  }

  async get(id: number): Promise<Order> {
    return toOrder(await this.http.request('GET', `/admin/orders/${id}`));
  }

  async statuses(): Promise<OrderStatusRef[]> {
    return toStatuses(await this.http.request('GET', '/admin/status/orders'));
  }

  async changeStatus(id: number, status: OrderStatusId): Promise<Order> {
    return toOrder(await this.http.request('PATCH', `/admin/status/orders/${id}`, { body: { status } }));
  }

  async changeStatuses(ids: readonly number[], status: OrderStatusId): Promise<BulkStatusResult[]> {
    return toBulkResults(
      await this.http.request('PATCH', '/admin/status/list/orders', { body: { listId: [...ids], status } }),
    );
  }

  async export(
    query: ListQuery,
    type: ExportType,
    properties: readonly OrderExportProperty[],
  ): Promise<DownloadedFile> {
    const { blob } = await this.http.requestFile('POST', '/admin/orders/export', {
      query: exportParams(query),
      body: { type, propertiesToExport: [...properties] },
    });
    // SPEC 7: the names are fixed, whatever the server calls the file.
    return { blob, filename: exportFileName(type) };
  }

  async zip(id: number): Promise<DownloadedFile> {
    const { blob } = await this.http.requestFile('GET', `/admin/orders/refresh/${id}`);
    return { blob, filename: zipFileName(id) };
  }

  async resyncFiles(id: number): Promise<string> {
    const answer = (await this.http.request('GET', `/admin/orders/resync/files/${id}`)) as { message?: unknown } | null;
    return typeof answer?.message === 'string' ? answer.message : '';
  }

  async download(url: string): Promise<DownloadedFile> {
    const { blob, filename } = await this.http.requestFile('GET', url);
    return { blob, filename: filename ?? url.split('/').pop() ?? 'file' };
  }

  async uploadDeliveryNote(id: number, file: File, onProgress?: UploadProgress): Promise<Order> {
    const form = new FormData();
    form.set('file', file, file.name);
    return toOrder(await this.http.upload(`/orders/${id}/delivery_note`, form, onProgress));
  }

  async askCancellation(input: CancellationInput): Promise<CancellationRequest> {
    return toCancellationRequest(
      await this.http.request('POST', '/order_request_cancels', {
        body: { order: input.orderId, reference: input.reference, comment: input.comment },
      }),
    );
  }

  async flagNonConformity(input: NonConformityInput & { resellerId: number }): Promise<NonConformity> {
    try {
      return toCreatedNonConformity(
        await this.http.request('POST', '/admin/order_not_conformity', {
          body: {
            orderId: input.orderId,
            reason: input.reason,
            commentAdmin: input.commentAdmin,
            resellerId: input.resellerId,
            userId: input.resellerId,
          },
        }),
      );
    } catch (error) {
      // The procedure's failure is a server error carrying its process message.
      if (error instanceof ServerError && !error.message.startsWith('errors.')) {
        throw new NonConformityProcessError(error.message);
      }
      throw error;
    }
  }

  async nonConformityOf(orderId: number): Promise<NonConformity | null> {
    return toNonConformity(await this.http.request('GET', `/admin/order_not_conformity/${orderId}`));
  }

  async suggestScenarios(search: string): Promise<Suggestion[]> {
    return toScenarioSuggestions(
      await this.http.request('GET', '/admin/scenarios', {
        query: { _search: search || undefined, _limit: '10', _index: 'name', _order: 'asc' },
      }),
    );
  }

  async suggestResellers(search: string): Promise<Suggestion[]> {
    return toResellerSuggestions(
      await this.http.request('GET', '/admin/resellers/search', { query: { _search: search || undefined } }),
    );
  }
}
