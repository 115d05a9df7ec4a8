import type { Counter, Period, PeriodPreset } from './dashboard';

/**
 * The dashboard's calendar: periods of whole days (YYYY-MM-DD, inclusive), their previous period
 * and the same days a year earlier, and the days and months of an instant in an IANA time zone.
 * Pure: the UI, the adapters and the mock backend count the same days.
 */

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Days since 1970-01-01 of a calendar day, or NaN when it is not one (2026-02-30). */
function dayNumber(day: string): number {
  const match = DAY.exec(day);
  if (!match) return Number.NaN;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(y, m - 1, d);
  const back = new Date(time);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return Number.NaN;
  return time / DAY_MS;
}

function dayOfNumber(n: number): string {
  const date = new Date(n * DAY_MS);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Is it a real calendar day written YYYY-MM-DD? */
export function isDay(text: string): boolean {
  return !Number.isNaN(dayNumber(text));
}

export function addDays(day: string, days: number): string {
  return dayOfNumber(dayNumber(day) + days);
}

/** How many days the period holds (both ends included); 0 when it ends before it starts. */
export function periodLength(period: Period): number {
  return Math.max(0, dayNumber(period.end) - dayNumber(period.start) + 1);
}

/** The period of the same length, counted in days, that ends the day before this one starts. */
export function previousPeriod(period: Period): Period {
  const length = periodLength(period);
  return { start: addDays(period.start, -length), end: addDays(period.start, -1) };
}

/** Every day of the period, in order. */
export function periodDays(period: Period): string[] {
  const first = dayNumber(period.start);
  return Array.from({ length: periodLength(period) }, (_, i) => dayOfNumber(first + i));
}

/** Every month (YYYY-MM) the period touches, in order. */
export function periodMonths(period: Period): string[] {
  if (!periodLength(period)) return [];
  const months = [period.start.slice(0, 7)];
  const last = period.end.slice(0, 7);
  while ((months[months.length - 1] as string) < last) months.push(nextMonth(months[months.length - 1] as string));
  return months;
}

/** The same calendar day a year earlier; 29 February becomes 28 February. */
export function sameDayAYearEarlier(day: string): string {
  const [year, month, date] = day.split('-') as [string, string, string];
  const earlier = `${pad(Number(year) - 1, 4)}-${month}-${date}`;
  return isDay(earlier) ? earlier : `${pad(Number(year) - 1, 4)}-${month}-28`;
}

/** The same days a year earlier. */
export function yearEarlier(period: Period): Period {
  return { start: sameDayAYearEarlier(period.start), end: sameDayAYearEarlier(period.end) };
}

/**
 * A preset's days around `today` (YYYY-MM-DD, the user's day): this month and this year up to
 * their last day, the last 30 days up to today, last year whole.
 */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  const year = today.slice(0, 4);
  switch (preset) {
    case 'thisMonth':
      return { start: `${today.slice(0, 7)}-01`, end: addDays(`${nextMonth(today.slice(0, 7))}-01`, -1) };
    case 'last30Days':
      return { start: addDays(today, -29), end: today };
    case 'thisYear':
      return { start: `${year}-01-01`, end: `${year}-12-31` };
    case 'lastYear': {
      const last = pad(Number(year) - 1, 4);
      return { start: `${last}-01-01`, end: `${last}-12-31` };
    }
  }
}

/** The month after a YYYY-MM month. */
function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${pad(year + 1, 4)}-01` : `${pad(year, 4)}-${pad(m + 1)}`;
}

/** The month before a YYYY-MM month. */
export function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${pad(year - 1, 4)}-12` : `${pad(year, 4)}-${pad(m - 1)}`;
}

// ------------------------------------------------------------------ time zones

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than formatting with it. */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Is it a time zone this runtime knows (Europe/Paris, UTC…)? */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    formatIn(timeZone);
    return true;
  } catch {
    return false;
  }
}

let runtimeZone: string | undefined;

/** `Temporal.Now`, where the runtime has it (Chromium 144+, Firefox 139+): typed here, TypeScript's lib has it not yet. */
interface TemporalNow {
  Now?: { timeZoneId?: () => string };
}

