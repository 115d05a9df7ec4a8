import { describe, expect, it } from 'vitest';
import { delayDate, type DelayRule } from './delay-date';

const rule = (delay: number, shortCode: string | null): DelayRule => ({
  delay,
  category: shortCode === null ? null : { pose: { shortCode } },
});

describe('delayDate', () => {
  it('adds the delay of the category scenario whose pose matches the application', () => {
    expect(delayDate('2026-03-10T09:00:00Z', 'MAN', [rule(5, 'AUTO'), rule(7, 'MAN')])?.toISOString()).toBe(
      '2026-03-17T09:00:00.000Z',
    );
  });
  it('has no date when nothing matches, the application is missing or the date is invalid', () => {
    expect(delayDate('2026-03-10T09:00:00Z', 'MAN', [rule(5, 'AUTO'), rule(3, null)])).toBeNull();
    expect(delayDate('2026-03-10T09:00:00Z', null, [rule(5, 'MAN')])).toBeNull();
    expect(delayDate('not a date', 'MAN', [rule(5, 'MAN')])).toBeNull();
  });
  it('promises the longest delay when several match', () => {
    expect(
      delayDate('2026-03-10T09:00:00Z', 'man', [rule(3, 'MAN'), rule(10, ' man '), rule(5, 'MAN')])?.toISOString(),
    ).toBe('2026-03-20T09:00:00.000Z');
  });
  it('crosses month and year ends', () => {
    expect(delayDate('2026-01-29T10:00:00Z', 'AUTO', [rule(3, 'AUTO')])?.toISOString()).toBe(
      '2026-02-01T10:00:00.000Z',
    );
    expect(delayDate('2026-12-30T23:30:00Z', 'AUTO', [rule(5, 'AUTO')])?.toISOString()).toBe(
      '2027-01-04T23:30:00.000Z',
    );
    expect(delayDate('2028-02-27T12:00:00Z', 'AUTO', [rule(2, 'AUTO')])?.toISOString()).toBe(
      '2028-02-29T12:00:00.000Z',
    );
  });
});
