import { describe, expect, it } from 'vitest';
import { makeUser } from '../../domain/users/user.factory';
import type { AuthGateway } from './auth-gateway.port';
import type { SessionStorage, StoredSession } from './session-storage.port';
import { SessionStore } from './session.store';
import { BackToAdmin, ConnectAs } from './session.use-cases';

const admin = makeUser(1, 'admin@demo.local', 'ROLE_ADMIN');
const reseller = makeUser(7, 'reseller@demo.local', 'ROLE_RESELLER');

/** The server's side of connect-as: the reseller's token, and the admin's own given back. */
const gateway: Pick<AuthGateway, 'connectAs' | 'currentUser'> = {
  connectAs: () => Promise.resolve({ token: 'reseller-token', adminUser: { ...admin, apiToken: 'admin-token' } }),
  currentUser: (token) => Promise.resolve(token === 'admin-token' ? admin : reseller),
};

/** A browser's storage, kept in memory. */
function memoryStorage(): SessionStorage {
  let stored: StoredSession | null = null;
  return {
    load: () => stored,
    save: (session) => void (stored = session),
    clear: () => void (stored = null),
  };
}

function connectedFrom(returnTo?: string) {
  const session = new SessionStore(memoryStorage());
  session.start('admin-token', admin);
  const connect = new ConnectAs(gateway as AuthGateway, session);
  const back = new BackToAdmin(gateway as AuthGateway, session);
  return { session, connect: () => connect.execute(reseller.id, returnTo), back: () => back.execute() };
}

/** docs/access.md#connect-as-a-reseller: back to admin returns to the page connect-as started from. */
describe('connect as, and back to admin', () => {
  it('returns to the page the admin connected from, its query included', async () => {
    const tab = connectedFrom('/reseller?tab=prospects&page=2');
    await tab.connect();
    expect(tab.session.user?.id).toBe(reseller.id);
    const { user, returnTo } = await tab.back();
    expect(user.id).toBe(admin.id);
    expect(tab.session.state.impersonator).toBeNull();
    expect(returnTo).toBe('/reseller?tab=prospects&page=2');
  });

  it('returns to / when no page was kept (a session stored before) or the kept one leaves the app', async () => {
    for (const kept of [undefined, '//evil.example/path', 'https://evil.example', '/logout']) {
      const tab = connectedFrom(kept);
      await tab.connect();
      expect((await tab.back()).returnTo, String(kept)).toBe('/');
    }
  });
});
