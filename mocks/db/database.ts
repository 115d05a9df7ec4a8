import { Collection } from '@msw/data';
import * as c from './catalogue.schema';
import { resellerRecordSchema, resetTokenRecordSchema, tokenRecordSchema, userRecordSchema } from './schema';
import { orderCollections } from './orders.schema';
import { quoteCollections } from './quotes.schema';
import { trustingCollection, type CollectionOf } from './collection-factory';
import { fastLoader } from './record-loader';

export function createCollections(collection: CollectionOf = (schema) => new Collection({ schema })) {
  return {
    users: collection(userRecordSchema),
    resellers: collection(resellerRecordSchema),
    tokens: collection(tokenRecordSchema),
    resetTokens: collection(resetTokenRecordSchema),
    poses: collection(c.poseRecordSchema),
    mandrels: collection(c.mandrelRecordSchema),
    orientations: collection(c.orientationRecordSchema),
    finishes: collection(c.finishingRecordSchema),
    papers: collection(c.paperRecordSchema),
    quantitiesPerRoll: collection(c.quantityPerRollRecordSchema),
    shapes: collection(c.shapeRecordSchema),
    categories: collection(c.categoryRecordSchema),
    dimensions: collection(c.dimensionRecordSchema),
    scenarios: collection(c.scenarioRecordSchema),
    categoryScenarios: collection(c.categoryScenarioRecordSchema),
    countries: collection(c.countryRecordSchema),
    margePrices: collection(c.margePriceRecordSchema),
    cms: collection(c.cmsRecordSchema),
    configEnv: collection(c.configEnvRecordSchema),
    ...orderCollections(collection),
    ...quoteCollections(collection),
  };
}

/** Collections whose records carry a numeric `id`. */
export type IdCollectionName = {
  [K in keyof ReturnType<typeof createCollections>]: ReturnType<
    ReturnType<typeof createCollections>[K]['all']
  >[number] extends {
    id: number;
  }
    ? K
    : never;
}[keyof ReturnType<typeof createCollections>];

export type Collections = ReturnType<typeof createCollections>;
export type CollectionName = keyof Collections;

/** Everything the mock backend stores, as plain JSON (browser persistence, tests). */
export type Snapshot = { readonly [K in CollectionName]: ReturnType<Collections[K]['all']> };

export const SNAPSHOT_VERSION = 4;

/** The mock backend's store: @msw/data collections plus id counters. */
export class Database {
  /** True only while restore() reloads a snapshot this code wrote: its records skip the schema check. */
  #trusting = false;
  readonly collections: Collections = createCollections(trustingCollection(() => this.#trusting));

  /** The next free numeric id of a collection holding `id` fields. */
  nextId(name: IdCollectionName): number {
    let max = 0;
    for (const record of (this.collections[name] as unknown as Collection<never>).all() as { id: number }[]) {
      if (record.id > max) max = record.id;
    }
    return max + 1;
  }

  snapshot(): Snapshot {
    const out: Record<string, unknown[]> = {};
    for (const [name, collection] of Object.entries(this.collections)) {
      out[name] = collection.all().map((r: object) => ({ ...r }));
    }
    return out as unknown as Snapshot;
  }

  /**
   * Reloads a snapshot. Its records were checked against the schemas when they were created and
   * the snapshot's version and shape are checked before (mocks/persistence/snapshot-check.ts), so
   * they are not validated a second time. `owned`: the snapshot's objects become the records
   * (the demo's worker, with a snapshot just read from IndexedDB); otherwise they are copied first.
   */
  async restore(snapshot: Snapshot, options: { owned?: boolean } = {}): Promise<void> {
    this.clear();
    const data = options.owned ? snapshot : structuredClone(snapshot);
    const load = await fastLoader();
    this.#trusting = true;
    try {
      for (const name of Object.keys(this.collections) as CollectionName[]) {
        const rows = (data[name] ?? []) as readonly object[];
        const collection = this.collections[name] as unknown as Collection<never>;
        if (load) load(collection, rows);
        else for (const row of rows) await collection.create(row as never);
      }
    } finally {
      this.#trusting = false;
    }
  }

  clear(): void {
    for (const collection of Object.values(this.collections)) collection.clear();
  }
}
