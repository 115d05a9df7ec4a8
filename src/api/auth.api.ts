import * as v from 'valibot';
import { operation } from './operation';
import { newPassword, user } from './users.api';
import { id } from './wire';
import { LOGIN_MAX_LENGTH } from '../domain/users/user';

/**
 * The session calls: logging in and out, the signed-in user, an admin working in a reseller's
 * account, and the password reset by mail (docs/access.md, docs/api/README.md).
 */

export const loginBody = v.object({
  username: v.pipe(
    v.string('validation.required'),
    v.maxLength(LOGIN_MAX_LENGTH, 'validation.tooLong'),
    v.description('the login, an email address (at most 254 characters)'),
  ),
  password: v.string('validation.required'),
  /** `bo-front`: the back office asks, so a reseller's quote user is refused (403). */
  options: v.optional(
    v.object({
      value: v.optional(v.pipe(v.string(), v.description('`bo-front` for the back office: quote users are refused'))),
    }),
  ),
});

const tokenAnswer = v.object({
  token: v.string(),
  /** Additions: how long the session lasts without a call, and when it ends whatever happens. */
  idleTimeoutSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  expiresAt: v.optional(v.pipe(v.string(), v.description('ISO 8601 date and time'))),
});

export const authUserBody = v.object({
  token: v.pipe(v.string('validation.required'), v.description('the token whose user is asked for')),
});

/** The admin who connected as a reseller, and the token to come back with. */
const connectAsAnswer = v.pipe(
  v.object({
    userConnectAsToken: v.pipe(v.string(), v.description('a session token of the reseller')),
    adminUser: v.object({
      ...user.entries,
      api_token: v.optional(
        v.nullable(
          v.pipe(
            v.string(),
            v.description('the admin’s own session token (the bearer of this call), to go back to the admin account'),
          ),
        ),
        null,
      ),
    }),
  }),
  v.title('ConnectAs'),
);

export const checkUserMailBody = v.object({
  email: v.pipe(v.string('validation.required'), v.maxLength(LOGIN_MAX_LENGTH, 'validation.tooLong')),
});

const checkUserMailAnswer = v.object({
  isExist: v.pipe(v.boolean(), v.description('an active back-office account has this email')),
  user: v.optional(v.nullable(v.object({ id })), null),
});

export const changePasswordBody = v.object({ password: newPassword });

const TAG = 'Session';

export const authApi = {
  login: operation({
    id: 'login',
    method: 'post',
    path: '/login',
    tag: TAG,
    summary: 'A session token for a login and password (a quote user is refused with `bo-front`)',
    description:
      'After 5 failed logins for one username within 15 minutes, that username gets 429 with `Retry-After` ' +
      '(30 s, doubled by each further failure up to 15 min), whether the account exists or not; a success ' +
      'clears it. A client address gets 429 after 100 failed logins in 15 minutes.',
    access: 'open',
    body: {
      schema: loginBody,
      example: { username: 'admin@demo.local', password: 'demo', options: { value: 'bo-front' } },
    },
    answer: {
      status: 200,
      schema: tokenAnswer,
      example: { token: '3f9c0a…', idleTimeoutSeconds: 1800, expiresAt: '2026-11-02T21:00:00.000Z' },
    },
    errors: [400, 401, 403, 429],
  }),
  logout: operation({
    id: 'logout',
    method: 'post',
    path: '/logout',
    tag: TAG,
    summary: 'Revokes the bearer token: it is refused (401) from then on',
    access: 'session',
    answer: { status: 204, schema: undefined },
  }),
  getSessionUser: operation({
    id: 'getSessionUser',
    method: 'post',
    readsOnly: true,
    path: '/admin/auth-user',
    tag: TAG,
    summary: 'The user of the bearer token, which `token` must repeat (another token is a 403)',
    access: 'session',
    body: { schema: authUserBody, example: { token: '3f9c0a…' } },
    answer: { status: 200, schema: user },
    errors: [400, 403],
  }),
  connectAs: operation({
    id: 'connectAs',
    method: 'post',
    path: '/admin/users/connect_as/{adminId}/{userId}',
    tag: TAG,
    summary: 'The admin `adminId` (the caller) takes a session of the active reseller `userId`',
    description:
      'The answer carries a token of the reseller and the admin, whose `api_token` is the admin’s own ' +
      'session token: a client goes back to the admin account with it.',
    access: 'admin',
    answer: { status: 200, schema: connectAsAnswer },
    errors: [400, 404],
  }),
  checkUserMail: operation({
    id: 'checkUserMail',
    method: 'post',
    path: '/reset-password/check-user-mail',
    tag: TAG,
    summary: 'Whether an active back-office account has this email, and its id',
    description: 'At most 10 calls per client address per minute (429 with `Retry-After` beyond).',
    access: 'open',
    body: { schema: checkUserMailBody, example: { email: 'reseller@demo.local' } },
    answer: { status: 200, schema: checkUserMailAnswer },
    errors: [400, 429],
  }),
  sendResetLink: operation({
    id: 'sendResetLink',
    method: 'get',
    writes: true,
    path: '/reset-password/{userId}',
    tag: TAG,
    summary: 'Mails the user a link to choose a new password (the link is never in the answer)',
    description:
      'The same answer for every id, an unknown one too; no link for an account that cannot log in (disabled, ' +
      'or a quote user). A new link leaves the older live ones working; a new password ends them all. At most ' +
      '3 requests per id per hour, an unknown id too (429 with `Retry-After` beyond).',
    access: 'open',
    answer: { status: 200, schema: v.object({ sent: v.boolean() }), example: { sent: true } },
    errors: [404, 429],
  }),
  changePassword: operation({
    id: 'changePassword',
    method: 'post',
    path: '/reset-password/change_password/{token}/{id}',
    tag: TAG,
    summary: 'Sets a new password with a reset link, once; a refusal’s message is `error_token` or `error_wrong_user`',
    description:
      'The password follows the password rules (a 400 on `password`); the change ends every session of the account.',
    access: 'open',
    params: {
      token: v.pipe(
        v.string(),
        v.minLength(1),
        v.description('the token of the reset link'),
        v.examples(['4e1b7c9a0d2f6e8b3a5c7d9e1f0a2b4c']),
      ),
    },
    body: { schema: changePasswordBody, example: { password: 'a-long-passphrase' } },
    answer: { status: 200, schema: v.object({ success: v.boolean() }), example: { success: true } },
    errors: [400, 404],
  }),
} as const;

export type TokenWire = v.InferOutput<typeof tokenAnswer>;
export type ConnectAsWire = v.InferOutput<typeof connectAsAnswer>;
export type CheckUserMailWire = v.InferOutput<typeof checkUserMailAnswer>;
