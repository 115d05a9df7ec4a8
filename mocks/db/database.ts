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
import { appendNow, fastLoader, type RecordLoader } from './record-loader';

function createCollections() {
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
 * One stored text of a PackedSnapshot: the JSON of a list of records, or its stored form
 * (mocks/persistence/demo-store.ts compresses it), which `Database.restorePacked` is given a way to read.
 */
export type StoredChunk = string | Uint8Array;

/**
 * The demo's stored form of a snapshot (mocks/persistence/demo-store.ts): each collection as the JSON
 * texts of its records, `PACKED_CHUNK` records a text (a list each), read into records on the
 * collection's first use (`Database.restorePacked`). A write changes few of them: the store
 * compresses again only the texts that changed (an appended audit entry: the last one), and a
 * collection never used is stored again as it was read.
 */
export type PackedSnapshot = { readonly [K in CollectionName]: readonly StoredChunk[] };

/** How a stored chunk reads as text. */
export type ChunkReader = (chunk: StoredChunk) => string;
/** A text is itself; bytes need the store's reader. */
export const plainChunk: ChunkReader = (chunk) => {
  if (typeof chunk !== 'string') throw new TypeError('a stored chunk in bytes needs its reader');
  return chunk;
};

/** Records per text of a PackedSnapshot. */
const PACKED_CHUNK = 500;

/**
 * 5: sessions instead of bare tokens, users' `rights`; 6: the audit trail; 7: saved views and
 * preferences; 8: notifications, the outbox, users' `language`; 9: the id counters, and an outbox
 * that keeps no reset link's token; 10: each collection stored as the compressed JSON texts of its
 * records (PackedSnapshot), read on first use.
 */
export const SNAPSHOT_VERSION = 10;

/** A stored collection that does not read as a list of records: found on its first use (docs/demo-backend.md#the-stored-data). */
export class UnreadableStoredData extends Error {
  constructor(readonly collection: CollectionName) {
    super(`The stored demo data of ${collection} cannot be read`);
  }
}

const isRecord = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The records of a collection's stored texts. */
function unpack(name: CollectionName, chunks: readonly StoredChunk[], read: ChunkReader): object[] {
  const rows: object[] = [];
  for (const stored of chunks) {
    let chunk: unknown;
    try {
      chunk = JSON.parse(read(stored));
    } catch {
      throw new UnreadableStoredData(name);
    }
    if (!Array.isArray(chunk) || !chunk.every(isRecord)) throw new UnreadableStoredData(name);
    for (const row of chunk) rows.push(row as object);
  }
  return rows;
}

/** The stored texts of records: `PACKED_CHUNK` a text. */
function pack(rows: readonly object[]): string[] {
  const texts: string[] = [];
  for (let at = 0; at < rows.length; at += PACKED_CHUNK) texts.push(JSON.stringify(rows.slice(at, at + PACKED_CHUNK)));
  return texts;
}

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
  /** The same collections, reached without reading an unread one (restorePacked). */
  private readonly tables: Collections = { ...this.collections };
  /** The collections restored from stored texts and not used since: their texts as stored (restorePacked). */
  private readonly unread = new Map<CollectionName, readonly StoredChunk[]>();
  /** A collection whose stored text did not read as records on its first use (restorePacked), if any. */
  unreadable: CollectionName | null = null;

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

  /** Every collection as its stored texts (the demo's save): an unread one's as they were read, without parsing them. */
  packed(): PackedSnapshot {
    const out: Record<string, readonly StoredChunk[]> = {};
    for (const name of Object.keys(this.tables) as CollectionName[]) {
      out[name] = this.unread.get(name) ?? pack(this.tables[name].all());
    }
    return out as PackedSnapshot;
  }

  /** The names of the collections restored from stored text and not used since (for tests and the bench). */
  get unreadCollections(): readonly CollectionName[] {
    return [...this.unread.keys()];
  }

  /**
   * Reloads a snapshot (tests, `npm run mock-api`): copies of its records. They were checked against
   * the schemas when they were created, so the fast loader takes them as they are.
   */
  async restore(snapshot: Snapshot): Promise<void> {
    this.clear();
    const data = structuredClone(snapshot);
    for (const name of Object.keys(this.tables) as CollectionName[]) {
      await this.load(name, (data[name] ?? []) as readonly object[]);
    }
  }

  /**
   * Reloads the demo's stored snapshot (docs/demo-backend.md#the-stored-data), each collection read
   * from its text on its first use: a call that needs the session and its user reads those two, not
   * the 3,000 orders and 14,000 audit entries. A collection whose text does not read as a list of
   * records throws UnreadableStoredData then. Its version and shape were checked before
   * (mocks/persistence/snapshot-check.ts); its records, written by this code, are taken as they are.
   */
  async restorePacked(packed: PackedSnapshot, read: ChunkReader = plainChunk): Promise<void> {
    this.clear();
    const load = await fastLoader();
    for (const name of Object.keys(this.tables) as CollectionName[]) {
      const texts = packed[name];
      // Another @msw/data (no fast loader): every record through create(), at once.
      if (!load) await this.load(name, unpack(name, texts, read));
      else this.readOnFirstUse(name, texts, read, load);
    }
  }

  private readOnFirstUse(
    name: CollectionName,
    texts: readonly StoredChunk[],
    read: ChunkReader,
    load: RecordLoader,
  ): void {
    const table = this.tables[name];
    this.unread.set(name, texts);
    Object.defineProperty(this.collections, name, {
      configurable: true,
      enumerable: true,
      get: () => {
        let rows: object[];
        try {
          rows = unpack(name, texts, read);
        } catch (error) {
          this.unreadable = name;
          throw error;
        }
        this.settle(name);
        load(table as unknown as Collection<never>, rows);
        return table;
      },
    });
  }

  /** `collections[name]` as a plain property again: the collection itself, no longer unread. */
  private settle(name: CollectionName): void {
    this.unread.delete(name);
    Object.defineProperty(this.collections, name, {
      configurable: true,
      enumerable: true,
      writable: false,
      value: this.tables[name],
    });
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
    const collection = this.tables[name] as unknown as Collection<never>;
    if (load) load(collection, rows);
    else for (const row of rows) await collection.create(row as never);
  }

  /** Empties every collection (an unread one is dropped unread). */
  clear(): void {
    this.unreadable = null;
    for (const name of [...this.unread.keys()]) this.settle(name);
    for (const collection of Object.values(this.tables)) collection.clear();
  }
}
