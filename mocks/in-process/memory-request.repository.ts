import type { UploadProgress } from '../../src/application/orders/order-repository.port';
import type {
  CancelRequestRepository,
  NonConformityRepository,
} from '../../src/application/requests/request-repository.port';
import type { QuoteSeries } from '../../src/domain/orders/order';
import type {
  CancelAnswer,
  CancelRequestFilter,
  CancelRequestRow,
  NonConformityAnswerInput,
  NonConformityFilter,
  NonConformityRow,
} from '../../src/domain/requests/requests';
import type { ListQuery, Page } from '../../src/domain/shared/page';
import { fileModel } from '../../src/infrastructure/shared/base64';
import { requestsApi as api } from '../../src/api/requests.api';
import { pageOf } from '../../src/infrastructure/shared/page.mapping';
import { orderSeries } from '../../src/infrastructure/shared/order.mapping';
import { toCancelRequestRow, toNonConformityRow } from '../../src/infrastructure/shared/request.mapping';
import type { MemoryCaller } from './memory-caller';
import type { ListRequest } from '../services/shared/list-query';
import type { SharedListFilter } from '../services/shared/list-filters';

/** A request list's query as its service takes it: the one reseller asked for is a list of one. */
function byReseller(
  query: ListQuery<CancelRequestFilter | NonConformityFilter>,
): ListRequest<SharedListFilter<string>> {
  const { resellerId, statuses } = query.filter ?? {};
  return { ...query, filter: { statuses, resellerIds: resellerId === undefined ? undefined : [resellerId] } };
}

/** The cancellation requests by direct calls to the mock backend, mapped as over HTTP. */
export class MemoryCancelRequestRepository implements CancelRequestRepository {
  constructor(private readonly caller: MemoryCaller) {}

  private get service() {
    return this.caller.backend.cancelRequests;
  }

  async list(query: ListQuery<CancelRequestFilter>, signal?: AbortSignal): Promise<Page<CancelRequestRow>> {
    signal?.throwIfAborted();
    return pageOf(
      await this.caller.answer(api.listCancelRequests, (ctx) => this.service.list(ctx, byReseller(query))),
      toCancelRequestRow,
    );
  }

  async answer(id: number, answer: CancelAnswer): Promise<CancelRequestRow> {
    return toCancelRequestRow(
      await this.caller.answer(api.answerCancelRequest, (ctx) => this.service.answer(ctx, id, { respond: answer })),
    );
  }

  async cancelTreatment(id: number): Promise<CancelRequestRow> {
    return toCancelRequestRow(
      await this.caller.answer(api.cancelTreatment, (ctx) =>
        this.service.cancelTreatment(ctx, id, { orderRequestCancel: id }),
      ),
    );
  }
}

/** The non-conformity requests by direct calls to the mock backend, mapped as over HTTP. */
export class MemoryNonConformityRepository implements NonConformityRepository {
  constructor(private readonly caller: MemoryCaller) {}

  private get service() {
    return this.caller.backend.nonConformities;
  }

  async list(query: ListQuery<NonConformityFilter>, signal?: AbortSignal): Promise<Page<NonConformityRow>> {
    signal?.throwIfAborted();
    return pageOf(
      await this.caller.answer(api.listNonConformities, (ctx) => this.service.list(ctx, byReseller(query))),
      toNonConformityRow,
    );
  }

  async countWaiting(resellerId: number): Promise<number> {
    return (
      await this.caller.answer(api.countWaitingNonConformities, (ctx) => this.service.countWaiting(ctx, resellerId))
    ).count;
  }

  async uploadSeriesFile(
    request: { readonly id: number; readonly orderId: number },
    seriesId: number,
    file: File,
    onProgress?: UploadProgress,
  ): Promise<QuoteSeries> {
    onProgress?.(0);
    const body = { serie: seriesId, file: await fileModel(file) };
    const series = await this.caller.answer(api.uploadNonConformityFile, (ctx) =>
      this.service.upload(ctx, request.id, body),
    );
    onProgress?.(1);
    return orderSeries(request.orderId, series);
  }

  async answer(id: number, input: NonConformityAnswerInput): Promise<NonConformityRow> {
    const body = { commentReseller: input.commentReseller, responseType: input.responseType };
    return toNonConformityRow(
      await this.caller.answer(api.answerNonConformity, (ctx) => this.service.answer(ctx, id, body)),
    );
  }
}
