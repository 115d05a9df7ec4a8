/**
 * Where the demo keeps its database between reloads: IndexedDB, one record holding the snapshot.
 * localStorage held it before, but 3,000 orders (and the quotes after them) outgrow its ~5 MB,
 * and IndexedDB stores the objects as they are (no JSON text to build on every write).
 */
const DB_NAME = 'bo-demo';
const STORE = 'snapshots';
const KEY = 'db';
/** The former localStorage key: its data is dropped (it was the old format anyway). */
const LEGACY_KEY = 'bo.demo.db';

export interface StoredSnapshot<T> {
  readonly version: number;
  readonly data: T;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

let connection: Promise<IDBDatabase> | null = null;
const db = () => (connection ??= open());

function run<R>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<R>): Promise<R> {
  return db().then(
    (database) =>
      new Promise<R>((resolve, reject) => {
        const tx = database.transaction(STORE, mode);
        const request = action(tx.objectStore(STORE));
        tx.oncomplete = () => resolve(request.result);
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      }),
  );
}

/** The stored snapshot, or null when there is none (or it cannot be read). */
export async function readDemoSnapshot<T>(): Promise<{ stored: StoredSnapshot<T> | null; unreadable: boolean }> {
  try {
    localStorage.removeItem(LEGACY_KEY);
  } catch {
    // Storage disabled: nothing to clean.
  }
  try {
    const value = (await run('readonly', (store) => store.get(KEY))) as StoredSnapshot<T> | undefined;
    return { stored: value ?? null, unreadable: false };
  } catch {
    return { stored: null, unreadable: true };
  }
}

export function writeDemoSnapshot<T>(snapshot: StoredSnapshot<T>): Promise<void> {
  return run('readwrite', (store) => store.put(snapshot, KEY)).then(() => undefined);
}
