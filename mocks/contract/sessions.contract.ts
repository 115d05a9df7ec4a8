import { beforeEach, describe, expect, it } from 'vitest';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../src/domain/shared/errors';
import type { Harness, MakeHarness } from './harness';

const HOUR = 3_600_000;

/**
 * What every SessionGateway adapter must do (docs/access.md#sessions), and what the login tells of
 * the session; run against each adapter.
 */
export function describeSessionsContract(name: string, make: MakeHarness): void {
  describe(`SessionGateway contract: ${name}`, () => {
    let h: Harness;
    beforeEach(async () => {
      h = await make();
    });

    /** A login through the adapter, as a browser would: the token of a new session. */
    const login = async (username: string) => (await h.adapters.auth.login(username, 'demo')).token;
    const idOf = (username: string) => h.backend.db.collections.users.findFirst((q) => q.where({ username }))!.id;
    const refused = (token: string) =>
      h.adapters.auth.currentUser(token).then(
        () => null,
        (error: unknown) => error,
      );

    it('tells with the login how long the session lasts', async () => {
      const session = await h.adapters.auth.login('admin@demo.local', 'demo');
      expect(session.idleTimeoutSeconds).toBe(30 * 60);
      const expiresIn = Date.parse(session.expiresAt!) - h.backend.clock.now().getTime();
      expect(expiresIn).toBeGreaterThan(12 * HOUR - 60_000);
      expect(expiresIn).toBeLessThanOrEqual(12 * HOUR);
    });

    it('gives the current session, its id never the token', async () => {
      const token = await login('reseller@demo.local');
      h.setToken(token);
      const current = await h.adapters.sessions.currentSession();
      expect(current.idleTimeoutSeconds).toBe(30 * 60);
      expect(current.id).not.toBe(token);
      expect(Date.parse(current.idleExpiresAt)).toBeGreaterThan(Date.parse(current.lastSeenAt));
      expect(Date.parse(current.expiresAt)).toBeGreaterThanOrEqual(Date.parse(current.idleExpiresAt));
    });

    it('lists the caller’s open sessions, newest first, this one marked, no other account’s', async () => {
      const first = await login('admin@demo.local');
      h.backend.clock.advance(60_000);
      await login('admin@demo.local');
      await login('reseller@demo.local');
      h.setToken(first);
      const sessions = await h.adapters.sessions.listSessions();
      expect(sessions).toHaveLength(2);
      expect(sessions.map((s) => s.current)).toEqual([false, true]);
      expect(Date.parse(sessions[0]!.startedAt)).toBeGreaterThan(Date.parse(sessions[1]!.startedAt));
    });

    it('ends one other session: its token is refused, this one still works', async () => {
      const mine = await login('admin@demo.local');
      const other = await login('admin@demo.local');
      h.setToken(mine);
      const target = (await h.adapters.sessions.listSessions()).find((s) => !s.current)!;
      await h.adapters.sessions.endSession(target.id);
      expect(await refused(other)).toBeInstanceOf(UnauthorizedError);
      expect((await h.adapters.sessions.listSessions()).map((s) => s.current)).toEqual([true]);
    });

    it('refuses to end another account’s session as not found', async () => {
      const reseller = await login('reseller@demo.local');
      h.setToken(reseller);
      const [resellerSession] = await h.adapters.sessions.listSessions();
      h.setToken(await login('admin@demo.local'));
      await expect(h.adapters.sessions.endSession(resellerSession!.id)).rejects.toBeInstanceOf(NotFoundError);
      expect(await refused(reseller)).toBeNull();
    });

    it('ends every other session of the caller and says how many', async () => {
      const mine = await login('reseller@demo.local');
      const others = [await login('reseller@demo.local'), await login('reseller@demo.local')];
      h.setToken(mine);
      expect(await h.adapters.sessions.endOtherSessions()).toBe(2);
      for (const token of others) expect(await refused(token)).toBeInstanceOf(UnauthorizedError);
      expect(await refused(mine)).toBeNull();
      expect(await h.adapters.sessions.endOtherSessions()).toBe(0);
    });

    it('lets an admin end every session of a reseller, and nobody else', async () => {
      const resellerTokens = [await login('reseller@demo.local'), await login('reseller@demo.local')];
      h.setToken(await login('reader@demo.local'));
      await expect(h.adapters.sessions.endUserSessions(idOf('reseller@demo.local'))).rejects.toBeInstanceOf(
        ForbiddenError,
      );
      h.setToken(await login('admin@demo.local'));
      expect(await h.adapters.sessions.endUserSessions(idOf('reseller@demo.local'))).toBe(2);
      for (const token of resellerTokens) expect(await refused(token)).toBeInstanceOf(UnauthorizedError);
      await expect(h.adapters.sessions.endUserSessions(999_999)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('records each ending of sessions in the audit trail, on their account, with how many (docs/audit.md)', async () => {
      const mine = await login('admin@demo.local');
      await login('admin@demo.local');
      await login('reseller@demo.local');
      h.setToken(mine);
      const other = (await h.adapters.sessions.listSessions()).find((s) => !s.current)!;
      await h.adapters.sessions.endSession(other.id);
      await h.adapters.sessions.endOtherSessions();
      await h.adapters.sessions.endUserSessions(idOf('reseller@demo.local'));
      const page = await h.adapters.audit.list({ page: 1, size: 25, filter: { action: 'session-end' } });
      expect(page.items.map((e) => [e.entityId, e.changes])).toEqual([
        [idOf('reseller@demo.local'), [{ field: 'sessions', from: null, to: 1 }]],
        [idOf('admin@demo.local'), [{ field: 'sessions', from: null, to: 0 }]],
        [idOf('admin@demo.local'), [{ field: 'sessions', from: null, to: 1 }]],
      ]);
    });

    it('tells of activity for an answered call of the session only', async () => {
      let seen = 0;
      h.signals.activity$.subscribe(() => seen++);
      const token = await login('admin@demo.local');
      expect(seen).toBe(0);
      h.setToken(token);
      await h.adapters.sessions.currentSession();
      expect(seen).toBe(1);
      // Another token's call (the admin's kept while connected as) is not this session's activity.
      await h.adapters.auth.currentUser(await login('reader@demo.local'));
      expect(seen).toBe(1);
      await h.adapters.sessions.endUserSessions(999_999).catch(() => undefined);
      expect(seen).toBe(1);
    });

    it('refuses a session idle for longer than its timeout, and announces it', async () => {
      let announced = 0;
      h.signals.unauthorized$.subscribe(() => announced++);
      h.setToken(await login('admin@demo.local'));
      h.backend.clock.advance(29 * 60_000);
      await h.adapters.sessions.currentSession();
      h.backend.clock.advance(30 * 60_000 + 1);
      await expect(h.adapters.sessions.currentSession()).rejects.toBeInstanceOf(UnauthorizedError);
      expect(announced).toBe(1);
    });
  });
}
