import { authApi as api } from '../../src/api/auth.api';
import type { MockBackend } from '../backend';
import { implement } from './route';

/** The session operations of src/api/auth.api.ts: login, logout, the session's user, connect-as, password reset. */
export function authHandlers(backend: MockBackend) {
  const auth = backend.auth;
  return [
    implement(api.login, ({ body, locale }) => auth.login(body, locale)),
    implement(api.logout, ({ token }) => auth.logout(token)),
    implement(api.getSessionUser, ({ body, locale }) => auth.authUser(body, locale)),
    implement(api.connectAs, ({ id }, ctx) => auth.connectAs(ctx, id('adminId'), id('userId'))),
    implement(api.checkUserMail, ({ body, locale }) => auth.checkUserMail(body, locale)),
    // The link goes by mail: answering it to an anonymous caller would hand over the account.
    implement(api.sendResetLink, ({ id, locale }) =>
      auth.sendResetLink(id('userId'), locale).then(() => ({ sent: true })),
    ),
    implement(api.changePassword, ({ params, id, body, locale }) =>
      auth.changePassword(params.token ?? '', id(), body, locale),
    ),
  ];
}
