import { beforeEach, describe, expect, it } from 'vitest';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../src/domain/shared/errors';
import type { UserInput } from '../../src/domain/users/user';
import type { Harness, MakeHarness } from './harness';

const input: UserInput = {
  username: 'contract.user@example.com',
  firstname: 'Con',
  lastname: 'Tract',
  company: 'ACME',
  roles: ['ROLE_READER'],
  isActive: true,
  parent: null,
  password: 'long-enough',
};

/** What every UserRepository adapter must do, run against each one. */
export function describeUserRepositoryContract(name: string, make: MakeHarness): void {
  describe(`UserRepository contract: ${name}`, () => {
    let h: Harness;
    beforeEach(async () => {
      h = await make();
    });

    it('lists a sorted page with its totals', async () => {
      await h.loginAs('admin@demo.local');
      const page = await h.adapters.users.list({ page: 1, size: 5, sort: { field: 'username', order: 'asc' } });
      expect(page.items).toHaveLength(5);
      const names = page.items.map((u) => u.username);
      expect([...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' }))).toEqual(names);
      expect(page.total).toBeGreaterThan(5);
      expect(page.totalRequest).toBe(page.total);
    });

    it('counts a search in totalRequest', async () => {
      await h.loginAs('admin@demo.local');
      const page = await h.adapters.users.list({ page: 1, size: 25, search: 'reader@demo' });
      expect(page.items.map((u) => u.username)).toEqual(['reader@demo.local']);
      expect(page.totalRequest).toBe(1);
    });

    it('refuses a page size of 500 with a ValidationError on _limit', async () => {
      await h.loginAs('admin@demo.local');
      const error = await h.adapters.users.list({ page: 1, size: 500 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).errors.map((e) => e.field)).toEqual(['_limit']);
    });

    it('creates, reads, updates, toggles and deletes', async () => {
      await h.loginAs('admin@demo.local');
      const created = await h.adapters.users.create(input);
      expect(created).toMatchObject({ username: input.username, roles: ['ROLE_READER'], isActive: true });
      const updated = await h.adapters.users.update(created.id, { ...input, lastname: 'Changed', password: undefined });
      expect(updated.lastname).toBe('Changed');
      await h.adapters.users.setActive(created.id, false);
      expect((await h.adapters.users.get(created.id)).isActive).toBe(false);
      await h.adapters.users.remove(created.id);
      await expect(h.adapters.users.get(created.id)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('puts server refusals on their fields', async () => {
      await h.loginAs('admin@demo.local');
      const error = await h.adapters.users.create({ ...input, username: 'admin@demo.local' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).errors.map((e) => e.field)).toEqual(['username']);
    });

    it("scopes a reseller to its quote users and hides another reseller's", async () => {
      await h.loginAs('reseller2@demo.local');
      const theirs = (await h.adapters.users.list({ page: 1, size: 1 })).items[0]!;
      await h.loginAs('reseller@demo.local');
      const mine = await h.adapters.users.list({ page: 1, size: 100 });
      expect(mine.items.every((u) => u.company === 'Imprimerie Dupont')).toBe(true);
      await expect(h.adapters.users.get(theirs.id)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('refuses a reader’s writes and a missing token, announcing the 401', async () => {
      await h.loginAs('reader@demo.local');
      await expect(h.adapters.users.create(input)).rejects.toBeInstanceOf(ForbiddenError);
      let announced = 0;
      h.signals.unauthorized$.subscribe(() => announced++);
      h.setToken(null);
      await expect(h.adapters.users.list({ page: 1, size: 25 })).rejects.toBeInstanceOf(UnauthorizedError);
      expect(announced).toBe(1);
    });
  });
}
