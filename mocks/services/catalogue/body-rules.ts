import * as v from 'valibot';

/**
 * The server's checks beyond the wire shape of src/api/catalogue.api.ts: the ids a body sends
 * must name existing records. A service builds its body schema from the contract's entries,
 * narrowing the id fields with these, so every field at fault is named in one answer; an unknown
 * id refuses its list as a whole (its field, not `papers.2`), so the form shows the error beside
 * the checkbox group.
 */

/** An id field of the contract, narrowed to ids of existing records. */
export const existing = (schema: v.GenericSchema<unknown, number>, exists: (id: number) => boolean) =>
  v.pipe(
    schema,
    v.check((id: number) => exists(id), 'validation.unknownChoice'),
  );

/** An id list of the contract, narrowed to ids of existing records; duplicates dropped, in ascending order. */
export const allExisting = (schema: v.GenericSchema<unknown, number[]>, exists: (id: number) => boolean) =>
  v.pipe(
    schema,
    v.check((ids: number[]) => ids.every(exists), 'validation.unknownChoice'),
    v.transform((ids: number[]) => [...new Set(ids)].sort((a, b) => a - b)),
  );

/** Whether a collection holds a record with this id. */
export const existsIn =
  (collection: { all(): readonly { id: number }[] }) =>
  (id: number): boolean =>
    collection.all().some((r) => r.id === id);

/** The records of `ids` that still exist, in the order of `ids`. */
export function pick<R extends { id: number }>(collection: { all(): readonly R[] }, ids: readonly number[]): R[] {
  const all = collection.all();
  return ids.flatMap((id) => all.filter((r) => r.id === id));
}
