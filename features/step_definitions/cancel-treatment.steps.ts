import { Given } from '@cucumber/cucumber';
import { orders } from '../support/orders.context';
import { cancellationRequests } from '../support/cancellation-requests.context';
import type { BackOfficeWorld } from '../support/world';

/** docs/rules.md#cancel-the-treatment: the seed's refused requests are old, their orders have moved on since. */
Given(
  'they pick a refused cancellation request whose order has since been delivered',
  function (this: BackOfficeWorld) {
    return cancellationRequests(this).pickCancel('unapproved', undefined, (row) => row.order.status.id === 99);
  },
);

Given(
  'they open that order again and change its status to {string}',
  async function (this: BackOfficeWorld, status: string) {
    const context = orders(this);
    const order = context.openedOrder;
    if (!order) throw new Error('no order open');
    await context.open(order.id);
    await context.changeStatus(status);
    if (this.lastError) throw new Error(`the status change was refused: ${String(this.lastError)}`);
  },
);
