import { beforeEach, describe, expect, it } from 'vitest';
import { ForbiddenError, UnauthorizedError } from '../../src/domain/shared/errors';
import type { Harness, MakeHarness } from './harness';

/**
 * What every TourSandbox adapter must do (the guided tour's sandbox, docs/product.md#demo-links-and-guided-tour; demo
 * only).
 */
export function describeTourSandboxContract(name: string, make: MakeHarness): void {
  describe(`TourSandbox contract: ${name}`, () => {
    let h: Harness;
    beforeEach(async () => {
      h = await make();
    });

    it("prepares a ready quote of the reseller's, every series with its file", async () => {
      await h.loginAs('reseller@demo.local');
      const prepared = await h.adapters.tourSandbox.prepare('quote-ready');
      expect(prepared).toMatchObject({ situation: 'quote-ready', orderId: null });
      const quote = await h.adapters.quotes.get(prepared.quoteId!);
      expect(quote.reference).toBe(prepared.reference);
      expect(quote.status).toBe('ready');
    });

    it('prepares an order the reseller may ask to cancel, found by its reference', async () => {
      await h.loginAs('reseller@demo.local');
      const prepared = await h.adapters.tourSandbox.prepare('order-to-cancel');
      const order = await h.adapters.orders.get(prepared.orderId!);
      expect(order.internalReference).toBe(prepared.reference);
      expect([0, 1]).toContain(order.status.id);
    });

    it('refuses a caller without a session (401) and staff (403)', async () => {
      await expect(h.adapters.tourSandbox.prepare('non-conformity')).rejects.toBeInstanceOf(UnauthorizedError);
      await h.loginAs('admin@demo.local');
      await expect(h.adapters.tourSandbox.prepare('non-conformity')).rejects.toBeInstanceOf(ForbiddenError);
    });
  });
}
