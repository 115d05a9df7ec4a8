import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentSession } from '../../domain/session/session';
import { NotFoundError } from '../../domain/shared/errors';
import type { User } from '../../domain/users/user';
import { AppSignals, type Notice } from '../shared/signals';
import type { ActivityChannel } from './activity-channel.port';
import type { SessionStorage, StoredSession } from './session-storage.port';
import { SessionTimeout } from './session-timeout';
import { SessionStore } from './session.store';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 2, 2, 9, 0, 0);
const user: User = {
  id: 1,
  username: 'admin@demo.local',
  roles: ['ROLE_ADMIN'],
  firstname: 'Ada',
  lastname: 'Admin',
  company: null,
  lastConnection: null,
  isActive: true,
  parent: null,
};

class MemoryStorage implements SessionStorage {
  constructor(private stored: StoredSession | null = null) {}
  load = () => this.stored;
  save = (session: StoredSession) => void (this.stored = session);
  clear = () => void (this.stored = null);
}

/** The tabs of one browser: a share reaches every other tab. */
function browser() {
  let latest: number | null = null;
  const tabs: { listeners: Set<(at: number) => void> }[] = [];
  return {
    tab(): ActivityChannel {
      const me = { listeners: new Set<(at: number) => void>() };
      tabs.push(me);
      return {
        read: () => latest,
        share: (at) => {
          latest = at;
          for (const other of tabs) if (other !== me) for (const l of other.listeners) l(at);
        },
        listen: (listener) => {
          me.listeners.add(listener);
          return () => me.listeners.delete(listener);
        },
      };
    },
  };
}

function currentSession(idleTimeoutSeconds = 30 * 60): CurrentSession {
  const now = new Date(Date.now()).toISOString();
  return {
    id: 'a'.repeat(24),
    startedAt: now,
    lastSeenAt: now,
    idleExpiresAt: now,
    expiresAt: new Date(Date.now() + 12 * 60 * MINUTE).toISOString(),
    idleTimeoutSeconds,
  };
}

/** A tab: its session store, signals, and the timeout over fake gateways (the adapter tells of activity). */
function tab(channel: ActivityChannel, stored: StoredSession | null = null) {
  const storage = new MemoryStorage(stored);
  const session = new SessionStore(storage);
  const signals = new AppSignals();
  const notices: Notice[] = [];
  signals.notices$.subscribe((n) => notices.push(n));
  const revoked: string[] = [];
  const sessions = {
    currentSession: vi.fn(async () => {
      signals.activity$.next();
      return currentSession();
    }),
  };
  const timeout = new SessionTimeout({
    session,
    signals,
    channel,
    sessions,
    auth: { logout: async (token: string) => void revoked.push(token) },
  });
  return { session, signals, notices, revoked, sessions, timeout };
}

function logIn(t: ReturnType<typeof tab>, token = 'token-1') {
  t.session.start(token, user);
  t.timeout.begin(token, 30 * 60, new Date(Date.now() + 12 * 60 * MINUTE).toISOString());
}

