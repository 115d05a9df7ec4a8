import { authApi as api } from '../../src/api/auth.api';
import type { MockBackend } from '../backend';
import { implement } from './route';

/** The session operations of src/api/auth.api.ts: login, logout, the session's user, connect-as, password reset. */
export function authHandlers(backend: MockBackend) {
  const auth = backend.auth;
  return [
    // The account's mails follow the language the call names (absent: the account keeps its own).
    implement(api.login, ({ body, locale, client, query }) =>
      auth.login(body, locale, client, query.locale !== undefined),
    ),
    implement(api.logout, ({ token }) => auth.logout(token)),
    implement(api.getSessionUser, ({ body }, ctx) => auth.authUser(ctx, body)),
    implement(api.connectAs, ({ id, client }, ctx) => auth.connectAs(ctx, id('adminId'), id('userId'), client)),
    implement(api.checkUserMail, ({ body, locale, client }) => auth.checkUserMail(body, locale, client)),
    // The link goes by mail: answering it to an anonymous caller would hand over the account.
    implement(api.sendResetLink, ({ id, locale }) =>
      auth.sendResetLink(id('userId'), locale).then(() => ({ sent: true })),
    ),
    implement(api.changePassword, ({ params, id, body, locale }) =>
      auth.changePassword(params.token ?? '', id(), body, locale),
    ),
  ];
}
