import { Collection } from '@msw/data';
import * as c from './catalogue.schema';
import {
  idCounterRecordSchema,
  resellerRecordSchema,
  resetTokenRecordSchema,
  sessionRecordSchema,
  userRecordSchema,
  type IdCounterRecord,
} from './schema';
import { orderCollections } from './orders.schema';
import { quoteCollections } from './quotes.schema';
import { auditCollections } from './audit.schema';
import { listCollections } from './lists.schema';
import { noticeCollections } from './notifications.schema';
import { appendNow, fastLoader } from './record-loader';

export function createCollections() {
  return {
    users: new Collection({ schema: userRecordSchema }),
    resellers: new Collection({ schema: resellerRecordSchema }),
    /** The sessions, found by their bearer token. */
    tokens: new Collection({ schema: sessionRecordSchema }),
    resetTokens: new Collection({ schema: resetTokenRecordSchema }),
    poses: new Collection({ schema: c.poseRecordSchema }),
    mandrels: new Collection({ schema: c.mandrelRecordSchema }),
    orientations: new Collection({ schema: c.orientationRecordSchema }),
    finishes: new Collection({ schema: c.finishingRecordSchema }),
    papers: new Collection({ schema: c.paperRecordSchema }),
    quantitiesPerRoll: new Collection({ schema: c.quantityPerRollRecordSchema }),
    shapes: new Collection({ schema: c.shapeRecordSchema }),
    categories: new Collection({ schema: c.categoryRecordSchema }),
    dimensions: new Collection({ schema: c.dimensionRecordSchema }),
    scenarios: new Collection({ schema: c.scenarioRecordSchema }),
    categoryScenarios: new Collection({ schema: c.categoryScenarioRecordSchema }),
    countries: new Collection({ schema: c.countryRecordSchema }),
    margePrices: new Collection({ schema: c.margePriceRecordSchema }),
    cms: new Collection({ schema: c.cmsRecordSchema }),
    configEnv: new Collection({ schema: c.configEnvRecordSchema }),
    ...orderCollections(),
    ...quoteCollections(),
    /** The audit trail (docs/audit.md): appended by every write, never edited. */
    ...auditCollections(),
    /** Saved views and list preferences (docs/lists.md), per user. */
    ...listCollections(),
    /** Each user's notifications and the outbox of sent mails (docs/rules.md#notifications-and-mails). */
    ...noticeCollections(),
    /** The highest id each collection handed out, so none is handed out twice (`Database.nextId`). */
    idCounters: new Collection({ schema: idCounterRecordSchema }),
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

/**
 * 5: sessions instead of bare tokens, users' `rights`; 6: the audit trail; 7: saved views and
 * preferences; 8: notifications, the outbox, users' `language`; 9: the id counters, and an outbox
 * that keeps no reset link's token.
 */
export const SNAPSHOT_VERSION = 9;

/** A record of a collection, as the seed writes it. */
export type SeedRow<K extends CollectionName> = Parameters<Collections[K]['create']>[0];

/** A deep copy of plain JSON data (records hold no dates, maps nor bytes): several times faster than structuredClone. */
function plainCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(plainCopy) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) out[key] = plainCopy((value as Record<string, unknown>)[key]);
    return out as T;
  }
  return value;
}

/** The mock backend's store: @msw/data collections plus id counters. */
export class Database {
  readonly collections: Collections = createCollections();

  /**
   * The next id of a collection holding `id` fields, never one it handed out before: above every
   * record's and above the highest it ever gave (kept in `idCounters`, so saved and restored with
   * the data). A deleted account's id is nobody's again, nor is anything that named it (a reset
   * link, a saved view) anyone else's. `count`: ids handed out at once, the first returned.
   */
  nextId(name: IdCollectionName, count = 1): number {
    let max = 0;
    for (const record of (this.collections[name] as unknown as Collection<never>).all() as { id: number }[]) {
      if (record.id > max) max = record.id;
    }
    // The collection's own array (mocks/db/record-loader.ts): a counter is changed in place, in the
    // same turn, as an append is.
    const counters = this.collections.idCounters.all() as IdCounterRecord[];
    const counter = counters.find((c) => c.collection === name);
    const first = Math.max(max, counter?.last ?? 0) + 1;
    const last = first + count - 1;
    if (counter) counter.last = last;
    else appendNow(this.collections.idCounters as unknown as Collection<never>, { collection: name, last });
    return first;
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
   * the fast loader takes them as they are. `owned`: the snapshot's objects become the records
   * (the demo's worker, with a snapshot just read from IndexedDB); otherwise they are copied first.
   */
  async restore(snapshot: Snapshot, options: { owned?: boolean } = {}): Promise<void> {
    this.clear();
    const data = options.owned ? snapshot : structuredClone(snapshot);
    for (const name of Object.keys(this.collections) as CollectionName[]) {
      await this.load(name, (data[name] ?? []) as readonly object[]);
    }
  }

  /**
   * Adds the seed's records (mocks/db/seed.ts), copies of `rows`, which stay as they were for the
   * next seed. The seed is this code's own data, checked against the schemas once by
   * mocks/db/seed.test.ts, so each seed does not check its 3,800 records again: create() deep-copied
   * and validated each (a seed took ~500 ms in Node and in the demo's worker, most of a test's
   * fresh backend).
   */
  async seed<K extends CollectionName>(name: K, rows: readonly SeedRow<K>[]): Promise<void> {
    await this.load(name, rows.map(plainCopy));
  }

  /** Trusted records, by the fast loader or, with another @msw/data, create() (schema checks included). */
  private async load(name: CollectionName, rows: readonly object[]): Promise<void> {
    const load = await fastLoader();
    const collection = this.collections[name] as unknown as Collection<never>;
    if (load) load(collection, rows);
    else for (const row of rows) await collection.create(row as never);
  }

  clear(): void {
    for (const collection of Object.values(this.collections)) collection.clear();
  }
}
