import { plainChunk, SNAPSHOT_VERSION, type ChunkReader, type PackedSnapshot, type StoredChunk } from '../db/database';

/** What the demo found in browser storage: a snapshot to restore, or none, and whether what was there was unusable. */
export interface StoredState {
  readonly snapshot: PackedSnapshot | null;
  /** True when stored data existed but was corrupt, unreadable or of another SNAPSHOT_VERSION: the demo reseeds and says so. */
  readonly corrupt: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON texts of lists, or their stored bytes (their records are read on the collection's first use: Database.restorePacked). */
const isListTexts = (value: unknown): value is StoredChunk[] =>
  Array.isArray(value) &&
  value.every(
    (chunk) =>
      chunk instanceof Uint8Array || (typeof chunk === 'string' && chunk.startsWith('[') && chunk.endsWith(']')),
  );

function hasUsers(chunks: readonly StoredChunk[], read: ChunkReader): boolean {
  try {
    const users = chunks.flatMap((chunk) => JSON.parse(read(chunk)) as unknown[]);
    return users.length > 0 && users.every(isRecord);
  } catch {
    return false;
  }
}

/**
 * docs/product.md#demo-data-and-reset: checks what IndexedDB held before restoring it. Usable only when
 * it is `{version: SNAPSHOT_VERSION, data}` with every collection of `collections` as JSON texts of
 * lists or their compressed bytes (mocks/persistence/demo-store.ts), and at least one
 * user (else no one could log in). The other collections' records are read on their first use
 * (docs/demo-backend.md#the-stored-data): only the users are read here, with `read` (the store's
 * decompression).
 */
export function checkStoredSnapshot(
  stored: unknown,
  unreadable: boolean,
  collections: readonly string[],
  read: ChunkReader = plainChunk,
): StoredState {
  if (stored === null || stored === undefined) return { snapshot: null, corrupt: unreadable };
  if (!isRecord(stored) || stored.version !== SNAPSHOT_VERSION || !isRecord(stored.data)) {
    return { snapshot: null, corrupt: true };
  }
  const data = stored.data;
  if (!collections.every((name) => isListTexts(data[name])) || !hasUsers(data.users as StoredChunk[], read)) {
    return { snapshot: null, corrupt: true };
  }
  return { snapshot: data as unknown as PackedSnapshot, corrupt: false };
}
