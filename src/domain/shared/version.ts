/**
 * A record as the server answered it, with its version: the answer's ETag
 * (docs/api/README.md#versions-and-lost-updates). A screen keeps the version it opened the record
 * with and sends it back with its change; if someone changed the record in between, the change is
 * refused (StaleRecordError) instead of silently undoing theirs. `version` is absent when the
 * server gave none (a server of the original call list): the change is then made without the check.
 *
 * An intersection rather than a wrapper: a `Versioned<Reseller>` is a `Reseller`, so every reader
 * of a record stays as it is and only the screens that write look at `version`.
 */
export type Versioned<T> = T & { readonly version?: string };

/** The record with the version its answer carried (none: the record as it is). */
export function withVersion<T extends object>(record: T, version: string | null | undefined): Versioned<T> {
  return version ? { ...record, version } : record;
}

/** The version a record was read with, if it has one. */
export function versionOf(record: object | null | undefined): string | undefined {
  const version = (record as { version?: unknown } | null | undefined)?.version;
  return typeof version === 'string' && version ? version : undefined;
}
