/**
 * Where the demo keeps its database between reloads: IndexedDB, one record holding the snapshot.
 * localStorage held it before, but 3,000 orders (and the quotes after them) outgrow its ~5 MB,
 * and IndexedDB stores the objects as they are (no JSON text to build on every write).
 *
 * idb-keyval does the IndexedDB work: database `bo-demo` (version 1), object store `snapshots`,
 * key `db`, the names the demo has always used, so data stored by an earlier build is read as
 * before (e2e/demo-storage.spec.ts writes there directly). A write resolves when its transaction
 * completes: the backend answers a write only once it is saved.
 */
import { createStore, get, set } from 'idb-keyval';

const KEY = 'db';
/** The former localStorage key: its data is dropped (it was the old format anyway). */
const LEGACY_KEY = 'bo.demo.db';

export interface StoredSnapshot<T> {
  readonly version: number;
  readonly data: T;
}

/** Opened on first use: creating it touches no storage. */
const snapshots = createStore('bo-demo', 'snapshots');

/** The stored snapshot, or null when there is none (or it cannot be read). */
export async function readDemoSnapshot<T>(): Promise<{ stored: StoredSnapshot<T> | null; unreadable: boolean }> {
  try {
    localStorage.removeItem(LEGACY_KEY);
  } catch {
    // Storage disabled: nothing to clean.
  }
  try {
    const value = await get<StoredSnapshot<T>>(KEY, snapshots);
    return { stored: value ?? null, unreadable: false };
  } catch {
    return { stored: null, unreadable: true };
  }
}

/** Resolves once the snapshot is stored; rejects (never throws) when it cannot be. */
export async function writeDemoSnapshot<T>(snapshot: StoredSnapshot<T>): Promise<void> {
  try {
    await set(KEY, snapshot, snapshots);
  } catch (error) {
    // idb-keyval rejects with the request's error, which IndexedDB may leave null.
    throw error instanceof Error || error instanceof DOMException ? error : new Error('IndexedDB write failed');
  }
}