describe('SessionTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('warns two minutes before the idle end and counts the time left down', () => {
    const t = tab(browser().tab());
    const stop = t.timeout.watch();
    logIn(t);
    expect(t.timeout.state.phase).toBe('active');
    vi.advanceTimersByTime(28 * MINUTE - 1);
    expect(t.timeout.state.phase).toBe('active');
    vi.advanceTimersByTime(1);
    expect(t.timeout.state).toMatchObject({ phase: 'warning', remainingMs: 2 * MINUTE, reason: 'idle' });
    vi.advanceTimersByTime(1000);
    expect(t.timeout.state.remainingMs).toBe(2 * MINUTE - 1000);
    stop();
  });

  it('dates a call by when it was sent, however late its answer is read', () => {
    const t = tab(browser().tab());
    const stop = t.timeout.watch();
    logIn(t);
    vi.advanceTimersByTime(20 * MINUTE);
    const sentAt = Date.now();
    // The answer is read nine minutes later (a busy tab, a moved clock): the server saw the
    // session at 20 minutes, so its idle end is at 50, not 59.
    vi.advanceTimersByTime(9 * MINUTE);
    t.signals.activity$.next(sentAt);
    vi.advanceTimersByTime(19 * MINUTE);
    expect(t.timeout.state).toMatchObject({ phase: 'warning', remainingMs: 2 * MINUTE });
    stop();
  });

  it('puts the end back with every call of the session', () => {
    const t = tab(browser().tab());
    const stop = t.timeout.watch();
    logIn(t);
    vi.advanceTimersByTime(20 * MINUTE);
    t.signals.activity$.next();
    vi.advanceTimersByTime(20 * MINUTE);
    expect(t.timeout.state.phase).toBe('active');
    vi.advanceTimersByTime(9 * MINUTE);
    expect(t.timeout.state.phase).toBe('warning');
    t.signals.activity$.next();
    expect(t.timeout.state.phase).toBe('active');
    stop();
  });

  it('follows the calls of another tab, and tells the other tabs of its own', () => {
    const shared = browser();
    const a = tab(shared.tab());
    const b = tab(shared.tab());
    const stopA = a.timeout.watch();
    const stopB = b.timeout.watch();
    logIn(a);
    logIn(b);
    vi.advanceTimersByTime(29 * MINUTE);
    expect(a.timeout.state.phase).toBe('warning');
    expect(b.timeout.state.phase).toBe('warning');
    b.signals.activity$.next();
    expect(a.timeout.state.phase).toBe('active');
    expect(b.timeout.state.phase).toBe('active');
    stopA();
    stopB();
  });

  it('"stay connected" calls the server, and its answer keeps the session', async () => {
    const t = tab(browser().tab());
    const stop = t.timeout.watch();
    logIn(t);
    vi.advanceTimersByTime(29 * MINUTE);
    await t.timeout.stayConnected();
    expect(t.sessions.currentSession).toHaveBeenCalledTimes(1);
    expect(t.timeout.state.phase).toBe('active');
    vi.advanceTimersByTime(27 * MINUTE);
    expect(t.session.token).toBe('token-1');
    stop();
  });

  it('ends the session here at the end: logged out, told so once, the token revoked on the server', () => {
    const t = tab(browser().tab());
    const stop = t.timeout.watch();
    logIn(t);
    vi.advanceTimersByTime(30 * MINUTE);
    expect(t.session.token).toBeNull();
    expect(t.timeout.state.phase).toBe('off');
    expect(t.notices).toEqual([{ intent: 'warning', messageKey: 'session.expired' }]);
    expect(t.revoked).toEqual(['token-1']);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(t.notices).toHaveLength(1);
    stop();
  });

  it('ends at the absolute end however active the session is', () => {
    const t = tab(browser().tab());
    const stop = t.timeout.watch();
    t.session.start('token-1', user);
    t.timeout.begin('token-1', 30 * 60, new Date(T0 + 10 * MINUTE).toISOString());
    vi.advanceTimersByTime(8 * MINUTE);
    t.signals.activity$.next();
    expect(t.timeout.state).toMatchObject({ phase: 'warning', reason: 'absolute' });
    vi.advanceTimersByTime(2 * MINUTE);
    expect(t.session.token).toBeNull();
    stop();
  });

  it('learns the timeout of a restored session from the server (GET /me/session)', async () => {
    const t = tab(browser().tab(), { token: 'stored', user, impersonator: null });
    const stop = t.timeout.watch();
    await t.timeout.follow();
    await t.timeout.follow();
    expect(t.sessions.currentSession).toHaveBeenCalledTimes(1);
    expect(t.timeout.state.phase).toBe('active');
    vi.advanceTimersByTime(28 * MINUTE);
    expect(t.timeout.state.phase).toBe('warning');
    stop();
  });

  it('asks again for a session that took another one’s place while the first answer was on its way', async () => {
    const t = tab(browser().tab(), { token: 'first', user, impersonator: null });
    const first = t.timeout.follow();
    t.session.start('second', user);
    await t.timeout.follow();
    await first;
    expect(t.sessions.currentSession).toHaveBeenCalledTimes(2);
    expect(t.timeout.state.phase).toBe('active');
  });

  it('stays off with a server that does not say (no timeout in the login, no GET /me/session)', async () => {
    const t = tab(browser().tab());
    t.sessions.currentSession.mockRejectedValue(new NotFoundError('errors.notFound'));
    const stop = t.timeout.watch();
    t.session.start('token-1', user);
    t.timeout.begin('token-1', null, null);
    await t.timeout.follow();
    vi.advanceTimersByTime(24 * 60 * MINUTE);
    expect(t.timeout.state.phase).toBe('off');
    expect(t.session.token).toBe('token-1');
    stop();
  });

  it('stops with the session: no warning and no timer after a logout', () => {
    const t = tab(browser().tab());
    const stop = t.timeout.watch();
    logIn(t);
    t.session.clear();
    expect(t.timeout.state.phase).toBe('off');
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('runs no timer unless watched', () => {
    const t = tab(browser().tab());
    logIn(t);
    expect(vi.getTimerCount()).toBe(0);
    const stop = t.timeout.watch();
    expect(vi.getTimerCount()).toBe(1);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
