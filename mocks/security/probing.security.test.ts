/**
 * Probing from outside (docs/access.md#against-probing): what a caller learns without the right to.
 * A reset-link request answers and throttles every id alike, so it tells no account's id; a login
 * tells a wrong password and a switched-off account's right one apart in nothing; a login name no
 * account can have is refused before the server keeps anything of it; a reseller is never told which
 * staff member did what (its non-conformity requests leave out the admin who made them, support
 * working in its account shows as support, without the admin's browser). One seeded backend for the
 * whole file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../db/schema';
import { isSystemAccount } from '../services/tour/tour-sandbox';
import { ApiHarness, hasErrors, RESELLER_ID, type Answer } from './harness';

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

interface NonConformityRow {
  readonly orderId: number;
  readonly userId?: number;
}

describe('a reseller is never told which staff member did what', () => {
  it('reads its non-conformity requests without the userId of the admin who made them; staff read it', async () => {
    const mine = await api.call('GET', '/admin/order_not_conformity_list', {
      token: api.tokens.reseller,
      query: { _limit: '100' },
    });
    const rows = (mine.body as { list: NonConformityRow[] }).list;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row, JSON.stringify(row)).not.toHaveProperty('userId');
    const byOrder = await api.call('GET', `/admin/order_not_conformity/${rows[0]!.orderId}`, {
      token: api.tokens.reseller,
    });
    expect(byOrder.status).toBe(200);
    expect(byOrder.body).not.toHaveProperty('userId');

    const staff = await api.call('GET', '/admin/order_not_conformity_list', {
      token: api.tokens.reader,
      query: { _limit: '100', _resellerId: String(RESELLER_ID) },
    });
    const staffRows = (staff.body as { list: NonConformityRow[] }).list;
    expect(staffRows.some((row) => typeof row.userId === 'number')).toBe(true);
  });

  it('lists support working in its account as support, without the admin’s browser, and keeps it from ending it', async () => {
    const admin = await api.call('POST', '/login', {
      body: { username: 'admin@demo.local', password: 'demo', options: { value: 'bo-front' } },
    });
    const adminToken = (admin.body as { token: string }).token;
    const adminId = api.backend.db.collections.users.findFirst((q) => q.where({ username: 'admin@demo.local' }))!.id;
    const connected = await api.call('POST', `/admin/users/connect_as/${adminId}/${RESELLER_ID}`, {
      token: adminToken,
    });
    expect(connected.status).toBe(200);
    const supportToken = (connected.body as { userConnectAsToken: string }).userConnectAsToken;
    // The admin's browser is seen by the server on its calls.
    api.backend.db.collections.tokens.findFirst((q) => q.where({ token: supportToken }))!.userAgent =
      'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';

    const listed = await api.call('GET', '/me/sessions', { token: api.tokens.reseller });
    const rows = (listed.body as { list: { id: string; userAgent: string; support?: boolean; current: boolean }[] })
      .list;
    const support = rows.filter((row) => row.support);
    expect(support).toHaveLength(1);
    expect(support[0]!.userAgent).toBe('');
    expect((await api.call('DELETE', `/me/sessions/${support[0]!.id}`, { token: api.tokens.reseller })).status).toBe(
      404,
    );
    const others = await api.call('POST', '/me/sessions/end-others', { token: api.tokens.reseller });
    expect(others.body).toEqual({ ended: 0 });
    expect((await api.call('GET', '/me/session', { token: supportToken })).status).toBe(200);
  });
});

describe('text fields hold no control character (docs/rules.md#validation)', () => {
  it('refuses a NUL or an escape in a view’s name, a user’s name or a request’s comment with a 400 naming the field', async () => {
    const order = api.backend.db.collections.orders.all().find((o) => o.resellerId === RESELLER_ID && o.status === 0)!;
    const calls = [
      {
        token: api.tokens.admin,
        path: '/me/views',
        body: { name: 'Mine\u0000', list: 'orders', query: '' },
        field: 'name',
      },
      {
        token: api.tokens.admin,
        path: '/admin/users',
        body: {
          username: 'control.chars@example.com',
          password: 'a-long-passphrase',
          firstname: 'Jean\u001b[31m',
          lastname: 'Dupont',
          company: null,
          roles: ['ROLE_READER'],
          isActive: true,
          parent: null,
        },
        field: 'firstname',
      },
      {
        token: api.tokens.reseller,
        path: '/order_request_cancels',
        body: { order: order.id, reference: order.internalReference, comment: 'Trop\u0007 tard' },
        field: 'comment',
      },
    ];
    for (const { token, path, body, field } of calls) {
      const answer = await api.call('POST', path, { token, body });
      expect(answer.status, path).toBe(400);
      expect((answer.body as { errors: { field: string; message: string }[] }).errors).toEqual([
        { field, message: 'Caractère de contrôle refusé (seuls tabulations et retours à la ligne sont admis).' },
      ]);
    }
    // Tabs and line breaks are text.
    const comment = await api.call('POST', '/order_request_cancels', {
      token: api.tokens.reseller,
      body: { order: order.id, reference: order.internalReference, comment: 'Trop tard :\n\tmauvais format' },
    });
    expect(comment.status).toBe(201);
  });
});
