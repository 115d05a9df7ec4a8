import * as v from 'valibot';
import { operation } from './operation';
import { instant, page } from './wire';

/**
 * A signed-in caller's sessions (docs/access.md): the current one (its idle and absolute ends),
 * the list of its open ones, ending one or all the others, and an admin ending every session of an
 * account. Additions: a client written from the original call list never needs them.
 */

/** An opaque random id, never the token. */
const sessionId = v.pipe(
  v.string(),
  v.minLength(16),
  v.description('an opaque id, never the token'),
  v.examples(['c5Jx0qv1T2p7mR4kZ8wQ3g']),
);

const currentSession = v.pipe(
  v.object({
    id: sessionId,
    startedAt: instant,
    lastSeenAt: instant,
    /** When the session ends if no call is made before: every authenticated call pushes it back. */
    idleExpiresAt: instant,
    /** When the session ends whatever happens (12 h after the login by default). */
    expiresAt: instant,
    idleTimeoutSeconds: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  v.title('CurrentSession'),
);

const sessionRow = v.pipe(
  v.object({
    id: sessionId,
    startedAt: instant,
    lastSeenAt: instant,
    /** The browser's User-Agent as it logged in (shortened). */
    userAgent: v.string(),
    /** The session making this call. */
    current: v.boolean(),
    /**
     * Addition: a session an admin of the business opened in this account (connect-as): shown as
     * support, without the admin's browser, and not the account's to end (it ends with the admin's).
     */
    support: v.optional(v.boolean(), false),
  }),
  v.title('SessionRow'),
);

const endedAnswer = v.object({ ended: v.pipe(v.number(), v.integer(), v.minValue(0)) });

const TAG = 'Session';

export const sessionsApi = {
  getCurrentSession: operation({
    id: 'getCurrentSession',
    method: 'get',
    path: '/me/session',
    tag: TAG,
    summary: 'The caller’s session and when it ends; calling it keeps the session alive (“stay connected”)',
    access: 'session',
    answer: { status: 200, schema: currentSession },
    addition: true,
  }),
  listMySessions: operation({
    id: 'listMySessions',
    method: 'get',
    path: '/me/sessions',
    tag: TAG,
    summary: 'The caller’s open sessions, newest first',
    access: 'session',
    answer: { status: 200, schema: page(sessionRow) },
    addition: true,
  }),
  endMySession: operation({
    id: 'endMySession',
    method: 'delete',
    path: '/me/sessions/{sessionId}',
    tag: TAG,
    summary: 'Ends one of the caller’s own sessions (another account’s, or support working in it, is a 404)',
    access: 'session',
    params: { sessionId },
    answer: { status: 204, schema: undefined },
    errors: [404],
    addition: true,
  }),
  endMyOtherSessions: operation({
    id: 'endMyOtherSessions',
    method: 'post',
    path: '/me/sessions/end-others',
    tag: TAG,
    summary: 'Ends every session of the caller but this one (and support working in it)',
    access: 'session',
    answer: { status: 200, schema: endedAnswer, example: { ended: 2 } },
    addition: true,
  }),
  endUserSessions: operation({
    id: 'endUserSessions',
    method: 'post',
    path: '/admin/users/{id}/sessions/end',
    tag: TAG,
    summary: 'Ends every session of a user or reseller (a reseller’s id is its user id)',
    access: 'admin',
    answer: { status: 200, schema: endedAnswer, example: { ended: 1 } },
    errors: [404],
    addition: true,
  }),
} as const;

export type CurrentSessionWire = v.InferOutput<typeof currentSession>;
export type SessionRowWire = v.InferOutput<typeof sessionRow>;
