import type { MockBackend } from '../backend';
import { authHandlers } from './auth.handlers';
import { catalogueHandlers } from './catalogue.handlers';
import { allRecordHandlers } from './records.handlers';
import { resellerHandlers } from './resellers.handlers';
import { orderHandlers } from './orders.handlers';
import { quoteHandlers } from './quotes.handlers';
import { requestHandlers } from './requests.handlers';
import { dashboardHandlers } from './dashboard.handlers';
import { demoHandlers } from './demo.handlers';

/**
 * Every route of the mock API, mounted on `base` (an absolute URL without trailing slash).
 * Specific routes come before the generic record routes so `/admin/categories/poses` is not
 * taken for a category id.
 */
export function createHandlers(base: string, backend: MockBackend) {
  return [
    ...authHandlers(base, backend),
    ...resellerHandlers(base, backend),
    ...catalogueHandlers(base, backend),
    ...requestHandlers(base, backend),
    ...orderHandlers(base, backend),
    ...quoteHandlers(base, backend),
    ...dashboardHandlers(base, backend),
    ...demoHandlers(base, backend),
    ...allRecordHandlers(base, backend),
  ];
}
