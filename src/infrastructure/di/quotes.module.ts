import { QUOTE_REPOSITORY } from '../../application/quotes/quote-repository.port';
import { QUOTES } from '../../application/quotes/quotes.tokens';
import {
  DownloadQuoteFile,
  ExportQuotes,
  GetQuote,
  ListQuotes,
  UploadQuoteSeriesFile,
  ValidateQuote,
} from '../../application/quotes/quotes.use-cases';
import { SESSION_STORE } from '../../application/session/session.store';
import { APP_SIGNALS } from '../../application/shared/signals';
import { ApiQuoteRepository } from '../adapters/api-quote.repository';
import { bindings } from './app-container';

/** The quote screens: the quote repository and the quotes' use cases. */
export const quotesModule = bindings((bind) => {
  bind.adapter(QUOTE_REPOSITORY, ApiQuoteRepository);
  bind.factory(QUOTES, [QUOTE_REPOSITORY, SESSION_STORE, APP_SIGNALS], (quotes, session, signals) => ({
    list: new ListQuotes(quotes, session),
    get: new GetQuote(quotes),
    validate: new ValidateQuote(quotes, signals),
    uploadSeriesFile: new UploadQuoteSeriesFile(quotes, signals),
    export: new ExportQuotes(quotes),
    downloadFile: new DownloadQuoteFile(quotes),
  }));
});
