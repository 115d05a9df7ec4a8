import type {
  Counter,
  CumulatedTurnoverPoint,
  DashboardCharts,
  DashboardCounters,
  DashboardQuery,
  MonthFigures,
} from '../../domain/dashboard/dashboard';
import { localTimeZone } from '../../domain/dashboard/dashboard-figures';
import { isOrderStatus, type OrderStatusId } from '../../domain/orders/order-status';
import type {
  CounterWire,
  CumulatedTurnoverPointWire,
  DashboardChartsWire,
  DashboardCountersWire,
  DashboardPeriodBody,
  MonthFiguresWire,
} from '../../api/dashboard.api';

/**
 * The body of every dashboard call (src/api/dashboard.api.ts): the period's days as they are
 * (YYYY-MM-DD, both included) and the zone they are the user's days in, so the server counts the
 * same instants the order list's date filters send for those days.
 */
export function dashboardBody(query: DashboardQuery): DashboardPeriodBody {
  return {
    startDate: query.period.start,
    endDate: query.period.end,
    timeZone: query.timeZone ?? localTimeZone(),
    ...(query.resellerId === undefined ? {} : { _resellerId: query.resellerId }),
  };
}

const copy = (c: CounterWire): Counter => ({ value: c.value, previous: c.previous });

export function toDashboardCounters(d: DashboardCountersWire): DashboardCounters {
  return {
    orders: copy(d.orders),
    turnover: copy(d.turnover),
    averageOrderValue: copy(d.averageOrderValue),
    quotes: copy(d.quotes),
    quoteConversionRate: copy(d.quoteConversionRate),
    openCancellationRequests: copy(d.openCancellationRequests),
    openNonConformities: copy(d.openNonConformities),
    resaleMargin: d.resaleMargin ? copy(d.resaleMargin) : null,
  };
}

/** Status ids arrive as the JSON object's keys; an unknown one is dropped. */
function toMonth(d: MonthFiguresWire): MonthFigures {
  const ordersByStatus: Partial<Record<OrderStatusId, number>> = {};
  for (const [key, count] of Object.entries(d.ordersByStatus)) {
    const id = Number(key);
    if (isOrderStatus(id)) ordersByStatus[id] = count;
  }
  return { month: d.month, ordersByStatus, turnover: d.turnover };
}

export function toDashboardCharts(d: DashboardChartsWire): DashboardCharts {
  return { months: d.months.map(toMonth), topScenarios: d.topScenarios };
}

export function toCumulatedTurnover(d: readonly CumulatedTurnoverPointWire[]): CumulatedTurnoverPoint[] {
  return d.map((p) => ({ day: p.day, date: p.date, current: p.current, previousYear: p.previousYear }));
}
