import { beforeEach, describe, expect, it } from 'vitest';
import { MockBackend } from '../../backend';
import { ApiError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import { cmsListRequest } from '../../handlers/list-requests';

let backend: MockBackend;
const as = (username: string): CallContext => {
  const caller = backend.db.collections.users.findFirst((q) => q.where({ username }));
  if (!caller) throw new Error(`no ${username}`);
  return { caller, locale: 'en' };
};
const service = () => backend.records.tooltips!;

async function refusal(fn: () => unknown): Promise<ApiError> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

beforeEach(async () => {
  backend = await MockBackend.seeded();
});

describe('calculator tooltips (/admin/cms)', () => {
  it('lists the tooltips by ?_type=tooltip', () => {
    const page = service().list(as('admin@demo.local'), cmsListRequest({ _type: 'tooltip' })) as {
      list: { targetType: string }[];
    };
    expect(page.list.map((t) => t.targetType)).toEqual(['mandrel', 'papers']);
    expect(
      (service().list(as('admin@demo.local'), cmsListRequest({ _type: 'faq' })) as { list: unknown[] }).list,
    ).toEqual([]);
  });

  it('creates a tooltip for a type that has none, as a tooltip', async () => {
    const created = await service().create(as('admin@demo.local'), {
      targetType: 'width',
      name: 'Largeur',
      value: 'cm',
    });
    expect(created).toMatchObject({ cmsType: 'tooltip', targetType: 'width', name: 'Largeur', value: 'cm' });
  });

  it('refuses a second tooltip for a type, on targetType', async () => {
    const error = await refusal(() =>
      service().create(as('admin@demo.local'), { targetType: 'mandrel', name: 'Again', value: 'Again' }),
    );
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual([{ field: 'targetType', message: 'This value is already used.' }]);
  });

  it("refuses moving a tooltip onto another's type, but lets it keep its own", async () => {
    const admin = as('admin@demo.local');
    const error = await refusal(() => service().update(admin, 2, { targetType: 'mandrel', name: 'P', value: 'P' }));
    expect(error.body.errors?.[0]?.field).toBe('targetType');
    await expect(service().update(admin, 2, { targetType: 'papers', name: 'P', value: 'P' })).resolves.toMatchObject({
      name: 'P',
    });
  });

  it('requires a name and a text, and a known type', async () => {
    const error = await refusal(() =>
      service().create(as('admin@demo.local'), { targetType: 'colour', name: ' ', value: '' }),
    );
    expect(error.status).toBe(400);
    expect(error.body.errors?.map((e) => e.field)).toEqual(['targetType', 'name', 'value']);
    expect(error.body.errors?.[1]?.message).toBe('This field is required.');
  });

  it('lets a reader read but not write (403), and keeps resellers out (403)', async () => {
    expect((service().list(as('reader@demo.local'), {}) as { list: unknown[] }).list).toHaveLength(2);
    expect((await refusal(() => service().remove(as('reader@demo.local'), 1))).status).toBe(403);
    expect((await refusal(() => service().list(as('reseller@demo.local'), {}))).status).toBe(403);
  });

  it('deletes a tooltip, which frees its type', async () => {
    const admin = as('admin@demo.local');
    service().remove(admin, 1);
    expect((await refusal(() => service().get(admin, 1))).status).toBe(404);
    await expect(service().create(admin, { targetType: 'mandrel', name: 'M', value: 'M' })).resolves.toBeTruthy();
  });
});
