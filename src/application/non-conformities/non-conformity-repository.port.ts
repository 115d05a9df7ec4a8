import type { NonConformity, NonConformityInput, QuoteSeries } from '../../domain/orders/order';
import type { NonConformityAnswerInput, NonConformityFilter, NonConformityRow } from '../../domain/requests/requests';
import type { ListQuery, Page } from '../../domain/shared/page';
import type { UploadProgress } from '../orders/order-repository.port';
import { token } from '../shared/token';

/**
 * The non-conformity requests (docs/api/README.md#calls): POST /admin/order_not_conformity (staff
 * place one), GET /admin/order_not_conformity_list, GET /admin/order_not_conformity/count/{resellerId},
 * PATCH /admin/order_not_conformity/{id}, POST /admin/order_not_conformity/upload/{id} (base64 file
 * model; the answer replaces the series).
 */
export interface NonConformityRepository {
  list(query: ListQuery<NonConformityFilter>, signal?: AbortSignal): Promise<Page<NonConformityRow>>;
  /**
   * Fails with NonConformityProcessError when the server's procedure fails (docs/rules.md#non-conformity: no FTP URL).
   */
  flag(input: NonConformityInput & { resellerId: number }): Promise<NonConformity>;
  countWaiting(resellerId: number): Promise<number>;
  uploadSeriesFile(
    request: { readonly id: number; readonly orderId: number },
    seriesId: number,
    file: File,
    onProgress?: UploadProgress,
  ): Promise<QuoteSeries>;
  answer(id: number, input: NonConformityAnswerInput): Promise<NonConformityRow>;
}

export const NON_CONFORMITY_REPOSITORY = token<NonConformityRepository>('NonConformityRepository');
