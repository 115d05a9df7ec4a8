import { mountOrder, type AnyOperation } from './operation';
import { auditApi } from './audit.api';
import { authApi } from './auth.api';
import { catalogueOperations } from './catalogue.api';
import { countriesApi } from './countries.api';
import { dashboardApi } from './dashboard.api';
import { tourApi } from './tour.api';
import { listsApi } from './lists.api';
import { eventsApi } from './events.api';
import { mailsApi } from './mails.api';
import { notificationsApi } from './notifications.api';
import { marginPricesApi } from './margin-prices.api';
import { ordersApi } from './orders.api';
import { quotesApi } from './quotes.api';
import { offered } from './records';
import { requestsApi } from './requests.api';
import { resellersApi } from './resellers.api';
import { sessionsApi } from './sessions.api';
import { settingsApi } from './settings.api';
import { usersApi } from './users.api';

/**
 * Every operation of the API, the contract both sides are held to: the mock backend mounts one
 * handler each, the OpenAPI document (docs/api/openapi.json) is written from them, and
 * `npm run conformance` calls each of them. The SPA's adapters import the modules they call, not
 * this list, so a page loads only its own schemas.
 */
export const API_OPERATIONS: readonly AnyOperation[] = mountOrder([
  ...offered(usersApi.records),
  ...Object.values(authApi),
  ...Object.values(sessionsApi),
  ...offered(resellersApi.records),
  ...[resellersApi.listProspects, resellersApi.listCustomers, resellersApi.searchResellers],
  ...Object.values(marginPricesApi),
  ...Object.values(countriesApi),
  ...catalogueOperations,
  ...offered(...Object.values(settingsApi)),
  ...Object.values(ordersApi),
  ...Object.values(requestsApi),
  ...Object.values(quotesApi),
  ...Object.values(dashboardApi),
  ...Object.values(auditApi),
  ...Object.values(listsApi),
  ...Object.values(eventsApi),
  ...Object.values(notificationsApi),
  ...Object.values(mailsApi),
]);

/**
 * The in-browser demo's own operations (`/demo/*`): mounted only by the demo and `DEMO=1 npm run
 * mock-api`, described in a document of their own (docs/api/openapi-demo.json), never part of the
 * contract a real server implements.
 */
export const DEMO_OPERATIONS: readonly AnyOperation[] = Object.values(tourApi);

/** Every operation the mock backend can mount: the contract's and the demo's. */
export const MOCK_OPERATIONS: readonly AnyOperation[] = mountOrder([...API_OPERATIONS, ...DEMO_OPERATIONS]);
