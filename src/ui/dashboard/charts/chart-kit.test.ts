import { describe, expect, it } from 'vitest';
import { valueScale, valueTicks } from './chart-kit';

describe('the charts’ value axis', () => {
  it('counts small numbers in whole steps, each label once (0, 1, 2, 3, not 0, 1, 1, 2, 2, 3, 3)', () => {
    const ticks = valueTicks(valueScale(3), true);
    expect(ticks).toEqual([0, 1, 2, 3]);
    expect(new Set(ticks.map((v) => Math.round(v))).size).toBe(ticks.length);
  });

  it('keeps the nice steps of larger counts and of amounts', () => {
    expect(valueTicks(valueScale(480), true)).toEqual([0, 100, 200, 300, 400, 500]);
    expect(valueTicks(valueScale(2.5), false)).toContain(0.5);
  });
});
