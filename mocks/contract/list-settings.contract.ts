import { beforeEach, describe, expect, it } from 'vitest';
import { NotFoundError, StaleRecordError, ValidationError } from '../../src/domain/shared/errors';
import { ChangeListPreferences } from '../../src/application/lists/list-settings.use-cases';
import type { Harness, MakeHarness } from './harness';

/** What every ListSettingsRepository adapter must do (docs/lists.md). */
export function describeListSettingsContract(name: string, make: MakeHarness): void {
  describe(`List settings contract: ${name}`, () => {
    let h: Harness;
    beforeEach(async () => {
      h = await make();
    });
    const settings = () => h.adapters.listSettings;

    it('saves a view, lists it with the caller’s others, renames it and deletes it', async () => {
      await h.loginAs('admin@demo.local');
      const before = await settings().views('orders');
      const saved = await settings().createView({
        name: 'Urgent Dupont',
        list: 'orders',
        query: 'page=3&status[]=1&search=Dupont&view=2&sort=createdAt&order=asc',
      });
      // Where the user was (page) and the view itself are not kept.
      expect(saved).toMatchObject({
        name: 'Urgent Dupont',
        list: 'orders',
        query: 'status%5B%5D=1&search=Dupont&sort=createdAt&order=asc',
      });
      const names = (await settings().views('orders')).map((v) => v.name);
      expect(names).toHaveLength(before.length + 1);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
      const renamed = await settings().updateView(saved.id, {
        name: 'Dupont en cours',
        query: 'status[]=1&search=Dupont',
      });
      expect(renamed).toMatchObject({ id: saved.id, name: 'Dupont en cours', query: 'status%5B%5D=1&search=Dupont' });
      await settings().deleteView(saved.id);
      expect((await settings().views('orders')).map((v) => v.id)).not.toContain(saved.id);
    });

    it('refuses a duplicate name on the same list, an unknown list and an empty name, saving nothing', async () => {
      await h.loginAs('reseller@demo.local');
      const [mine] = await settings().views('orders');
      expect(mine).toBeDefined();
      const count = (await settings().views()).length;
      const refusal = await settings()
        .createView({ name: mine!.name.toUpperCase(), list: 'orders', query: '' })
        .catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(ValidationError);
      expect((refusal as ValidationError).errors.map((f) => f.field)).toEqual(['name']);
      await expect(settings().createView({ name: '  ', list: 'orders', query: '' })).rejects.toBeInstanceOf(
        ValidationError,
      );
      await expect(settings().createView({ name: 'x', list: 'nowhere' as 'orders', query: '' })).rejects.toBeInstanceOf(
        ValidationError,
      );
      expect((await settings().views()).length).toBe(count);
      // The same name on another list is another view.
      await expect(settings().createView({ name: mine!.name, list: 'quotes', query: '' })).resolves.toMatchObject({
        list: 'quotes',
      });
    });

    it('never shows, changes or deletes another user’s view: 404, and theirs is unchanged', async () => {
      await h.loginAs('reseller2@demo.local');
      const [theirs] = await settings().views();
      expect(theirs).toBeDefined();
      await h.loginAs('reseller@demo.local');
      expect((await settings().views()).map((v) => v.id)).not.toContain(theirs!.id);
      await expect(settings().updateView(theirs!.id, { name: 'mine now', query: '' })).rejects.toBeInstanceOf(
        NotFoundError,
      );
      await expect(settings().deleteView(theirs!.id)).rejects.toBeInstanceOf(NotFoundError);
      await h.loginAs('reseller2@demo.local');
      expect((await settings().views()).find((v) => v.id === theirs!.id)).toEqual(theirs);
    });

    it('keeps preferences per user, refuses a stale version, and a change made from another tab is not lost', async () => {
      await h.loginAs('reader@demo.local');
      const empty = await settings().preferences();
      expect(empty.lists).toEqual({});
      const saved = await settings().savePreferences(
        { lists: { orders: { hidden: ['weight'], order: ['id', 'status'], density: 'compact', pageSize: 50 } } },
        empty.version,
      );
      expect(saved.lists.orders).toEqual({
        hidden: ['weight'],
        order: ['id', 'status'],
        density: 'compact',
        pageSize: 50,
      });
      expect(saved.version).toBeTruthy();
      expect(saved.version).not.toBe(empty.version);
      // Another tab still holds the first version: refused, nothing changed.
      await expect(settings().savePreferences({ lists: {} }, empty.version)).rejects.toBeInstanceOf(StaleRecordError);
      expect((await settings().preferences()).lists.orders?.density).toBe('compact');
      // The use case makes that tab's change again on the document as it now is.
      const merged = await new ChangeListPreferences(settings()).execute(empty, 'quotes', { density: 'compact' });
      expect(merged.lists).toEqual({ orders: saved.lists.orders, quotes: { density: 'compact' } });
      // Another user's preferences are their own.
      await h.loginAs('admin@demo.local');
      expect((await settings().preferences()).lists.quotes).toBeUndefined();
    });

    it('refuses preferences that are not settings of a known list', async () => {
      await h.loginAs('admin@demo.local');
      for (const lists of [
        { nowhere: { density: 'compact' } },
        { orders: { density: 'tiny' } },
        { orders: { hidden: ['<img src=x>'] } },
        { orders: { pageSize: 1000 } },
        { orders: { order: ['id', 'id'] } },
      ]) {
        await expect(settings().savePreferences({ lists } as never)).rejects.toBeInstanceOf(ValidationError);
      }
      expect((await settings().preferences()).lists).toEqual({});
    });
  });
}
