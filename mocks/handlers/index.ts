import type { MockBackend } from '../backend';
import { authHandlers } from './auth.handlers';
import { catalogueHandlers } from './catalogue.handlers';
import { recordImplementations } from './records.handlers';
import { usersApi } from '../../src/api/users.api';
import { resellerHandlers } from './resellers.handlers';
import { settingsHandlers } from './settings.handlers';
import { orderHandlers } from './orders.handlers';
import { quoteHandlers } from './quotes.handlers';
import { requestHandlers } from './requests.handlers';
import { sessionHandlers } from './sessions.handlers';
import { dashboardHandlers } from './dashboard.handlers';
import { tourHandlers } from './tour.handlers';
import { auditHandlers } from './audit.handlers';
import { listHandlers } from './lists.handlers';
import { eventHandlers } from './events.handlers';
import { mount, type MountOptions } from './route';
import { perResellerListRequest } from './list-requests';

export interface HandlerOptions extends MountOptions {
  /**
   * true: the demo-only operations (`/demo/*`, src/api/tour.api.ts) are mounted too. Only the
   * in-browser demo, `DEMO=1 npm run mock-api` and the tests of the guided tour ask for them: a
   * real server has none (docs/access.md).
   */
  readonly demo?: boolean;
}

/**
 * Every route of the mock API, mounted on `base` (an absolute URL without trailing slash): one
 * handler per operation of src/api, fixed path segments before parameters (so
 * `/admin/categories/poses` is not taken for a category id).
 */
export function createHandlers(base: string, backend: MockBackend, options: HandlerOptions = {}) {
  return [
    ...mount(
      base,
      backend,
      [
        ...recordImplementations(usersApi.records, backend.users, perResellerListRequest),
        ...orderHandlers(backend),
        ...auditHandlers(backend),
        ...requestHandlers(backend),
        ...quoteHandlers(backend),
        ...dashboardHandlers(backend),
        ...(options.demo ? tourHandlers(backend) : []),
        ...authHandlers(backend),
        ...sessionHandlers(backend),
        ...listHandlers(backend),
        ...eventHandlers(backend),
        ...resellerHandlers(backend),
        ...catalogueHandlers(backend),
        ...settingsHandlers(backend),
      ],
      options,
    ),
  ];
}
