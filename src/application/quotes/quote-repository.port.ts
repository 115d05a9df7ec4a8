import type { DownloadedFile, ExportType, FileLink } from '../../domain/orders/order';
import type { Quote, QuoteExportProperty, QuoteFilter, QuoteSummary } from '../../domain/quotes/quote';
import type { ListQuery, Page } from '../../domain/shared/page';
import type { Versioned } from '../../domain/shared/version';
import type { UploadProgress } from '../orders/order-repository.port';
import { token } from '../shared/token';

/**
 * The quotes (docs/api/README.md#calls): GET /admin/quotes (the order filters), GET /admin/quotes/{id},
 * PATCH /quotes/{id}/validate, POST /admin/quotes/export, POST /quote_series/{id}/file (multipart).
 */
export interface QuoteRepository {
  list(query: ListQuery<QuoteFilter>, signal?: AbortSignal): Promise<Page<QuoteSummary>>;
  /** The quote with its version (docs/api/README.md#versions-and-lost-updates). */
  get(id: number): Promise<Versioned<Quote>>;
  /**
   * 400 (ValidationError) while a series has no file; otherwise the quote, validated, with its new order's id.
   * `version`: the one the quote was read with; StaleRecordError when it changed since.
   */
  validate(id: number, version?: string): Promise<Versioned<Quote>>;
  /** One series' PDF; the answer is the quote as it now is (ready once every series has a file). */
  uploadSeriesFile(quoteId: number, seriesId: number, file: File, onProgress?: UploadProgress): Promise<Quote>;
  export(
    query: ListQuery<QuoteFilter>,
    type: ExportType,
    properties: readonly QuoteExportProperty[],
  ): Promise<DownloadedFile>;
  /** A series file, as the quote gives it. */
  download(file: FileLink): Promise<DownloadedFile>;
}

export const QUOTE_REPOSITORY = token<QuoteRepository>('QuoteRepository');
