import { describe, expect, it } from 'vitest';
import { ORDERS } from '../../application/orders/orders.tokens';
import type { ListOrders } from '../../application/orders/orders.use-cases';
import { useInjected } from './container-context';

/**
 * A page asks for a use case by its token and gets the type the token carries: the pairing that
 * once compiled though wrong (`useInjected<ListOrders>(ORDERS.zip)`) fails `tsc` now. Never called:
 * `tsc --noEmit` checks it, and fails if the `@ts-expect-error` below ever finds nothing to expect.
 */
export function useWrongPairing(): ListOrders {
  // @ts-expect-error the ZIP download's token does not give the order list
  return useInjected<ListOrders>(ORDERS.zip);
}

describe('useInjected', () => {
  it('is typed by its token (see useWrongPairing, checked by tsc)', () => {
    expect(typeof useWrongPairing).toBe('function');
  });
});
