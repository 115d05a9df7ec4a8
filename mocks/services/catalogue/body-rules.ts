import * as v from 'valibot';
import { CATALOGUE_LIMITS, UID_PATTERN, type Range } from '../../../src/domain/catalogue/catalogue-rules';

/**
 * The pieces catalogue bodies are checked with. Messages are the `validation.*` keys that
 * validateBody turns into the caller's language; a list is refused as a whole (its field, not
 * `papers.2`), so the form shows the error beside the checkbox group.
 */
export const name = (max: number = CATALOGUE_LIMITS.nameLength) =>
  v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(max, 'validation.tooLong'),
  );

export const uid = () =>
  v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty('validation.required'),
    v.regex(UID_PATTERN, 'validation.uid'),
  );

export const wholeNumber = (range: Range) =>
  v.pipe(
    v.number('validation.integer'),
    v.integer('validation.integer'),
    v.minValue(range.min, 'validation.range'),
    v.maxValue(range.max, 'validation.range'),
  );

/** A size in cm: two decimals at most. */
export const centimetres = (range: Range) =>
  v.pipe(
    v.number('validation.number'),
    v.minValue(range.min, 'validation.range'),
    v.maxValue(range.max, 'validation.range'),
    v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'validation.number'),
  );

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The id of an existing record. */
export const reference = (exists: (id: number) => boolean) =>
  v.pipe(
    v.unknown(),
    v.check((value) => value !== null && value !== undefined && value !== '', 'validation.required'),
    v.check(isId, 'validation.invalid'),
    v.check((value) => exists(value as number), 'validation.unknownChoice'),
    v.transform((value) => value as number),
  );

/** Ids of existing records, at least `min`; duplicates dropped, in ascending order. */
export const references = (exists: (id: number) => boolean, min = 0) =>
  v.pipe(
    v.array(v.unknown(), 'validation.invalid'),
    v.check((values) => values.every(isId), 'validation.invalid'),
    v.check((values) => (values as number[]).every(exists), 'validation.unknownChoice'),
    v.transform((values) => [...new Set(values as number[])].sort((a, b) => a - b)),
    v.minLength(min, 'validation.chooseOne'),
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
