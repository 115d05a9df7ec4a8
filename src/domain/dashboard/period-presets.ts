import { changeOf, isDay } from './dashboard-figures';
import { PERIOD_PRESETS, type Counter, type Period, type PeriodPreset } from './dashboard';

const pad = (n: number): string => String(n).padStart(2, '0');

/** A local calendar day as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const isPeriodPreset = (value: unknown): value is PeriodPreset =>
  typeof value === 'string' && (PERIOD_PRESETS as readonly string[]).includes(value);

/** The presets of docs/screens.md#dashboard as calendar days, `today` being the user's local day. */
export function presetPeriod(preset: PeriodPreset, today: Date): Period {
  const y = today.getFullYear();
  const m = today.getMonth();
  switch (preset) {
    case 'thisMonth':
      return { start: isoDay(new Date(y, m, 1)), end: isoDay(new Date(y, m + 1, 0)) };
    case 'last30Days':
      return { start: isoDay(new Date(y, m, today.getDate() - 29)), end: isoDay(today) };
    case 'lastYear':
      return { start: `${y - 1}-01-01`, end: `${y - 1}-12-31` };
    case 'thisYear':
      return { start: `${y}-01-01`, end: `${y}-12-31` };
  }
}

const DEFAULT_PRESET: PeriodPreset = 'thisYear';

/** The dashboard's period as the URL gives it: a valid custom range wins, then a preset, else this year. */
export function resolvePeriod(
  params: { readonly preset?: string; readonly from?: string; readonly to?: string },
  today: Date,
): { readonly period: Period; readonly preset: PeriodPreset | 'custom' } {
  const { from, to } = params;
  if (from && to && isDay(from) && isDay(to) && from <= to)
    return { period: { start: from, end: to }, preset: 'custom' };
  const preset = isPeriodPreset(params.preset) ? params.preset : DEFAULT_PRESET;
  return { period: presetPeriod(preset, today), preset };
}

/** The days of a month (YYYY-MM) that fall in the period: what a click on that month's bar lists. */
export function monthWithin(month: string, period: Period): Period {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = `${month}-01`;
  const last = isoDay(new Date(y, m, 0));
  return { start: first < period.start ? period.start : first, end: last > period.end ? period.end : last };
}

export type ChangeDirection = 'up' | 'down' | 'flat' | 'new';

/**
 * How a counter moved against the previous period: a relative change (0.12 = +12 %), or for a rate
 * the difference in points (0.05 = +5 points). From nothing to something is 'new' (no percentage).
 */
export function counterChange(
  counter: Counter,
  kind: 'relative' | 'points' = 'relative',
): { readonly direction: ChangeDirection; readonly amount: number } {
  const difference = counter.value - counter.previous;
  if (Math.abs(difference) < 1e-9) return { direction: 'flat', amount: 0 };
  const amount = kind === 'points' ? difference : changeOf(counter);
  if (amount === null) return { direction: 'new', amount: 0 };
  return { direction: amount > 0 ? 'up' : 'down', amount };
}
