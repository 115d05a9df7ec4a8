/**
 * Where the demo keeps its database between reloads: IndexedDB, one record holding the snapshot.
 * localStorage held it before, but 3,000 orders (and the quotes after them) outgrow its ~5 MB.
 *
 * idb-keyval does the IndexedDB work: database `bo-demo` (version 1), object store `snapshots`,
 * key `db`, the names the demo has always used (e2e/demo-storage.spec.ts writes there directly). A
 * write resolves when its transaction completes: the backend answers a write only once it is saved.
 *
 * The snapshot's collections are stored as the JSON texts of their records (Database.packed: 500
 * records a text), each gzip-compressed (docs/demo-backend.md#the-stored-data): the 9 MB of the
 * seed's texts are 0.7 MB to read, and a collection's bytes are decompressed only when the backend
 * first uses it (`storedText`), so a reload's first answer reads the sessions and the users, not the
 * orders and the audit trail. A text that a write did not change keeps the bytes it was read or last
 * written with, so a write compresses only what it changed, and a collection never used is written
 * back as the bytes it was read as. A browser without CompressionStream stores the texts as they
 * are, and either form is read.
 *
 * Each write also stores a new stamp (key `stamp`), read with the snapshot: a backend can then ask
 * to write only if nobody else wrote since it last read or wrote (`ifStamp`).
 */
import { gunzipSync } from 'fflate';
import { createStore, getMany, promisifyRequest } from 'idb-keyval';
import type { StoredChunk } from '../db/database';

const KEY = 'db';
const STAMP_KEY = 'stamp';
/** The former localStorage key: its data is dropped (it was the old format anyway). */
const LEGACY_KEY = 'bo.demo.db';

export interface StoredSnapshot<T> {
  readonly version: number;
  readonly data: T;
}

/** A snapshot's data as collections of stored texts (mocks/db/database.ts: PackedSnapshot). */
type Packed = Readonly<Record<string, readonly StoredChunk[]>>;

/** Opened on first use: creating it touches no storage. */
const snapshots = createStore('bo-demo', 'snapshots');

export interface ReadSnapshot<T> {
  readonly stored: StoredSnapshot<T> | null;
  readonly unreadable: boolean;
  /** The stamp of the write that stored it (null: none, or written by an earlier build). */
  readonly stamp: string | null;
}

const compressing = typeof CompressionStream === 'function';

/**
 * The bytes each text was read from or last written as: a text stored again unchanged is not
 * compressed again (an unread collection is stored as the bytes it was read as, never decoded).
 */
let known = new Map<string, Uint8Array>();

const compress = async (text: string): Promise<Uint8Array> =>
  new Uint8Array(
    await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer(),
  );

const decoder = new TextDecoder();

/**
 * A stored text, decompressed at once if it is (fflate: the collection is read on its first use,
 * which cannot wait for a stream, docs/demo-backend.md#the-stored-data). Throws when the bytes are
 * not gzip. Remembers the bytes for the next write.
 */
export function storedText(chunk: StoredChunk): string {
  if (typeof chunk === 'string') return chunk;
  const text = decoder.decode(gunzipSync(chunk));
  known.set(text, chunk);
  return text;
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
    known = new Map();
    return {
      stored: (value as StoredSnapshot<T> | undefined) ?? null,
      unreadable: false,
      stamp: typeof stamp === 'string' ? stamp : null,
    };
  } catch {
    return { stored: null, unreadable: true, stamp: null };
  }
}

/** The data as stored: each text compressed, or the bytes it was read as or last written as; bytes as they are. */
async function packed(data: Packed): Promise<{ data: Record<string, StoredChunk[]>; kept: Map<string, Uint8Array> }> {
  const kept = new Map<string, Uint8Array>();
  const out: Record<string, StoredChunk[]> = {};
  for (const [name, chunks] of Object.entries(data)) {
    const stored: StoredChunk[] = [];
    for (const chunk of chunks) {
      const bytes = typeof chunk !== 'string' || !compressing ? null : (known.get(chunk) ?? (await compress(chunk)));
      if (bytes) kept.set(chunk as string, bytes);
      stored.push(bytes ?? chunk);
    }
    out[name] = stored;
  }
  return { data: out, kept };
}

let writes = 0;
const newStamp = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${++writes}`;

/**
 * Stores the snapshot (its collections' texts compressed) under a new stamp, which it resolves
 * with. With `ifStamp`, only when the stored stamp is still that one, in the same transaction:
 * otherwise it writes nothing and resolves with null. Rejects (never throws) when it cannot write.
 */
export async function writeDemoSnapshot(
  snapshot: StoredSnapshot<Packed>,
  options: { readonly ifStamp?: string | null } = {},
): Promise<string | null> {
  const stamp = newStamp();
  try {
    const { data, kept } = await packed(snapshot.data);
    const value = { ...snapshot, data };
    const written = await snapshots('readwrite', (store) => {
      const put = () => {
        store.put(value, KEY);
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
    if (written !== null) known = kept;
    return written;
  } catch (error) {
    // IndexedDB may reject with the request's error, which it may leave null.
    throw error instanceof Error || error instanceof DOMException ? error : new Error('IndexedDB write failed');
  }
}
