import * as v from 'valibot';
import { isDay } from '../domain/dashboard/dashboard-figures';
import { operation } from './operation';
import { BUSINESS_TIME_ZONE, day as calendarDay, id, text, timeZoneField } from './wire';

/** The zone a period's days are counted in when the call names none. */
export const DEFAULT_TIME_ZONE = BUSINESS_TIME_ZONE;

/** The longest period the dashboard draws (five years of days). */
export const MAX_PERIOD_DAYS = 1830;

/** An ISO 8601 instant with its offset: `2026-01-01T00:00:00.000Z`, `2026-01-01T01:00:00+01:00`. */
const INSTANT = v.ISO_TIMESTAMP_REGEX;

/** Is it a period bound the dashboard takes: a real calendar day, or an instant with its offset? */
function isPeriodBound(value: string): boolean {
  if (isDay(value)) return true;
  return INSTANT.test(value) && Number.isFinite(Date.parse(value));
}

const periodBound = (description: string) =>
  v.pipe(
    v.string('validation.required'),
    v.regex(/^\d{4}-\d{2}-\d{2}(?:[T ].+)?$/, 'validation.date'),
    v.check(isPeriodBound, 'validation.date'),
    v.description(description),
  );

/**
 * The body of every dashboard call: the period, its zone and, for staff, one reseller. A bad
 * bound is a 400 naming it; an end before the start or a period over MAX_PERIOD_DAYS is a 400
 * naming `endDate` (checked by the server, beside this shape).
 */
export const dashboardPeriodBody = v.pipe(
  v.object({
    startDate: periodBound(
      'first day of the period, YYYY-MM-DD (counted from its start in `timeZone`), or an ISO 8601 instant',
    ),
    endDate: periodBound(
      'last day of the period, YYYY-MM-DD (counted whole, up to the next day’s start in `timeZone`), or an ISO 8601 instant (included)',
    ),
    timeZone: timeZoneField('the days, months and plain-day bounds are counted in'),
    _resellerId: v.optional(
      v.nullable(
        v.pipe(
          v.number('validation.integer'),
          v.integer('validation.integer'),
          v.minValue(1, 'validation.range'),
          v.description('one reseller’s figures (staff); a reseller always gets its own, whatever this says'),
        ),
      ),
    ),
  }),
  v.title('DashboardPeriod'),
);

const amount = v.number();
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One counter: its value over the period and over the previous period of the same length. */
const counter = v.pipe(v.object({ value: amount, previous: amount }), v.title('Counter'));

/** The counters of the period (money in euros, the conversion rate as a fraction 0–1). */
const dashboardCounters = v.pipe(
  v.object({
    orders: counter,
    turnover: counter,
    averageOrderValue: counter,
    quotes: counter,
    quoteConversionRate: counter,
    openCancellationRequests: counter,
    openNonConformities: counter,
    resaleMargin: v.optional(
      v.pipe(
        v.nullable(counter),
        v.description('resale price minus total; null unless the figures are one reseller’s'),
      ),
      null,
    ),
  }),
  v.title('DashboardCounters'),
);

/** One month of the period (YYYY-MM, in the call's zone): its orders by status and its turnover. */
const monthFigures = v.pipe(
  v.object({
    month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/), v.description('the month, YYYY-MM')),
    ordersByStatus: v.pipe(
      v.record(v.string(), count),
      v.description('orders created that month, by status id (the keys); a status without orders is left out'),
    ),
    turnover: amount,
  }),
  v.title('MonthFigures'),
);

const scenarioFigures = v.pipe(
  v.object({ scenarioId: id, name: text, orders: count, turnover: amount }),
  v.title('ScenarioFigures'),
);

const dashboardCharts = v.pipe(
  v.object({
    /** Every month the period touches, in order. */
    months: v.array(monthFigures),
    /** The ten scenarios with the most orders in the period. */
    topScenarios: v.pipe(
      v.array(scenarioFigures),
      v.description('at most ten scenarios, most orders first (then turnover, then id)'),
    ),
  }),
  v.title('DashboardCharts'),
);

/** One day of the period: the turnover cumulated since its first day, and over the same days a year earlier. */
const cumulatedTurnoverPoint = v.pipe(
  v.object({
    day: v.pipe(count, v.description('the day’s index from the period’s start, 0-based')),
    date: calendarDay,
    current: amount,
    previousYear: amount,
  }),
  v.title('CumulatedTurnoverPoint'),
);

const DESCRIPTION = [
  'POSTs that read: they answer 200 and change nothing.',
  '`startDate` and `endDate` are plain days `YYYY-MM-DD` (inclusive: the end day is counted whole) or ISO 8601',
  'instants (the end instant included); a day and an instant may be mixed. Days are days in `timeZone` (an IANA',
  `name, optional, default \`${DEFAULT_TIME_ZONE}\`): \`2026-01-01\` to \`2026-01-31\` in Europe/Paris covers`,
  '2025-12-31T23:00Z to 2026-01-31T23:00Z (end excluded): the orders GET /admin/orders lists with',
  '`_start_date=2025-12-31T23:00:00.000Z` and `_end_date=2026-01-31T22:59:59.999Z`.',
  '`_resellerId` (optional) gives staff one reseller’s figures; a reseller always gets its own, whatever it says.',
  `A bad date is a 400 naming the field; an end before the start, or a period over ${MAX_PERIOD_DAYS} days, a 400`,
  'naming `endDate`.',
].join(' ');

const body = {
  schema: dashboardPeriodBody,
  example: { startDate: '2026-01-01', endDate: '2026-03-31' },
} as const;

const TAG = 'Dashboard';

export const dashboardApi = {
  getDashboardCounters: operation({
    id: 'getDashboardCounters',
    method: 'post',
    readsOnly: true,
    path: '/admin/dashboard/counters',
    tag: TAG,
    summary: 'The counters of a period, beside those of the previous period of the same length',
    description: DESCRIPTION,
    access: 'scoped',
    body,
    answer: { status: 200, schema: dashboardCounters },
    errors: [400],
  }),
  getDashboardCharts: operation({
    id: 'getDashboardCharts',
    method: 'post',
    readsOnly: true,
    path: '/admin/dashboard/charts',
    tag: TAG,
    summary: 'Orders by status and turnover, month by month, and the top scenarios of a period',
    description: DESCRIPTION,
    access: 'scoped',
    body,
    answer: { status: 200, schema: dashboardCharts },
    errors: [400],
  }),
  getCumulatedTurnover: operation({
    id: 'getCumulatedTurnover',
    method: 'post',
    readsOnly: true,
    path: '/admin/dashboard/charts/cumulated-turnover',
    tag: TAG,
    summary: 'The turnover cumulated day by day over a period, against the same days a year earlier',
    description: DESCRIPTION,
    access: 'scoped',
    body,
    answer: { status: 200, schema: v.array(cumulatedTurnoverPoint) },
    errors: [400],
  }),
} as const;

export type DashboardPeriodBody = v.InferInput<typeof dashboardPeriodBody>;
export type CounterWire = v.InferOutput<typeof counter>;
export type DashboardCountersWire = v.InferOutput<typeof dashboardCounters>;
export type MonthFiguresWire = v.InferOutput<typeof monthFigures>;
export type DashboardChartsWire = v.InferOutput<typeof dashboardCharts>;
export type CumulatedTurnoverPointWire = v.InferOutput<typeof cumulatedTurnoverPoint>;
