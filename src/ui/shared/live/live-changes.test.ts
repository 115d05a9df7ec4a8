import { describe, expect, it } from 'vitest';
import { reachOf } from './live-changes';

describe('what a change makes stale', () => {
  it('an order: its list and page', () => {
    expect(reachOf({ entity: 'order', entityId: 12, orderId: 12, action: 'status' })).toEqual({
      lists: ['orders'],
      records: ['order:12'],
      counts: false,
    });
  });

  it('a validated quote: the quote list and page, and the order list its new order joins', () => {
    expect(reachOf({ entity: 'quote', entityId: 4, orderId: 90, action: 'validate' })).toEqual({
      lists: ['quotes', 'orders'],
      records: ['quote:4', 'order:90'],
      counts: false,
    });
  });

  it('a non-conformity: its list, its order’s list and page, and the sidebar’s counts', () => {
    expect(reachOf({ entity: 'non-conformity', entityId: 7, orderId: 31, action: 'non-conformity-answer' })).toEqual({
      lists: ['non-conformities', 'orders'],
      records: ['non-conformity:7', 'order:31'],
      counts: true,
    });
  });

  it('a cancellation request: its list, its order’s list and page, and the sidebar’s counts', () => {
    expect(reachOf({ entity: 'cancel-request', entityId: 3, orderId: 8, action: 'cancel-ask' })).toEqual({
      lists: ['cancel-requests', 'orders'],
      records: ['cancel-request:3', 'order:8'],
      counts: true,
    });
  });

  it('another record: only its own page', () => {
    expect(reachOf({ entity: 'reseller', entityId: 21, orderId: null, action: 'update' })).toEqual({
      lists: [],
      records: ['reseller:21'],
      counts: false,
    });
  });
});
