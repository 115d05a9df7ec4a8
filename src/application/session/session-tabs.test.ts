import { subscribe } from 'valtio/vanilla';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../domain/users/user.factory';
import { AppSignals, type Notice } from '../shared/signals';
import type { SessionStorage, StoredSession } from './session-storage.port';
import { SessionStore } from './session.store';
import type { AuthGateway } from './auth-gateway.port';
import { ExpireSession, FollowOtherTabs, RestoreSession } from './session.use-cases';

/**
 * docs/access.md#several-tabs-one-session: two tabs of one browser, each with its own store, over one
 * stored session. Writing it tells the other tab at once, as the browser's `storage` event does.
 */
class Browser {
  stored: string | null = null;
  private readonly tabs = new Set<{ readonly notify: () => void }>();
  /** The `storage` events not delivered yet, when the browser is told to hold them (`late`). */
  private held: (() => void)[] | null = null;

  /** From now on, a write's event reaches the other tabs only at `deliver()`, as a busy tab reads it late. */
  late(): void {
    this.held = [];
  }

  deliver(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const notify of held) notify();
  }

  storage(): SessionStorage {
    const listeners = new Set<(stored: StoredSession | null) => void>();
    const tab = { notify: () => listeners.forEach((listener) => listener(load())) };
    this.tabs.add(tab);
    const load = () => (this.stored ? (JSON.parse(this.stored) as StoredSession) : null);
    const write = (value: string | null) => {
      this.stored = value;
      for (const other of this.tabs)
        if (other !== tab) {
          if (this.held) this.held.push(other.notify);
          else other.notify();
        }
    };
    return {
      load,
      save: (session) => write(JSON.stringify(session)),
      clear: () => write(null),
      watch(onChange) {
        listeners.add(onChange);
        return () => listeners.delete(onChange);
      },
    };
  }
}

const admin = makeUser(1, 'admin@demo.local', 'ROLE_ADMIN');
const reseller = makeUser(7, 'reseller@demo.local', 'ROLE_RESELLER');

/** One tab as the container wires it (src/infrastructure/di/container.ts). */
function openTab(browser: Browser) {
  const storage = browser.storage();
  const session = new SessionStore(storage);
  const signals = new AppSignals();
  const notices: Notice[] = [];
  signals.notices$.subscribe((notice) => notices.push(notice));
  const follow = new FollowOtherTabs(session);
  storage.watch?.((stored) => follow.execute(stored));
  const expire = new ExpireSession(session, signals);
  let cleared = 0;
  let switched = 0;
  session.cleared$.subscribe(() => cleared++);
  session.switched$.subscribe(() => switched++);
  return {
    session,
    expire,
    notices,
    cleared: () => cleared,
    switched: () => switched,
  };
}

