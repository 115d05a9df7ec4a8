import type { MockBackend } from '../backend';
import { parseId } from '../services/validation';
import { routes } from './legacy-route';

export function authHandlers(base: string, backend: MockBackend) {
  const { open, authed } = routes(base, backend);
  return [
    open('post', '/login', ({ body, locale }) => backend.auth.login(body, locale).then((r) => Response.json(r))),
    authed('post', '/logout', ({ token }) => backend.auth.logout(token)),
    authed('post', '/admin/auth-user', ({ body, locale }) => Response.json(backend.auth.authUser(body, locale))),
    authed('post', '/admin/users/connect_as/:adminId/:userId', ({ params, locale }, ctx) =>
      backend.auth
        .connectAs(ctx!, parseId(params.adminId, locale), parseId(params.userId, locale))
        .then((r) => Response.json(r)),
    ),
    open('post', '/reset-password/check-user-mail', ({ body }) => Response.json(backend.auth.checkUserMail(body))),
    // The link goes by mail: answering it to an anonymous caller would hand over the account.
    open('get', '/reset-password/:userId', ({ params, locale }) =>
      backend.auth.sendResetLink(parseId(params.userId, locale), locale).then(() => ({ sent: true })),
    ),
    open('post', '/reset-password/change_password/:token/:id', ({ params, body, locale }) =>
      backend.auth
        .changePassword(params.token ?? '', parseId(params.id, locale), body, locale)
        .then((r) => Response.json(r)),
    ),
  ];
}
