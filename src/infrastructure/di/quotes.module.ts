import { QUOTE_REPOSITORY } from '../../application/quotes/quote-repository.port';
import { QUOTES } from '../../application/quotes/quotes.tokens';
import { SESSION_STORE } from '../../application/session/session.store';
import { APP_EVENTS } from '../../application/shared/events';
import { bindings, loaded } from './app-container';

const useCases = () => import('../../application/quotes/quotes.use-cases');

/** The quote screens: the quote repository and each use case, loaded with its first call. */
export const quotesModule = bindings((bind) => {
  bind.lazyAdapter(QUOTE_REPOSITORY, () =>
    import('../adapters/api-quote.repository').then((m) => m.ApiQuoteRepository),
  );
  bind.factory(
    QUOTES.list,
    [QUOTE_REPOSITORY, SESSION_STORE],
    loaded(useCases, (m, quotes, session) => new m.ListQuotes(quotes, session)),
  );
  bind.factory(
    QUOTES.validate,
    [QUOTE_REPOSITORY, APP_EVENTS],
    loaded(useCases, (m, quotes, events) => new m.ValidateQuote(quotes, events)),
  );
  bind.factory(
    QUOTES.uploadSeriesFile,
    [QUOTE_REPOSITORY, APP_EVENTS],
    loaded(useCases, (m, quotes, events) => new m.UploadQuoteSeriesFile(quotes, events)),
  );
  bind.factory(
    QUOTES.export,
    [QUOTE_REPOSITORY],
    loaded(useCases, (m, quotes) => new m.ExportQuotes(quotes)),
  );
  bind.factory(
    QUOTES.downloadFile,
    [QUOTE_REPOSITORY],
    loaded(useCases, (m, quotes) => new m.DownloadQuoteFile(quotes)),
  );
});
