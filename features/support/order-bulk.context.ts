import assert from 'node:assert/strict';
import { assertCount } from './assertions';
import { ORDERS } from '../../src/application/orders/orders.tokens';
import type { BulkStatusResult } from '../../src/domain/orders/order';
import { seededOrders, statusNamed } from './seeded-orders';
import type { BackOfficeWorld } from './world';

/** A status change of several orders at once (docs/screens.md#orders): the selection, and what each order answered. */
export class OrderBulkContext {
  private selection: number[] = [];
  private results: BulkStatusResult[] = [];

  constructor(private readonly world: BackOfficeWorld) {}

  private get seeded() {
    return seededOrders(this.world);
  }

  selectPending(count: number): void {
    this.selection = this.seeded.all
      .filter((o) => o.status === 0)
      .slice(0, count)
      .map((o) => o.id);
    assertCount(this.selection.length, count, 'orders selected, the step’s number');
  }

  selectMixed(pending: number, name: string): void {
    this.selectPending(pending);
    this.selection.push(this.seeded.newest(`in "${name}"`, (o) => o.status === statusNamed(name)).id);
  }

  async moveSelection(name: string): Promise<void> {
    const change = this.world.use(ORDERS).changeStatuses;
    this.results = (await this.world.attempt(() => change.execute(this.selection, statusNamed(name)))) ?? [];
  }

  async assertSelectionMoved(count: number, name: string): Promise<void> {
    this.world.assertSucceeded();
    const moved = this.results.filter((r) => r.ok).map((r) => r.id);
    assertCount(moved.length, count, 'orders moved, the step’s number');
    const page = await this.world
      .use(ORDERS)
      .list.execute({ page: 1, size: 100, filter: { statuses: [statusNamed(name)] } });
    for (const id of moved)
      assert.ok(
        page.items.some((o) => o.id === id),
        `order ${id} is not listed as ${name}`,
      );
  }

  assertExplained(message: string): void {
    const refused = this.results.filter((r): r is Extract<BulkStatusResult, { ok: false }> => !r.ok);
    assert.equal(refused.length, 1, `refusals: ${JSON.stringify(refused)}`);
    assert.equal(refused[0]?.message, message);
  }
}

export const orderBulk = (world: BackOfficeWorld): OrderBulkContext => world.area(OrderBulkContext);
