import { Collection } from '@msw/data';
import { resellerRecordSchema, resetTokenRecordSchema, tokenRecordSchema, userRecordSchema } from './schema';

export function createCollections() {
  return {
    users: new Collection({ schema: userRecordSchema }),
    resellers: new Collection({ schema: resellerRecordSchema }),
    tokens: new Collection({ schema: tokenRecordSchema }),
    resetTokens: new Collection({ schema: resetTokenRecordSchema }),
  };
}

export type Collections = ReturnType<typeof createCollections>;
export type CollectionName = keyof Collections;

/** Everything the mock backend stores, as plain JSON (browser persistence, tests). */
export type Snapshot = { readonly [K in CollectionName]: ReturnType<Collections[K]['all']> };

export const SNAPSHOT_VERSION = 1;

/** The mock backend's store: @msw/data collections plus id counters. */
export class Database {
  readonly collections: Collections = createCollections();

  /** The next free numeric id of a collection holding `id` fields. */
  nextId(name: 'users'): number {
    let max = 0;
    for (const record of this.collections[name].all()) if (record.id > max) max = record.id;
    return max + 1;
  }

  snapshot(): Snapshot {
    const out: Record<string, unknown[]> = {};
    for (const [name, collection] of Object.entries(this.collections)) {
      out[name] = collection.all().map((r: object) => ({ ...r }));
    }
    return out as unknown as Snapshot;
  }

  async restore(snapshot: Snapshot): Promise<void> {
    this.clear();
    for (const name of Object.keys(this.collections) as CollectionName[]) {
      const rows = (snapshot[name] ?? []) as readonly object[];
      const collection = this.collections[name] as unknown as Collection<never>;
      for (const row of rows) await collection.create(row as never);
    }
  }

  clear(): void {
    for (const collection of Object.values(this.collections)) collection.clear();
  }
}
