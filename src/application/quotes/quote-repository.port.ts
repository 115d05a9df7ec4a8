import type { DownloadedFile, ExportType } from '../../domain/orders/order';
import type { Quote, QuoteExportProperty, QuoteSummary } from '../../domain/quotes/quote';
import type { ListQuery, Page } from '../../domain/shared/page';
import type { UploadProgress } from '../orders/order-repository.port';

/**
 * The quotes (docs/api/README.md#calls): GET /admin/quotes (the order filters), GET /admin/quotes/{id},
 * PATCH /quotes/{id}/validate, POST /admin/quotes/export, POST /quote_series/{id}/file (multipart).
 */
export interface QuoteRepository {
  list(query: ListQuery): Promise<Page<QuoteSummary>>;
  get(id: number): Promise<Quote>;
  /** 400 (ValidationError) while a series has no file; otherwise the quote, validated, with its new order's id. */
  validate(id: number): Promise<Quote>;
  /** One series' PDF; the answer is the quote as it now is (ready once every series has a file). */
  uploadSeriesFile(quoteId: number, seriesId: number, file: File, onProgress?: UploadProgress): Promise<Quote>;
  export(query: ListQuery, type: ExportType, properties: readonly QuoteExportProperty[]): Promise<DownloadedFile>;
  /** A series file, by the URL the quote gives. */
  download(url: string): Promise<DownloadedFile>;
}

export const QUOTE_REPOSITORY = Symbol.for('QuoteRepository');
