import type { MockBackend } from '../backend';
import { parseId } from '../services/validation';
import { fileResponse } from './orders.handlers';
import { routes } from './route';

/** The quote calls of SPEC 7, plus the download of a quote's series files. */
export function quoteHandlers(base: string, backend: MockBackend) {
  const { authed } = routes(base, backend);
  const quotes = backend.quotes;
  return [
    authed('post', '/admin/quotes/export', ({ query, body }, ctx) =>
      quotes.exportQuotes(ctx!, query, body).then(fileResponse),
    ),
    authed('get', '/admin/quotes', ({ query }, ctx) => quotes.list(ctx!, query)),
    authed('get', '/admin/quotes/:id/files/series/:seriesId', ({ params, locale }, ctx) =>
      fileResponse(quotes.file(ctx!, parseId(params.id, locale), parseId(params.seriesId, locale))),
    ),
    authed('get', '/admin/quotes/:id', ({ params, locale }, ctx) => quotes.get(ctx!, parseId(params.id, locale))),
    authed('patch', '/quotes/:id/validate', ({ params, locale }, ctx) =>
      quotes.validate(ctx!, parseId(params.id, locale)),
    ),
    authed('post', '/quote_series/:id/file', ({ params, body, locale }, ctx) =>
      quotes.uploadSeriesFile(ctx!, parseId(params.id, locale), body),
    ),
  ];
}
