import type { UploadProgress } from '../../application/orders/order-repository.port';
import type {
  CancelRequestRepository,
  NonConformityRepository,
} from '../../application/requests/request-repository.port';
import type { QuoteSeries } from '../../domain/orders/order';
import type {
  CancelAnswer,
  CancelRequestFilter,
  CancelRequestRow,
  NonConformityAnswerInput,
  NonConformityFilter,
  NonConformityRow,
} from '../../domain/requests/requests';
import type { ListQuery, Page } from '../../domain/shared/page';
import { fileModel } from '../shared/base64';
import { requestsApi as api } from '../../api/requests.api';
import { cancelRequestFilterParams, nonConformityFilterParams, toListParams } from './list-params';
import { pageOf } from '../shared/page.mapping';
import { orderSeries } from '../shared/order.mapping';
import { toCancelRequestRow, toNonConformityRow } from '../shared/request.mapping';
import type { HttpClient } from './http-client';

/** The cancellation requests over HTTP (docs/api/README.md#calls). */
export class HttpCancelRequestRepository implements CancelRequestRepository {
  constructor(private readonly http: HttpClient) {}

  async list(query: ListQuery<CancelRequestFilter>, signal?: AbortSignal): Promise<Page<CancelRequestRow>> {
    const params = toListParams(query, cancelRequestFilterParams);
    return pageOf(await this.http.call(api.listCancelRequests, { query: params, signal }), toCancelRequestRow);
  }

  async answer(id: number, answer: CancelAnswer): Promise<CancelRequestRow> {
    return toCancelRequestRow(
      await this.http.call(api.answerCancelRequest, { params: { id }, body: { respond: answer } }),
    );
  }

  async cancelTreatment(id: number): Promise<CancelRequestRow> {
    return toCancelRequestRow(
      await this.http.call(api.cancelTreatment, { params: { id }, body: { orderRequestCancel: id } }),
    );
  }
}

/** The non-conformity requests over HTTP (docs/api/README.md#calls); a series' new PDF goes as a base64 file model. */
export class HttpNonConformityRepository implements NonConformityRepository {
  constructor(private readonly http: HttpClient) {}

  async list(query: ListQuery<NonConformityFilter>, signal?: AbortSignal): Promise<Page<NonConformityRow>> {
    const params = toListParams(query, nonConformityFilterParams);
    return pageOf(await this.http.call(api.listNonConformities, { query: params, signal }), toNonConformityRow);
  }

  async countWaiting(resellerId: number): Promise<number> {
    return (await this.http.call(api.countWaitingNonConformities, { params: { resellerId } })).count;
  }

  async uploadSeriesFile(
    request: { readonly id: number; readonly orderId: number },
    seriesId: number,
    file: File,
    onProgress?: UploadProgress,
  ): Promise<QuoteSeries> {
    const body = { serie: seriesId, file: await fileModel(file) };
    return orderSeries(
      request.orderId,
      await this.http.uploadJson(api.uploadNonConformityFile, { id: request.id }, body, onProgress),
    );
  }

  async answer(id: number, input: NonConformityAnswerInput): Promise<NonConformityRow> {
    return toNonConformityRow(
      await this.http.call(api.answerNonConformity, {
        params: { id },
        body: { commentReseller: input.commentReseller, responseType: input.responseType },
      }),
    );
  }
}