describe('several tabs are one session', () => {
  it('a logout in one tab logs the other out at once, dropping its data, and says why', () => {
    const browser = new Browser();
    const a = openTab(browser);
    a.session.start('admin-1', admin);
    const b = openTab(browser);
    expect(b.session.user?.id).toBe(admin.id);

    a.session.clear();

    expect(b.session.isAuthenticated).toBe(false);
    expect(b.session.state).toEqual({ token: null, user: null, impersonator: null, endedBy: 'other-tab' });
    expect(b.cleared()).toBe(1);
    // Said on the login page until the next login, not in a toast gone before the user looks at this tab.
    expect(b.notices).toEqual([]);
    b.session.start('admin-2', admin);
    expect(b.session.state.endedBy).toBeNull();
  });

  it('a login in one tab logs in the tab that had no session, without a switch', () => {
    const browser = new Browser();
    const a = openTab(browser);
    const b = openTab(browser);

    a.session.start('reseller-1', reseller);

    expect(b.session.token).toBe('reseller-1');
    expect(b.session.user?.username).toBe('reseller@demo.local');
    expect(b.switched()).toBe(0);
  });

  it('a login as another account switches the other tab: its data dropped, the UI told to start again', () => {
    const browser = new Browser();
    const a = openTab(browser);
    a.session.start('admin-1', admin);
    const b = openTab(browser);

    a.session.start('reseller-1', reseller);

    expect(b.session.token).toBe('reseller-1');
    expect(b.session.user?.id).toBe(reseller.id);
    expect(b.cleared()).toBe(1);
    expect(b.switched()).toBe(1);
  });

  it('a connect-as and the way back to the admin switch the other tab too', () => {
    const browser = new Browser();
    const a = openTab(browser);
    a.session.start('admin-1', admin);
    const b = openTab(browser);

    a.session.start('reseller-2', reseller, { token: 'admin-1', user: admin });
    expect(b.session.state.impersonator?.user.id).toBe(admin.id);
    expect(b.switched()).toBe(1);

    a.session.start('admin-1', admin, null);
    expect(b.session.state.impersonator).toBeNull();
    expect(b.session.user?.id).toBe(admin.id);
    expect(b.switched()).toBe(2);
  });

  it('a profile change in one tab updates the user shown in the other, nothing more', () => {
    const browser = new Browser();
    const a = openTab(browser);
    a.session.start('admin-1', admin);
    const b = openTab(browser);

    a.session.updateUser({ ...admin, firstname: 'Alice' });

    expect(b.session.user?.firstname).toBe('Alice');
    expect(b.cleared()).toBe(0);
    expect(b.switched()).toBe(0);
  });

  it('the server answering the user the tab already holds changes nothing the screen would re-render for', () => {
    const browser = new Browser();
    const a = openTab(browser);
    a.session.start('admin-1', admin);
    let changes = 0;
    subscribe(a.session.state, () => changes++, true);

    // The check of a stored session: the server's answer is a copy of the same user.
    a.session.updateUser(JSON.parse(JSON.stringify(admin)) as typeof admin);
    expect(changes).toBe(0);

    a.session.updateUser({ ...admin, firstname: 'Alice' });
    expect(changes).toBe(1);
    expect(a.session.user?.firstname).toBe('Alice');
  });

  it('a 401 for a token the storage no longer holds never wipes the newer session: the old tab adopts it', () => {
    const browser = new Browser();
    const a = openTab(browser);
    a.session.start('admin-1', admin);
    const b = openTab(browser);
    // Tab A logs in as the reseller while tab B missed the news (frozen, say): its copy is the admin's.
    browser.stored = JSON.stringify({ token: 'reseller-1', user: reseller, impersonator: null });

    expect(b.expire.execute('admin-1')).toBe(false);

    expect(browser.stored).toContain('reseller-1');
    expect(b.session.token).toBe('reseller-1');
    expect(b.session.user?.id).toBe(reseller.id);
    expect(b.notices).toEqual([]);
    expect(a.session.token).toBe('admin-1'); // A was not told: nothing was written
  });

  it('a 401 for an older token, arriving after the tab took the newer session, changes nothing', () => {
    const browser = new Browser();
    const a = openTab(browser);
    a.session.start('admin-1', admin);
    const b = openTab(browser);
    a.session.start('reseller-1', reseller);

    expect(b.expire.execute('admin-1')).toBe(false);

    expect(b.session.token).toBe('reseller-1');
    expect(browser.stored).toContain('reseller-1');
    expect(a.session.token).toBe('reseller-1');
  });

  it('a 401 for the session every tab holds ends it everywhere, said once in that tab', () => {
    const browser = new Browser();
    const a = openTab(browser);
    a.session.start('admin-1', admin);
    const b = openTab(browser);

    expect(b.expire.execute('admin-1')).toBe(true);
    expect(b.expire.execute('admin-1')).toBe(false);

    expect(browser.stored).toBeNull();
    expect(a.session.isAuthenticated).toBe(false);
    expect(b.notices).toEqual([{ intent: 'warning', messageKey: 'session.expired' }]);
  });

  // e2e/tabs.spec.ts once saw a tab stay on the reseller after "Retour à l'admin": the other tab's
  // check of its session at start answered after the way back was stored, before that tab had read
  // the `storage` event, and wrote its own older copy over it; both tabs then followed that copy.
  it('a session check answering late never writes the older session over the one another tab stored since', async () => {
    const browser = new Browser();
    const a = openTab(browser);
    a.session.start('admin-1', admin);
    a.session.start('reseller-1', reseller, { token: 'admin-1', user: admin, returnTo: '/reseller' });
    const b = openTab(browser);
    const gateway = { currentUser: async () => reseller } as unknown as AuthGateway;
    const restoring = new RestoreSession(gateway, b.session).execute();

    browser.late();
    a.session.start('admin-1', admin, null);
    await restoring;
    browser.deliver();

    expect(JSON.parse(browser.stored ?? 'null')).toMatchObject({ token: 'admin-1', impersonator: null });
    expect(a.session.token).toBe('admin-1');
    expect(b.session.token).toBe('admin-1');
    expect(b.session.state.impersonator).toBeNull();
  });
});
