/**
 * Account takeover (docs/access.md#events-notifications-and-mails, #sessions, #the-super-admin): no
 * live secret is readable by staff, so an admin cannot take the super-admin's account through the
 * outbox; a password set through a reset link is recorded as the link's doing; an account's id is
 * never handed out again, and a deleted or switched-off account's reset links, views, preferences and
 * notifications go with it, so a new account inherits nothing. The probe's calls of issue 40, over
 * the API. One seeded backend for the whole file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MockBackend } from '../backend';
import { ApiHarness, RESELLER_ID } from './harness';

let api: ApiHarness;
beforeAll(async () => {
  api = await ApiHarness.start();
}, 60_000);

const idOf = (username: string): number => {
  const found = api.backend.db.collections.users.findFirst((q) => q.where({ username }));
  if (!found) throw new Error(`no ${username}`);
  return found.id;
};

/** The newest live reset link of an account, as only its owner's mailbox holds it. */
const linkOf = (userId: number): string | undefined =>
  api.backend.db.collections.resetTokens
    .all()
    .filter((r) => r.userId === userId)
    .at(-1)?.token;

const setPassword = (token: string, userId: number, password: string) =>
  api.call('POST', `/reset-password/change_password/${token}/${userId}`, { body: { password } });

const logIn = (username: string, password: string) =>
  api.call('POST', '/login', { body: { username, password, options: { value: 'bo-front' } } });

