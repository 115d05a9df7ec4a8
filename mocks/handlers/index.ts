import type { MockBackend } from '../backend';
import { authHandlers } from './auth.handlers';
import { usersHandlers } from './users.handlers';

/** Every route of the mock API, mounted on `base` (an absolute URL without trailing slash). */
export function createHandlers(base: string, backend: MockBackend) {
  return [...authHandlers(base, backend), ...usersHandlers(base, backend)];
}
