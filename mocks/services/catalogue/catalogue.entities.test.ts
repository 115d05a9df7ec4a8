import { beforeEach, describe, expect, it } from 'vitest';
import { MockBackend, type RecordServiceLike } from '../../backend';
import { ApiError } from '../api-error';
import type { CallContext } from '../context';
import { inUseBy, NAMES_SHOWN } from './in-use';

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
  it('deletes a quantity per roll nobody uses, and only it (PRODUCT §6)', async () => {
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
