import { describe, expect, it } from 'vitest';
import { countdown, IDLE_WARNING_MS, idleState, nextCheckIn, sessionEnd, type SessionTiming } from './idle';

const MINUTE = 60_000;
const start = Date.UTC(2026, 0, 5, 9, 0, 0);
const timing: SessionTiming = { lastActivityAt: start, idleTimeoutSeconds: 30 * 60, expiresAt: null };

describe('sessionEnd', () => {
  it('ends a session its idle timeout after the last activity', () => {
    expect(sessionEnd(timing)).toEqual({ endsAt: start + 30 * MINUTE, reason: 'idle' });
  });
  it('ends it at its absolute end when that comes before the idle end', () => {
    const expiresAt = start + 10 * MINUTE;
    expect(sessionEnd({ ...timing, expiresAt })).toEqual({ endsAt: expiresAt, reason: 'absolute' });
  });
  it('keeps the idle end when the absolute end is later', () => {
    expect(sessionEnd({ ...timing, expiresAt: start + 12 * 60 * MINUTE }).reason).toBe('idle');
  });
});

describe('idleState', () => {
  it('is active until two minutes before the end, and says when the warning comes', () => {
    const state = idleState(timing, start + 27 * MINUTE);
    expect(state).toEqual({
      phase: 'active',
      endsAt: start + 30 * MINUTE,
      warnAt: start + 28 * MINUTE,
      reason: 'idle',
    });
    expect(idleState(timing, start + 28 * MINUTE - 1).phase).toBe('active');
  });
  it('warns from two minutes before the end, with the time left', () => {
    expect(IDLE_WARNING_MS).toBe(2 * MINUTE);
    expect(idleState(timing, start + 28 * MINUTE)).toEqual({
      phase: 'warning',
      endsAt: start + 30 * MINUTE,
      remainingMs: 2 * MINUTE,
      reason: 'idle',
    });
  });
  it('is over at the end, not a millisecond before', () => {
    expect(idleState(timing, start + 30 * MINUTE - 1).phase).toBe('warning');
    expect(idleState(timing, start + 30 * MINUTE).phase).toBe('ended');
  });
  it('moves the end back with a later activity (another call, another tab)', () => {
    const later = { ...timing, lastActivityAt: start + 29 * MINUTE };
    expect(idleState(later, start + 29 * MINUTE + 1).phase).toBe('active');
  });
  it('warns before an absolute end however recent the activity', () => {
    const state = idleState({ ...timing, expiresAt: start + 5 * MINUTE }, start + 4 * MINUTE);
    expect(state).toMatchObject({ phase: 'warning', reason: 'absolute', remainingMs: MINUTE });
  });
});

describe('nextCheckIn', () => {
  it('waits for the warning while active', () => {
    const now = start + 10 * MINUTE;
    expect(nextCheckIn(idleState(timing, now), now)).toBe(18 * MINUTE);
  });
  it('ticks on the edge of each second during the warning, and stops at the end', () => {
    const now = start + 28 * MINUTE + 300;
    expect(nextCheckIn(idleState(timing, now), now)).toBe(700);
    const onEdge = start + 28 * MINUTE;
    expect(nextCheckIn(idleState(timing, onEdge), onEdge)).toBe(1000);
    const last = start + 30 * MINUTE - 200;
    expect(nextCheckIn(idleState(timing, last), last)).toBe(200);
    expect(nextCheckIn(idleState(timing, start + 31 * MINUTE), start + 31 * MINUTE)).toBeNull();
  });
});

describe('countdown', () => {
  it('writes m:ss rounded up to the second', () => {
    expect(countdown(2 * MINUTE)).toBe('2:00');
    expect(countdown(2 * MINUTE - 1)).toBe('2:00');
    expect(countdown(MINUTE + 9_000)).toBe('1:09');
    expect(countdown(1)).toBe('0:01');
    expect(countdown(0)).toBe('0:00');
    expect(countdown(-5)).toBe('0:00');
  });
});
