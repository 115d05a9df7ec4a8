import { beforeEach, describe, expect, it } from 'vitest';
import { MockBackend } from '../../backend';
import { ApiError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import { perResellerListRequest } from '../../handlers/list-requests';

let backend: MockBackend;
const as = (username: string): CallContext => {
  const caller = backend.db.collections.users.findFirst((q) => q.where({ username }));
  if (!caller) throw new Error(`no ${username}`);
  return { caller, locale: 'en' };
};
async function status(fn: () => unknown): Promise<number> {
  try {
    await fn();
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

beforeEach(async () => {
  backend = await MockBackend.seeded();
});

describe('UsersService scoping', () => {
  it('shows a reseller only its own quote users, whatever _resellerId says', () => {
    const reseller = as('reseller@demo.local');
    const other = as('reseller2@demo.local');
    const page = backend.users.list(
      reseller,
      perResellerListRequest({ _resellerId: String(other.caller.id), _limit: '100' }),
    );
    const all = backend.users.list(reseller, perResellerListRequest({ _limit: '100' }));
    expect(all.list.length).toBeGreaterThan(0);
    expect(all.list.every((u) => u.parent === reseller.caller.id)).toBe(true);
    // docs/access.md#reseller-scoping: ignored, the same rows as without it.
    expect(page).toEqual(all);
  });
  it("answers 404 for another reseller's user by id", async () => {
    const reseller = as('reseller@demo.local');
    const theirs = backend.users.list(as('reseller2@demo.local'), {}).list[0];
    expect(theirs).toBeDefined();
    expect(await status(() => backend.users.get(reseller, theirs!.id))).toBe(404);
    expect(await status(() => backend.users.remove(reseller, theirs!.id))).toBe(404);
  });
  it('refuses every write to a reader (403) and keeps resellers out of the admin list', async () => {
    const reader = as('reader@demo.local');
    expect(await status(() => backend.users.create(reader, {}))).toBe(403);
    expect(
      backend.users
        .list(reader, perResellerListRequest({ _limit: '100' }))
        .list.some((u) => u.roles[0] === 'ROLE_RESELLER'),
    ).toBe(false);
  });
  it('refuses quote users (403)', async () => {
    expect(await status(() => backend.users.list(as('client@demo.local'), {}))).toBe(403);
  });
});

describe('UsersService writes', () => {
  const body = {
    username: 'new.user@example.com',
    firstname: 'New',
    lastname: 'User',
    company: 'ACME',
    roles: ['ROLE_ADMIN'],
    isActive: true,
    password: 'long-enough',
  };
  it("makes a reseller's new user a quote user it owns, whatever role was asked", async () => {
    const reseller = as('reseller@demo.local');
    const created = await backend.users.create(reseller, body);
    expect(created.roles).toEqual(['ROLE_RESELLER_FRONT']);
    expect(created.parent).toBe(reseller.caller.id);
    expect(created.company).toBe('Imprimerie Dupont');
  });
  it('refuses a duplicate username on the username field, case-insensitively', async () => {
    const admin = as('admin@demo.local');
    const error = await backend.users
      .create(admin, { ...body, username: 'READER@demo.local' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body.errors).toEqual([
      { field: 'username', message: 'This username is already taken.' },
    ]);
  });
  it('names every invalid field', async () => {
    const error = (await backend.users
      .create(as('admin@demo.local'), { username: 'nope', firstname: '', roles: [], password: 'x' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.body.errors?.map((e) => e.field).sort()).toEqual([
      'firstname',
      'lastname',
      'password',
      'roles',
      'username',
    ]);
  });
  it('keeps the data unchanged after a refused write', async () => {
    const admin = as('admin@demo.local');
    const before = backend.db.collections.users.count();
    await backend.users.create(admin, { ...body, username: 'bad' }).catch(() => undefined);
    expect(backend.db.collections.users.count()).toBe(before);
  });
  it('refuses to delete or deactivate oneself, and deletes another user', async () => {
    const admin = as('admin@demo.local');
    expect(await status(() => backend.users.remove(admin, admin.caller.id))).toBe(400);
    expect(await status(() => backend.users.setActive(admin, admin.caller.id, { isActive: false }))).toBe(403);
    const created = await backend.users.create(admin, body);
    backend.users.remove(admin, created.id);
    expect(await status(() => backend.users.get(admin, created.id))).toBe(404);
  });
});

describe('UsersService: the translation right (docs/access.md#translation-export-right)', () => {
  const rightsOf = (username: string) =>
    backend.db.collections.users.findFirst((q) => q.where({ username }))?.rights ?? null;

  it('is seeded on superadmin@demo.local only, and answered with the user', () => {
    const holders = backend.db.collections.users.all().filter((u) => u.rights.includes('translations'));
    expect(holders.map((u) => u.username)).toEqual(['superadmin@demo.local']);
    const admin = as('admin@demo.local');
    expect(backend.users.get(admin, holders[0]!.id).rights).toEqual(['translations']);
    expect(backend.users.get(admin, admin.caller.id).rights).toEqual([]);
  });

  it('stays with the account when it is renamed; a body cannot grant it, nor its old login', async () => {
    const admin = as('admin@demo.local');
    const holder = as('superadmin@demo.local');
    const fields = { firstname: 'Serge', lastname: 'S', company: null, roles: ['ROLE_ADMIN'], isActive: true };
    await backend.users.update(holder, holder.caller.id, {
      ...fields,
      username: 'serge@example.com',
      currentPassword: 'demo',
      rights: [],
    });
    expect(rightsOf('serge@example.com')).toEqual(['translations']);
    const created = await backend.users.create(admin, {
      ...fields,
      username: 'superadmin@demo.local',
      password: 'welcome-2026',
      rights: ['translations'],
    });
    expect(created.rights).toEqual([]);
    await backend.users.update(admin, admin.caller.id, {
      ...fields,
      username: 'admin@demo.local',
      rights: ['translations'],
    });
    expect(rightsOf('admin@demo.local')).toEqual([]);
  });
});

describe('UsersService: the super-admin keeps its keys (docs/access.md#the-super-admin)', () => {
  const superAdmin = () =>
    backend.db.collections.users.findFirst((q) => q.where({ username: 'superadmin@demo.local' }))!;
  const body = (changes: Record<string, unknown> = {}) => {
    const u = superAdmin();
    return {
      username: u.username,
      firstname: u.firstname,
      lastname: u.lastname,
      company: u.company,
      roles: u.roles,
      ...changes,
    };
  };

  it('refuses another admin its login, password, role, switch-off and deletion (403), and changes nothing', async () => {
    const admin = as('admin@demo.local');
    const id = superAdmin().id;
    const before = JSON.stringify(superAdmin());
    const refusals = [
      () => backend.users.update(admin, id, body({ password: 'welcome-2026' })),
      () => backend.users.update(admin, id, body({ username: 'taken@example.com' })),
      () => backend.users.update(admin, id, body({ roles: ['ROLE_READER'] })),
      () => backend.users.update(admin, id, body({ isActive: false })),
      () => backend.users.setActive(admin, id, { isActive: false }),
      () => backend.users.remove(admin, id),
    ];
    const statuses: number[] = [];
    for (const refused of refusals) statuses.push(await status(refused));
    expect(statuses).toEqual([403, 403, 403, 403, 403, 403]);
    expect(JSON.stringify(superAdmin())).toBe(before);
  });

  it('lets another admin rename it, and itself change its password with its current one', async () => {
    const id = superAdmin().id;
    expect(await status(() => backend.users.update(as('admin@demo.local'), id, body({ firstname: 'Sergio' })))).toBe(
      200,
    );
    const self = as('superadmin@demo.local');
    expect(
      await status(() => backend.users.update(self, id, body({ password: 'welcome-2026', currentPassword: 'demo' }))),
    ).toBe(200);
    expect(superAdmin()).toMatchObject({ firstname: 'Sergio', password: 'welcome-2026' });
  });
});
