import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  changeOf,
  dayStarts,
  isDay,
  isTimeZone,
  monthStarts,
  periodDays,
  periodLength,
  periodMonths,
  presetPeriod,
  previousMonth,
  previousPeriod,
  ratio,
  sameDayAYearEarlier,
  yearEarlier,
  zonedDay,
  zonedDayBound,
  zonedDayStart,
  zonedMonth,
} from './dashboard-figures';

const iso = (time: number) => new Date(time).toISOString();

describe('periods', () => {
  it('counts the days of a period, both ends included', () => {
    expect(periodLength({ start: '2026-01-01', end: '2026-12-31' })).toBe(365);
    expect(periodLength({ start: '2028-01-01', end: '2028-12-31' })).toBe(366);
    expect(periodLength({ start: '2026-03-05', end: '2026-03-05' })).toBe(1);
  });

  it('has no days, no months and no previous days when it ends before it starts', () => {
    const empty = { start: '2026-03-05', end: '2026-03-04' };
    expect(periodLength(empty)).toBe(0);
    expect(periodDays(empty)).toEqual([]);
    expect(periodMonths(empty)).toEqual([]);
    expect(dayStarts(empty, 'UTC')).toEqual([]);
    expect(monthStarts(empty, 'UTC')).toEqual([]);
  });

  it('compares with the previous period of the same length, counted in days', () => {
    expect(previousPeriod({ start: '2026-03-01', end: '2026-03-31' })).toEqual({
      start: '2026-01-29',
      end: '2026-02-28',
    });
    expect(previousPeriod({ start: '2026-01-01', end: '2026-12-31' })).toEqual({
      start: '2025-01-01',
      end: '2025-12-31',
    });
    // 366 days in 2028: the previous period starts a day into 2026's last day.
    expect(previousPeriod({ start: '2028-01-01', end: '2028-12-31' })).toEqual({
      start: '2026-12-31',
      end: '2027-12-31',
    });
    expect(previousPeriod({ start: '2026-03-05', end: '2026-03-05' })).toEqual({
      start: '2026-03-04',
      end: '2026-03-04',
    });
  });

  it('lists the months a period touches, across a year end', () => {
    expect(periodMonths({ start: '2025-11-15', end: '2026-02-01' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(periodMonths({ start: '2026-04-10', end: '2026-04-20' })).toEqual(['2026-04']);
  });

  it('lists every day of a period, through the end of February of a leap year', () => {
    expect(periodDays({ start: '2028-02-27', end: '2028-03-01' })).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });

  it('takes the same days a year earlier, 29 February becoming 28 February', () => {
    expect(sameDayAYearEarlier('2026-07-14')).toBe('2025-07-14');
    expect(sameDayAYearEarlier('2028-02-29')).toBe('2027-02-28');
    expect(yearEarlier({ start: '2028-02-01', end: '2028-02-29' })).toEqual({
      start: '2027-02-01',
      end: '2027-02-28',
    });
  });

  it('turns the presets into days around today', () => {
    expect(presetPeriod('thisMonth', '2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(presetPeriod('thisMonth', '2026-12-31')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(presetPeriod('last30Days', '2026-03-10')).toEqual({ start: '2026-02-09', end: '2026-03-10' });
    expect(presetPeriod('thisYear', '2026-11-22')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(presetPeriod('lastYear', '2026-11-22')).toEqual({ start: '2025-01-01', end: '2025-12-31' });
    expect(previousMonth('2026-01')).toBe('2025-12');
  });

  it('knows real calendar days', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('26-01-01')).toBe(false);
  });
});

describe('time zones', () => {
  it('puts an order at 23:30 UTC on 31 January in February in Paris, in January in UTC', () => {
    expect(zonedDay('2026-01-31T23:30:00.000Z', 'Europe/Paris')).toBe('2026-02-01');
    expect(zonedMonth('2026-01-31T23:30:00.000Z', 'Europe/Paris')).toBe('2026-02');
    expect(zonedMonth('2026-01-31T23:30:00.000Z', 'UTC')).toBe('2026-01');
    expect(zonedDay('2026-03-01T03:00:00.000Z', 'America/New_York')).toBe('2026-02-28');
  });

  it('starts a day at local midnight, in winter and in summer time', () => {
    expect(iso(zonedDayStart('2026-02-01', 'Europe/Paris'))).toBe('2026-01-31T23:00:00.000Z');
    expect(iso(zonedDayStart('2026-07-01', 'Europe/Paris'))).toBe('2026-06-30T22:00:00.000Z');
    expect(iso(zonedDayStart('2026-07-01', 'America/New_York'))).toBe('2026-07-01T04:00:00.000Z');
    expect(iso(zonedDayStart('2026-07-01', 'UTC'))).toBe('2026-07-01T00:00:00.000Z');
  });

  it('ends a day at its last millisecond, a DST change that night included', () => {
    expect(zonedDayBound('2026-03-29', false, 'Europe/Paris')).toBe('2026-03-28T23:00:00.000Z');
    expect(zonedDayBound('2026-03-29', true, 'Europe/Paris')).toBe('2026-03-29T21:59:59.999Z');
    expect(zonedDayBound('2026-10-25', true, 'Europe/Paris')).toBe('2026-10-25T22:59:59.999Z');
  });

  it('cuts a period into days and months at local midnights', () => {
    const starts = dayStarts({ start: '2026-03-28', end: '2026-03-30' }, 'Europe/Paris').map(iso);
    expect(starts).toEqual([
      '2026-03-27T23:00:00.000Z',
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
      '2026-03-30T22:00:00.000Z',
    ]);
    const months = monthStarts({ start: '2026-01-15', end: '2026-02-10' }, 'Europe/Paris').map(iso);
    expect(months).toEqual(['2026-01-14T23:00:00.000Z', '2026-01-31T23:00:00.000Z', '2026-02-10T23:00:00.000Z']);
  });

  describe("the runtime's own zone", () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });
    // A fresh copy of the module each time: it keeps the zone once asked (by the tests above, say).
    const fresh = async () => {
      vi.resetModules();
      return (await import('./dashboard-figures')).localTimeZone;
    };

    it('reads it from Temporal where the runtime has it, without making a date format', async () => {
      vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Tokyo' } });
      const format = vi.spyOn(Intl, 'DateTimeFormat');
      expect((await fresh())()).toBe('Asia/Tokyo');
      expect(format).not.toHaveBeenCalled();
      format.mockRestore();
    });

    it('reads it from a date format where the runtime has no Temporal', async () => {
      vi.stubGlobal('Temporal', undefined);
      expect((await fresh())()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    });
  });

  it('tells a known time zone from a made-up one', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('figures', () => {
  it('divides by nothing as zero (an empty period has no average)', () => {
    expect(ratio(300, 4)).toBe(75);
    expect(ratio(0, 0)).toBe(0);
  });

  it('gives the change against the previous period, none when it had nothing', () => {
    expect(changeOf({ value: 150, previous: 100 })).toBeCloseTo(0.5);
    expect(changeOf({ value: 50, previous: 100 })).toBeCloseTo(-0.5);
    expect(changeOf({ value: 50, previous: 0 })).toBeNull();
  });
});
