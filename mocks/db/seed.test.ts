import { describe, expect, it } from 'vitest';
import { MockBackend } from '../backend';
import { Database, type CollectionName } from './database';
import { SEED_NOW } from './seed-clock';

/**
 * The seed stores its records without create()'s schema check (Database.seed: a fresh backend per test
 * and the demo's first visit would pay it for 3,800 records each time), so it is checked here: every
 * record of the seed, as of the seed's day and moved to another one (the demo's), is exactly what
 * create() stores for it: valid against its collection's schema, nothing added, dropped or defaulted.
 */
describe('the demo seed', () => {
  for (const [when, seedAt] of [
    ['dated at the seed’s clock', undefined],
    ['moved to the day of a visit', SEED_NOW + 200 * 86_400_000],
  ] as const) {
    it(`stores, ${when}, every record as its collection’s schema does`, async () => {
      const seeded = (await MockBackend.seeded({ seedAt })).db;
      const checked = new Database();
      // The audit trail is not the seed's to store: the trail's own loader does (services/audit/audit-log.ts).
      const names = (Object.keys(seeded.collections) as CollectionName[]).filter((name) => name !== 'audit');
      for (const name of names) {
        const into = checked.collections[name] as unknown as { create(record: object): Promise<unknown> };
        for (const record of seeded.collections[name].all()) await into.create(record);
      }
      expect(seeded.collections.orders.count()).toBeGreaterThan(1000);
      for (const name of names) expect(checked.collections[name].all(), name).toEqual(seeded.collections[name].all());
    });
  }
});
