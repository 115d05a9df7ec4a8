import type { UploadProgress } from '../../application/orders/order-repository.port';
import type { QuoteRepository } from '../../application/quotes/quote-repository.port';
import type { DownloadedFile, ExportType, FileLink } from '../../domain/orders/order';
import {
  quoteExportFileName,
  type Quote,
  type QuoteFilter,
  type QuoteExportProperty,
  type QuoteSummary,
} from '../../domain/quotes/quote';
import type { ListQuery, Page } from '../../domain/shared/page';
import { withVersion, type Versioned } from '../../domain/shared/version';
import { quotesApi as api } from '../../api/quotes.api';
import { exportParams, quoteFilterParams, toListParams } from './list-params';
import { pageOf } from '../shared/page.mapping';
import { seriesForm, toQuote, toQuoteSummary } from '../shared/quote.mapping';
import type { HttpClient } from './http-client';

/** The quotes over HTTP (docs/api/README.md#calls); a series' PDF goes as multipart (file, id, name). */
export class HttpQuoteRepository implements QuoteRepository {
  constructor(private readonly http: HttpClient) {}

  async list(query: ListQuery<QuoteFilter>, signal?: AbortSignal): Promise<Page<QuoteSummary>> {
    return pageOf(
      await this.http.call(api.listQuotes, { query: toListParams(query, quoteFilterParams), signal }),
      toQuoteSummary,
    );
  }

  /** The quote with its version: the answer's ETag (docs/api/README.md#versions-and-lost-updates). */
  async get(id: number): Promise<Versioned<Quote>> {
    const { answer, headers } = await this.http.callWithHeaders(api.getQuote, { params: { id } });
    return withVersion(toQuote(answer), headers.get('etag'));
  }

  /** `version` goes as If-Match: a stale one is a StaleRecordError and the quote is not validated. */
  async validate(id: number, version?: string): Promise<Versioned<Quote>> {
    const { answer, headers } = await this.http.callWithHeaders(api.validateQuote, {
      params: { id },
      ifMatch: version,
    });
    return withVersion(toQuote(answer), headers.get('etag'));
  }

  async uploadSeriesFile(quoteId: number, seriesId: number, file: File, onProgress?: UploadProgress): Promise<Quote> {
    return toQuote(
      await this.http.upload(api.uploadQuoteSeriesFile, { id: seriesId }, seriesForm(seriesId, file), onProgress),
    );
  }

  async export(
    query: ListQuery<QuoteFilter>,
    type: ExportType,
    properties: readonly QuoteExportProperty[],
  ): Promise<DownloadedFile> {
    const { blob } = await this.http.file(api.exportQuotes, {
      query: exportParams(query, quoteFilterParams),
      body: { type, propertiesToExport: [...properties] },
    });
    // docs/rules.md#exports: the names are fixed, whatever the server calls the file.
    return { blob, filename: quoteExportFileName(type) };
  }

  /** By the URL the quote gives: a real server may serve its files from anywhere. */
  async download(file: FileLink): Promise<DownloadedFile> {
    const { blob, filename } = await this.http.requestFile('GET', file.url);
    return { blob, filename: filename ?? file.name };
  }
}
