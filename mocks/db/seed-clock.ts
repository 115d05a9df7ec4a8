import type { Database } from './database';

/** The seed's clock: records are dated relative to it, so every run is the same. */
export const SEED_NOW = Date.UTC(2026, 10, 1, 9, 0, 0);

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

/** A date string moved by `days`, or null when the string is no date. */
function shiftedDate(value: string, days: number): string | null {
  if (INSTANT.test(value)) return new Date(Date.parse(value) + days * DAY).toISOString();
  if (DAY_ONLY.test(value)) return new Date(Date.parse(`${value}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
  return null;
}

/** A copy of a value with every date in it moved by `days`, at any depth (records loaded by reference). */
export function shiftedCopy<T>(value: T, days: number): T {
  if (typeof value === 'string') return (shiftedDate(value, days) ?? value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => shiftedCopy(item, days)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shiftedCopy(item, days)])) as T;
  }
  return value;
}

/**
 * docs/product.md#seed-sizes: the seeded data moved by whole days, every date of every record (orders,
 * requests, quotes, the audit trail, accounts, deadlines) alike, so the data is the same business seen
 * on another day: "this month" has its orders, estimated shipping dates lie ahead. The records are
 * moved where they are stored (a copy and a reload of the whole database cost the demo's first visit
 * 0.9 s); a uniform move keeps every order between them, so no index goes stale. `except`: the
 * collections seeded already moved (the audit trail, whose records are shared by every seed of the
 * process and so are moved as copies: audit.seed.ts).
 */
export function shiftSeedDates(db: Database, days: number, except: readonly string[] = []): void {
  if (days === 0) return;
  for (const [name, collection] of Object.entries(db.collections)) {
    if (except.includes(name)) continue;
    // Each stored record takes its moved fields (its nested values are new copies).
    for (const record of collection.all() as object[]) Object.assign(record, shiftedCopy(record, days));
  }
}
