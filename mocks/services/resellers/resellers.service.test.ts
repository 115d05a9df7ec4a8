import { beforeEach, describe, expect, it } from 'vitest';
import { MockBackend } from '../../backend';
import { ApiError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import { listRequest, resellerListRequest } from '../../handlers/list-requests';

let backend: MockBackend;
const as = (username: string): CallContext => {
  const caller = backend.db.collections.users.findFirst((q) => q.where({ username }));
  if (!caller) throw new Error(`no ${username}`);
  return { caller, locale: 'en' };
};
const idOf = (username: string) => as(username).caller.id;
async function status(fn: () => unknown): Promise<number> {
  try {
    await fn();
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}
const body = {
  username: 'new.reseller@example.com',
  firstname: 'Nadia',
  lastname: 'Neuve',
  company: 'Neuve Étiquettes',
};

beforeEach(async () => {
  backend = await MockBackend.seeded();
});

describe('ResellersService roles', () => {
  it('refuses every admin call to a reseller and every write to a reader (403)', async () => {
    const reseller = as('reseller@demo.local');
    const reader = as('reader@demo.local');
    expect(await status(() => backend.resellers.list(reseller, {}))).toBe(403);
    expect(await status(() => backend.resellers.prospects(reseller, {}))).toBe(403);
    expect(await status(() => backend.resellers.search(reseller, listRequest({ _search: 'a' })))).toBe(403);
    expect(await status(() => backend.resellers.create(reseller, body))).toBe(403);
    expect(await status(() => backend.resellers.setActive(reseller, reseller.caller.id, { isActive: false }))).toBe(
      403,
    );
    expect(await status(() => backend.resellers.remove(reseller, reseller.caller.id))).toBe(403);
    expect(await status(() => backend.resellers.list(reader, {}))).toBe(200);
    expect(await status(() => backend.resellers.create(reader, body))).toBe(403);
    expect(await status(() => backend.resellers.update(reader, idOf('reseller@demo.local'), body))).toBe(403);
  });
  it("answers 404 for another reseller's record, to a reseller", async () => {
    const reseller = as('reseller@demo.local');
    expect(await status(() => backend.resellers.get(reseller, idOf('reseller2@demo.local')))).toBe(404);
    expect(await status(() => backend.resellers.update(reseller, idOf('reseller2@demo.local'), body))).toBe(404);
    expect(backend.resellers.get(reseller, reseller.caller.id).company).toBe('Imprimerie Dupont');
  });
  it('refuses a bad _isProspect (400) and counts each view apart', async () => {
    const admin = as('admin@demo.local');
    expect(await status(() => backend.resellers.list(admin, resellerListRequest({ _isProspect: 'maybe' }, 'fr')))).toBe(
      400,
    );
    const prospects = backend.resellers.list(admin, resellerListRequest({ _isProspect: '1' }, 'fr'));
    const customers = backend.resellers.notProspects(admin, {});
    expect(prospects.total).toBe(3);
    expect(customers.total).toBe(9);
    expect(backend.resellers.list(admin, {}).total).toBe(12);
  });
});

describe('ResellersService writes', () => {
  it('creates an active prospect with ROLE_RESELLER and an API token by default', async () => {
    const created = await backend.resellers.create(as('admin@demo.local'), body);
    expect(created).toMatchObject({ isProspect: true, isActive: true, roles: ['ROLE_RESELLER'], discount: 0 });
    expect(created.api_token).toMatch(/^[0-9a-f]{32}$/);
  });
  it('refuses another role than ROLE_RESELLER, an unknown country and a date that is not one', async () => {
    const admin = as('admin@demo.local');
    const fields = async (extra: object) =>
      (
        (await backend.resellers.create(admin, { ...body, ...extra }).catch((e: unknown) => e)) as ApiError
      ).body.errors?.map((e) => e.field) ?? [];
    expect(await fields({ roles: ['ROLE_ADMIN'] })).toEqual(['roles']);
    expect(await fields({ country: 999 })).toEqual(['country']);
    expect(await fields({ paymentDeadline: '2026-02-30' })).toEqual(['paymentDeadline']);
    expect(await fields({ discount: '10' })).toEqual(['discount']);
  });
  it("ignores the admin-only fields of a reseller's own profile", async () => {
    const reseller = as('reseller@demo.local');
    const before = backend.resellers.get(reseller, reseller.caller.id);
    const after = await backend.resellers.update(reseller, reseller.caller.id, {
      ...body,
      username: 'reseller@demo.local',
      isProspect: !before.isProspect,
      isActive: false,
      discount: 99,
      type: before.type === 'api' ? 'standard' : 'api',
      margeType: before.margeType === 'grid' ? 'global' : 'grid',
      thetis_key: 'HACKED',
      roles: ['ROLE_ADMIN'],
    });
    expect(after).toMatchObject({
      company: 'Neuve Étiquettes',
      isProspect: before.isProspect,
      isActive: true,
      discount: before.discount,
      type: before.type,
      margeType: before.margeType,
      thetis_key: before.thetis_key,
      roles: ['ROLE_RESELLER'],
    });
  });
  it('deletes a reseller without users along with its account and grid', async () => {
    const admin = as('admin@demo.local');
    const created = await backend.resellers.create(admin, body);
    backend.resellers.remove(admin, created.id);
    expect(backend.db.collections.users.findFirst((q) => q.where({ id: created.id }))).toBeUndefined();
    expect(await status(() => backend.resellers.get(admin, created.id))).toBe(404);
  });
});
