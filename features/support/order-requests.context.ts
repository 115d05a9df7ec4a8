import assert from 'node:assert/strict';
import { CANCELLATIONS } from '../../src/application/cancellations/cancellations.tokens';
import { NON_CONFORMITIES } from '../../src/application/non-conformities/non-conformities.tokens';
import type { NonConformityReason } from '../../src/domain/orders/order';
import type { OrderStatusId } from '../../src/domain/orders/order-status';
import { orders } from './orders.context';
import { seededOrders } from './seeded-orders';
import type { BackOfficeWorld } from './world';

/**
 * What the order page asks of the requests (docs/rules.md#status-transitions): an admin placing
 * the order open in non-conforming, a reseller asking to cancel it; checked on the order read again.
 */
export class OrderRequestsContext {
  constructor(private readonly world: BackOfficeWorld) {}

  async placeNonConforming(
    reason: NonConformityReason = 'low-resolution',
    comment = 'Les images sont en 72 dpi.',
  ): Promise<void> {
    const { order, nonConformity } = orders(this.world).opened;
    const flag = this.world.use(NON_CONFORMITIES).flag;
    await this.world.attempt(() => flag.execute(order, nonConformity, { reason, commentAdmin: comment }));
  }

  /** The environment configuration lost the FTP address (test data, straight into the server). */
  async removeFtpUrl(): Promise<void> {
    await this.world.backend.db.collections.configEnv.update((q) => q.where({ id: 1 }), {
      data: (c) => {
        c.ftpUrl = '';
      },
    });
  }

  async assertWaitingNonConformity(): Promise<void> {
    this.world.assertSucceeded();
    const fresh = await orders(this.world).reread();
    assert.equal(fresh.order.status.id, 5);
    assert.equal(fresh.nonConformity?.status, 'waiting');
    assert.deepEqual(fresh.targets, []);
  }

  async assertUnchanged(): Promise<void> {
    const context = orders(this.world);
    const before = context.openedOrder;
    assert.ok(before, 'no order open');
    const fresh = await context.reread();
    assert.equal(fresh.order.status.id, before.status.id);
  }

  async askCancellation(comment: string): Promise<void> {
    const { order } = orders(this.world).opened;
    const ask = this.world.use(CANCELLATIONS).ask;
    await this.world.attempt(() => ask.execute(order, { reference: order.internalReference, comment }));
  }

  /** Asks, by its id, to cancel a pending or in-progress order of another reseller. */
  async askCancellationOfTheirs(login: string): Promise<void> {
    const theirs = seededOrders(this.world).newest(
      `of ${login} pending or in progress`,
      (o) => o.resellerId === this.world.account(login).id && (o.status === 0 || o.status === 1),
    );
    const status = theirs.status as OrderStatusId;
    const summary = { id: theirs.id, status: { id: status, name: '', extId: status }, cancellationPending: false };
    const ask = this.world.use(CANCELLATIONS).ask;
    await this.world.attempt(() => ask.execute(summary, { reference: theirs.internalReference, comment: '' }));
  }

  async assertCancellationRequested(comment: string): Promise<void> {
    this.world.assertSucceeded();
    const fresh = await orders(this.world).reread();
    assert.equal(fresh.order.status.name, 'Annulation demandée');
    assert.equal(fresh.order.cancellationPending, true);
    const request = this.world.backend.db.collections.orderRequestCancels
      .all()
      .find((r) => r.orderId === fresh.order.id && r.status === 'pending');
    assert.equal(request?.reason, comment);
  }
}

export const orderRequests = (world: BackOfficeWorld): OrderRequestsContext => world.area(OrderRequestsContext);
