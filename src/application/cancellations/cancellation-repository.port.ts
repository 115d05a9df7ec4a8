import type { CancellationInput, CancellationRequest } from '../../domain/orders/order';
import type { CancelAnswer, CancelRequestFilter, CancelRequestRow } from '../../domain/requests/requests';
import type { ListQuery, Page } from '../../domain/shared/page';
import { token } from '../shared/token';

/**
 * The cancellation requests (docs/api/README.md#calls): POST /order_request_cancels (a reseller asks),
 * GET /admin/order_request_cancels, PATCH /admin/order_request_cancels/{id} {respond},
 * PATCH /admin/order_request_cancels/cancel/{id}.
 */
export interface CancellationRepository {
  list(query: ListQuery<CancelRequestFilter>, signal?: AbortSignal): Promise<Page<CancelRequestRow>>;
  ask(input: CancellationInput): Promise<CancellationRequest>;
  answer(id: number, answer: CancelAnswer): Promise<CancelRequestRow>;
  cancelTreatment(id: number): Promise<CancelRequestRow>;
}

export const CANCELLATION_REPOSITORY = token<CancellationRepository>('CancellationRepository');
