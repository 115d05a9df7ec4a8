import { beforeEach, describe, expect, it } from 'vitest';
import { MockBackend } from '../../backend';
import { ApiError } from '../shared/api-error';
import { Clock } from '../shared/clock';
import type { ClientInfo } from '../shared/context';
import { refusalOf, userIdOf } from '../shared/service-test-kit';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOME: ClientInfo = { address: '198.51.100.10', userAgent: 'test' };
const OFFICE: ClientInfo = { address: '198.51.100.20', userAgent: 'test' };

let backend: MockBackend;
beforeEach(async () => {
  backend = await MockBackend.seeded({ clock: new Clock(() => Date.UTC(2026, 10, 2, 9, 0, 0)) });
});

/** What a login answers: 200, or the refusal's status, Retry-After and message. */
async function attempt(
  username: string,
  password: string,
  client: ClientInfo = HOME,
): Promise<{ status: number; retryAfter?: string; message?: string }> {
  try {
    await backend.auth.login({ username, password, options: { value: 'bo-front' } }, 'en', client);
    return { status: 200 };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, retryAfter: error.headers['retry-after'], message: error.body.message };
  }
}

describe('login throttling per username (docs/api/README.md#authentication)', () => {
  it('refuses the 6th try after 5 wrong passwords with a 429 and Retry-After 30, even with the right password', async () => {
    for (let i = 1; i <= 5; i++) expect((await attempt('admin@demo.local', 'wrong')).status, `try ${i}`).toBe(401);
    const refused = await attempt('admin@demo.local', 'demo');
    expect(refused).toEqual({
      status: 429,
      retryAfter: '30',
      message: 'Too many login attempts. Try again in 30 s.',
    });
    // The wait counts down; calls during the lock do not lengthen it.
    backend.clock.advance(10 * SECOND);
    expect((await attempt('admin@demo.local', 'wrong')).retryAfter).toBe('20');
    backend.clock.advance(20 * SECOND);
    expect((await attempt('admin@demo.local', 'demo')).status).toBe(200);
  });

  it('doubles the wait with each further wrong password: 30, 60, 120, 240, 480 s, then 15 minutes at most', async () => {
    for (let i = 0; i < 5; i++) await attempt('reseller@demo.local', 'wrong');
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const refused = await attempt('reseller@demo.local', 'wrong');
      expect(refused.status).toBe(429);
      waits.push(Number(refused.retryAfter));
      backend.clock.advance(Number(refused.retryAfter) * SECOND);
      expect((await attempt('reseller@demo.local', 'wrong')).status, 'the try after the wait is checked').toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it('clears the failures after a success: 5 more wrong passwords before the next lock', async () => {
    for (let i = 0; i < 4; i++) await attempt('admin@demo.local', 'wrong');
    expect((await attempt('admin@demo.local', 'demo')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('admin@demo.local', 'wrong')).status).toBe(401);
    expect((await attempt('admin@demo.local', 'demo')).status).toBe(200);
  });

  it('throttles an unknown username exactly as a real one, with the same message', async () => {
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(await attempt('admin@demo.local', 'wrong'));
      unknown.push(await attempt('nobody@demo.local', 'wrong'));
    }
    expect(unknown).toEqual(known);
    expect((known[5] as { status: number }).status).toBe(429);
  });

  it('keys the username without case or spaces, and keeps other usernames apart', async () => {
    for (let i = 0; i < 5; i++) await attempt(i % 2 ? ' ADMIN@demo.local' : 'admin@DEMO.local ', 'wrong');
    expect((await attempt('admin@demo.local', 'demo')).status).toBe(429);
    expect((await attempt('reader@demo.local', 'demo')).status).toBe(200);
  });

  it('counts a disabled account’s right password as a failure', async () => {
    const disabled = backend.db.collections.users.findFirst((q) =>
      q.where((u) => !u.isActive && u.roles[0] === 'ROLE_ADMIN'),
    )!;
    for (let i = 0; i < 5; i++) expect((await attempt(disabled.username, 'demo')).status).toBe(401);
    expect((await attempt(disabled.username, 'demo')).status).toBe(429);
  });
});

describe('login throttling per client address', () => {
  it('refuses an address after 100 failed logins in 15 minutes, whatever the username; other addresses log in', async () => {
    for (let i = 0; i < 100; i++) {
      const answer = await attempt(`user${i}@example.com`, 'wrong');
      expect(answer.status, `failure ${i + 1}`).toBe(401);
      backend.clock.advance(5 * SECOND);
    }
    const refused = await attempt('admin@demo.local', 'demo');
    expect(refused.status).toBe(429);
    // The first failure leaves the 15-minute window 15 min after it was made: 500 s ago.
    expect(refused.retryAfter).toBe(String(15 * 60 - 500));
    expect((await attempt('admin@demo.local', 'demo', OFFICE)).status).toBe(200);
    backend.clock.advance(400 * SECOND);
    expect((await attempt('admin@demo.local', 'demo')).status).toBe(200);
  });
});

describe('reset links', () => {
  const linkToken = async (userId: number) => (await backend.auth.sendResetLink(userId, 'en')).link?.split('/')[2];

  it('leaves the older links working when a new one is asked for; the new password ends them all', async () => {
    const id = userIdOf(backend, 'reseller@demo.local');
    const first = (await linkToken(id))!;
    const second = (await linkToken(id))!;
    await backend.auth.changePassword(first, id, { password: 'welcome-2026' }, 'en');
    expect((await attempt('reseller@demo.local', 'welcome-2026')).status).toBe(200);
    const refusal = await refusalOf(() => backend.auth.changePassword(second, id, { password: 'other-2026!' }, 'en'));
    expect(refusal.body.message).toBe('error_token');
    expect(backend.db.collections.resetTokens.all().filter((r) => r.userId === id)).toEqual([]);
  });

  it('answers an unknown id as it answers an account, and throttles it alike', async () => {
    for (const id of [999_999, userIdOf(backend, 'admin@demo.local')]) {
      for (let i = 0; i < 3; i++)
        await expect(backend.auth.sendResetLink(id, 'en')).resolves.toMatchObject({ sent: true });
      const refusal = await refusalOf(() => backend.auth.sendResetLink(id, 'en'));
      expect(refusal.status).toBe(429);
      expect(refusal.headers['retry-after']).toBe(String(60 * 60));
    }
  });

  it('issues no link for an account that cannot log in, with the same answer', async () => {
    const disabled = backend.db.collections.users.findFirst((q) => q.where((u) => !u.isActive))!;
    const quoteUser = userIdOf(backend, 'client@demo.local');
    for (const id of [disabled.id, quoteUser]) {
      const answer = await backend.auth.sendResetLink(id, 'en');
      expect(answer.sent).toBe(true);
      expect(answer.link).toBeNull();
    }
    expect(backend.db.collections.resetTokens.all()).toEqual([]);
  });

  it('answers at most 3 link requests per account per hour (429 with Retry-After beyond)', async () => {
    const id = userIdOf(backend, 'admin@demo.local');
    for (let i = 0; i < 3; i++) {
      await backend.auth.sendResetLink(id, 'en');
      backend.clock.advance(10 * MINUTE);
    }
    const refusal = await refusalOf(() => backend.auth.sendResetLink(id, 'en'));
    expect(refusal.status).toBe(429);
    expect(refusal.headers['retry-after']).toBe(String(30 * 60));
    // Another account is not held back.
    await expect(backend.auth.sendResetLink(userIdOf(backend, 'reader@demo.local'), 'en')).resolves.toMatchObject({
      sent: true,
    });
    backend.clock.advance(30 * MINUTE);
    await expect(backend.auth.sendResetLink(id, 'en')).resolves.toMatchObject({ sent: true });
  });
});

describe('check-user-mail', () => {
  it('answers at most 10 calls per client address per minute', async () => {
    for (let i = 0; i < 10; i++) {
      expect(backend.auth.checkUserMail({ email: `someone${i}@example.com` }, 'en', HOME).isExist).toBe(false);
    }
    const refusal = await refusalOf(() => backend.auth.checkUserMail({ email: 'admin@demo.local' }, 'en', HOME));
    expect(refusal.status).toBe(429);
    expect(refusal.headers['retry-after']).toBe('60');
    expect(backend.auth.checkUserMail({ email: 'admin@demo.local' }, 'en', OFFICE).isExist).toBe(true);
    backend.clock.advance(MINUTE);
    expect(backend.auth.checkUserMail({ email: 'admin@demo.local' }, 'en', HOME).isExist).toBe(true);
  });
});
