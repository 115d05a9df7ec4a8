/**
 * Accounts under attack (docs/api/README.md#authentication, docs/access.md#passwords): what the
 * open calls tell someone without a session. A reset-link request answers every id alike and
 * throttles every id alike, so it tells no account's id; a login tells a wrong password and a
 * switched-off account's right one apart in nothing; a login name no account can have is refused
 * before the server keeps anything of it. One seeded backend for the whole file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../db/schema';
import { isSystemAccount } from '../services/tour/tour-sandbox';
import { ApiHarness, hasErrors, type Answer } from './harness';

let api: ApiHarness;
beforeAll(async () => {
  api = await ApiHarness.start();
}, 60_000);

/** What a caller can compare of two answers: the status, the body and the throttle's header. */
const seen = (answer: Answer) => ({
  status: answer.status,
  body: answer.body,
  retryAfter: answer.headers?.get('retry-after') ?? null,
});

const idOf = (predicate: (user: UserRecord) => boolean) => {
  const found = api.backend.db.collections.users.all().find(predicate);
  if (!found) throw new Error('no such seeded account');
  return found.id;
};

describe('reset-link requests tell no account id', () => {
  it('answers an account, an unknown id, the hidden demo sandbox, a switched-off account and a quote user alike', async () => {
    const ids = {
      account: idOf((u) => u.username === 'reseller2@demo.local'),
      unknown: 987_654,
      sandbox: idOf(isSystemAccount),
      switchedOff: idOf((u) => !u.isActive && !isSystemAccount(u)),
      quoteUser: idOf((u) => u.username === 'client@demo.local'),
    };
    const answers: Record<string, unknown[]> = {};
    for (const [name, id] of Object.entries(ids)) {
      answers[name] = [];
      // Three are answered, the fourth within the hour is throttled: for every id alike.
      for (let i = 0; i < 4; i++) answers[name]!.push(seen(await api.call('GET', `/reset-password/${id}`)));
    }
    const expected = [
      ...Array.from({ length: 3 }, () => ({ status: 200, body: { sent: true }, retryAfter: null })),
      { status: 429, body: expect.objectContaining({ message: expect.any(String) }), retryAfter: '3600' },
    ];
    for (const name of Object.keys(ids)) expect(answers[name], name).toEqual(expected);
  });
});

describe('a login never confirms a password', () => {
  it('answers a switched-off account’s right password as it answers a wrong one', async () => {
    const account = api.backend.db.collections.users
      .all()
      .find((u) => !u.isActive && u.password === 'demo' && u.roles[0] === 'ROLE_ADMIN');
    expect(account, 'a switched-off staff account in the seed').toBeDefined();
    const login = (password: string) =>
      api.call('POST', '/login', { body: { username: account!.username, password, options: { value: 'bo-front' } } });
    const right = seen(await login('demo'));
    const wrong = seen(await login('not-the-password'));
    expect(right).toEqual(wrong);
    expect(right.status).toBe(401);
  });

  it('refuses a login name longer than any account’s (254 characters) before throttling by it', async () => {
    const huge = `${'a'.repeat(900_000)}@example.com`;
    const answer = await api.call('POST', '/login', { body: { username: huge, password: 'x', options: {} } });
    expect(answer.status).toBe(400);
    expect(hasErrors(answer.body)).toBe(true);
    const longest = `${'b'.repeat(242)}@example.com`;
    expect(longest).toHaveLength(254);
    const ordinary = await api.call('POST', '/login', { body: { username: longest, password: 'x', options: {} } });
    expect(ordinary.status).toBe(401);
  });
});
