/**
 * The session checks of the conformance run: the two accounts log in (or the run stops, saying
 * why), who the tokens are, a wrong password, the caller's own sessions, and at the end logout.
 */
import { authApi } from '../../../src/api/auth.api';
import { ordersApi } from '../../../src/api/orders.api';
import { sessionsApi } from '../../../src/api/sessions.api';
import { UnauthorizedError } from '../../../src/domain/shared/errors';
import { answerText, count, describe, skip, Stop, type Account, type ConformanceRun } from './run';

export interface Sessions {
  readonly adminToken: string;
  readonly resellerToken: string;
  readonly adminId: number;
  readonly resellerId: number;
}

const BO_FRONT = { value: 'bo-front' };

/** A login, raw: the token, or null with the answer in words. */
export async function logIn(run: ConformanceRun, account: Account): Promise<{ token: string | null; text: string }> {
  const answer = await run.send(authApi.login, {
    token: null,
    body: { username: account.username, password: account.password, options: BO_FRONT },
  });
  const token = (answer.body as { token?: unknown } | null)?.token;
  return answer.status === 200 && typeof token === 'string'
    ? { token, text: 'token received' }
    : { token: null, text: answerText(answer) };
}

/**
 * Both accounts log in, and are who they should be. A login refused (or an account of another
 * role) stops the run at once: nothing after it could be checked.
 */
export async function openSessions(run: ConformanceRun): Promise<Sessions> {
  const tokens: Partial<Record<'admin' | 'reseller', string>> = {};
  for (const who of ['admin', 'reseller'] as const) {
    const account = run.options[who];
    const step = await run.check(`login (POST /login) as ${account.username}`, `a token for the ${who}`, async () => {
      const { token, text } = await logIn(run, account);
      if (token) tokens[who] = token;
      return { got: text, pass: token !== null };
    });
    if (step.result !== 'pass') {
      throw new Stop(`The ${who} account ${account.username} cannot log in (${run.rows.at(-1)?.got}): check --${who}`);
    }
  }
  const { admin, reseller } = tokens as Record<'admin' | 'reseller', string>;
  const ids: Record<string, number> = {};
  for (const [who, token, role] of [
    ['admin', admin, 'ROLE_ADMIN'],
    ['reseller', reseller, 'ROLE_RESELLER'],
  ] as const) {
    const step = await run.check(
      `getSessionUser (POST /admin/auth-user) of the ${who}`,
      `a user of role ${role}`,
      async () => {
        const user = await run.adapters.auth.currentUser(token);
        ids[who] = user.id;
        return { got: `${user.username}, ${user.roles[0] ?? 'no role'}`, pass: user.roles[0] === role };
      },
    );
    if (step.result !== 'pass') throw new Stop(`--${who} must be an account of role ${role}: ${run.rows.at(-1)?.got}`);
  }
  return {
    adminToken: admin,
    resellerToken: reseller,
    adminId: ids.admin as number,
    resellerId: ids.reseller as number,
  };
}

/** What a session's caller may do with its own sessions, and what a token says of itself. */
export async function sessionChecks(run: ConformanceRun, s: Sessions): Promise<void> {
  const { admin, reseller } = run.options;
  await run.refused('login with a wrong password', 401, '401, the same as for an unknown account', () =>
    run.send(authApi.login, {
      token: null,
      body: { username: admin.username, password: `${admin.password}-wrong`, options: BO_FRONT },
    }),
  );
  await run.refused('getSessionUser with another token in the body', 403, '403: only the bearer’s own token', () =>
    run.send(authApi.getSessionUser, { token: s.adminToken, body: { token: s.resellerToken } }),
  );
  await run.refused('listOrders without a token', 401, '401', () => run.send(ordersApi.listOrders, { token: null }));
  run.as(s.resellerToken);
  await run.check('getCurrentSession (GET /me/session)', 'the session and when it ends', async () => {
    const session = await run.adapters.sessions.currentSession();
    return `idle timeout ${session.idleTimeoutSeconds} s, ends ${session.expiresAt}`;
  });
  await run.check('checkUserMail (POST /reset-password/check-user-mail)', 'the reseller’s login exists', async () => {
    const answer = await run.send(authApi.checkUserMail, { token: null, body: { email: reseller.username } });
    if (answer.status === 429) skip('throttled (10 a minute per address): run again in a minute');
    const found = (answer.body as { isExist?: boolean }).isExist;
    return { got: `${answerText(answer)}, isExist ${String(found)}`, pass: answer.status === 200 && found === true };
  });
  await run.check(
    'changePassword (POST /reset-password/change_password/{token}/{id}) with a made-up link',
    'refused: error_token, no password changed',
    async () => {
      const answer = await run.send(authApi.changePassword, {
        token: null,
        params: { token: 'conformance-not-a-reset-link', id: s.resellerId },
        body: { password: 'a-long-conformance-passphrase' },
      });
      return { got: answerText(answer), pass: answer.status >= 400 && answer.status < 500 };
    },
  );
  // A second session of the reseller, ended by the first one: only a session the run opened is touched.
  await run.check(
    'listMySessions, endMySession (/me/sessions) as the reseller',
    'a second session listed, ended, its token refused',
    async () => {
      const second = await logIn(run, reseller);
      if (!second.token) return { got: `second login: ${second.text}`, pass: false };
      const its = await run.send(sessionsApi.getCurrentSession, { token: second.token });
      const id = (its.body as { id?: string }).id ?? '';
      const mine = await run.adapters.sessions.listSessions();
      if (!mine.some((session) => session.id === id && !session.current)) {
        return { got: `${count(mine.length, 'session')}, the second one not among them`, pass: false };
      }
      const ended = await run.send(sessionsApi.endMySession, { params: { sessionId: id } });
      const after = await run.send(authApi.getSessionUser, { token: second.token, body: { token: second.token } });
      return {
        got: `${count(mine.length, 'session')}; ended: ${answerText(ended)}; its token then: ${answerText(after)}`,
        pass: ended.status === 204 && after.status === 401,
      };
    },
  );
}

/** Logout ends each token: the run's last checks. */
export async function logoutChecks(run: ConformanceRun, s: Sessions): Promise<void> {
  for (const [who, token] of [
    ['admin', s.adminToken],
    ['reseller', s.resellerToken],
  ] as const) {
    await run.check(`logout (POST /logout) of the ${who}`, 'the token refused afterwards', async () => {
      await run.adapters.auth.logout(token);
      try {
        await run.adapters.auth.currentUser(token);
        return { got: 'still accepted', pass: false };
      } catch (error) {
        return { got: describe(error), pass: error instanceof UnauthorizedError };
      }
    });
  }
}
