import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { RawAnswer } from '../support/spec-client';
import type { BackOfficeWorld } from '../support/world';

/**
 * The session as a client written from the original call list lives it: raw calls with the
 * parameters and fields that list names (`/login`, `/admin/auth-user {token}`,
 * `/admin/users/connect_as/{adminId}/{userId}`…), answers read as plain JSON.
 */

interface WireUser {
  readonly id: number;
  readonly username: string;
  readonly roles: readonly string[];
}

class SpecSession {
  /** The token the client calls with now. */
  token: string | null = null;
  /** The answer of connect-as. */
  connectAs: { userConnectAsToken: string; adminUser: WireUser & { api_token?: string | null } } | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  call(method: string, path: string, options: { body?: unknown; query?: Record<string, string> } = {}) {
    return this.world.specClient.call(method, path, { token: this.token, ...options });
  }

  /** POST /admin/auth-user {token}: the user of the token the client calls with. */
  async me(): Promise<WireUser> {
    const answer = await this.call('POST', '/admin/auth-user', { body: { token: this.token } });
    return ok(answer) as WireUser;
  }
}

function ok(answer: RawAnswer): unknown {
  assert.ok(answer.status >= 200 && answer.status < 300, `${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

function sessionOf(world: BackOfficeWorld): SpecSession {
  return world.area(SpecSession);
}

const rowsOf = (body: unknown) => (body as { list: Record<string, unknown>[] }).list;

Given('a client of the original call list is logged in as {string}', async function (this: BackOfficeWorld, login) {
  const session = sessionOf(this);
  session.token = await this.specClient.login(login as string);
  assert.equal((await session.me()).username, login);
});

When('that client connects as {string}', async function (this: BackOfficeWorld, login: string) {
  const session = sessionOf(this);
  const admin = await session.me();
  // The reseller's id, as a client finds it: GET /admin/resellers/search?_search.
  const found = rowsOf(ok(await session.call('GET', '/admin/resellers/search', { query: { _search: login } })));
  const reseller = found.find((row) => row.username === login);
  assert.ok(reseller, `${login} is not among the search's answer`);
  const answer = ok(await session.call('POST', `/admin/users/connect_as/${admin.id}/${String(reseller.id)}`));
  session.connectAs = answer as SpecSession['connectAs'];
  assert.equal(typeof session.connectAs?.userConnectAsToken, 'string');
  assert.equal(session.connectAs?.adminUser.username, admin.username);
  assert.equal(typeof session.connectAs?.adminUser.api_token, 'string', 'adminUser.api_token holds the way back');
});

Then(
  "with userConnectAsToken that client is {string} and sees that reseller's data only",
  async function (this: BackOfficeWorld, login: string) {
    const session = sessionOf(this);
    assert.ok(session.connectAs, 'the client has not connected as anyone');
    session.token = session.connectAs.userConnectAsToken;
    const me = await session.me();
    assert.equal(me.username, login);
    assert.equal(me.roles[0], 'ROLE_RESELLER');
    const own = ok(await session.call('GET', `/admin/resellers/${me.id}`)) as { username: string };
    assert.equal(own.username, login);
    // Its users are its quote users, and only them.
    const users = rowsOf(ok(await session.call('GET', '/admin/users', { query: { _resellerId: String(me.id) } })));
    assert.ok(users.length > 0, 'the reseller sees its quote users');
    assert.deepEqual(
      users.filter((user) => user.parent !== me.id),
      [],
    );
    // The reseller list is for staff: the client is no longer the admin.
    assert.equal((await session.call('GET', '/admin/resellers')).status, 403);
  },
);

When('that client goes back with adminUser.api_token', function (this: BackOfficeWorld) {
  const session = sessionOf(this);
  const token = session.connectAs?.adminUser.api_token;
  assert.ok(token, 'connect-as gave no adminUser.api_token');
  session.token = token;
});

Then('that client is {string} again and sees every reseller', async function (this: BackOfficeWorld, login: string) {
  const session = sessionOf(this);
  const me = await session.me();
  assert.equal(me.username, login);
  assert.equal(me.roles[0], 'ROLE_ADMIN');
  const customers = ok(await session.call('GET', '/admin/resellers', { query: { _isProspect: '0' } })) as {
    total: number;
  };
  const prospects = ok(await session.call('GET', '/admin/resellers', { query: { _isProspect: '1' } })) as {
    total: number;
  };
  const all = ok(await session.call('GET', '/admin/resellers')) as { total: number };
  assert.ok(customers.total > 0, 'the admin sees customers');
  assert.equal(customers.total + prospects.total, all.total);
});
