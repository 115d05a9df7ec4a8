import type { Period } from '../../../src/domain/dashboard/dashboard';
import { cents } from '../../../src/domain/shared/money';
import {
  addDays,
  dayStarts,
  isDay,
  monthStarts,
  periodDays,
  periodLength,
  periodMonths,
  previousPeriod,
  ratio,
  sameDayAYearEarlier,
  yearEarlier,
  zonedDay,
  zonedDayStart,
} from '../../../src/domain/dashboard/dashboard-figures';
import {
  dashboardPeriodBody,
  MAX_PERIOD_DAYS,
  type CounterWire,
  type CumulatedTurnoverPointWire,
  type DashboardChartsWire,
  type DashboardCountersWire,
  type MonthFiguresWire,
} from '../../../src/api/dashboard.api';
import type { Database } from '../../db/database';
import { resellerScope } from '../shared/access';
import { ApiError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import { message } from '../shared/messages';
import { OrderLookups } from '../orders/order-answers';
import type { OrdersService } from '../orders/orders.service';
import { validateBody } from '../shared/validation';
import { OrderSums, type OrderFigures } from './order-sums';

const TOP_SCENARIOS = 10;

/** A validated call: the reseller it is about (null: every one), the days and the instants [from, to). */
interface DashboardCall {
  readonly reseller: number | null;
  readonly period: Period;
  readonly timeZone: string;
  readonly from: string;
  readonly to: string;
}

const iso = (time: number) => new Date(time).toISOString();

/**
 * The dashboard's calls (getDashboardCounters, getDashboardCharts, getCumulatedTurnover in
 * src/api/dashboard.api.ts) computed from the seeded records. The orders counted are exactly
 * those GET /admin/orders lists for the same `_start_date`, `_end_date` and reseller, found on
 * the orders service's index (sorted by creation date, binary-searched): a period never reads
 * the orders outside it, so 50,000 orders answer in a few milliseconds.
 */
export class DashboardService {
  private sums: OrderSums | null = null;

  constructor(
    private readonly db: Database,
    private readonly orders: OrdersService,
  ) {}

  /**
   * The period of a call (dashboardPeriodBody): a plain day is a whole day in the call's zone
   * (from its start; the end day up to the next day's start), an instant is taken as it is (the
   * end instant included, as the order list's `_end_date`). The days drawn are those of the
   * instants in the zone.
   */
  private call(ctx: CallContext, body: unknown): DashboardCall {
    const scope = resellerScope(ctx, 'dashboard');
    const input = validateBody(dashboardPeriodBody, body, ctx.locale);
    const { timeZone } = input;
    const start = isDay(input.startDate) ? zonedDayStart(input.startDate, timeZone) : Date.parse(input.startDate);
    const end = isDay(input.endDate)
      ? zonedDayStart(addDays(input.endDate, 1), timeZone)
      : Date.parse(input.endDate) + 1;
    const refuse = (field: 'startDate' | 'endDate', key: 'date' | 'dateOrder' | 'outOfRange') =>
      new ApiError(400, {
        message: message(ctx.locale, 'invalid'),
        errors: [{ field, message: message(ctx.locale, key) }],
      });
    const period = { start: zonedDay(start, timeZone), end: zonedDay(end - 1, timeZone) };
    // An instant whose day the calendar cannot count (before year 100) is no date for the dashboard.
    if (!isDay(period.start)) throw refuse('startDate', 'date');
    if (!isDay(period.end)) throw refuse('endDate', 'date');
    if (end <= start) throw refuse('endDate', 'dateOrder');
    if (periodLength(period) > MAX_PERIOD_DAYS) throw refuse('endDate', 'outOfRange');
    // docs/access.md: a reseller sees its own figures, whatever `_resellerId` says.
    const reseller = scope ?? input._resellerId ?? null;
    return { reseller, period, timeZone, from: iso(start), to: iso(end) };
  }

  /** Builds the running sums ahead of the first call (the demo's worker does it once started). */
  warmUp(): void {
    this.orderSums();
  }

  /** The orders' running sums, rebuilt when the orders changed. */
  private orderSums(): OrderSums {
    const index = this.orders.indexed();
    if (this.sums?.version !== index.version) this.sums = new OrderSums(index);
    return this.sums;
  }

  /**
   * The orders of [bounds[0], bounds[n]) shared out between the n slices of `bounds` (instants,
   * ascending): `visit` gets each order's position with its slice's number.
   */
  private eachOrderIn(
    sums: OrderSums,
    bounds: readonly number[],
    reseller: number | null,
    visit: (at: number, slice: number) => void,
  ): void {
    if (bounds.length < 2) return;
    const { time } = sums;
    const last = bounds.length - 2;
    let slice = 0;
    sums.each(iso(bounds[0] as number), iso(bounds[last + 1] as number), reseller, (at) => {
      const created = time[at] as number;
      while (slice < last && created >= (bounds[slice + 1] as number)) slice++;
      visit(at, slice);
    });
  }

  /** The turnover of [bounds[0], bounds[k + 1]) for each slice k: the running turnover at each slice's end. */
  private runningTurnover(sums: OrderSums, bounds: readonly number[], reseller: number | null): number[] {
    const from = iso(bounds[0] as number);
    return bounds.slice(1).map((end) => sums.figures(from, iso(end), reseller).turnover);
  }

  /** The instants of the period's slices, its first and last taken from the call itself. */
  private clamped(bounds: number[], call: DashboardCall): number[] {
    if (!bounds.length) return bounds;
    bounds[0] = Date.parse(call.from);
    bounds[bounds.length - 1] = Date.parse(call.to);
    return bounds;
  }

  /** Records of a small collection (quotes, requests) of the reseller created in [from, to). */
  private created<R extends { createdAt: string; resellerId: number | null }>(
    records: readonly R[],
    from: string,
    to: string,
    reseller: number | null,
  ): R[] {
    return records.filter(
      (r) => r.createdAt >= from && r.createdAt < to && (reseller === null || r.resellerId === reseller),
    );
  }

  counters(ctx: CallContext, body: unknown): DashboardCountersWire {
    const call = this.call(ctx, body);
    const before = previousPeriod(call.period);
    const windows = [
      { from: call.from, to: call.to },
      { from: iso(zonedDayStart(before.start, call.timeZone)), to: call.from },
    ] as const;
    const sums = this.orderSums();
    const figures = windows.map((w) => sums.figures(w.from, w.to, call.reseller));
    const quotes = this.db.collections.quotes.all();
    const cancels = this.db.collections.orderRequestCancels.all();
    const nonConformities = this.db.collections.orderNotConformities.all();
    const per = (value: (w: (typeof windows)[number], i: number) => number, money = false): CounterWire => {
      const [now, then] = windows.map(value) as [number, number];
      return money ? { value: cents(now), previous: cents(then) } : { value: now, previous: then };
    };
    const quotesIn = windows.map((w) => this.created(quotes, w.from, w.to, call.reseller));
    const f = (i: number) => figures[i] as OrderFigures;
    return {
      orders: per((_, i) => f(i).orders),
      turnover: per((_, i) => f(i).turnover, true),
      averageOrderValue: per((_, i) => ratio(f(i).turnover, f(i).orders), true),
      quotes: per((_, i) => (quotesIn[i] as unknown[]).length),
      quoteConversionRate: per((_, i) => {
        const list = quotesIn[i] ?? [];
        return ratio(list.filter((q) => q.status === 'validated').length, list.length);
      }),
      openCancellationRequests: per(
        (w) => this.created(cancels, w.from, w.to, call.reseller).filter((r) => r.status === 'pending').length,
      ),
      openNonConformities: per(
        (w) => this.created(nonConformities, w.from, w.to, call.reseller).filter((r) => r.status === 'waiting').length,
      ),
      resaleMargin: call.reseller === null ? null : per((_, i) => f(i).margin, true),
    };
  }

  charts(ctx: CallContext, body: unknown): DashboardChartsWire {
    const call = this.call(ctx, body);
    const months = periodMonths(call.period).map((month): MonthFiguresWire => ({
      month,
      ordersByStatus: {},
      turnover: 0,
    }));
    const index = this.orders.indexed();
    const { status: statuses, scenario: scenarioIds } = index.fields();
    const sums = this.orderSums();
    const { total } = sums;
    const scenarios = new Map<number, { orders: number; turnover: number }>();
    const bounds = this.clamped(monthStarts(call.period, call.timeZone), call);
    this.eachOrderIn(sums, bounds, call.reseller, (at, slice) => {
      const month = months[slice] as MonthFiguresWire;
      const amount = total[at] as number;
      const status = String(statuses[at]);
      month.ordersByStatus[status] = (month.ordersByStatus[status] ?? 0) + 1;
      month.turnover += amount;
      const id = scenarioIds[at] as number;
      const scenario = scenarios.get(id) ?? { orders: 0, turnover: 0 };
      scenario.orders++;
      scenario.turnover += amount;
      scenarios.set(id, scenario);
    });
    const lookups = new OrderLookups(this.db);
    const top = [...scenarios]
      .sort(([a, x], [b, y]) => y.orders - x.orders || y.turnover - x.turnover || a - b)
      .slice(0, TOP_SCENARIOS)
      .map(([scenarioId, s]) => ({
        scenarioId,
        name: lookups.scenarioName(scenarioId),
        orders: s.orders,
        turnover: cents(s.turnover),
      }));
    return { months: months.map((m) => ({ ...m, turnover: cents(m.turnover) })), topScenarios: top };
  }

  cumulatedTurnover(ctx: CallContext, body: unknown): CumulatedTurnoverPointWire[] {
    const call = this.call(ctx, body);
    const days = periodDays(call.period);
    const sums = this.orderSums();
    const current = this.runningTurnover(
      sums,
      this.clamped(dayStarts(call.period, call.timeZone), call),
      call.reseller,
    );
    // The same days a year earlier (29 February counts as 28 February), cumulated by day.
    const earlier = yearEarlier(call.period);
    const earlierRunning = this.runningTurnover(sums, dayStarts(earlier, call.timeZone), call.reseller);
    const earlierCumulated = new Map(periodDays(earlier).map((day, i) => [day, earlierRunning[i] as number]));
    return days.map((date, day) => ({
      day,
      date,
      current: cents(current[day] as number),
      previousYear: cents(earlierCumulated.get(sameDayAYearEarlier(date)) ?? 0),
    }));
  }
}
