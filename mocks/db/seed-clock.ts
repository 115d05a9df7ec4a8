import type { Database } from './database';

const DAY = 86_400_000;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The whole days from the seed's clock to `at`, rounded down: the demo's data is the seed's, moved
 * so that its newest records are from the day before `at` at the latest (never in the future).
 */
export function seedShiftDays(seedNow: number, at: number): number {
  return Math.floor((at - seedNow) / DAY);
}

/** One value with every date in it moved by `days`: instants and plain days, at any depth. */
function shifted(value: unknown, days: number): unknown {
  if (typeof value === 'string') {
    if (INSTANT.test(value)) return new Date(Date.parse(value) + days * DAY).toISOString();
    if (DAY_ONLY.test(value)) return new Date(Date.parse(`${value}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => shifted(item, days));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shifted(item, days)]));
  }
  return value;
}

/**
 * docs/product.md#seed-sizes: the seeded data moved by whole days, every date of every record (orders,
 * requests, quotes, the audit trail, accounts, deadlines) alike, so the data is the same business seen
 * on another day: "this month" has its orders, estimated shipping dates lie ahead.
 */
export async function shiftSeedDates(db: Database, days: number): Promise<void> {
  if (days === 0) return;
  await db.restore(shifted(db.snapshot(), days) as ReturnType<Database['snapshot']>, { owned: true });
}
