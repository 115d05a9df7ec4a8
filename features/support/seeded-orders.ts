import assert from 'node:assert/strict';
import type { OrderRecord } from '../../mocks/db/orders.schema';
import { STATUS_NAMES } from '../../mocks/services/orders/orders.messages';
import { ORDER_STATUSES, type OrderStatusId } from '../../src/domain/orders/order-status';
import { newestFirst } from './text';
import type { BackOfficeWorld } from './world';

/** A status as people name it in the scenarios (French, the server's default language, or English). */
export function statusNamed(name: string): OrderStatusId {
  const found = ORDER_STATUSES.find((id) => STATUS_NAMES[id].fr === name || STATUS_NAMES[id].en === name);
  assert.ok(
    found !== undefined,
    `"${name}" is no order status: the statuses are ${ORDER_STATUSES.map((id) => `"${STATUS_NAMES[id].fr}"`).join(', ')}`,
  );
  return found;
}

/** The first day of `from` to the last instant of `to`, as the UI sends them (UTC here). */
export const dayRange = (from: string, to: string) => ({
  createdFrom: `${from}T00:00:00.000Z`,
  createdTo: `${to}T23:59:59.999Z`,
});

/** The seeded orders of a scenario's database, and their requests (test data, read straight from it). */
export class SeededOrders {
  constructor(private readonly world: BackOfficeWorld) {}

  get all(): OrderRecord[] {
    return this.world.backend.db.collections.orders.all();
  }

  byId(id: number): OrderRecord {
    const found = this.all.find((o) => o.id === id);
    assert.ok(found, `no order #${id}`);
    return found;
  }

  /**
   * The newest seeded order matching `test`, which `what` says in words (`of reseller@demo.local in
   * "En production" without a waiting request`): a failure names what was looked for.
   */
  newest(what: string, test: (o: OrderRecord) => boolean): OrderRecord {
    const found = this.all.filter(test).sort(newestFirst)[0];
    assert.ok(found, `no order ${what} in the seed (docs/seed.md lists what it holds)`);
    return found;
  }

  /** The orders of the reseller `login`. */
  of(login: string): OrderRecord[] {
    const owner = this.world.account(login).id;
    return this.all.filter((o) => o.resellerId === owner);
  }

  /** A non-conformity request of the order waits for the reseller's answer. */
  waiting(orderId: number): boolean {
    return this.world.backend.db.collections.orderNotConformities
      .all()
      .some((r) => r.orderId === orderId && r.status === 'waiting');
  }

  /** Still pending, in progress or in production, with no request waiting: an admin may flag it. */
  flaggable(o: OrderRecord): boolean {
    return [0, 1, 2].includes(o.status) && !this.waiting(o.id);
  }
}

export const seededOrders = (world: BackOfficeWorld): SeededOrders => world.area(SeededOrders);
