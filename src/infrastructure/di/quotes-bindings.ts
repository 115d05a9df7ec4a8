import type { AppContainer } from './app-container';
import { QUOTE_REPOSITORY, type QuoteRepository } from '../../application/quotes/quote-repository.port';
import { QUOTES } from '../../application/quotes/quotes.tokens';
import type * as UseCases from '../../application/quotes/quotes.use-cases';
import type { SessionStore } from '../../application/session/session.store';
import type { AppEvents } from '../../application/shared/events';

/** The quote screens' use cases, each loaded with its first call. */
export function bindQuoteUseCases(
  container: AppContainer,
  quotes: QuoteRepository,
  session: SessionStore,
  events: AppEvents,
): void {
  const bind = container.lazy<typeof UseCases>(() => import('../../application/quotes/quotes.use-cases'));
  container.bind(QUOTE_REPOSITORY, quotes);
  bind(QUOTES.list, (m) => new m.ListQuotes(quotes, session));
  bind(QUOTES.validate, (m) => new m.ValidateQuote(quotes, events));
  bind(QUOTES.uploadSeriesFile, (m) => new m.UploadQuoteSeriesFile(quotes, events));
  bind(QUOTES.export, (m) => new m.ExportQuotes(quotes));
  bind(QUOTES.downloadFile, (m) => new m.DownloadQuoteFile(quotes));
}
