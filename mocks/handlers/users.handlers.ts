import type { MockBackend } from '../backend';
import { parseId } from '../services/validation';
import { routes } from './route';

export function usersHandlers(base: string, backend: MockBackend) {
  const { authed } = routes(base, backend);
  const users = backend.users;
  return [
    authed('get', '/admin/users', ({ query }, ctx) => users.list(ctx!, query)),
    authed('put', '/admin/users/active/:id', ({ params, body, locale }, ctx) =>
      users.setActive(ctx!, parseId(params.id, locale), body),
    ),
    authed('get', '/admin/users/:id', ({ params, locale }, ctx) => users.get(ctx!, parseId(params.id, locale))),
    authed('post', '/admin/users', ({ body }, ctx) => users.create(ctx!, body)),
    authed('put', '/admin/users/:id', ({ params, body, locale }, ctx) =>
      users.update(ctx!, parseId(params.id, locale), body),
    ),
    authed('delete', '/admin/users/:id', ({ params, locale }, ctx) => users.remove(ctx!, parseId(params.id, locale))),
  ];
}
