import { inject, injectable } from 'inversify';
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
import { pageOf } from '../shared/page.mapping';
import { orderSeries } from '../shared/order.mapping';
import { toCancelRequestRow, toNonConformityRow } from '../shared/request.mapping';
import { API_TRANSPORT, type ApiTransport } from './api-transport';

/** The cancellation requests (docs/api/README.md#calls). */
@injectable()
export class ApiCancelRequestRepository implements CancelRequestRepository {
  constructor(@inject(API_TRANSPORT) private readonly api: ApiTransport) {}

  async list(query: ListQuery<CancelRequestFilter>, signal?: AbortSignal): Promise<Page<CancelRequestRow>> {
    return pageOf(await this.api.call(api.listCancelRequests, { list: query, signal }), toCancelRequestRow);
  }

  async answer(id: number, answer: CancelAnswer): Promise<CancelRequestRow> {
    return toCancelRequestRow(
      await this.api.call(api.answerCancelRequest, { params: { id }, body: { respond: answer } }),
    );
  }

  async cancelTreatment(id: number): Promise<CancelRequestRow> {
    return toCancelRequestRow(
      await this.api.call(api.cancelTreatment, { params: { id }, body: { orderRequestCancel: id } }),
    );
  }
}

/** The non-conformity requests (docs/api/README.md#calls); a series' new PDF goes as a base64 file model. */
@injectable()
export class ApiNonConformityRepository implements NonConformityRepository {
  constructor(@inject(API_TRANSPORT) private readonly api: ApiTransport) {}

  async list(query: ListQuery<NonConformityFilter>, signal?: AbortSignal): Promise<Page<NonConformityRow>> {
    return pageOf(await this.api.call(api.listNonConformities, { list: query, signal }), toNonConformityRow);
  }

  async countWaiting(resellerId: number): Promise<number> {
    return (await this.api.call(api.countWaitingNonConformities, { params: { resellerId } })).count;
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
      await this.api.call(api.uploadNonConformityFile, { params: { id: request.id }, body, onProgress }),
    );
  }

  async answer(id: number, input: NonConformityAnswerInput): Promise<NonConformityRow> {
    return toNonConformityRow(
      await this.api.call(api.answerNonConformity, {
        params: { id },
        body: { commentReseller: input.commentReseller, responseType: input.responseType },
      }),
    );
  }
}
