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
import type { UploadProgress } from '../orders/order-repository.port';
import { token } from '../shared/token';

/**
 * The cancellation requests (docs/api/README.md#calls): GET /admin/order_request_cancels,
 * PATCH /admin/order_request_cancels/{id} {respond}, PATCH /admin/order_request_cancels/cancel/{id}.
 */
export interface CancelRequestRepository {
  list(query: ListQuery<CancelRequestFilter>, signal?: AbortSignal): Promise<Page<CancelRequestRow>>;
  answer(id: number, answer: CancelAnswer): Promise<CancelRequestRow>;
  cancelTreatment(id: number): Promise<CancelRequestRow>;
}

/**
 * The non-conformity requests (docs/api/README.md#calls): GET /admin/order_not_conformity_list,
 * GET /admin/order_not_conformity/count/{resellerId}, PATCH /admin/order_not_conformity/{id},
 * POST /admin/order_not_conformity/upload/{id} (base64 file model; the answer replaces the series).
 */
export interface NonConformityRepository {
  list(query: ListQuery<NonConformityFilter>, signal?: AbortSignal): Promise<Page<NonConformityRow>>;
  countWaiting(resellerId: number): Promise<number>;
  uploadSeriesFile(
    request: { readonly id: number; readonly orderId: number },
    seriesId: number,
    file: File,
    onProgress?: UploadProgress,
  ): Promise<QuoteSeries>;
  answer(id: number, input: NonConformityAnswerInput): Promise<NonConformityRow>;
}

export const CANCEL_REQUEST_REPOSITORY = token<CancelRequestRepository>('CancelRequestRepository');
export const NON_CONFORMITY_REPOSITORY = token<NonConformityRepository>('NonConformityRepository');
