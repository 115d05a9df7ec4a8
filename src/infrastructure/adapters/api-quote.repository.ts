import { inject, injectable } from 'inversify';
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
import { pageOf } from '../shared/page.mapping';
import { seriesForm, toQuote, toQuoteSummary } from '../shared/quote.mapping';
import { API_TRANSPORT, type ApiTransport } from './api-transport';
import { exportBodyOf } from '../shared/export.mapping';

/** The quotes (docs/api/README.md#calls); a series' PDF goes as multipart (file, id, name). */
@injectable()
export class ApiQuoteRepository implements QuoteRepository {
  constructor(@inject(API_TRANSPORT) private readonly api: ApiTransport) {}

  async list(query: ListQuery<QuoteFilter>, signal?: AbortSignal): Promise<Page<QuoteSummary>> {
    return pageOf(await this.api.call(api.listQuotes, { list: query, signal }), toQuoteSummary);
  }

  /** The quote with its version (docs/api/README.md#versions-and-lost-updates). */
  async get(id: number): Promise<Versioned<Quote>> {
    const { answer, version } = await this.api.versioned(api.getQuote, { params: { id } });
    return withVersion(toQuote(answer), version);
  }

  /** `version` goes as If-Match: a stale one is a StaleRecordError and the quote is not validated. */
  async validate(id: number, version?: string): Promise<Versioned<Quote>> {
    const validated = await this.api.versioned(api.validateQuote, { params: { id }, ifMatch: version });
    return withVersion(toQuote(validated.answer), validated.version);
  }

  async uploadSeriesFile(quoteId: number, seriesId: number, file: File, onProgress?: UploadProgress): Promise<Quote> {
    return toQuote(
      await this.api.call(api.uploadQuoteSeriesFile, {
        params: { id: seriesId },
        body: seriesForm(seriesId, file),
        onProgress,
      }),
    );
  }

  async export(
    query: ListQuery<QuoteFilter>,
    type: ExportType,
    properties: readonly QuoteExportProperty[],
  ): Promise<DownloadedFile> {
    const { blob } = await this.api.file(api.exportQuotes, {
      list: query,
      body: exportBodyOf(type, properties),
    });
    // docs/rules.md#exports: the names are fixed, whatever the server calls the file.
    return { blob, filename: quoteExportFileName(type) };
  }

  async download(file: FileLink): Promise<DownloadedFile> {
    const { blob, filename } = await this.api.download(file);
    return { blob, filename: filename ?? file.name };
  }
}
