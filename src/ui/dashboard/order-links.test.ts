import { describe, expect, it } from 'vitest';
import { badgeValue, URL_KEYS } from '../shared/list/list-filters-url';
import { orderListHref } from './order-links';

describe('orderListHref', () => {
  it('writes the filter as URLSearchParams would, whatever a label holds', () => {
    const scenario = { id: 7, label: "Étiquette (ronde) 50 % & co ~ l'été! *+/?=#" };
    const reseller = { id: 3, label: 'Dupont & Fils' };
    const period = { start: '2026-01-01', end: '2026-01-31' };
    const expected = new URLSearchParams();
    expected.set(URL_KEYS.start, period.start);
    expected.set(URL_KEYS.end, period.end);
    expected.append(URL_KEYS.statuses, '4');
    expected.append(URL_KEYS.scenarios, badgeValue(scenario));
    expected.append(URL_KEYS.resellers, badgeValue(reseller));
    const href = orderListHref({ period, status: 4, scenario, reseller });
    expect(href).toBe(`/order?${expected.toString()}`);
    // And the order list reads back what the chart meant.
    const read = new URLSearchParams(href.split('?')[1]);
    expect(read.get(URL_KEYS.scenarios)).toBe(badgeValue(scenario));
    expect(read.get(URL_KEYS.resellers)).toBe(badgeValue(reseller));
  });
});
