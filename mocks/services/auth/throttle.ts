import type { Clock } from '../shared/clock';

/**
 * Throttling of the calls an attacker repeats (docs/api/README.md#authentication): failed logins
 * per username and per client address, reset-link requests per account, `check-user-mail` calls
 * per client address. State lives in memory: a restarted server forgets it, as a real one with an
 * in-memory limiter would.
 */

/** How many keys a limiter keeps before it sweeps the ones it no longer needs. */
const SWEEP_ABOVE = 10_000;

/** Whole seconds until `until` (at least 1): the `Retry-After` of a 429. */
function secondsUntil(until: number, now: number): number {
  return Math.max(1, Math.ceil((until - now) / 1000));
}

/**
 * At most `limit` hits (a failure, a request…) per key within a sliding `windowMs`: `wait(key)` is the number of
 * seconds to wait before one more is allowed (0 now), `record(key)` counts one.
 */
export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (kept.length) this.hits.set(key, kept);
    else this.hits.delete(key);
    return kept;
  }

  /** Seconds until one more hit is allowed for `key`; 0 when it is allowed now. */
  wait(key: string): number {
    const now = this.clock.now().getTime();
    const recent = this.recent(key, now);
    if (recent.length < this.limit) return 0;
    // The oldest hits that must leave the window before there is room for one more.
    const leaving = recent[recent.length - this.limit] as number;
    return secondsUntil(leaving + this.windowMs, now);
  }

  record(key: string): void {
    const now = this.clock.now().getTime();
    if (this.hits.size > SWEEP_ABOVE) for (const k of [...this.hits.keys()]) this.recent(k, now);
    this.hits.set(key, [...this.recent(key, now), now]);
  }
}

interface FailureStreak {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

/**
 * Failed logins of one username: after `freeFailures` failures (none more than `windowMs` after
 * the previous one or the end of the last lock), the username is locked for `firstLockMs`, doubled
 * by each further failure up to `maxLockMs`. A success clears it.
 */
export class FailureLock {
  private readonly streaks = new Map<string, FailureStreak>();

  constructor(
    private readonly clock: Clock,
    readonly options: {
      readonly freeFailures: number;
      readonly windowMs: number;
      readonly firstLockMs: number;
      readonly maxLockMs: number;
    },
  ) {}

  private current(key: string, now: number): FailureStreak | null {
    const streak = this.streaks.get(key);
    if (!streak) return null;
    if (now - Math.max(streak.lastFailureAt, streak.lockedUntil) > this.options.windowMs) {
      this.streaks.delete(key);
      return null;
    }
    return streak;
  }

  /** Seconds until `key` may try again; 0 when it may now. */
  wait(key: string): number {
    const now = this.clock.now().getTime();
    const streak = this.current(key, now);
    return streak && streak.lockedUntil > now ? secondsUntil(streak.lockedUntil, now) : 0;
  }

  fail(key: string): void {
    const now = this.clock.now().getTime();
    if (this.streaks.size > SWEEP_ABOVE) for (const k of [...this.streaks.keys()]) this.current(k, now);
    const streak = this.current(key, now) ?? { failures: 0, lastFailureAt: now, lockedUntil: 0 };
    streak.failures += 1;
    streak.lastFailureAt = now;
    const { freeFailures, firstLockMs, maxLockMs } = this.options;
    if (streak.failures >= freeFailures) {
      const doublings = Math.min(streak.failures - freeFailures, 30);
      streak.lockedUntil = now + Math.min(firstLockMs * 2 ** doublings, maxLockMs);
    }
    this.streaks.set(key, streak);
  }

  succeed(key: string): void {
    this.streaks.delete(key);
  }
}
