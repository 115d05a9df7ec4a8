import type { DownloadedFile, ExportType, FileLink } from '../../domain/orders/order';
import { QuoteActionRefusedError } from '../../domain/quotes/quote-errors';
import {
  canUploadQuoteFiles,
  quoteValidation,
  type Quote,
  type QuoteFilter,
  type QuoteExportProperty,
  type QuoteSummary,
} from '../../domain/quotes/quote';
import { ValidationError } from '../../domain/shared/errors';
import type { ListQuery, Page } from '../../domain/shared/page';
import { versionOf, type Versioned } from '../../domain/shared/version';
import type { UploadProgress } from '../orders/order-repository.port';
import type { SessionStore } from '../session/session.store';
import type { AppSignals } from '../shared/signals';
import { scopeToReseller } from '../shared/reseller-scope';
import { refusalOf } from '../shared/upload';
import type { QuoteRepository } from './quote-repository.port';

export class ListQuotes {
  constructor(
    private readonly quotes: Pick<QuoteRepository, 'list'>,
    private readonly session: SessionStore,
  ) {}

  execute(query: ListQuery<QuoteFilter>, signal?: AbortSignal): Promise<Page<QuoteSummary>> {
    return this.quotes.list(scopeToReseller(query, this.session.user, 'quote'), signal);
  }
}

/** One quote with its version (NotFoundError out of the caller's scope). */
export class GetQuote {
  constructor(private readonly quotes: Pick<QuoteRepository, 'get'>) {}
  execute(id: number): Promise<Versioned<Quote>> {
    return this.quotes.get(id);
  }
}

/**
 * docs/rules.md#quotes: a series' PDF, only while the quote waits for files; checked by content first
 * (docs/rules.md#uploads).
 */
export class UploadQuoteSeriesFile {
  constructor(
    private readonly quotes: Pick<QuoteRepository, 'uploadSeriesFile'>,
    private readonly signals: AppSignals,
  ) {}

  async execute(
    quote: Pick<Quote, 'id' | 'status'>,
    seriesId: number,
    file: File,
    onProgress?: UploadProgress,
  ): Promise<Quote> {
    if (!canUploadQuoteFiles(quote)) throw new QuoteActionRefusedError('notWaitingForFiles');
    const refusal = await refusalOf(file);
    if (refusal) throw new QuoteActionRefusedError(refusal);
    const updated = await this.quotes.uploadSeriesFile(quote.id, seriesId, file, onProgress);
    this.signals.notify({ intent: 'success', messageKey: 'quotes.toasts.fileUploaded' });
    return updated;
  }
}

/**
 * docs/screens.md#errors-and-notices: 'Devis validé', or on a 400 'Erreur lors de la validation du devis, vérifiez les
 * fichiers'. A quote the domain knows cannot be validated yet (a series without its PDF) is refused
 * before the server is asked, with the series that lack their file.
 */
export class ValidateQuote {
  constructor(
    private readonly quotes: Pick<QuoteRepository, 'validate'>,
    private readonly signals: AppSignals,
  ) {}

  /** On the version of the quote the page shows, when it has one (StaleRecordError when it changed since). */
  async execute(quote: Pick<Versioned<Quote>, 'id' | 'status' | 'series' | 'version'>): Promise<Versioned<Quote>> {
    const validation = quoteValidation(quote);
    if (!validation.ok)
      throw new QuoteActionRefusedError(
        validation.reason,
        validation.reason === 'filesMissing' ? validation.missing : [],
      );
    try {
      const validated = await this.quotes.validate(quote.id, versionOf(quote));
      this.signals.notify({ intent: 'success', messageKey: 'quotes.toasts.validated' });
      return validated;
    } catch (error) {
      if (error instanceof ValidationError) {
        this.signals.notify({ intent: 'danger', messageKey: 'quotes.toasts.validationFailed' });
      }
      throw error;
    }
  }
}

export class ExportQuotes {
  constructor(private readonly quotes: Pick<QuoteRepository, 'export'>) {}
  execute(
    query: ListQuery<QuoteFilter>,
    type: ExportType,
    properties: readonly QuoteExportProperty[],
  ): Promise<DownloadedFile> {
    if (!properties.length) return Promise.reject(new QuoteActionRefusedError('emptySelection'));
    return this.quotes.export(query, type, properties);
  }
}

export class DownloadQuoteFile {
  constructor(private readonly quotes: Pick<QuoteRepository, 'download'>) {}
  execute(file: FileLink): Promise<DownloadedFile> {
    return this.quotes.download(file);
  }
}
