import { beforeEach, describe, expect, it } from 'vitest';
import type { DashboardQuery } from '../../src/domain/dashboard/dashboard';
import { ForbiddenError, UnauthorizedError } from '../../src/domain/shared/errors';
import { localTimeZone, periodBounds } from '../../src/domain/dashboard/dashboard-figures';
import type { Harness, MakeHarness } from './harness';

const OCTOBER: DashboardQuery = { period: { start: '2026-10-01', end: '2026-10-31' }, timeZone: 'Europe/Paris' };

/** What every DashboardGateway adapter must do. */
export function describeDashboardContract(name: string, make: MakeHarness): void {
  describe(`DashboardGateway contract: ${name}`, () => {
    let h: Harness;
    beforeEach(async () => {
      h = await make();
    });

    const userId = (login: string) => h.backend.db.collections.users.findFirst((q) => q.where({ username: login }))!.id;

    /** What the order list counts for the same days (its date filters' instants), as the logged-in user. */
    async function listed(query: DashboardQuery): Promise<number> {
      const bounds = periodBounds(query.period, query.timeZone ?? localTimeZone());
      const page = await h.adapters.orders.list({
        page: 1,
        size: 25,
        filter: { createdFrom: bounds.startDate, createdTo: bounds.endDate },
      });
      return page.totalRequest;
    }

    it('gives the counters, months and days of a period, in agreement with the order list', async () => {
      await h.loginAs('admin@demo.local');
      const counters = await h.adapters.dashboard.counters(OCTOBER);
      expect(counters.orders.value).toBe(await listed(OCTOBER));
      expect(counters.orders.previous).toBe(
        await listed({ ...OCTOBER, period: { start: '2026-08-31', end: '2026-09-30' } }),
      );
      expect(counters.turnover.value).toBeGreaterThan(0);
      expect(counters.resaleMargin).toBeNull();

      const charts = await h.adapters.dashboard.charts(OCTOBER);
      expect(charts.months.map((m) => m.month)).toEqual(['2026-10']);
      const byStatus = charts.months[0]!.ordersByStatus;
      expect(Object.values(byStatus).reduce((a, b) => a + (b ?? 0), 0)).toBe(counters.orders.value);
      expect(Object.keys(byStatus).every((k) => [0, 1, 2, 3, 4, 5, 99, 100].includes(Number(k)))).toBe(true);
      expect(charts.months[0]!.turnover).toBeCloseTo(counters.turnover.value, 1);
      expect(charts.topScenarios.length).toBeGreaterThan(0);

      const points = await h.adapters.dashboard.cumulatedTurnover(OCTOBER);
      expect(points.map((p) => p.date)).toHaveLength(31);
      expect(points[0]).toMatchObject({ day: 0, date: '2026-10-01' });
      expect(points.at(-1)!.current).toBeCloseTo(counters.turnover.value, 1);
    });

    it('scopes a reseller to its own figures with its margin, and lets the admin pick one reseller', async () => {
      await h.loginAs('reseller@demo.local');
      const own = await h.adapters.dashboard.counters(OCTOBER);
      const asked = await h.adapters.dashboard.counters({ ...OCTOBER, resellerId: userId('reseller2@demo.local') });
      expect(asked).toEqual(own);
      expect(own.orders.value).toBe(await listed(OCTOBER));
      expect(own.resaleMargin).not.toBeNull();

      await h.loginAs('admin@demo.local');
      const picked = await h.adapters.dashboard.counters({ ...OCTOBER, resellerId: userId('reseller@demo.local') });
      expect(picked).toEqual(own);
    });

    it('refuses a caller without a session, and a quote user', async () => {
      h.setToken(null);
      await expect(h.adapters.dashboard.counters(OCTOBER)).rejects.toBeInstanceOf(UnauthorizedError);
      await h.loginAs('client@demo.local');
      await expect(h.adapters.dashboard.charts(OCTOBER)).rejects.toBeInstanceOf(ForbiddenError);
    });
  });
}
