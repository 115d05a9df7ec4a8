import { describe, expect, it } from 'vitest';
import type { NonConformity, OrderStatusRef } from '../../domain/orders/order';
import { OrderActionRefusedError } from '../../domain/orders/order-errors';
import type { OrderStatusId } from '../../domain/orders/order-status';
import { AppSignals, type Notice } from '../shared/signals';
import { FlagNonConformity } from './non-conformities.use-cases';

const status = (id: OrderStatusId): OrderStatusRef => ({ id, name: String(id), extId: id });
const waiting = { status: 'waiting' } as NonConformity;
const staffToast: Notice = { intent: 'danger', messageKey: 'orders.refusals.notResellerOrder' };

function setUp() {
  const signals = new AppSignals();
  const notices: Notice[] = [];
  signals.notices$.subscribe((n) => notices.push(n));
  const sent: unknown[] = [];
  const flag = new FlagNonConformity(
    {
      flag: async (input) => {
        sent.push(input);
        return { status: 'waiting' } as NonConformity;
      },
    },
    signals,
  );
  return { flag, notices, sent };
}

/** docs/rules.md#non-conformity: the order page's precheck and the sending make the same one. */
describe('FlagNonConformity', () => {
  it('opens the form on a reseller’s order in production, saying nothing', async () => {
    const { flag, notices } = setUp();
    expect(flag.mayOpen({ resellerId: 7, status: status(1) }, null)).toBe(true);
    expect(notices).toEqual([]);
  });
  it('refuses an order placed by staff with the danger toast, before the form and when sent', async () => {
    const { flag, notices, sent } = setUp();
    const staff = { id: 3, resellerId: null, status: status(0) };
    expect(flag.mayOpen(staff, null)).toBe(false);
    expect(notices).toEqual([staffToast]);
    await expect(flag.execute(staff, null, { reason: 'low-resolution', commentAdmin: 'x' })).rejects.toEqual(
      new OrderActionRefusedError('notResellerOrder'),
    );
    expect(notices).toEqual([staffToast, staffToast]);
    expect(sent).toEqual([]);
  });
  it('keeps a refusal the page shows up front out of the toasts', async () => {
    const { flag, notices } = setUp();
    expect(flag.mayOpen({ resellerId: 7, status: status(1) }, waiting)).toBe(false);
    const past = { id: 4, resellerId: 7, status: status(3) };
    await expect(flag.execute(past, null, { reason: 'low-resolution', commentAdmin: 'x' })).rejects.toMatchObject({
      reason: 'statusNotAllowed',
    });
    expect(notices).toEqual([]);
  });
});
