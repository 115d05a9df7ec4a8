import type { UploadProgress } from '../../src/application/orders/order-repository.port';
import type { QuoteRepository } from '../../src/application/quotes/quote-repository.port';
import type { DownloadedFile, ExportType, FileLink } from '../../src/domain/orders/order';
import {
  quoteExportFileName,
  type Quote,
  type QuoteFilter,
  type QuoteExportProperty,
  type QuoteSummary,
} from '../../src/domain/quotes/quote';
import { NotFoundError } from '../../src/domain/shared/errors';
import type { ListQuery, Page } from '../../src/domain/shared/page';
import { withVersion, type Versioned } from '../../src/domain/shared/version';
import { quotesApi as api } from '../../src/api/quotes.api';
import { pageOf } from '../../src/infrastructure/shared/page.mapping';
import { seriesForm, toQuote, toQuoteSummary } from '../../src/infrastructure/shared/quote.mapping';
import type { MemoryCaller } from './memory-caller';

/** The quotes by direct calls to the mock backend, mapped as over HTTP. */
export class MemoryQuoteRepository implements QuoteRepository {
  constructor(private readonly caller: MemoryCaller) {}

  private get service() {
    return this.caller.backend.quotes;
  }

  async list(query: ListQuery<QuoteFilter>, signal?: AbortSignal): Promise<Page<QuoteSummary>> {
    signal?.throwIfAborted();
    return pageOf(await this.caller.answer(api.listQuotes, (ctx) => this.service.list(ctx, query)), toQuoteSummary);
  }

  /** The quote with its version, `etagOf` its answer as the server's ETag. */
  async get(id: number): Promise<Versioned<Quote>> {
    const { answer, version } = await this.caller.versioned(api.getQuote, (ctx) => this.service.get(ctx, id));
    return withVersion(toQuote(answer), version);
  }

  /** `version` is the request's If-Match: the service refuses a stale one. */
  async validate(id: number, version?: string): Promise<Versioned<Quote>> {
    const { answer, version: next } = await this.caller.versioned(api.validateQuote, (ctx) =>
      this.service.validate(ctx, id, version),
    );
    return withVersion(toQuote(answer), next);
  }

  async uploadSeriesFile(quoteId: number, seriesId: number, file: File, onProgress?: UploadProgress): Promise<Quote> {
    onProgress?.(0);
    const form = seriesForm(seriesId, file);
    const quote = toQuote(
      await this.caller.answer(api.uploadQuoteSeriesFile, (ctx) => this.service.uploadSeriesFile(ctx, seriesId, form)),
    );
    onProgress?.(1);
    return quote;
  }

  async export(
    query: ListQuery<QuoteFilter>,
    type: ExportType,
    properties: readonly QuoteExportProperty[],
  ): Promise<DownloadedFile> {
    const { blob } = await this.caller.file((ctx) =>
      this.service.exportQuotes(ctx, query, {
        type,
        propertiesToExport: [...properties],
      }),
    );
    return { blob, filename: quoteExportFileName(type) };
  }

  /** By the file's ids (no URL): the quote's service serves it as its file route would. */
  async download(file: FileLink): Promise<DownloadedFile> {
    const { ref } = file;
    if (ref.owner !== 'quote') throw new NotFoundError('errors.notFound');
    return this.caller.file((ctx) => this.service.file(ctx, ref.quoteId, ref.seriesId));
  }
}
