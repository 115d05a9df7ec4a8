import type { MockBackend } from '../backend';
import { servedOperations } from '../operations/table';
import { mount, type MountOptions } from './route';

export interface HandlerOptions extends MountOptions {
  /**
   * true: the demo-only operations (`/demo/*`, src/api/tour.api.ts) are mounted too. Only the
   * in-browser demo, `DEMO=1 npm run mock-api` and the tests of the guided tour ask for them: a
   * real server has none (docs/access.md).
   */
  readonly demo?: boolean;
}

/**
 * Every route of the mock API, mounted on `base` (an absolute URL without trailing slash): the
 * routing table's operations (mocks/operations/table.ts), fixed path segments before parameters (so
 * `/admin/categories/poses` is not taken for a category id).
 */
export function createHandlers(base: string, backend: MockBackend, options: HandlerOptions = {}) {
  const served = servedOperations(backend).filter((entry) => options.demo || entry.operation.access !== 'demo');
  return mount(base, backend, served, options);
}
