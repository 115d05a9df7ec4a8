import type { OrderStatusId } from '../orders/order-status';

/**
 * A dashboard period: two calendar days (YYYY-MM-DD, inclusive) in the user's time zone; the
 * adapters send them as they are, with that zone (getDashboardCounters in src/api/dashboard.api.ts).
 */
export interface Period {
  readonly start: string;
  readonly end: string;
}

export const PERIOD_PRESETS = ['thisMonth', 'last30Days', 'thisYear', 'lastYear'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** What the dashboard asks for: a period and, for staff, optionally one reseller. */
export interface DashboardQuery {
  readonly period: Period;
  readonly resellerId?: number;
  /** The IANA zone the days are counted in; the user's own when absent. */
  readonly timeZone?: string;
}

/** One counter: its value in the period and in the previous period of the same length. */
export interface Counter {
  readonly value: number;
  readonly previous: number;
}

/** The dashboard's counters (docs/screens.md; money in euros, rate as a fraction 0–1). */
export interface DashboardCounters {
  readonly orders: Counter;
  readonly turnover: Counter;
  readonly averageOrderValue: Counter;
  readonly quotes: Counter;
  readonly quoteConversionRate: Counter;
  readonly openCancellationRequests: Counter;
  readonly openNonConformities: Counter;
  /** Resellers only (or staff filtering by one reseller): resale price minus total. */
  readonly resaleMargin: Counter | null;
}

/** One month of the period (YYYY-MM): orders by status and turnover. */
export interface MonthFigures {
  readonly month: string;
  readonly ordersByStatus: Readonly<Partial<Record<OrderStatusId, number>>>;
  readonly turnover: number;
}

export interface ScenarioFigures {
  readonly scenarioId: number;
  readonly name: string;
  readonly orders: number;
  readonly turnover: number;
}

export interface DashboardCharts {
  readonly months: readonly MonthFigures[];
  /** The ten scenarios with the most orders in the period. */
  readonly topScenarios: readonly ScenarioFigures[];
}

/** Cumulated turnover day by day: the period against the same days a year earlier. */
export interface CumulatedTurnoverPoint {
  /** Day index from the period's start (0-based) and its date (YYYY-MM-DD). */
  readonly day: number;
  readonly date: string;
  readonly current: number;
  readonly previousYear: number;
}
