import { beforeEach, describe, expect, it } from 'vitest';
import { MockBackend } from '../../backend';
import type { FinishingRecord, ScenarioRecord } from '../../db/catalogue.schema';
import { ApiError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import { scenarioDisplayName, staleDisplayNames } from './scenario-sync';

const finishes: FinishingRecord[] = [
  { id: 1, uid: 'FIN-NONE', name: 'Sans finition' },
  { id: 2, uid: 'FIN-VARNISH', name: 'Vernis sélectif' },
  { id: 3, uid: 'FIN-FOIL-GOLD', name: 'Dorure à chaud or' },
];
const scenario = (over: Partial<ScenarioRecord>): ScenarioRecord => ({
  id: 1,
  uid: 'SC-001',
  name: 'vin Vélin blanc',
  displayName: 'vin Vélin blanc — Sans finition',
  status: true,
  minQuantity: 100,
  maxQuantity: 1000,
  minHeight: 2,
  maxHeight: 20,
  minWidth: 2,
  maxWidth: 15,
  paperIds: [1],
  finishIds: [1],
  categoryIds: [1],
  ...over,
});

describe('scenarioDisplayName', () => {
  it('names a scenario after its name and its finishes joined by +', () => {
    expect(scenarioDisplayName('vin Kraft', ['Sans finition', 'Dorure à chaud or'])).toBe(
      'vin Kraft — Sans finition + Dorure à chaud or',
    );
  });
  it('is the bare name without finishes', () => {
    expect(scenarioDisplayName('vin Kraft', [])).toBe('vin Kraft');
  });
});

describe('staleDisplayNames', () => {
  it('finds nothing to update when every display name matches', () => {
    expect(staleDisplayNames([scenario({})], finishes)).toEqual([]);
  });
  it('renames a scenario whose finishes changed, finishes in id order', () => {
    expect(staleDisplayNames([scenario({ finishIds: [3, 2] })], finishes)).toEqual([
      { id: 1, displayName: 'vin Vélin blanc — Vernis sélectif + Dorure à chaud or' },
    ]);
  });
  it('ignores finishes that no longer exist', () => {
    expect(staleDisplayNames([scenario({ finishIds: [1, 99] })], finishes)).toEqual([]);
  });
});

describe('ScenarioSyncService', () => {
  let backend: MockBackend;
  const as = (username: string): CallContext => ({
    caller: backend.db.collections.users.findFirst((q) => q.where({ username }))!,
    locale: 'en',
  });
  beforeEach(async () => {
    backend = await MockBackend.seeded();
  });

  it('finds the seed synchronised', async () => {
    expect(await backend.scenarioSync.refresh(as('admin@demo.local'))).toEqual({ message: 'success', updated: 0 });
  });

  it('updates the display name of a scenario whose finishes an admin changed, once', async () => {
    const admin = as('admin@demo.local');
    const first = backend.db.collections.scenarios.all()[0]!;
    await backend.records.scenarios!.update(admin, first.id, {
      papers: first.paperIds,
      finishes: [2, 3],
      categories: first.categoryIds,
    });
    expect(await backend.scenarioSync.refresh(admin)).toEqual({ message: 'success', updated: 1 });
    const after = backend.db.collections.scenarios.all().find((s) => s.id === first.id)!;
    expect(after.displayName).toBe(`${first.name} — Vernis sélectif + Dorure à chaud or`);
    expect(await backend.scenarioSync.refresh(admin)).toEqual({ message: 'success', updated: 0 });
  });

  it('says why and changes nothing without a THETIS address', async () => {
    await backend.db.collections.configEnv.update((q) => q.where((c) => c.id === 1), {
      data: (c) => {
        c.thetisUrl = ' ';
      },
    });
    const answer = await backend.scenarioSync.refresh(as('admin@demo.local'));
    expect(answer).toEqual({ message: 'Cannot synchronise: the THETIS address is not configured.', updated: 0 });
  });

  it('refuses readers and resellers (403)', async () => {
    for (const login of ['reader@demo.local', 'reseller@demo.local']) {
      const error = await backend.scenarioSync.refresh(as(login)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(403);
    }
  });
});
