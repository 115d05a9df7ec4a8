import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardQuery, Period } from '../../../src/domain/dashboard/dashboard';
import { periodBounds } from '../../../src/domain/dashboard/dashboard-figures';
import { cents } from '../../../src/domain/shared/money';
import { makeOrder, orderSeedContext } from '../../db/orders.seed';
import { createRandom } from '../../db/random';
import { MockBackend } from '../../backend';
import type { CallContext } from '../shared/context';
import { login, refusalOf, userIdOf } from '../shared/service-test-kit';
import { orderListRequest } from '../../handlers/list-requests';

const ZONE = 'Europe/Paris';
const PERIODS: Record<string, Period> = {
  'the year 2026': { start: '2026-01-01', end: '2026-12-31' },
  'October 2026': { start: '2026-10-01', end: '2026-10-31' },
  'a custom range': { start: '2025-07-14', end: '2025-12-03' },
};

/** The instants body (an ISO body the API still takes): the period's first and last instants in its zone. */
const dashboardBody = ({ period, timeZone = 'UTC', resellerId }: DashboardQuery) => ({
  ...periodBounds(period, timeZone),
  timeZone,
  _resellerId: resellerId,
});

describe('the dashboard figures', () => {
  let backend: MockBackend;
  let admin: CallContext;
  let reseller: CallContext;
  let resellerId: number;

  beforeAll(async () => {
    backend = await MockBackend.seeded();
    admin = await login(backend, 'admin@demo.local');
    reseller = await login(backend, 'reseller@demo.local');
    resellerId = userIdOf(backend, 'reseller@demo.local');
  });

  /** Every order GET /admin/orders lists for the same dates (every page), as the caller. */
  function listed(ctx: CallContext, period: Period, extra: Record<string, string> = {}) {
    const body = dashboardBody({ period, timeZone: ZONE });
    const rows = [];
    for (let page = 1; ; page++) {
      const { list, totalRequest } = backend.orders.list(
        ctx,
        orderListRequest({
          _limit: '100',
          _page: String(page),
          _start_date: body.startDate,
          _end_date: body.endDate,
          ...extra,
        }),
      );
      rows.push(...list);
      if (rows.length >= totalRequest || !list.length) return rows;
    }
  }

  for (const [name, period] of Object.entries(PERIODS)) {
    it(`agrees with the order list over ${name}, for the admin and for a reseller`, () => {
      for (const ctx of [admin, reseller]) {
        const rows = listed(ctx, period);
        expect(rows.length).toBeGreaterThan(0);
        const turnover = cents(rows.reduce((sum, r) => sum + r.total, 0));
        const body = dashboardBody({ period, timeZone: ZONE });
        const counters = backend.dashboard.counters(ctx, body);
        expect(counters.orders.value).toBe(rows.length);
        expect(counters.turnover.value).toBeCloseTo(turnover, 2);
        expect(counters.averageOrderValue.value).toBeCloseTo(turnover / rows.length, 2);
        const charts = backend.dashboard.charts(ctx, body);
        const perMonth = charts.months.flatMap((m) => Object.values(m.ordersByStatus));
        expect(perMonth.reduce((a, b) => a + b, 0)).toBe(rows.length);
        expect(cents(charts.months.reduce((sum, m) => sum + m.turnover, 0))).toBeCloseTo(turnover, 1);
        const cumulated = backend.dashboard.cumulatedTurnover(ctx, body);
        expect(cumulated.at(-1)?.current).toBeCloseTo(turnover, 1);
      }
    });
  }

  it("gives a reseller its own figures and margin, whatever _resellerId says, and the admin a reseller's on demand", () => {
    const period = PERIODS['the year 2026'] as Period;
    const own = listed(reseller, period);
    expect(own.every((r) => r.resellerId === resellerId)).toBe(true);
    const other = userIdOf(backend, 'reseller2@demo.local');
    const asked = backend.dashboard.counters(reseller, {
      ...dashboardBody({ period, timeZone: ZONE }),
      _resellerId: other,
    });
    expect(asked.orders.value).toBe(own.length);
    expect(asked.resaleMargin).not.toBeNull();

    const all = backend.dashboard.counters(admin, dashboardBody({ period, timeZone: ZONE }));
    expect(all.resaleMargin).toBeNull();
    expect(all.orders.value).toBeGreaterThan(own.length);
    const filtered = backend.dashboard.counters(admin, dashboardBody({ period, timeZone: ZONE, resellerId }));
    expect(filtered.orders.value).toBe(own.length);
    expect(filtered.resaleMargin).toEqual(asked.resaleMargin);
  });

  it('counts as resale margin what a reseller resold its orders for, less what they cost (an order not resold: nothing)', async () => {
    const fresh = await MockBackend.seeded();
    const owner = userIdOf(fresh, 'reseller@demo.local');
    const seed = orderSeedContext(fresh.db);
    // Orders of known amounts in a month the seed leaves empty.
    for (const [total, resalePrice] of [
      [100, 130],
      [50, 55.5],
      [20, null],
    ] as const) {
      const id = fresh.db.nextId('orders');
      await fresh.db.collections.orders.create(
        makeOrder(id, createRandom(id), seed, {
          resellerId: owner,
          userId: owner,
          status: 99,
          createdAt: '2020-03-10T12:00:00.000Z',
          total,
          resalePrice,
        }),
      );
    }
    const counters = fresh.dashboard.counters(
      await login(fresh, 'reseller@demo.local'),
      dashboardBody({ period: { start: '2020-03-01', end: '2020-03-31' }, timeZone: ZONE }),
    );
    expect(counters.orders.value).toBe(3);
    expect(counters.turnover.value).toBe(170);
    expect(counters.resaleMargin?.value).toBe(35.5);
  });

  it('compares with the previous period of the same length', () => {
    const october = dashboardBody({ period: PERIODS['October 2026'] as Period, timeZone: ZONE });
    const before = dashboardBody({ period: { start: '2026-08-31', end: '2026-09-30' }, timeZone: ZONE });
    const now = backend.dashboard.counters(admin, october);
    const then = backend.dashboard.counters(admin, before);
    for (const key of ['orders', 'turnover', 'quotes', 'openCancellationRequests', 'openNonConformities'] as const) {
      expect(now[key].previous).toBe(then[key].value);
    }
  });

  it('counts quotes and their conversion, and the open requests, created in the period', () => {
    const period = PERIODS['the year 2026'] as Period;
    const body = dashboardBody({ period, timeZone: ZONE });
    const inPeriod = <R extends { createdAt: string }>(rows: readonly R[]) =>
      rows.filter((r) => r.createdAt >= body.startDate && r.createdAt <= body.endDate);
    const quotes = inPeriod(backend.db.collections.quotes.all());
    const counters = backend.dashboard.counters(admin, body);
    expect(counters.quotes.value).toBe(quotes.length);
    expect(counters.quoteConversionRate.value).toBeCloseTo(
      quotes.filter((q) => q.status === 'validated').length / quotes.length,
      6,
    );
    const pending = inPeriod(backend.db.collections.orderRequestCancels.all()).filter((r) => r.status === 'pending');
    expect(counters.openCancellationRequests.value).toBe(pending.length);
  });

  it('answers zeros for a period without orders, and one point a day', () => {
    const body = dashboardBody({ period: { start: '2010-03-01', end: '2010-03-10' }, timeZone: ZONE });
    const counters = backend.dashboard.counters(admin, body);
    expect([counters.orders.value, counters.turnover.value, counters.averageOrderValue.value]).toEqual([0, 0, 0]);
    expect(counters.quoteConversionRate.value).toBe(0);
    const charts = backend.dashboard.charts(admin, body);
    expect(charts.months).toEqual([{ month: '2010-03', ordersByStatus: {}, turnover: 0 }]);
    expect(charts.topScenarios).toEqual([]);
    const cumulated = backend.dashboard.cumulatedTurnover(admin, body);
    expect(cumulated.map((p) => p.date)).toHaveLength(10);
    expect(cumulated.every((p) => p.current === 0 && p.previousYear === 0)).toBe(true);
  });

  it('puts an order in the month of the time zone asked for', async () => {
    const order = backend.db.collections.orders.all()[0]!;
    await backend.db.collections.orders.update((q) => q.where({ id: order.id }), {
      data: (o) => {
        o.createdAt = '2009-01-31T23:30:00.000Z';
      },
    });
    const period = { start: '2009-01-01', end: '2009-02-28' };
    const months = (timeZone: string) =>
      backend.dashboard.charts(admin, dashboardBody({ period, timeZone })).months.map((m) => m.turnover);
    expect(months('Europe/Paris')).toEqual([0, order.total]);
    expect(months('UTC')).toEqual([order.total, 0]);
  });

  it('ranks at most ten scenarios by orders and compares the cumulated turnover with a year earlier', () => {
    const body = dashboardBody({ period: PERIODS['the year 2026'] as Period, timeZone: ZONE });
    const { topScenarios } = backend.dashboard.charts(admin, body);
    expect(topScenarios.length).toBeLessThanOrEqual(10);
    expect(topScenarios.map((s) => s.orders)).toEqual([...topScenarios.map((s) => s.orders)].sort((a, b) => b - a));
    expect(topScenarios.every((s) => s.name.length > 0)).toBe(true);
    const points = backend.dashboard.cumulatedTurnover(admin, body);
    expect(points).toHaveLength(365);
    const lastYear = backend.dashboard.counters(
      admin,
      dashboardBody({ period: { start: '2025-01-01', end: '2025-12-31' }, timeZone: ZONE }),
    );
    expect(points.at(-1)?.previousYear).toBeCloseTo(lastYear.turnover.value, 1);
  });

  it('refuses a bad body with every field at fault, and an end before the start', async () => {
    const bad = await refusalOf(() =>
      backend.dashboard.counters(admin, { startDate: 'yesterday', timeZone: 'Mars/Olympus' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field).sort()).toEqual(['endDate', 'startDate', 'timeZone']);
    const reversed = await refusalOf(() =>
      backend.dashboard.charts(admin, {
        startDate: '2026-02-01T00:00:00.000Z',
        endDate: '2026-01-01T00:00:00.000Z',
        timeZone: ZONE,
      }),
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors?.[0]?.field).toBe('endDate');
  });

  it('takes plain days, counted whole in Europe/Paris by default, as the original call list sends them', () => {
    const days = { startDate: '2026-01-01', endDate: '2026-01-31' };
    const instants = dashboardBody({ period: { start: '2026-01-01', end: '2026-01-31' }, timeZone: ZONE });
    for (const ctx of [admin, reseller]) {
      expect(backend.dashboard.counters(ctx, days)).toEqual(backend.dashboard.counters(ctx, instants));
      expect(backend.dashboard.charts(ctx, days)).toEqual(backend.dashboard.charts(ctx, instants));
      expect(backend.dashboard.cumulatedTurnover(ctx, days)).toEqual(
        backend.dashboard.cumulatedTurnover(ctx, instants),
      );
    }
    // 2026-01-01 to 2026-01-31 in Paris: from 2025-12-31T23:00Z, up to 2026-01-31T23:00Z excluded.
    const own = backend.db.collections.orders
      .all()
      .filter(
        (o) =>
          o.resellerId === resellerId &&
          o.createdAt >= '2025-12-31T23:00:00.000Z' &&
          o.createdAt < '2026-01-31T23:00:00.000Z',
      );
    expect(own.length).toBeGreaterThan(0);
    expect(backend.dashboard.counters(reseller, days).orders.value).toBe(own.length);
    expect(backend.dashboard.cumulatedTurnover(reseller, days).map((p) => p.date)).toHaveLength(31);
  });

  it('counts days in the time zone named, and takes a day and an instant mixed', () => {
    const period = { start: '2026-03-01', end: '2026-03-31' };
    const utc = { startDate: period.start, endDate: period.end, timeZone: 'UTC' };
    expect(backend.dashboard.counters(admin, utc)).toEqual(
      backend.dashboard.counters(admin, dashboardBody({ period, timeZone: 'UTC' })),
    );
    const bounds = periodBounds(period, ZONE);
    const mixed = { startDate: period.start, endDate: bounds.endDate };
    expect(backend.dashboard.charts(admin, mixed)).toEqual(
      backend.dashboard.charts(admin, dashboardBody({ period, timeZone: ZONE })),
    );
    const other = { startDate: bounds.startDate, endDate: period.end, timeZone: ZONE };
    expect(backend.dashboard.counters(admin, other)).toEqual(
      backend.dashboard.counters(admin, dashboardBody({ period, timeZone: ZONE })),
    );
  });

  it('refuses a bad day, an end before the start and a period over the maximum, naming the field', async () => {
    const field = async (body: unknown) => {
      const refusal = await refusalOf(() => backend.dashboard.counters(admin, body));
      expect(refusal.status).toBe(400);
      return refusal.body.errors?.map((e) => e.field);
    };
    expect(await field({ startDate: '2026-02-30', endDate: '2026-03-31' })).toEqual(['startDate']);
    expect(await field({ startDate: '01/01/2026', endDate: '2026-03-31' })).toEqual(['startDate']);
    expect(await field({ startDate: '2026-01-01', endDate: '2026-13-01' })).toEqual(['endDate']);
    expect(await field({ startDate: '2026-01-01' })).toEqual(['endDate']);
    expect(await field({ startDate: '2026-02-01', endDate: '2026-01-31' })).toEqual(['endDate']);
    expect(await field({ startDate: '2016-01-01', endDate: '2026-01-01' })).toEqual(['endDate']);
    expect(await field({ startDate: '2026-01-01', endDate: '2026-01-31', timeZone: 'Mars/Olympus' })).toEqual([
      'timeZone',
    ]);
    // One day is a period: the end day is counted whole.
    expect(backend.dashboard.cumulatedTurnover(admin, { startDate: '2026-01-05', endDate: '2026-01-05' })).toHaveLength(
      1,
    );
  });

  it('lets the reader see the figures, not a quote user', async () => {
    const reader = await login(backend, 'reader@demo.local');
    const body = dashboardBody({ period: PERIODS['October 2026'] as Period, timeZone: ZONE });
    expect(backend.dashboard.counters(reader, body).orders.value).toBe(
      backend.dashboard.counters(admin, body).orders.value,
    );
    const front = await login(backend, 'client@demo.local');
    expect((await refusalOf(() => backend.dashboard.counters(front, body))).status).toBe(403);
  });
});
