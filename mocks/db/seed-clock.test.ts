import { describe, expect, it } from 'vitest';
import { MockBackend } from '../backend';
import { SEED_NOW, seedShiftDays } from './seed-clock';

const DAY = 86_400_000;
const newestOf = (dates: readonly string[]) => dates.reduce((a, b) => (a > b ? a : b));

/** docs/product.md#seed-sizes: the demo's data follows the calendar; the tests' stays at SEED_NOW. */
describe('the seed dated as of another day', () => {
  it('moves every date by whole days, never into the future, and the audit trail with it', async () => {
    expect(seedShiftDays(SEED_NOW, SEED_NOW + 23 * DAY - 2 * 3_600_000)).toBe(22);
    const fixed = await MockBackend.seeded();
    const at = SEED_NOW + 30 * DAY + 5 * 3_600_000;
    const moved = await MockBackend.seeded({ seedAt: at });
    const a = fixed.db.collections;
    const b = moved.db.collections;
    const plus30 = (iso: string) => new Date(Date.parse(iso) + 30 * DAY).toISOString();

    expect(newestOf(b.orders.all().map((o) => o.createdAt))).toBe(
      plus30(newestOf(a.orders.all().map((o) => o.createdAt))),
    );
    expect(Date.parse(newestOf(b.orders.all().map((o) => o.createdAt)))).toBeLessThanOrEqual(at);
    const order = a.orders.all()[0]!;
    expect(b.orders.findFirst((q) => q.where({ id: order.id }))!.createdAt).toBe(plus30(order.createdAt));
    const reseller = a.resellers.all().find((r) => r.paymentDeadline)!;
    const deadline = b.resellers.findFirst((q) => q.where({ id: reseller.id }))!.paymentDeadline!;
    expect(Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${reseller.paymentDeadline}T00:00:00Z`)).toBe(30 * DAY);
    expect(b.audit.all().map((e) => e.at)).toEqual(a.audit.all().map((e) => plus30(e.at)));
    // Everything else is the same data.
    expect(b.orders.all().map((o) => [o.id, o.status, o.total])).toEqual(
      a.orders.all().map((o) => [o.id, o.status, o.total]),
    );

    // The trail's date index follows: a day's entries are found on the moved day.
    const { token } = await moved.auth.login({ username: 'admin@demo.local', password: 'demo' }, 'en');
    const ctx = moved.context(token, 'en');
    const day = plus30(a.audit.all().at(-1)!.at).slice(0, 10);
    const page = moved.audit.list(ctx, {
      page: 1,
      size: 5,
      filter: { from: `${day}T00:00:00.000Z`, to: `${day}T23:59:59.999Z` },
    });
    expect(page.totalRequest).toBeGreaterThan(0);
  });
});