let created = 0;
/** A new account made by the admin: its id. */
async function newAccount(role: 'ROLE_ADMIN' | 'ROLE_READER'): Promise<number> {
  created += 1;
  const answer = await api.call('POST', '/admin/users', {
    token: api.tokens.admin,
    body: {
      username: `takeover.${created}@example.com`,
      password: 'a-long-passphrase',
      firstname: 'Probe',
      lastname: String(created),
      company: null,
      roles: [role],
      isActive: true,
      parent: null,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { id: number }).id;
}

const usernameOf = (id: number) => api.backend.db.collections.users.findFirst((q) => q.where({ id }))!.username;

describe('the outbox hands over no account', () => {
  it('shows an admin the super-admin’s reset mail with its token masked: the probe’s link sets no password', async () => {
    const superAdmin = idOf('superadmin@demo.local');
    expect((await api.call('GET', `/reset-password/${superAdmin}`)).status).toBe(200);
    const listed = await api.call('GET', '/admin/mails', {
      token: api.tokens.admin,
      query: { _recipientId: String(superAdmin), _type: 'password_reset' },
    });
    const [row] = (listed.body as { list: { id: number }[] }).list;
    const mail = (await api.call('GET', `/admin/mails/${row!.id}`, { token: api.tokens.admin })).body as {
      text: string;
      html: string;
    };
    const token = linkOf(superAdmin)!;
    expect(mail.text).toContain(`/change-password/***/${superAdmin}`);
    expect(`${mail.text}${mail.html}`).not.toContain(token);
    // What the outbox shows is no token.
    expect((await setPassword('***', superAdmin, 'taken-over-2026')).body).toEqual({ message: 'error_token' });
    expect((await logIn('superadmin@demo.local', 'demo')).status).toBe(200);
  });

  it('records who read which mail', async () => {
    const [row] = (
      (await api.call('GET', '/admin/mails', { token: api.tokens.reader, query: { _limit: '1' } })).body as {
        list: { id: number }[];
      }
    ).list;
    await api.call('GET', `/admin/mails/${row!.id}`, { token: api.tokens.reader });
    expect(api.backend.db.collections.audit.all().at(-1)).toMatchObject({
      action: 'read',
      entity: 'mail',
      entityId: row!.id,
      actorId: idOf('reader@demo.local'),
    });
  });

  it('records a password set through a reset link as the link’s doing, never as its owner’s', async () => {
    const owner = idOf('reseller2@demo.local');
    await api.call('GET', `/reset-password/${owner}`);
    expect((await setPassword(linkOf(owner)!, owner, 'chosen-by-link-2026')).body).toEqual({ success: true });
    expect(api.backend.db.collections.audit.all().at(-1)).toMatchObject({
      action: 'password-reset',
      entity: 'user',
      entityId: owner,
      actorId: null,
      actorUsername: '',
      changes: [
        { field: 'resetLink', from: 'sent', to: 'used' },
        { field: 'password', from: '***', to: '***' },
      ],
    });
  });
});

describe('a deleted or switched-off account’s link opens nothing', () => {
  it('never hands out an id twice, not even once the data is saved and restored', async () => {
    const first = await newAccount('ROLE_READER');
    expect((await api.call('DELETE', `/admin/users/${first}`, { token: api.tokens.admin })).status).toBe(204);
    const second = await newAccount('ROLE_ADMIN');
    expect(second).toBeGreaterThan(first);
    // The demo's storage: a snapshot restored (a reload), where the deleted records are gone.
    await api.call('DELETE', `/admin/users/${second}`, { token: api.tokens.admin });
    const restored = await MockBackend.fromSnapshot(structuredClone(api.backend.db.snapshot()));
    expect(restored.db.nextId('users')).toBeGreaterThan(second);
  });

  it('ends a deleted account’s reset links and removes its views, preferences and notifications: the next account inherits nothing', async () => {
    const deleted = await newAccount('ROLE_ADMIN');
    const login = await logIn(usernameOf(deleted), 'a-long-passphrase');
    const token = (login.body as { token: string }).token;
    expect(
      (await api.call('POST', '/me/views', { token, body: { name: 'Mine', list: 'orders', query: 'status[]=1' } }))
        .status,
    ).toBe(201);
    expect(
      (await api.call('PUT', '/me/preferences', { token, body: { lists: { orders: { pageSize: 50 } } } })).status,
    ).toBe(200);
    // A reseller's cancellation request notifies every admin, this one too.
    const order = api.backend.db.collections.orders.all().find((o) => o.resellerId === RESELLER_ID && o.status === 0)!;
    expect(
      (
        await api.call('POST', '/order_request_cancels', {
          token: api.tokens.reseller,
          body: { order: order.id, reference: order.internalReference, comment: 'Wrong size' },
        })
      ).status,
    ).toBe(201);
    const { views, preferences, notifications } = api.backend.db.collections;
    const owned = () =>
      [views, preferences, notifications].map((c) => c.all().filter((r) => r.userId === deleted).length);
    expect(owned().every((count) => count > 0)).toBe(true);
    await api.call('GET', `/reset-password/${deleted}`);
    const link = linkOf(deleted)!;

    expect((await api.call('DELETE', `/admin/users/${deleted}`, { token: api.tokens.admin })).status).toBe(204);
    expect(owned()).toEqual([0, 0, 0]);
    expect(linkOf(deleted)).toBeUndefined();
    const next = await newAccount('ROLE_ADMIN');
    expect(next).not.toBe(deleted);
    expect((await setPassword(link, deleted, 'inherited-2026')).body).toEqual({ message: 'error_token' });
    expect((await setPassword(link, next, 'inherited-2026')).body).toEqual({ message: 'error_token' });
    expect((await logIn(usernameOf(next), 'inherited-2026')).status).toBe(401);
  });

  it('ends a switched-off account’s reset links for good and removes its views and preferences: switched on again, nothing of it is back', async () => {
    const account = await newAccount('ROLE_READER');
    const token = ((await logIn(usernameOf(account), 'a-long-passphrase')).body as { token: string }).token;
    const keep = async () => {
      const view = { name: 'Mine', list: 'orders', query: 'status[]=1' };
      expect((await api.call('POST', '/me/views', { token, body: view })).status).toBe(201);
      const preferences = { lists: { orders: { pageSize: 50 } } };
      expect((await api.call('PUT', '/me/preferences', { token, body: preferences })).status).toBe(200);
    };
    const { views, preferences } = api.backend.db.collections;
    const owned = () => [views, preferences].map((c) => c.all().filter((r) => r.userId === account).length);
    await keep();
    await api.call('GET', `/reset-password/${account}`);
    const link = linkOf(account)!;
    const switchTo = (isActive: boolean) =>
      api.call('PUT', `/admin/users/active/${account}`, { token: api.tokens.admin, body: { isActive } });
    expect((await switchTo(false)).status).toBe(200);
    expect(owned()).toEqual([0, 0]);
    expect((await switchTo(true)).status).toBe(200);
    expect((await setPassword(link, account, 'back-again-2026')).body).toEqual({ message: 'error_token' });
    expect((await logIn(usernameOf(account), 'a-long-passphrase')).status).toBe(200);
  });

  it('does the same when the account is switched off by saving its record', async () => {
    const account = await newAccount('ROLE_READER');
    const token = ((await logIn(usernameOf(account), 'a-long-passphrase')).body as { token: string }).token;
    const view = { name: 'Mine', list: 'orders', query: 'status[]=1' };
    expect((await api.call('POST', '/me/views', { token, body: view })).status).toBe(201);
    await api.call('GET', `/reset-password/${account}`);
    const link = linkOf(account)!;
    const {
      password: _password,
      createdAt: _createdAt,
      lastConnection: _last,
      ...record
    } = api.backend.db.collections.users.findFirst((q) => q.where({ id: account }))!;
    const saved = await api.call('PUT', `/admin/users/${account}`, {
      token: api.tokens.admin,
      body: { ...record, isActive: false },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(api.backend.db.collections.views.all().filter((r) => r.userId === account)).toEqual([]);
    expect(linkOf(account)).toBeUndefined();
    expect((await setPassword(link, account, 'back-again-2026')).body).toEqual({ message: 'error_token' });
  });
});

describe('the super-admin keeps its login', () => {
  it('refuses another admin a change of its login’s case', async () => {
    const superAdmin = idOf('superadmin@demo.local');
    const record = (await api.call('GET', `/admin/users/${superAdmin}`, { token: api.tokens.admin })).body as Record<
      string,
      unknown
    >;
    const answer = await api.call('PUT', `/admin/users/${superAdmin}`, {
      token: api.tokens.admin,
      body: { ...record, username: 'SuperAdmin@demo.local' },
    });
    expect(answer.status).toBe(403);
    expect(usernameOf(superAdmin)).toBe('superadmin@demo.local');
  });
});
