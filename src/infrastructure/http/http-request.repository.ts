import type { UploadProgress } from '../../application/orders/order-repository.port';
import type {
  CancelRequestRepository,
  NonConformityRepository,
} from '../../application/requests/request-repository.port';
import type { QuoteSeries } from '../../domain/orders/order';
import type {
  CancelAnswer,
  CancelRequestRow,
  NonConformityAnswerInput,
  NonConformityRow,
} from '../../domain/requests/requests';
import type { ListQuery, Page } from '../../domain/shared/page';
import { fileModel } from '../shared/base64';
import { toListParams } from '../shared/list-params';
import { toPage } from '../shared/page.dto';
import { toCancelRequestRow, toNonConformityRow, toWaitingCount } from '../shared/request.dto';
import { toSeries } from '../shared/series.dto';
import type { HttpClient } from './http-client';

/** The cancellation requests over HTTP (SPEC 7). */
export class HttpCancelRequestRepository implements CancelRequestRepository {
  constructor(private readonly http: HttpClient) {}

  async list(query: ListQuery): Promise<Page<CancelRequestRow>> {
    return toPage(
      await this.http.request('GET', '/admin/order_request_cancels', { query: toListParams(query) }),
      toCancelRequestRow,
    );
  }

  async answer(id: number, answer: CancelAnswer): Promise<CancelRequestRow> {
    return toCancelRequestRow(
      await this.http.request('PATCH', `/admin/order_request_cancels/${id}`, { body: { respond: answer } }),
    );
  }

  async cancelTreatment(id: number): Promise<CancelRequestRow> {
    return toCancelRequestRow(
      await this.http.request('PATCH', `/admin/order_request_cancels/cancel/${id}`, {
        body: { orderRequestCancel: id },
      }),
    );
  }
}

/** The non-conformity requests over HTTP (SPEC 7); a series' new PDF goes as a base64 file model. */
export class HttpNonConformityRepository implements NonConformityRepository {
  constructor(private readonly http: HttpClient) {}

  async list(query: ListQuery): Promise<Page<NonConformityRow>> {
    return toPage(
      await this.http.request('GET', '/admin/order_not_conformity_list', { query: toListParams(query) }),
      toNonConformityRow,
    );
  }

  async countWaiting(resellerId: number): Promise<number> {
    return toWaitingCount(await this.http.request('GET', `/admin/order_not_conformity/count/${resellerId}`));
  }

  async uploadSeriesFile(
    requestId: number,
    seriesId: number,
    file: File,
    onProgress?: UploadProgress,
  ): Promise<QuoteSeries> {
    const body = { serie: seriesId, file: await fileModel(file) };
    return toSeries(await this.http.uploadJson(`/admin/order_not_conformity/upload/${requestId}`, body, onProgress));
  }

  async answer(id: number, input: NonConformityAnswerInput): Promise<NonConformityRow> {
    return toNonConformityRow(
      await this.http.request('PATCH', `/admin/order_not_conformity/${id}`, {
        body: { commentReseller: input.commentReseller, responseType: input.responseType },
      }),
    );
  }
}
