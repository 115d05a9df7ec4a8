import { beforeEach, describe, expect, it } from 'vitest';
import { ForbiddenError, NotFoundError, ValidationError } from '../../src/domain/shared/errors';
import type { Harness, MakeHarness } from './harness';

/** What every AuditRepository adapter must do (docs/audit.md#the-calls). */
export function describeAuditContract(name: string, make: MakeHarness): void {
  describe(`Audit repository contract: ${name}`, () => {
    let h: Harness;
    beforeEach(async () => {
      h = await make();
    });

    const c = () => h.backend.db.collections;
    const userId = (login: string) => c().users.findFirst((q) => q.where({ username: login }))!.id;

    it('finds an admin’s status change by record, newest first, and tells it on the order’s timeline', async () => {
      await h.loginAs('admin@demo.local');
      const order = c()
        .orders.all()
        .find((o) => o.status === 0)!;
      await h.adapters.orders.changeStatus(order.id, 1);
      const page = await h.adapters.audit.list({
        page: 1,
        size: 25,
        filter: { entity: 'order', entityId: order.id, action: 'status' },
      });
      expect(page.totalRequest).toBe(1);
      expect(page.items[0]).toMatchObject({
        action: 'status',
        entity: 'order',
        entityId: order.id,
        actor: { username: 'admin@demo.local', role: 'ROLE_ADMIN' },
        actingAs: null,
        changes: [{ field: 'status', from: 0, to: 1 }],
      });
      const timeline = await h.adapters.audit.orderHistory(order.id);
      expect(timeline.map((e) => e.action)).toEqual(['create', 'status']);
      const file = await h.adapters.audit.export(
        { page: 1, size: 25, filter: { entity: 'order', entityId: order.id } },
        'csv',
        ['actor', 'action'],
      );
      expect(file.filename).toBe('audit-csv.csv');
      expect(await file.blob.text()).toContain('admin@demo.local');
    });

    it('refuses a reseller the audit list, another reseller’s timeline and a bad filter', async () => {
      await h.loginAs('reseller@demo.local');
      await expect(h.adapters.audit.list({ page: 1, size: 25 })).rejects.toBeInstanceOf(ForbiddenError);
      const other = c()
        .orders.all()
        .find((o) => o.resellerId === userId('reseller2@demo.local'))!;
      await expect(h.adapters.audit.orderHistory(other.id)).rejects.toBeInstanceOf(NotFoundError);
      await h.loginAs('reader@demo.local');
      await expect(h.adapters.audit.list({ page: 1, size: 25, filter: { from: 'yesterday' } })).rejects.toBeInstanceOf(
        ValidationError,
      );
    });
  });
}
