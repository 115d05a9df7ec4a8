import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueApi } from '../../../src/api/catalogue.api';
import { settingsApi } from '../../../src/api/settings.api';
import { MockBackend, type RecordServiceLike } from '../../backend';
import { ApiError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import { inUseBy, NAMES_SHOWN } from './in-use';
import { listRequest } from '../../handlers/list-requests';

let backend: MockBackend;
const as = (username: string): CallContext => ({
  caller: backend.db.collections.users.findFirst((q) => q.where({ username }))!,
  locale: 'en',
});
const service = (key: string): RecordServiceLike => backend.records[key]!;

/** The refusal of a call: its status, message and refused fields. */
async function refusal(call: () => unknown): Promise<{ status: number; message: string; fields: string[] }> {
  try {
    await call();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, message: error.body.message, fields: (error.body.errors ?? []).map((e) => e.field) };
  }
  throw new Error('the call succeeded');
}

beforeEach(async () => {
  backend = await MockBackend.seeded();
});

describe('inUseBy', () => {
  it('names every kind of user, and only those that use the record', () => {
    const text = inUseBy(as('admin@demo.local'), [
      { kind: 'usedByCategories', names: ['Wine labels'] },
      { kind: 'usedByPapers', names: [] },
      { kind: 'usedByScenarios', names: ['wine Kraft'] },
    ]);
    expect(text).toBe('Cannot delete: used by the categories Wine labels ; the scenarios wine Kraft.');
  });
  it(`shows ${NAMES_SHOWN} names and counts the others`, () => {
    const names = Array.from({ length: NAMES_SHOWN + 2 }, (_, i) => `c${i}`);
    expect(inUseBy(as('admin@demo.local'), [{ kind: 'usedByCategories', names }])).toContain('c4 (+2)');
  });
  it('is null when nothing uses the record', () => {
    expect(inUseBy(as('admin@demo.local'), [{ kind: 'usedByCategories', names: [] }])).toBeNull();
  });
});

describe('catalogue referential integrity', () => {
  it('refuses to delete a paper used by categories and scenarios, naming them', async () => {
    const kraft = backend.db.collections.papers.all().find((p) => p.uid === 'PAP-KRAFT')!;
    const { status, message } = await refusal(() => service('papers').remove(as('admin@demo.local'), kraft.id));
    expect(status).toBe(400);
    expect(message).toMatch(/^Cannot delete: used by the categories Étiquettes vin, Étiquettes bière ; the scenarios /);
  });
  it('refuses to delete a category still holding dimensions, scenarios and category scenarios', async () => {
    const { message } = await refusal(() => service('categories').remove(as('admin@demo.local'), 1));
    expect(message).toContain('the dimensions Petit format, Format standard, Grand format');
    expect(message).toContain('the category scenarios vin Vélin blanc');
  });
  it('deletes a quantity per roll nobody uses, and only it (docs/decisions.md)', async () => {
    const admin = as('admin@demo.local');
    const created = (await service('quantitiesPerRoll').create(admin, { name: '750' })) as { id: number };
    const orientations = backend.db.collections.orientations.all().length;
    await service('quantitiesPerRoll').remove(admin, created.id);
    expect(backend.db.collections.quantitiesPerRoll.all().some((q) => q.id === created.id)).toBe(false);
    expect(backend.db.collections.orientations.all()).toHaveLength(orientations);
  });
  it('refuses a category pointing at records that do not exist, on their fields', async () => {
    const body = {
      name: 'Étiquettes miel',
      pose: 99,
      provideNumberPerRolls: [1],
      mandrels: [],
      orientations: [1, 42],
      papers: [1],
      qtyModelMax: 10,
    };
    const { status, fields } = await refusal(() => service('categories').create(as('admin@demo.local'), body));
    expect(status).toBe(400);
    expect(fields.sort()).toEqual(['mandrels', 'orientations', 'pose']);
  });
});

