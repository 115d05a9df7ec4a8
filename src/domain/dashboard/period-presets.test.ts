import { describe, expect, it } from 'vitest';
import { counterChange, monthWithin, presetPeriod, resolvePeriod } from './period-presets';

const today = new Date(2026, 1, 10, 0, 30); // 10 February 2026, just after midnight

describe('dashboard period presets', () => {
  it('turns each preset into calendar days around today', () => {
    expect(presetPeriod('thisMonth', today)).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(presetPeriod('last30Days', today)).toEqual({ start: '2026-01-12', end: '2026-02-10' });
    expect(presetPeriod('thisYear', today)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(presetPeriod('lastYear', today)).toEqual({ start: '2025-01-01', end: '2025-12-31' });
  });

  it('prefers a valid custom range, then a preset, else this year', () => {
    expect(resolvePeriod({ from: '2026-03-01', to: '2026-03-15', preset: 'lastYear' }, today)).toEqual({
      period: { start: '2026-03-01', end: '2026-03-15' },
      preset: 'custom',
    });
    expect(resolvePeriod({ from: '2026-03-15', to: '2026-03-01', preset: 'lastYear' }, today).preset).toBe('lastYear');
    expect(resolvePeriod({ from: '2026-02-30', to: '2026-03-01' }, today).preset).toBe('thisYear');
    expect(resolvePeriod({ preset: 'nonsense' }, today).period).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });

  it('clips a month to the period', () => {
    const period = { start: '2026-01-12', end: '2026-02-10' };
    expect(monthWithin('2026-01', period)).toEqual({ start: '2026-01-12', end: '2026-01-31' });
    expect(monthWithin('2026-02', period)).toEqual({ start: '2026-02-01', end: '2026-02-10' });
    expect(monthWithin('2024-02', { start: '2024-01-01', end: '2024-12-31' })).toEqual({
      start: '2024-02-01',
      end: '2024-02-29',
    });
  });

  it('compares a counter with the previous period', () => {
    expect(counterChange({ value: 112, previous: 100 })).toEqual({ direction: 'up', amount: expect.closeTo(0.12) });
    expect(counterChange({ value: 50, previous: 100 })).toEqual({ direction: 'down', amount: -0.5 });
    expect(counterChange({ value: 3, previous: 0 })).toEqual({ direction: 'new', amount: 0 });
    expect(counterChange({ value: 0, previous: 0 })).toEqual({ direction: 'flat', amount: 0 });
    expect(counterChange({ value: 0.3, previous: 0.25 }, 'points')).toEqual({
      direction: 'up',
      amount: expect.closeTo(0.05),
    });
  });
});
