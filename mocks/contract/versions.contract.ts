import { beforeEach, describe, expect, it } from 'vitest';
import { toResellerInput } from '../../src/domain/resellers/reseller';
import { StaleRecordError } from '../../src/domain/shared/errors';
import type { Harness, MakeHarness } from './harness';

/**
 * docs/api/README.md#versions-and-lost-updates, against each adapter: a record comes with its
 * version, a change made on the version it was read with succeeds and answers the new one, a
 * change made on an older copy is a StaleRecordError that changes nothing, and a change without a
 * version (a client of the original call list) is made as before.
 */
export function describeVersionsContract(name: string, make: MakeHarness): void {
  describe(`Record versions contract: ${name}`, () => {
    let h: Harness;
    beforeEach(async () => {
      h = await make();
    });

    const resellers = () => h.adapters.records.resellers;
    const idOf = (login: string) => h.backend.db.collections.users.findFirst((q) => q.where({ username: login }))!.id;
    const stored = (login: string) =>
      h.backend.db.collections.resellers.findFirst((q) => q.where({ id: idOf(login) }))!;

    it('reads a record with a version that stays the same until the record changes', async () => {
      await h.loginAs('admin@demo.local');
      const id = idOf('reseller@demo.local');
      const first = await resellers().get(id);
      const again = await resellers().get(id);
      expect(first.version).toMatch(/^"[0-9a-f]{32}"$/);
      expect(again.version).toBe(first.version);
      const saved = await resellers().update(id, { ...toResellerInput(first), vat: first.vat + 1 }, first.version);
      expect(saved.version).toMatch(/^"[0-9a-f]{32}"$/);
      expect(saved.version).not.toBe(first.version);
      expect((await resellers().get(id)).version).toBe(saved.version);
    });

    it('refuses a change made on a stale copy, keeping the change made in between', async () => {
      await h.loginAs('admin@demo.local');
      const id = idOf('reseller@demo.local');
      const copyA = await resellers().get(id);
      const copyB = await resellers().get(id);
      await resellers().update(id, { ...toResellerInput(copyA), discount: 17 }, copyA.version);

      const refused = await resellers()
        .update(id, { ...toResellerInput(copyB), company: 'Dupont & Fils' }, copyB.version)
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(StaleRecordError);
      expect((refused as Error).message).toBe('This record has changed since you opened it: reload it before saving.');
      expect(stored('reseller@demo.local').discount).toBe(17);
      expect((await resellers().get(id)).company).toBe('Imprimerie Dupont');

      // Reloaded, the same change goes through and both are kept.
      const reloaded = await resellers().get(id);
      const saved = await resellers().update(
        id,
        { ...toResellerInput(reloaded), company: 'Dupont & Fils' },
        reloaded.version,
      );
      expect(saved).toMatchObject({ company: 'Dupont & Fils', discount: 17 });
    });

    it('makes a change sent without a version, as the original call list does', async () => {
      await h.loginAs('admin@demo.local');
      const id = idOf('reseller@demo.local');
      const copy = await resellers().get(id);
      await resellers().update(id, { ...toResellerInput(copy), discount: 9 }, copy.version);
      const saved = await resellers().update(id, { ...toResellerInput(copy), vat: 5.5 });
      expect(saved).toMatchObject({ vat: 5.5 });
      expect(saved.version).toMatch(/^"[0-9a-f]{32}"$/);
    });

    it('refuses a stale active switch and leaves the account as it was', async () => {
      await h.loginAs('admin@demo.local');
      const users = h.adapters.users;
      const id = idOf('reader@demo.local');
      const copy = await users.get(id);
      await users.update(
        id,
        {
          username: copy.username,
          firstname: 'Renée',
          lastname: copy.lastname,
          company: copy.company,
          roles: ['ROLE_READER'],
          isActive: copy.isActive,
          parent: copy.parent,
        },
        copy.version,
      );
      await expect(users.setActive(id, false, copy.version)).rejects.toBeInstanceOf(StaleRecordError);
      expect((await users.get(id)).isActive).toBe(true);
      const fresh = await users.get(id);
      await users.setActive(id, false, fresh.version);
      expect((await users.get(id)).isActive).toBe(false);
    });

    it('holds catalogue records to their version too', async () => {
      await h.loginAs('admin@demo.local');
      const mandrels = h.adapters.records.mandrels;
      const [first] = (await mandrels.list({ page: 1, size: 1 })).items;
      const copy = await mandrels.get(first!.id);
      const saved = await mandrels.update(copy.id, { number: 321 }, copy.version);
      await expect(mandrels.update(copy.id, { number: 123 }, copy.version)).rejects.toBeInstanceOf(StaleRecordError);
      expect((await mandrels.get(copy.id)).number).toBe(321);
      await expect(mandrels.update(copy.id, { number: 123 }, saved.version)).resolves.toMatchObject({ number: 123 });
    });

    it("moves an order only from the version it was read in, and answers the order's new version", async () => {
      await h.loginAs('admin@demo.local');
      const pending = h.backend.db.collections.orders.all().find((o) => o.status === 0)!;
      const copyA = await h.adapters.orders.get(pending.id);
      const copyB = await h.adapters.orders.get(pending.id);
      expect(copyA.version).toMatch(/^"[0-9a-f]{32}"$/);
      const moved = await h.adapters.orders.changeStatus(pending.id, 1, copyA.version);
      expect(moved.status.id).toBe(1);
      expect(moved.version).not.toBe(copyA.version);

      await expect(h.adapters.orders.changeStatus(pending.id, 100, copyB.version)).rejects.toBeInstanceOf(
        StaleRecordError,
      );
      expect(h.backend.db.collections.orders.findFirst((q) => q.where({ id: pending.id }))!.status).toBe(1);
      await expect(h.adapters.orders.changeStatus(pending.id, 2, moved.version)).resolves.toMatchObject({
        status: { id: 2 },
      });
    });

    it('validates a quote only as it was read', async () => {
      await h.loginAs('reseller@demo.local');
      const own = idOf('reseller@demo.local');
      const ready = h.backend.db.collections.quotes.all().find((q) => q.resellerId === own && q.status === 'ready')!;
      const orders = h.backend.db.collections.orders.all().length;
      const copy = await h.adapters.quotes.get(ready.id);
      // The reseller's company shows on its quotes: renaming it changes what the quote reads.
      const profile = await resellers().get(own);
      await resellers().update(own, { ...toResellerInput(profile), company: 'Dupont Étiquettes' }, profile.version);

      await expect(h.adapters.quotes.validate(ready.id, copy.version)).rejects.toBeInstanceOf(StaleRecordError);
      expect(h.backend.db.collections.quotes.findFirst((q) => q.where({ id: ready.id }))!.status).toBe('ready');
      expect(h.backend.db.collections.orders.all()).toHaveLength(orders);
      const fresh = await h.adapters.quotes.get(ready.id);
      await expect(h.adapters.quotes.validate(ready.id, fresh.version)).resolves.toMatchObject({ status: 'validated' });
    });
  });
}