describe('catalogue values', () => {
  it('refuses a finish whose uid or name is taken, whatever the case', async () => {
    const admin = as('admin@demo.local');
    expect(
      (await refusal(() => service('finishes').create(admin, { uid: 'fin-emboss', name: 'Autre' }))).fields,
    ).toEqual(['uid']);
    expect((await refusal(() => service('finishes').create(admin, { uid: 'FIN-X', name: 'gaufrage' }))).fields).toEqual(
      ['name'],
    );
  });
  it('refuses numbers out of range', async () => {
    const admin = as('admin@demo.local');
    expect((await refusal(() => service('orientations').create(admin, { number: 100 }))).fields).toEqual(['number']);
    expect((await refusal(() => service('quantitiesPerRoll').create(admin, { name: '0' }))).fields).toEqual(['name']);
    const dimension = { name: 'Carré', height: 0, width: 10.005, category: 1 };
    expect((await refusal(() => service('dimensions').create(admin, dimension))).fields).toEqual(['height', 'width']);
  });
  it('allows one delay per category and scenario pair', async () => {
    const existing = backend.db.collections.categoryScenarios.all()[0]!;
    const body = { category: existing.categoryId, scenario: existing.scenarioId, delay: 3 };
    expect((await refusal(() => service('categoryScenarios').create(as('admin@demo.local'), body))).fields).toEqual([
      'scenario',
    ]);
  });
  it('offers no scenario create, and edits only papers, finishes and categories', async () => {
    const admin = as('admin@demo.local');
    expect((await refusal(() => service('scenarios').create(admin, {}))).status).toBe(403);
    const before = backend.db.collections.scenarios.all()[0]!;
    await service('scenarios').update(admin, before.id, {
      papers: [2],
      finishes: [],
      categories: [2],
      name: 'Renamed',
    });
    const after = backend.db.collections.scenarios.all().find((s) => s.id === before.id)!;
    expect(after).toEqual({ ...before, paperIds: [2], finishIds: [], categoryIds: [2] });
  });
  it("saves a scenario's status by its update, alone or beside its papers, finishes and categories", async () => {
    const admin = as('admin@demo.local');
    const before = backend.db.collections.scenarios.all().find((s) => s.status)!;
    await service('scenarios').update(admin, before.id, { status: false });
    const off = backend.db.collections.scenarios.all().find((s) => s.id === before.id)!;
    expect(off).toEqual({ ...before, status: false });
    await service('scenarios').update(admin, before.id, { papers: [2], finishes: [], categories: [2], status: true });
    const on = backend.db.collections.scenarios.all().find((s) => s.id === before.id)!;
    expect(on).toEqual({ ...before, paperIds: [2], finishIds: [], categoryIds: [2], status: true });
    expect((await refusal(() => service('scenarios').update(admin, before.id, { status: 'off' }))).fields).toEqual([
      'status',
    ]);
  });
  it('answers every dimension in one list, whatever _limit and _page say, sorted and searched', async () => {
    const admin = as('admin@demo.local');
    const dimensions = backend.catalogue.dimensions;
    for (let i = 1; i <= 30; i++) {
      await dimensions.create(admin, { name: `Format ${i}`, height: 5, width: 5, category: 1 });
    }
    const all = dimensions.list(admin, {});
    expect(all.total).toBe(45);
    expect(all.list).toHaveLength(45);
    expect(dimensions.list(admin, listRequest({ _limit: '5', _page: '3' })).list).toHaveLength(45);
    expect(dimensions.list(admin, listRequest({ _limit: 'x' })).list).toHaveLength(45);
    const sorted = dimensions.list(admin, listRequest({ _index: 'id', _order: 'desc', _search: 'Format 1' }));
    expect(sorted.list.map((d) => d.name)).toEqual([
      'Format 19',
      'Format 18',
      'Format 17',
      'Format 16',
      'Format 15',
      'Format 14',
      'Format 13',
      'Format 12',
      'Format 11',
      'Format 10',
      'Format 1',
    ]);
    expect((await refusal(() => dimensions.list(admin, listRequest({ _index: 'colour' })))).fields).toEqual(['_index']);
  });
  it('lets readers list the catalogue but write nothing, and keeps resellers out', async () => {
    const reader = as('reader@demo.local');
    expect((service('papers').list(reader, {}) as { total: number }).total).toBe(6);
    expect(
      (await refusal(() => service('papers').create(reader, { uid: 'PAP-X', name: 'X', finishes: [] }))).status,
    ).toBe(403);
    expect((await refusal(() => service('papers').list(as('reseller@demo.local'), {}))).status).toBe(403);
    expect((await refusal(() => service('poses').create(as('admin@demo.local'), {}))).status).toBe(403);
  });
});

describe('the contract of src/api/catalogue.api.ts and src/api/settings.api.ts', () => {
  const lists = {
    ...Object.fromEntries(
      Object.entries(catalogueApi).flatMap(([key, ops]) => ('list' in ops && ops.list ? [[key, ops.list]] : [])),
    ),
    tooltips: settingsApi.cms.list,
    configEnv: settingsApi.environmentConfig.list,
  };
  it.each(Object.entries(lists))('%s: every sort the list declares is one the service sorts by', (key, op) => {
    const index = op?.query?._index as { wrapped: { pipe: readonly [{ options: readonly string[] }] } } | undefined;
    const fields = index?.wrapped.pipe[0].options ?? [];
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) {
      expect(() => service(key).list(as('admin@demo.local'), listRequest({ _index: field }))).not.toThrow();
    }
  });
});
