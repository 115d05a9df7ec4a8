/**
 * Where the demo keeps its database between reloads: IndexedDB, one record holding the snapshot.
 * localStorage held it before, but 3,000 orders (and the quotes after them) outgrow its ~5 MB,
 * and IndexedDB stores the objects as they are (no JSON text to build on every write).
 *
 * idb-keyval does the IndexedDB work: database `bo-demo` (version 1), object store `snapshots`,
 * key `db`, the names the demo has always used, so data stored by an earlier build is read as
 * before (e2e/demo-storage.spec.ts writes there directly). A write resolves when its transaction
 * completes: the backend answers a write only once it is saved.
 *
 * Each write also stores a new stamp (key `stamp`), read with the snapshot: a backend can then ask
 * to write only if nobody else wrote since it last read or wrote (`ifStamp`).
 */
import { createStore, getMany, promisifyRequest } from 'idb-keyval';

const KEY = 'db';
const STAMP_KEY = 'stamp';
/** The former localStorage key: its data is dropped (it was the old format anyway). */
const LEGACY_KEY = 'bo.demo.db';

export interface StoredSnapshot<T> {
  readonly version: number;
  readonly data: T;
}

/** Opened on first use: creating it touches no storage. */
const snapshots = createStore('bo-demo', 'snapshots');

export interface ReadSnapshot<T> {
  readonly stored: StoredSnapshot<T> | null;
  readonly unreadable: boolean;
  /** The stamp of the write that stored it (null: none, or written by an earlier build). */
  readonly stamp: string | null;
}

/** The stored snapshot, or null when there is none (or it cannot be read). */
export async function readDemoSnapshot<T>(): Promise<ReadSnapshot<T>> {
  try {
    localStorage.removeItem(LEGACY_KEY);
  } catch {
    // Storage disabled: nothing to clean.
  }
  try {
    const [value, stamp] = await getMany<unknown>([KEY, STAMP_KEY], snapshots);
    return {
      stored: (value as StoredSnapshot<T> | undefined) ?? null,
      unreadable: false,
      stamp: typeof stamp === 'string' ? stamp : null,
    };
  } catch {
    return { stored: null, unreadable: true, stamp: null };
  }
}

let writes = 0;
const newStamp = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${++writes}`;

/**
 * Stores the snapshot under a new stamp, which it resolves with. With `ifStamp`, only when the
 * stored stamp is still that one, in the same transaction: otherwise it writes nothing and
 * resolves with null. Rejects (never throws) when it cannot write.
 */
export async function writeDemoSnapshot<T>(
  snapshot: StoredSnapshot<T>,
  options: { readonly ifStamp?: string | null } = {},
): Promise<string | null> {
  const stamp = newStamp();
  try {
    return await snapshots('readwrite', (store) => {
      const put = () => {
        store.put(snapshot, KEY);
        store.put(stamp, STAMP_KEY);
        return promisifyRequest(store.transaction).then(() => stamp);
      };
      if (options.ifStamp === undefined) return put();
      return new Promise<string | null>((resolve, reject) => {
        const read = store.get(STAMP_KEY) as IDBRequest<unknown>;
        read.onerror = () => reject(read.error ?? new Error('IndexedDB read failed'));
        // In the success handler itself: the transaction is still active, so the put joins it.
        read.onsuccess = () =>
          resolve((typeof read.result === 'string' ? read.result : null) === options.ifStamp ? put() : null);
      });
    });
  } catch (error) {
    // IndexedDB may reject with the request's error, which it may leave null.
    throw error instanceof Error || error instanceof DOMException ? error : new Error('IndexedDB write failed');
  }
}
