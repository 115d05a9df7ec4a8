import { SNAPSHOT_VERSION, type Snapshot } from '../db/database';

/** What the demo found in browser storage: a snapshot to restore, or none, and whether what was there was unusable. */
export interface StoredState {
  readonly snapshot: Snapshot | null;
  /** True when stored data existed but was corrupt, unreadable or of another SNAPSHOT_VERSION: the demo reseeds and says so. */
  readonly corrupt: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * docs/product.md#demo-data-and-reset: checks what IndexedDB held before restoring it. Usable only when
 * it is `{version: SNAPSHOT_VERSION, data}` with every collection of `collections` as an array of
 * objects and at least one user (else no one could log in).
 */
export function checkStoredSnapshot(stored: unknown, unreadable: boolean, collections: readonly string[]): StoredState {
  if (stored === null || stored === undefined) return { snapshot: null, corrupt: unreadable };
  if (!isRecord(stored) || stored.version !== SNAPSHOT_VERSION || !isRecord(stored.data)) {
    return { snapshot: null, corrupt: true };
  }
  const data = stored.data;
  const valid = collections.every((name) => {
    const rows = data[name];
    return Array.isArray(rows) && rows.every(isRecord);
  });
  if (!valid || (data.users as unknown[]).length === 0) return { snapshot: null, corrupt: true };
  return { snapshot: data as unknown as Snapshot, corrupt: false };
}
