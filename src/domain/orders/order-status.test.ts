import { describe, expect, it } from 'vitest';
import {
  adminTargets,
  bulkTargets,
  canAskCancellation,
  canFlagNonConformity,
  checkAdminTransition,
  ORDER_STATUSES,
  type OrderStatusId,
} from './order-status';

const allowed: [OrderStatusId, OrderStatusId][] = [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 99],
  [0, 100],
  [1, 100],
  [2, 100],
  [3, 100],
  [4, 100],
  [5, 100],
];

describe('checkAdminTransition', () => {
  it.each(allowed)('allows %i → %i', (from, to) => {
    expect(checkAdminTransition(from, to)).toEqual({ ok: true });
  });

  it('refuses every other pair of statuses', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (allowed.some(([a, b]) => a === from && b === to)) continue;
        expect(checkAdminTransition(from, to).ok, `${from} → ${to}`).toBe(false);
      }
    }
  });

  it('names the reason', () => {
    expect(checkAdminTransition(0, 99)).toEqual({ ok: false, reason: 'notNextStep' });
    expect(checkAdminTransition(99, 100)).toEqual({ ok: false, reason: 'finalStatus' });
    expect(checkAdminTransition(100, 1)).toEqual({ ok: false, reason: 'finalStatus' });
    expect(checkAdminTransition(1, 4)).toEqual({ ok: false, reason: 'reservedStatus' });
    expect(checkAdminTransition(1, 5)).toEqual({ ok: false, reason: 'reservedStatus' });
    expect(checkAdminTransition(1, 1)).toEqual({ ok: false, reason: 'sameStatus' });
    expect(checkAdminTransition(1, 8)).toEqual({ ok: false, reason: 'unknownStatus' });
  });

  it('refuses any change while a non-conformity request waits', () => {
    expect(checkAdminTransition(5, 100, { nonConformityWaiting: true })).toEqual({
      ok: false,
      reason: 'nonConformityWaiting',
    });
    expect(adminTargets(5, { nonConformityWaiting: true })).toEqual([]);
  });

  it('offers the next step and cancellation', () => {
    expect(adminTargets(0)).toEqual([1, 100]);
    expect(adminTargets(3)).toEqual([99, 100]);
    expect(adminTargets(99)).toEqual([]);
  });
});

describe('the bulk change’s menu', () => {
  it('offers only the statuses at least one selected order may move to', () => {
    expect(bulkTargets([0, 0])).toEqual([1, 100]);
    expect(bulkTargets([0, 2])).toEqual([1, 3, 100]);
    expect(bulkTargets([3, 99])).toEqual([99, 100]);
  });
  it('offers nothing for orders that may not move: delivered, cancelled, not conformed (a request waits)', () => {
    expect(bulkTargets([99, 100, 5])).toEqual([]);
    expect(bulkTargets([])).toEqual([]);
  });
});

describe('requests', () => {
  it('lets a reseller ask to cancel only pending or in-progress orders', () => {
    expect(ORDER_STATUSES.filter(canAskCancellation)).toEqual([0, 1]);
  });
  it('lets an admin flag a non-conformity on 0, 1 or 2 only', () => {
    expect(ORDER_STATUSES.filter(canFlagNonConformity)).toEqual([0, 1, 2]);
  });
});