/**
 * The time zone this runtime (the user's browser) runs in, asked once. `Temporal.Now.timeZoneId()` reads it at
 * no cost; the fallback, a date format's resolved options, loads the runtime's date-format data first (30–120 ms
 * of a signed-in page's first screen in Chromium, measured in docs/performance.md).
 */
export function localTimeZone(): string {
  return (runtimeZone ??=
    (globalThis as { Temporal?: TemporalNow }).Temporal?.Now?.timeZoneId?.() ??
    Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** The wall clock of an instant in a zone, read as if it were UTC (ms): what a clock on that zone's wall shows. */
export function wallClock(time: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(new Date(time))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second) + (((time % 1000) + 1000) % 1000);
}

/** The calendar day (YYYY-MM-DD) of an instant in a zone: 23:30 UTC on 31 January is 1 February in Paris. */
export function zonedDay(instant: string | number, timeZone: string): string {
  const time = typeof instant === 'number' ? instant : Date.parse(instant);
  return dayOfNumber(Math.floor(wallClock(time, timeZone) / DAY_MS));
}

/** The month (YYYY-MM) of an instant in a zone. */
export function zonedMonth(instant: string | number, timeZone: string): string {
  return zonedDay(instant, timeZone).slice(0, 7);
}

const dayStartMemo = new Map<string, number>();

/** The instant (ms) a calendar day starts in a zone (its first existing moment on a DST jump). */
export function zonedDayStart(day: string, timeZone: string): number {
  const key = `${timeZone} ${day}`;
  let time = dayStartMemo.get(key);
  if (time === undefined) {
    // Remembered: a year's chart asks for the same 730 days on every call.
    if (dayStartMemo.size > 20_000) dayStartMemo.clear();
    time = computeDayStart(day, timeZone);
    dayStartMemo.set(key, time);
  }
  return time;
}

function computeDayStart(day: string, timeZone: string): number {
  const midnight = dayNumber(day) * DAY_MS;
  let time = midnight - (wallClock(midnight, timeZone) - midnight);
  // The offset may differ at the guessed instant (a DST change that night): correct once more.
  const corrected = midnight - (wallClock(time, timeZone) - time);
  if (corrected !== time && zonedDay(corrected, timeZone) === day) time = corrected;
  if (zonedDay(time, timeZone) !== day) time += 3_600_000;
  return time;
}

/**
 * A day picked in `timeZone` as the instant it starts, or ends (its last millisecond), as the
 * order list's filter (OrderFilter's createdFrom and createdTo) takes it.
 */
export function zonedDayBound(day: string, end: boolean, timeZone: string): string {
  return new Date(end ? zonedDayStart(addDays(day, 1), timeZone) - 1 : zonedDayStart(day, timeZone)).toISOString();
}

/** The period's first and last instants in the zone, as the order list's createdFrom and createdTo. */
export function periodBounds(period: Period, timeZone: string): { startDate: string; endDate: string } {
  return {
    startDate: zonedDayBound(period.start, false, timeZone),
    endDate: zonedDayBound(period.end, true, timeZone),
  };
}

/**
 * The instants each day of the period starts in the zone, and the one after its last day: day
 * `i` holds the instants in [starts[i], starts[i + 1]).
 */
export function dayStarts(period: Period, timeZone: string): number[] {
  const days = periodDays(period);
  if (!days.length) return [];
  return [...days, addDays(period.end, 1)].map((day) => zonedDayStart(day, timeZone));
}

/**
 * The instants each month of the period starts (the first one at the period's start), and the
 * end of the period: month `i` holds the instants in [starts[i], starts[i + 1]).
 */
export function monthStarts(period: Period, timeZone: string): number[] {
  const months = periodMonths(period);
  if (!months.length) return [];
  return [
    zonedDayStart(period.start, timeZone),
    ...months.slice(1).map((month) => zonedDayStart(`${month}-01`, timeZone)),
    zonedDayStart(addDays(period.end, 1), timeZone),
  ];
}

// ------------------------------------------------------------------ figures

/** a / b, or 0 when there is nothing to divide by (an empty period's average). */
export function ratio(a: number, b: number): number {
  return b ? a / b : 0;
}

/** The change against the previous period as a fraction (0.25 = +25 %), or null when it had nothing. */
export function changeOf(counter: Counter): number | null {
  return counter.previous ? (counter.value - counter.previous) / Math.abs(counter.previous) : null;
}
