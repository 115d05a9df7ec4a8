import * as v from 'valibot';
import type {
  Counter,
  CumulatedTurnoverPoint,
  DashboardCharts,
  DashboardCounters,
  DashboardQuery,
  MonthFigures,
} from '../../domain/dashboard/dashboard';
import { localTimeZone, periodBounds } from '../../domain/dashboard/dashboard-figures';
import { isOrderStatus, type OrderStatusId } from '../../domain/orders/order-status';

/** SPEC 7's body of every /admin/dashboard/* call. */
export interface DashboardBody {
  readonly startDate: string;
  readonly endDate: string;
  readonly timeZone: string;
  readonly _resellerId?: number;
}

/**
 * The period's days as the order list sends its `_start_date` and `_end_date`: the instant the
 * first day starts and the last millisecond of the last day, in the user's time zone.
 */
export function dashboardBody(query: DashboardQuery): DashboardBody {
  const timeZone = query.timeZone ?? localTimeZone();
  return {
    ...periodBounds(query.period, timeZone),
    timeZone,
    ...(query.resellerId === undefined ? {} : { _resellerId: query.resellerId }),
  };
}

const amount = v.pipe(v.number(), v.finite());
const counter = v.object({ value: amount, previous: amount });

const countersSchema = v.object({
  orders: counter,
  turnover: counter,
  averageOrderValue: counter,
  quotes: counter,
  quoteConversionRate: counter,
  openCancellationRequests: counter,
  openNonConformities: counter,
  resaleMargin: v.optional(v.nullable(counter), null),
});

const monthSchema = v.object({
  month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
  ordersByStatus: v.record(v.string(), amount),
  turnover: amount,
});

const chartsSchema = v.object({
  months: v.array(monthSchema),
  topScenarios: v.array(v.object({ scenarioId: v.number(), name: v.string(), orders: amount, turnover: amount })),
});

const pointSchema = v.object({
  day: v.number(),
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  current: amount,
  previousYear: amount,
});

const copy = (c: Counter): Counter => ({ value: c.value, previous: c.previous });

export function toDashboardCounters(dto: unknown): DashboardCounters {
  const d = v.parse(countersSchema, dto);
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
function toMonth(d: v.InferOutput<typeof monthSchema>): MonthFigures {
  const ordersByStatus: Partial<Record<OrderStatusId, number>> = {};
  for (const [key, count] of Object.entries(d.ordersByStatus)) {
    const id = Number(key);
    if (isOrderStatus(id)) ordersByStatus[id] = count;
  }
  return { month: d.month, ordersByStatus, turnover: d.turnover };
}

export function toDashboardCharts(dto: unknown): DashboardCharts {
  const d = v.parse(chartsSchema, dto);
  return { months: d.months.map(toMonth), topScenarios: d.topScenarios };
}

export function toCumulatedTurnover(dto: unknown): CumulatedTurnoverPoint[] {
  return v.parse(v.array(pointSchema), dto);
}
