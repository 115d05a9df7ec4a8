import assert from 'node:assert/strict';
import { ORDERS } from '../../src/application/orders/orders.tokens';
import { DASHBOARD } from '../../src/application/dashboard/dashboard.tokens';
import type { DashboardFigures } from '../../src/application/dashboard/dashboard.use-cases';
import type { Period } from '../../src/domain/dashboard/dashboard';
import { presetPeriod, previousMonth, zonedDay } from '../../src/domain/dashboard/dashboard-figures';
import type { OrderSummary } from '../../src/domain/orders/order';
import type { OrderFilter } from '../../src/domain/orders/order-filter';
import { localDayBound } from '../../src/ui/shared/list/list-filters-url';
import { cents } from '../../src/domain/shared/money';
import { makeOrder } from './order.factory';
import type { BackOfficeWorld } from './world';

/** "this year", "last month" or "YYYY-MM-DD to YYYY-MM-DD", around the user's today: the day of `now`. */
export function periodOf(text: string, now: number): Period {
  const today = zonedDay(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
  if (text === 'this year') return presetPeriod('thisYear', today);
  if (text === 'last month') {
    const month = previousMonth(today.slice(0, 7));
    return presetPeriod('thisMonth', `${month}-01`);
  }
  const match = /^(\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})$/.exec(text);
  assert.ok(match, `unknown period "${text}"`);
  return { start: match[1] as string, end: match[2] as string };
}

/**
 * The dashboard as a user reads it, checked against the order list the same user sees for the
 * same days (every page, as the list screen would show them).
 */
export class DashboardContext {
  private figures: DashboardFigures | null = null;
  private period: Period | null = null;
  private resellerId: number | undefined;

  constructor(private readonly world: BackOfficeWorld) {}

  async open(period: Period, resellerId?: number): Promise<void> {
    this.period = period;
    this.resellerId = resellerId;
    this.figures =
      (await this.world.attempt(() => this.world.use(DASHBOARD).load.execute({ period, resellerId }))) ?? null;
  }

  private get shown(): DashboardFigures {
    this.world.assertSucceeded();
    assert.ok(this.figures, 'the dashboard was not opened');
    return this.figures;
  }

  /** Every order of the list for the period's days (its date pickers), 100 a page. */
  private async listed(): Promise<OrderSummary[]> {
    const period = this.period as Period;
    const filter: OrderFilter = {
      createdFrom: localDayBound(period.start, false),
      createdTo: localDayBound(period.end, true),
      resellerIds: this.resellerId === undefined ? undefined : [this.resellerId],
    };
    const rows: OrderSummary[] = [];
    for (let page = 1; ; page++) {
      const answer = await this.world.use(ORDERS).list.execute({ page, size: 100, filter });
      rows.push(...answer.items);
      if (!answer.items.length || rows.length >= answer.totalRequest) return rows;
    }
  }

  async assertAgreesWithList(): Promise<void> {
    const { counters } = this.shown;
    const rows = await this.listed();
    const turnover = cents(rows.reduce((sum, r) => sum + r.total, 0));
    assert.equal(counters.orders.value, rows.length, 'orders counted');
    assert.equal(counters.turnover.value, turnover, 'turnover');
    const average = rows.length ? cents(turnover / rows.length) : 0;
    assert.equal(counters.averageOrderValue.value, average, 'average order value');
  }

  assertChartsAddUp(): void {
    const { counters, charts, cumulated } = this.shown;
    const months = charts.months.map((m) => m.month);
    assert.equal(months[0], this.period?.start.slice(0, 7));
    assert.equal(months.at(-1), this.period?.end.slice(0, 7));
    const orders = charts.months.reduce(
      (sum, m) => sum + Object.values(m.ordersByStatus).reduce((a, b) => a + (b ?? 0), 0),
      0,
    );
    assert.equal(orders, counters.orders.value, 'orders by month and status');
    const turnover = cents(charts.months.reduce((sum, m) => sum + m.turnover, 0));
    assert.ok(Math.abs(turnover - counters.turnover.value) < 0.05, `turnover by month ${turnover}`);
    assert.equal(cumulated.at(-1)?.date, this.period?.end);
    assert.ok(Math.abs((cumulated.at(-1)?.current ?? 0) - counters.turnover.value) < 0.05, 'cumulated turnover');
  }

  /** The orders of `login` created in the period, straight from the seeded records. */
  private recordsOf(login: string) {
    const period = this.period as Period;
    const from = localDayBound(period.start, false) as string;
    const to = localDayBound(period.end, true) as string;
    const owner = this.world.account(login).id;
    return this.world.backend.db.collections.orders
      .all()
      .filter((o) => o.resellerId === owner && o.createdAt >= from && o.createdAt <= to);
  }

  assertOnlyOrdersOf(login: string): void {
    const { counters } = this.shown;
    const own = this.recordsOf(login);
    assert.ok(own.length > 0, `the seed has no order of ${login} in the period`);
    assert.equal(counters.orders.value, own.length, `orders of ${login}`);
    assert.equal(counters.turnover.value, cents(own.reduce((sum, o) => sum + o.total, 0)));
  }

  /**
   * Orders of `login` with known totals and resale prices (an empty price: not resold), created on
   * `day` at noon, delivered: the figures they make are known by construction.
   */
  async placeOrders(login: string, day: string, rows: readonly Record<string, string>[]): Promise<void> {
    const owner = this.world.account(login).id;
    for (const row of rows) {
      const total = Number(row.total);
      const resale = row['resale price'];
      await makeOrder(this.world, {
        resellerId: owner,
        userId: owner,
        status: 99,
        createdAt: `${day}T12:00:00.000Z`,
        total,
        resalePrice: resale ? Number(resale) : null,
      });
    }
  }

  assertFigures(expected: { readonly orders: number; readonly turnover: number; readonly margin: number }): void {
    const { counters } = this.shown;
    assert.equal(counters.orders.value, expected.orders, 'orders');
    assert.equal(counters.turnover.value, expected.turnover, 'turnover');
    assert.equal(counters.resaleMargin?.value, expected.margin, 'resale margin');
  }

  assertShowsResaleMargin(): void {
    assert.ok(this.shown.counters.resaleMargin, 'no resale margin shown');
  }

  assertNoResaleMargin(): void {
    assert.equal(this.shown.counters.resaleMargin, null);
  }
}

export function dashboard(world: BackOfficeWorld): DashboardContext {
  return world.area(DashboardContext);
}
