import type { OrderRepository, Suggestion, UploadProgress } from '../../src/application/orders/order-repository.port';
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
  type FileLink,
} from '../../src/domain/orders/order';
import type { OrderFilter } from '../../src/domain/orders/order-filter';
import { NonConformityProcessError } from '../../src/domain/orders/order-errors';
import type { OrderStatusId } from '../../src/domain/orders/order-status';
import { NotFoundError, ServerError } from '../../src/domain/shared/errors';
import type { ListQuery, Page } from '../../src/domain/shared/page';
import { withVersion, type Versioned } from '../../src/domain/shared/version';
import type { CallContext } from '../services/shared/context';
import type { ExportedFile } from '../services/shared/spreadsheet-export';
import { ordersApi } from '../../src/api/orders.api';
import { requestsApi } from '../../src/api/requests.api';
import { resellersApi } from '../../src/api/resellers.api';
import {
  toBulkResults,
  toCancellationRequest,
  toNonConformity,
  toOrder,
  toOrderSummary,
  toResellerSuggestion,
  toStatus,
  toSuggestion,
} from '../../src/infrastructure/shared/order.mapping';
import { pageOf } from '../../src/infrastructure/shared/page.mapping';
import type { MemoryCaller } from './memory-caller';

/** The orders by direct calls to the mock backend's services, mapped as the HTTP adapter maps them. */
export class MemoryOrderRepository implements OrderRepository {
  constructor(private readonly caller: MemoryCaller) {}

  private get orders() {
    return this.caller.backend.orders;
  }

  private get requests() {
    return this.caller.backend.orderRequests;
  }

  private file(call: (ctx: CallContext) => ExportedFile | Promise<ExportedFile>): Promise<DownloadedFile> {
    return this.caller.file(call);
  }

  async list(query: ListQuery<OrderFilter>, signal?: AbortSignal): Promise<Page<OrderSummary>> {
    signal?.throwIfAborted();
    return pageOf(
      await this.caller.answer(ordersApi.listOrders, (ctx) => this.orders.list(ctx, query)),
      toOrderSummary,
    );
  }

  /** The order with its version, `etagOf` its answer as the server's ETag. */
  async get(id: number): Promise<Versioned<Order>> {
    const { answer, version } = await this.caller.versioned(ordersApi.getOrder, (ctx) => this.orders.get(ctx, id));
    return withVersion(toOrder(answer), version);
  }

  async statuses(): Promise<OrderStatusRef[]> {
    return (await this.caller.answer(ordersApi.listOrderStatuses, (ctx) => this.orders.statuses(ctx))).map(toStatus);
  }

  /** `version` is the request's If-Match: the service refuses a stale one. */
  async changeStatus(id: number, status: OrderStatusId, version?: string): Promise<Versioned<Order>> {
    const { answer, version: next } = await this.caller.versioned(ordersApi.changeOrderStatus, (ctx) =>
      this.orders.changeStatus(ctx, id, { status }, version),
    );
    return withVersion(toOrder(answer), next);
  }

  async changeStatuses(ids: readonly number[], status: OrderStatusId): Promise<BulkStatusResult[]> {
    return toBulkResults(
      await this.caller.answer(ordersApi.changeOrderStatuses, (ctx) =>
        this.orders.changeStatuses(ctx, { listId: [...ids], status }),
      ),
    );
  }

  async export(
    query: ListQuery<OrderFilter>,
    type: ExportType,
    properties: readonly OrderExportProperty[],
  ): Promise<DownloadedFile> {
    const { blob } = await this.file((ctx) =>
      this.orders.exportOrders(ctx, query, {
        type,
        propertiesToExport: [...properties],
      }),
    );
    return { blob, filename: exportFileName(type) };
  }

  async zip(id: number): Promise<DownloadedFile> {
    const { blob } = await this.file((ctx) => this.orders.zip(ctx, id));
    return { blob, filename: zipFileName(id) };
  }

  async resyncFiles(id: number): Promise<string> {
    return (await this.caller.authed((ctx) => this.orders.resyncFiles(ctx, id))).message;
  }

  /** By the file's ids (no URL): the order's service serves it as its file route would. */
  async download(file: FileLink): Promise<DownloadedFile> {
    const { ref } = file;
    if (ref.owner !== 'order') throw new NotFoundError('errors.notFound');
    return this.file((ctx) =>
      this.orders.file(ctx, ref.orderId, ref.kind, ref.kind === 'series' ? ref.seriesId : undefined),
    );
  }

  async uploadDeliveryNote(id: number, file: File, onProgress?: UploadProgress): Promise<Order> {
    const form = new FormData();
    form.set('file', file, file.name);
    onProgress?.(0);
    const order = toOrder(
      await this.caller.answer(ordersApi.uploadDeliveryNote, (ctx) => this.orders.uploadDeliveryNote(ctx, id, form)),
    );
    onProgress?.(1);
    return order;
  }

  async askCancellation(input: CancellationInput): Promise<CancellationRequest> {
    const body = { order: input.orderId, reference: input.reference, comment: input.comment };
    return toCancellationRequest(
      await this.caller.answer(requestsApi.askCancellation, (ctx) => this.requests.askCancellation(ctx, body)),
    );
  }

  async flagNonConformity(input: NonConformityInput & { resellerId: number }): Promise<NonConformity> {
    const body = {
      orderId: input.orderId,
      reason: input.reason,
      commentAdmin: input.commentAdmin,
      resellerId: input.resellerId,
      userId: input.resellerId,
    };
    try {
      const created = await this.caller.answer(requestsApi.flagNonConformity, (ctx) =>
        this.requests.createNonConformity(ctx, body),
      );
      return toNonConformity(created.entity);
    } catch (error) {
      if (error instanceof ServerError && !error.message.startsWith('errors.')) {
        throw new NonConformityProcessError(error.message);
      }
      throw error;
    }
  }

  async nonConformityOf(orderId: number): Promise<NonConformity | null> {
    const found = await this.caller.answer(requestsApi.getNonConformityOfOrder, (ctx) =>
      this.requests.nonConformityOf(ctx, orderId),
    );
    return found ? toNonConformity(found) : null;
  }

  /** The scenarios the caller may filter by (a reseller: those it may order), whoever asks. */
  async suggestScenarios(search: string): Promise<Suggestion[]> {
    const answer = await this.caller.answer(ordersApi.listOrderScenarios, (ctx) => this.orders.scenarios(ctx, search));
    return answer.list.map(toSuggestion);
  }

  async suggestResellers(search: string): Promise<Suggestion[]> {
    const resellers = this.caller.backend.resellers;
    const answer = await this.caller.answer(resellersApi.searchResellers, (ctx) => resellers.search(ctx, { search }));
    return answer.list.map(toResellerSuggestion);
  }
}
