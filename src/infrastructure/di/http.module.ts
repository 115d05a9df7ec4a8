import { APP_SIGNALS } from '../../application/shared/signals';
import { API_TRANSPORT, BEARER_TOKEN, CALL_LOCALE } from '../adapters/api-transport';
import { HttpTransport } from '../http/http-transport';
import { bindings } from './app-container';

export interface HttpOptions {
  /** The API's base URL. */
  readonly baseUrl: string;
  /** fetch, or one that also watches each answer (the conformance run). */
  readonly fetch?: typeof fetch;
  /** Waited for before each call: the demo's service worker in place (mocks/demo/main.ts). */
  readonly ready?: () => Promise<unknown>;
}

/**
 * The HTTP adapter family: every port's adapter calls the API over fetch. What the app loads; the
 * cucumber http profile and the HTTP contract suites too, against msw/node.
 */
export function httpModule(options: HttpOptions) {
  return bindings((bind) => {
    bind.factory(
      API_TRANSPORT,
      [BEARER_TOKEN, CALL_LOCALE, APP_SIGNALS],
      (token, locale, signals) =>
        new HttpTransport({
          baseUrl: options.baseUrl,
          token,
          locale,
          signals,
          fetch: options.fetch,
          ready: options.ready,
        }),
    );
  });
}
