import { beforeEach, describe, expect, it } from 'vitest';
import { MockBackend, type BackendOptions } from '../../backend';
import { ApiError } from '../shared/api-error';
import { Clock } from '../shared/clock';
import type { CallContext, ClientInfo } from '../shared/context';
import { refusalOf, userIdOf } from '../shared/service-test-kit';
import { sessionPolicyFromEnv } from './sessions.service';
import { listRequest } from '../../handlers/list-requests';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const FIREFOX: ClientInfo = { address: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };

let backend: MockBackend;
/** A clock that moves only when told: timings are exact. */
const stoppedClock = () => new Clock(() => Date.UTC(2026, 10, 2, 9, 0, 0));
beforeEach(async () => {
  backend = await MockBackend.seeded({ clock: stoppedClock() });
});

async function tokenOf(username: string, password = 'demo', client?: ClientInfo): Promise<string> {
  return (await backend.auth.login({ username, password }, 'en', client)).token;
}
const ctxOf = (token: string, client?: ClientInfo): CallContext => backend.context(token, 'en', client);
/** The status a call with `token` gets: 200, or the refusal's. */
async function statusWith(token: string): Promise<number> {
  try {
    backend.users.list(ctxOf(token), {});
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

describe('sessions: what a login opens', () => {
  it('answers the token with the idle timeout and the absolute end; the session id is not the token', async () => {
    const login = await backend.auth.login({ username: 'admin@demo.local', password: 'demo' }, 'en', FIREFOX);
    const startedAt = backend.clock.now().getTime();
    expect(login.idleTimeoutSeconds).toBe(30 * 60);
    expect(Date.parse(login.expiresAt!)).toBe(startedAt + 12 * HOUR);
    const session = backend.sessions.current(ctxOf(login.token));
    expect(session.id).toMatch(/^[0-9a-f]{32}$/);
    expect(session.id).not.toBe(login.token);
    expect(login.token).not.toContain(session.id);
    expect(session).toMatchObject({ idleTimeoutSeconds: 1800, expiresAt: login.expiresAt });
    expect(Date.parse(session.idleExpiresAt)).toBe(startedAt + 30 * MINUTE);
  });

  it('seeds no session', async () => {
    expect((await MockBackend.seeded()).db.collections.tokens.all()).toEqual([]);
  });
});

describe('sessions: idle and absolute timeouts', () => {
  it('refuses a token idle for 30 minutes (401 "Session expired."), not one used within them', async () => {
    const token = await tokenOf('admin@demo.local');
    backend.clock.advance(29 * MINUTE);
    expect(await statusWith(token)).toBe(200);
    // That call counted as activity: 29 more minutes are fine too.
    backend.clock.advance(29 * MINUTE);
    expect(await statusWith(token)).toBe(200);
    backend.clock.advance(30 * MINUTE);
    const refusal = await refusalOf(() => ctxOf(token));
    expect(refusal.status).toBe(401);
    expect(refusal.body.message).toBe('Session expired.');
    expect(backend.db.collections.tokens.all(), 'the expired session is forgotten').toEqual([]);
  });

  it('calling GET /me/session keeps the session alive and pushes its idle end back', async () => {
    const token = await tokenOf('reseller@demo.local');
    const first = backend.sessions.current(ctxOf(token));
    backend.clock.advance(20 * MINUTE);
    const second = backend.sessions.current(ctxOf(token));
    expect(Date.parse(second.idleExpiresAt) - Date.parse(first.idleExpiresAt)).toBe(20 * MINUTE);
    expect(second.lastSeenAt).toBe(backend.clock.now().toISOString());
  });

  it('ends a session 12 hours after its login, however active', async () => {
    const token = await tokenOf('reader@demo.local');
    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      backend.clock.advance(20 * MINUTE);
      expect(await statusWith(token), `after ${(elapsed + 20 * MINUTE) / MINUTE} min`).toBe(200);
    }
    // Near the end, the idle end is the absolute one.
    const session = backend.sessions.current(ctxOf(token));
    expect(session.idleExpiresAt).toBe(session.expiresAt);
    backend.clock.advance(20 * MINUTE);
    expect(await statusWith(token)).toBe(401);
  });

  it('keeps the admin’s session alive while the admin works as a reseller, so "back to admin" works', async () => {
    const adminToken = await tokenOf('admin@demo.local');
    const admin = ctxOf(adminToken);
    const { userConnectAsToken, adminUser } = await backend.auth.connectAs(
      admin,
      admin.caller.id,
      userIdOf(backend, 'reseller@demo.local'),
    );
    expect(adminUser.api_token).toBe(adminToken);
    // 50 minutes of work as the reseller, one call every 20 minutes: the admin's token idles 0 min.
    for (let step = 0; step < 3; step += 1) {
      backend.clock.advance(20 * MINUTE);
      ctxOf(userConnectAsToken);
    }
    expect(await statusWith(adminToken)).toBe(200);
    // The reseller's own login keeps nobody else's session alive.
    const resellerToken = await tokenOf('reseller@demo.local');
    backend.clock.advance(25 * MINUTE);
    ctxOf(resellerToken);
    backend.clock.advance(25 * MINUTE);
    expect(await statusWith(adminToken)).toBe(401);
  });

  it('tells a connect-as session it ends at the admin’s 12 hours, and refuses it from then on', async () => {
    const admin = ctxOf(await tokenOf('admin@demo.local'));
    const adminEnd = backend.sessions.current(admin).expiresAt;
    // 11 hours of work, a call every 20 minutes.
    for (let step = 0; step < 33; step += 1) {
      backend.clock.advance(20 * MINUTE);
      ctxOf(admin.token!);
    }
    const { userConnectAsToken } = await backend.auth.connectAs(
      admin,
      admin.caller.id,
      userIdOf(backend, 'reseller@demo.local'),
    );
    expect(backend.sessions.current(ctxOf(userConnectAsToken)).expiresAt).toBe(adminEnd);
    backend.clock.advance(20 * MINUTE);
    expect(await statusWith(userConnectAsToken)).toBe(200);
    backend.clock.advance(20 * MINUTE);
    expect(await statusWith(userConnectAsToken)).toBe(200);
    backend.clock.advance(20 * MINUTE);
    expect(await statusWith(userConnectAsToken)).toBe(401);
  });

  it('takes other lengths as options (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS for npm run mock-api)', async () => {
    const options: BackendOptions = sessionPolicyFromEnv({ SESSION_IDLE_MINUTES: '5', SESSION_MAX_HOURS: '1' });
    backend = await MockBackend.seeded({ ...options, clock: stoppedClock() });
    const login = await backend.auth.login({ username: 'admin@demo.local', password: 'demo' }, 'en');
    expect(login.idleTimeoutSeconds).toBe(300);
    backend.clock.advance(4 * MINUTE);
    expect(await statusWith(login.token)).toBe(200);
    backend.clock.advance(5 * MINUTE);
    expect(await statusWith(login.token)).toBe(401);
    expect(sessionPolicyFromEnv({ SESSION_IDLE_MINUTES: 'soon', SESSION_MAX_HOURS: '-2' })).toEqual({
      sessionIdleMinutes: 30,
      sessionMaxHours: 12,
    });
  });
});

describe('sessions: the list of one’s own, ending one or the others', () => {
  it('lists the caller’s open sessions newest first, with the browser and which one is current', async () => {
    const older = await tokenOf('reseller@demo.local', 'demo', FIREFOX);
    backend.clock.advance(MINUTE);
    const newer = await tokenOf('reseller@demo.local');
    await tokenOf('reseller2@demo.local');
    const page = backend.sessions.listMine(ctxOf(newer, { address: 'x', userAgent: 'Chrome' }));
    expect(page.total).toBe(2);
    expect(page.list.map((s) => s.current)).toEqual([true, false]);
    expect(page.list[0]!.userAgent, 'a session without a browser takes the first one seen').toBe('Chrome');
    expect(page.list[1]!.userAgent).toBe(FIREFOX.userAgent);
    expect(JSON.stringify(page)).not.toContain(older);
    expect(JSON.stringify(page)).not.toContain(newer);
  });

  it('ends one of the caller’s sessions; another account’s id is a 404', async () => {
    const mine = await tokenOf('reseller@demo.local');
    const other = await tokenOf('reseller@demo.local');
    const theirs = await tokenOf('reseller2@demo.local');
    const otherId = backend.sessions.current(ctxOf(other)).id;
    const theirId = backend.sessions.current(ctxOf(theirs)).id;
    expect((await refusalOf(() => backend.sessions.endMine(ctxOf(mine), theirId))).status).toBe(404);
    expect(await statusWith(theirs)).toBe(200);
    backend.sessions.endMine(ctxOf(mine), otherId);
    expect(await statusWith(other)).toBe(401);
    expect(await statusWith(mine)).toBe(200);
  });

  it('ends every other session of the caller, and only the caller’s', async () => {
    const here = await tokenOf('admin@demo.local');
    const elsewhere = [await tokenOf('admin@demo.local'), await tokenOf('admin@demo.local')];
    const someoneElse = await tokenOf('reader@demo.local');
    expect(backend.sessions.endOthers(ctxOf(here))).toEqual({ ended: 2 });
    for (const token of elsewhere) expect(await statusWith(token)).toBe(401);
    expect(await statusWith(here)).toBe(200);
    expect(await statusWith(someoneElse)).toBe(200);
  });

  it('lets an admin end every session of an account (403 for the others, 404 for no such account)', async () => {
    const admin = ctxOf(await tokenOf('admin@demo.local'));
    const reader = ctxOf(await tokenOf('reader@demo.local'));
    const resellerTokens = [await tokenOf('reseller@demo.local'), await tokenOf('reseller@demo.local')];
    const resellerId = userIdOf(backend, 'reseller@demo.local');
    expect((await refusalOf(() => backend.sessions.endForAccount(reader, resellerId))).status).toBe(403);
    expect((await refusalOf(() => backend.sessions.endForAccount(admin, 999_999))).status).toBe(404);
    expect(backend.sessions.endForAccount(admin, resellerId)).toEqual({ ended: 2 });
    for (const token of resellerTokens) expect(await statusWith(token)).toBe(401);
    expect(await statusWith(admin.token!)).toBe(200);
  });

  it('logout revokes the token', async () => {
    const token = await tokenOf('admin@demo.local');
    backend.auth.logout(token);
    expect(await statusWith(token)).toBe(401);
  });
});

describe('sessions: revocation by a password change, a switch-off or a deletion', () => {
  const adminUpdate = (login: string, changes: Record<string, unknown>) => {
    const user = backend.db.collections.users.findFirst((q) => q.where({ username: login }))!;
    return {
      username: user.username,
      firstname: user.firstname,
      lastname: user.lastname,
      company: user.company,
      roles: user.roles,
      isActive: user.isActive,
      parent: user.parent,
      ...changes,
    };
  };

  it('one’s own password change ends every other session and keeps the current one', async () => {
    const here = await tokenOf('admin@demo.local');
    const elsewhere = await tokenOf('admin@demo.local');
    const id = userIdOf(backend, 'admin@demo.local');
    await backend.users.update(
      ctxOf(here),
      id,
      adminUpdate('admin@demo.local', { password: 'welcome-2026', currentPassword: 'demo' }),
    );
    expect(await statusWith(elsewhere)).toBe(401);
    expect(await statusWith(here)).toBe(200);
    expect(await tokenOf('admin@demo.local', 'welcome-2026')).toBeTruthy();
  });

  it('an admin setting another account’s password ends every session of it', async () => {
    const admin = ctxOf(await tokenOf('admin@demo.local'));
    const readerTokens = [await tokenOf('reader@demo.local'), await tokenOf('reader@demo.local')];
    await backend.users.update(
      admin,
      userIdOf(backend, 'reader@demo.local'),
      adminUpdate('reader@demo.local', { password: 'welcome-2026' }),
    );
    for (const token of readerTokens) expect(await statusWith(token)).toBe(401);
  });

  it('a change without a new password or a switch-off ends nothing', async () => {
    const admin = ctxOf(await tokenOf('admin@demo.local'));
    const reader = await tokenOf('reader@demo.local');
    await backend.users.update(admin, userIdOf(backend, 'reader@demo.local'), adminUpdate('reader@demo.local', {}));
    expect(await statusWith(reader)).toBe(200);
  });

  it('a reset link’s password change ends every session of the account', async () => {
    const tokens = [await tokenOf('reseller@demo.local'), await tokenOf('reseller@demo.local')];
    const id = userIdOf(backend, 'reseller@demo.local');
    const { link } = await backend.auth.sendResetLink(id, 'en');
    await backend.auth.changePassword(link!.split('/')[2]!, id, { password: 'welcome-2026' }, 'en');
    for (const token of tokens) expect(await statusWith(token)).toBe(401);
  });

  it('switching a user off ends its sessions for good: switched on again, the old tokens stay refused', async () => {
    const admin = ctxOf(await tokenOf('admin@demo.local'));
    const reader = await tokenOf('reader@demo.local');
    const id = userIdOf(backend, 'reader@demo.local');
    await backend.users.setActive(admin, id, { isActive: false });
    expect(await statusWith(reader)).toBe(401);
    await backend.users.setActive(admin, id, { isActive: true });
    expect(await statusWith(reader)).toBe(401);
  });

  it('an update setting isActive false ends the sessions too', async () => {
    const admin = ctxOf(await tokenOf('admin@demo.local'));
    const reader = await tokenOf('reader@demo.local');
    await backend.users.update(
      admin,
      userIdOf(backend, 'reader@demo.local'),
      adminUpdate('reader@demo.local', { isActive: false }),
    );
    expect(await statusWith(reader)).toBe(401);
  });

  it('switching a reseller off, or saving it inactive, ends its sessions, connect-as ones included', async () => {
    const admin = ctxOf(await tokenOf('admin@demo.local'));
    const id = userIdOf(backend, 'reseller@demo.local');
    const own = await tokenOf('reseller@demo.local');
    const { userConnectAsToken } = await backend.auth.connectAs(admin, admin.caller.id, id);
    await backend.resellers.setActive(admin, id, { isActive: false });
    expect(await statusWith(own)).toBe(401);
    expect(await statusWith(userConnectAsToken)).toBe(401);
    await backend.resellers.setActive(admin, id, { isActive: true });
    const again = await tokenOf('reseller@demo.local');
    const reseller = backend.resellers.get(admin, id);
    await backend.resellers.update(admin, id, { ...reseller, country: reseller.country?.id ?? null, isActive: false });
    expect(await statusWith(again)).toBe(401);
  });

  it('an admin’s ended sessions take the connect-as sessions it opened with them', async () => {
    const admin = ctxOf(await tokenOf('admin@demo.local'));
    const { userConnectAsToken } = await backend.auth.connectAs(
      admin,
      admin.caller.id,
      userIdOf(backend, 'reseller@demo.local'),
    );
    const other = ctxOf(await tokenOf('superadmin@demo.local'));
    expect(backend.sessions.endForAccount(other, admin.caller.id)).toEqual({ ended: 2 });
    expect(await statusWith(userConnectAsToken)).toBe(401);
  });

  it('deleting a user ends its sessions', async () => {
    const reseller = ctxOf(await tokenOf('reseller@demo.local'));
    const quoteUser = backend.db.collections.users.findFirst((q) =>
      q.where((u) => u.parent === reseller.caller.id && u.isActive),
    )!;
    const token = await tokenOf(quoteUser.username);
    expect(backend.db.collections.tokens.findFirst((q) => q.where({ token }))).toBeDefined();
    backend.users.remove(reseller, quoteUser.id);
    expect(backend.db.collections.tokens.findFirst((q) => q.where({ token }))).toBeUndefined();
  });
});

describe('POST /admin/auth-user', () => {
  it('answers the bearer token’s own user, and refuses another token in the body (403)', async () => {
    const admin = ctxOf(await tokenOf('admin@demo.local'));
    const reseller = await tokenOf('reseller@demo.local');
    expect(backend.auth.authUser(admin, { token: admin.token }).username).toBe('admin@demo.local');
    const refusal = await refusalOf(() => backend.auth.authUser(admin, { token: reseller }));
    expect(refusal.status).toBe(403);
    expect(JSON.stringify(refusal.body)).not.toContain('reseller@demo.local');
  });
});

describe('the reader never sees secrets', () => {
  it('gets resellers’ api_token and thetis_key as null, in the list and the detail; an admin gets them', async () => {
    const reader = ctxOf(await tokenOf('reader@demo.local'));
    const admin = ctxOf(await tokenOf('admin@demo.local'));
    const readerList = backend.resellers.list(reader, listRequest({ _limit: '100' })).list;
    expect(readerList.length).toBeGreaterThan(5);
    expect(readerList.every((r) => r.api_token === null && r.thetis_key === null)).toBe(true);
    const withKey = backend.db.collections.resellers.all().find((r) => r.thetisKey)!;
    expect(backend.resellers.get(reader, withKey.id)).toMatchObject({ api_token: null, thetis_key: null });
    expect(backend.resellers.get(admin, withKey.id)).toMatchObject({
      api_token: withKey.apiToken,
      thetis_key: withKey.thetisKey,
    });
    // A reseller still reads its own key.
    const reseller = ctxOf(await tokenOf('reseller@demo.local'));
    expect(backend.resellers.get(reseller, reseller.caller.id).api_token).toBeTruthy();
  });
});
