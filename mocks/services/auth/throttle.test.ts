import { describe, expect, it } from 'vitest';
import { Clock } from '../shared/clock';
import { FailureLock, SlidingWindow } from './throttle';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('Clock', () => {
  it('reads the time it is given and moves forward when told', () => {
    const clock = new Clock(() => Date.UTC(2026, 0, 1));
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z');
    clock.advance(31 * MINUTE);
    expect(clock.now().toISOString()).toBe('2026-01-01T00:31:00.000Z');
    expect(() => clock.advance(-1)).toThrow();
  });
});

describe('FailureLock (failed logins of one username)', () => {
  const lock = (clock: Clock) =>
    new FailureLock(clock, {
      freeFailures: 5,
      windowMs: 15 * MINUTE,
      firstLockMs: 30 * SECOND,
      maxLockMs: 15 * MINUTE,
    });

  it('locks after the 5th failure for 30 s, then 60, 120… up to 15 min, one more failure after each wait', () => {
    const clock = new Clock(() => 0);
    const failures = lock(clock);
    for (let i = 1; i <= 4; i++) {
      failures.fail('a');
      expect(failures.wait('a'), `after ${i} failures`).toBe(0);
    }
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      failures.fail('a');
      const wait = failures.wait('a');
      waits.push(wait);
      clock.advance(wait * SECOND);
      expect(failures.wait('a'), 'the lock ends when its wait is over').toBe(0);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('counts down the wait, and a success clears the failures', () => {
    const clock = new Clock(() => 0);
    const failures = lock(clock);
    for (let i = 0; i < 5; i++) failures.fail('a');
    clock.advance(12 * SECOND);
    expect(failures.wait('a')).toBe(18);
    clock.advance(18 * SECOND);
    failures.succeed('a');
    for (let i = 0; i < 4; i++) failures.fail('a');
    expect(failures.wait('a'), 'four failures after a success do not lock').toBe(0);
  });

  it('forgets failures 15 minutes old, and keeps each key apart', () => {
    const clock = new Clock(() => 0);
    const failures = lock(clock);
    for (let i = 0; i < 4; i++) failures.fail('a');
    clock.advance(15 * MINUTE + SECOND);
    failures.fail('a');
    expect(failures.wait('a'), 'a fresh streak of one failure').toBe(0);
    for (let i = 0; i < 5; i++) failures.fail('b');
    expect(failures.wait('b')).toBe(30);
    expect(failures.wait('a')).toBe(0);
  });
});

describe('SlidingWindow', () => {
  it('allows `limit` hits per window, then says how long until the oldest leaves it', () => {
    const clock = new Clock(() => 0);
    const window = new SlidingWindow(clock, 3, 60 * MINUTE);
    for (let i = 0; i < 3; i++) {
      expect(window.wait('7')).toBe(0);
      window.record('7');
      clock.advance(10 * MINUTE);
    }
    expect(window.wait('7'), 'the first event leaves the hour 30 min from now').toBe(30 * 60);
    expect(window.wait('8'), 'another key is not limited').toBe(0);
    clock.advance(30 * MINUTE);
    expect(window.wait('7')).toBe(0);
  });
});
