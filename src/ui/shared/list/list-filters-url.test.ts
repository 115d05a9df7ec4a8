import { describe, expect, it } from 'vitest';
import { badgeValue, localDayBound, rangeInOrder, toBadge, toOrderFilter } from './list-filters-url';

describe('the order and quote lists’ URL filters', () => {
  it('keep a badge’s label beside its id', () => {
    expect(toBadge(badgeValue({ id: 12, label: 'Vin: Vélin' }))).toEqual({ id: 12, label: 'Vin: Vélin' });
    expect(toBadge('x')).toBeNull();
  });

  it('send a picked day as the instants it starts and ends in the user’s time zone', () => {
    const start = new Date(localDayBound('2026-03-01', false) as string);
    const end = new Date(localDayBound('2026-03-01', true) as string);
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours()]).toEqual([2026, 2, 1, 0]);
    expect(end.getTime() - start.getTime()).toBe(86_400_000 - 1);
    expect(localDayBound('01/03/2026', false)).toBeUndefined();
  });

  const url = {
    'status[]': ['0', '99', '42'],
    'scenario[]': ['3:Vin'],
    'reseller[]': ['7:Dupont', '9:Label'],
    start: '2026-01-01',
  };

  it('become the order list’s domain filter (an unknown status is dropped)', () => {
    expect(toOrderFilter(url)).toEqual({
      statuses: [0, 99],
      scenarioIds: [3],
      resellerIds: [7, 9],
      createdFrom: localDayBound('2026-01-01', false),
      createdTo: undefined,
    });
  });

  it('keep only the filters the list offers (the quote list has no status nor scenario filter)', () => {
    expect(toOrderFilter(url, { resellers: true, dates: true })).toEqual({
      statuses: undefined,
      scenarioIds: undefined,
      resellerIds: [7, 9],
      createdFrom: localDayBound('2026-01-01', false),
      createdTo: undefined,
    });
  });

  it('leave out an end before the start (a link edited by hand): the field says why', () => {
    expect([
      rangeInOrder('2026-03-02', '2026-03-01'),
      rangeInOrder('2026-03-01', '2026-03-01'),
      rangeInOrder('', 'x'),
    ]).toEqual([false, true, true]);
    const filter = toOrderFilter({ start: '2026-03-02', end: '2026-03-01' });
    expect(filter.createdFrom).toBe(localDayBound('2026-03-02', false));
    expect(filter.createdTo).toBeUndefined();
  });
});
