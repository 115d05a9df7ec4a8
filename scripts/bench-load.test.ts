import { describe, expect, it } from 'vitest';
import type { OrderStatusId } from '../src/domain/orders/order-status';
import { historyProblems, loadFailures, runLoad } from './bench-load';

describe('npm run load, short (3 s, 5 connections)', () => {
  it('flags a status history the machine forbids', () => {
    const history = new Map<number, OrderStatusId[]>([
      [1, [0, 1, 2, 3, 99]],
      [2, [1, 4, 100]],
      [3, [0, 1, 1]],
      [4, [0, 100, 1]],
    ]);
    expect(historyProblems(history)).toEqual(['#3: 1 → 1 in 0 → 1 → 1', '#4: 100 → 1 in 0 → 100 → 1']);
  });

  it('serves the mixed calls with only expected answers and leaves consistent histories', async () => {
    const result = await runLoad({ durationS: 3, connections: 5, eventClients: 4 });
    expect(result.requests).toBeGreaterThan(10);
    expect(result.byKind.orderList?.['200']).toBeGreaterThan(0);
    expect(result.byKind.statusChange).toBeDefined();
    // Some orders moved, so the history check below had paths to check.
    expect(result.statusSteps).toBeGreaterThan(0);
    // The latency budget is the bench's (a loaded test host says nothing of it); the events' completeness is not.
    expect(loadFailures({ ...result, events: null })).toEqual([]);
    expect(result.events).toMatchObject({ clients: 4, resumed: 4, missing: 0, repeated: 0, foreign: 0, errors: [] });
    expect(result.events?.delivered).toBeGreaterThan(0);
  }, 60_000);
});
