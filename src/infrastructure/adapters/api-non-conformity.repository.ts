import { inject, injectable } from 'inversify';
import type { UploadProgress } from '../../application/orders/order-repository.port';
import type { NonConformityRepository } from '../../application/non-conformities/non-conformity-repository.port';
import type { NonConformity, NonConformityInput, QuoteSeries } from '../../domain/orders/order';
import { NonConformityProcessError } from '../../domain/orders/order-errors';
import type { NonConformityAnswerInput, NonConformityFilter, NonConformityRow } from '../../domain/requests/requests';
import { ServerError } from '../../domain/shared/errors';
import type { ListQuery, Page } from '../../domain/shared/page';
import { requestsApi as api } from '../../api/requests.api';
import { fileModel } from '../shared/base64';
import { orderSeries, toNonConformity } from '../shared/order.mapping';
import { pageOf } from '../shared/page.mapping';
import { toNonConformityRow } from '../shared/request.mapping';
import { API_TRANSPORT, type ApiTransport } from './api-transport';

/** The non-conformity requests (docs/api/README.md#calls); a series' new PDF goes as a base64 file model. */
@injectable()
export class ApiNonConformityRepository implements NonConformityRepository {
  constructor(@inject(API_TRANSPORT) private readonly api: ApiTransport) {}

  async list(query: ListQuery<NonConformityFilter>, signal?: AbortSignal): Promise<Page<NonConformityRow>> {
    return pageOf(await this.api.call(api.listNonConformities, { list: query, signal }), toNonConformityRow);
  }

  async flag(input: NonConformityInput & { resellerId: number }): Promise<NonConformity> {
    try {
      const created = await this.api.call(api.flagNonConformity, {
        body: {
          orderId: input.orderId,
          reason: input.reason,
          commentAdmin: input.commentAdmin,
          resellerId: input.resellerId,
          userId: input.resellerId,
        },
      });
      return toNonConformity(created.entity);
    } catch (error) {
      // The procedure's failure is a server error carrying its process message.
      if (error instanceof ServerError && !error.message.startsWith('errors.')) {
        throw new NonConformityProcessError(error.message);
      }
      throw error;
    }
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
