import { inject, injectable } from 'inversify';
import type { CancellationRepository } from '../../application/cancellations/cancellation-repository.port';
import type { CancellationInput, CancellationRequest } from '../../domain/orders/order';
import type { CancelAnswer, CancelRequestFilter, CancelRequestRow } from '../../domain/requests/requests';
import type { ListQuery, Page } from '../../domain/shared/page';
import { requestsApi as api } from '../../api/requests.api';
import { toCancellationRequest } from '../shared/order.mapping';
import { pageOf } from '../shared/page.mapping';
import { toCancelRequestRow } from '../shared/request.mapping';
import { API_TRANSPORT, type ApiTransport } from './api-transport';

/** The cancellation requests (docs/api/README.md#calls). */
@injectable()
export class ApiCancellationRepository implements CancellationRepository {
  constructor(@inject(API_TRANSPORT) private readonly api: ApiTransport) {}

  async list(query: ListQuery<CancelRequestFilter>, signal?: AbortSignal): Promise<Page<CancelRequestRow>> {
    return pageOf(await this.api.call(api.listCancelRequests, { list: query, signal }), toCancelRequestRow);
  }

  async ask(input: CancellationInput): Promise<CancellationRequest> {
    return toCancellationRequest(
      await this.api.call(api.askCancellation, {
        body: { order: input.orderId, reference: input.reference, comment: input.comment },
      }),
    );
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
