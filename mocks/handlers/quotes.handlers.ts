import { quotesApi as api } from '../../src/api/quotes.api';
import type { MockBackend } from '../backend';
import { fileResponse } from './orders.handlers';
import { implement } from './route';
import { quoteListRequest } from './list-requests';

/** The quote operations of src/api/quotes.api.ts. */
export function quoteHandlers(backend: MockBackend) {
  const quotes = backend.quotes;
  return [
    implement(api.listQuotes, ({ query }, ctx) => quotes.list(ctx, quoteListRequest(query))),
    implement(api.getQuote, ({ id }, ctx) => quotes.get(ctx, id())),
    implement(api.downloadQuoteSeriesFile, ({ id }, ctx) => fileResponse(quotes.file(ctx, id(), id('seriesId')))),
    implement(api.validateQuote, ({ id, ifMatch }, ctx) => quotes.validate(ctx, id(), ifMatch)),
    implement(api.uploadQuoteSeriesFile, ({ id, body }, ctx) => quotes.uploadSeriesFile(ctx, id(), body)),
    implement(api.exportQuotes, ({ query, body }, ctx) =>
      quotes.exportQuotes(ctx, quoteListRequest(query), body).then(fileResponse),
    ),
  ];
}
