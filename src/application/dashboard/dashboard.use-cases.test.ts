import { describe, expect, it } from 'vitest';
import type { DashboardCounters, DashboardQuery } from '../../domain/dashboard/dashboard';
import type { User } from '../../domain/users/user';
import type { DashboardGateway } from './dashboard-gateway.port';
import { LoadDashboard } from './dashboard.use-cases';

const user = (id: number, role: string): User => ({
  id,
  username: `u${id}@demo.local`,
  roles: [role],
  firstname: '',
  lastname: '',
  company: null,
  lastConnection: null,
  isActive: true,
  parent: null,
});

/** A gateway that records the queries it gets and answers after `delayMs`. */
function gateway(delayMs = 20) {
  const asked: { call: string; query: DashboardQuery; at: number }[] = [];
  const started = Date.now();
  const answer = <T>(call: string, query: DashboardQuery, value: T) => {
    asked.push({ call, query, at: Date.now() - started });
    return new Promise<T>((resolve) => setTimeout(() => resolve(value), delayMs));
  };
  const counter = { value: 1, previous: 0 };
  const keys =
    'orders turnover averageOrderValue quotes quoteConversionRate openCancellationRequests openNonConformities';
  const counters = { ...Object.fromEntries(keys.split(' ').map((k) => [k, counter])), resaleMargin: null };
  const fake: DashboardGateway = {
    counters: (q) => answer('counters', q, counters as unknown as DashboardCounters),
    charts: (q) => answer('charts', q, { months: [], topScenarios: [] }),
    cumulatedTurnover: (q) => answer('cumulated', q, [{ day: 0, date: '2026-01-01', current: 5, previousYear: 3 }]),
  };
  return { fake, asked };
}

const YEAR: DashboardQuery = { period: { start: '2026-01-01', end: '2026-12-31' } };

describe('LoadDashboard', () => {
  it('asks the three figures at once and hands them back together', async () => {
    const { fake, asked } = gateway(40);
    const figures = await new LoadDashboard(fake, { user: user(1, 'ROLE_ADMIN') }).execute(YEAR);
    expect(asked.map((a) => a.call).sort()).toEqual(['charts', 'counters', 'cumulated']);
    // All three were asked before the first one answered.
    expect(Math.max(...asked.map((a) => a.at))).toBeLessThan(40);
    expect(figures.counters.orders.value).toBe(1);
    expect(figures.cumulated[0]?.current).toBe(5);
  });

  it("always asks for a reseller's own figures, whatever reseller the query names", async () => {
    const { fake, asked } = gateway(0);
    await new LoadDashboard(fake, { user: user(7, 'ROLE_RESELLER') }).execute({ ...YEAR, resellerId: 9 });
    await new LoadDashboard(fake, { user: user(7, 'ROLE_RESELLER') }).execute(YEAR);
    expect(asked.map((a) => a.query.resellerId)).toEqual([7, 7, 7, 7, 7, 7]);
  });

  it('lets staff ask for every reseller or for one', async () => {
    const { fake, asked } = gateway(0);
    await new LoadDashboard(fake, { user: user(1, 'ROLE_READER') }).execute(YEAR);
    await new LoadDashboard(fake, { user: user(1, 'ROLE_ADMIN') }).execute({ ...YEAR, resellerId: 9 });
    expect(asked.map((a) => a.query.resellerId)).toEqual([undefined, undefined, undefined, 9, 9, 9]);
  });
});
