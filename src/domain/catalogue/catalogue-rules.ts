import * as v from 'valibot';

/**
 * The catalogue's limits, shared by the forms and the mock server so both refuse the same values.
 * Sizes are in cm, delays in days.
 */
export const CATALOGUE_LIMITS = {
  nameLength: 100,
  orientation: { min: 1, max: 99 },
  quantityPerRoll: { min: 1, max: 100_000 },
  qtyModelMax: { min: 1, max: 1000 },
  dimensionCm: { min: 0.1, max: 100 },
  delayDays: { min: 0, max: 365 },
} as const;

/** A product code: capitals, digits, '-' or '_', 2 to 40 characters (FIN-VARNISH, PAP-KRAFT). */
export const UID_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,39}$/;

export interface Range {
  readonly min: number;
  readonly max: number;
}

/** A record as other records refer to it: its id and the name people know it by. */
export interface NamedRef {
  readonly id: number;
  readonly name: string;
}

/** A record with a product code: papers and finishes as other records refer to them. */
export interface CodedRef extends NamedRef {
  readonly uid: string;
}

/** Form rule: a name, trimmed, required, at most `max` characters. */
export const requiredText = (max: number = CATALOGUE_LIMITS.nameLength) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.tooLong'));

/** Form rule: a product code, upper-cased as typed. */
export const uidText = () =>
  v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty('validation.required'),
    v.regex(UID_PATTERN, 'validation.uid'),
  );

/** Form rule: a whole number typed as text, within `range`. */
export const wholeNumberText = (range: Range) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.regex(/^\d+$/, 'validation.integer'),
    v.check((text) => Number(text) >= range.min && Number(text) <= range.max, 'validation.range'),
  );

/** Form rule: a decimal typed as text (comma or dot, two decimals at most), within `range`. */
export const decimalText = (range: Range) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.regex(/^\d+([.,]\d{1,2})?$/, 'validation.number'),
    v.check((text) => {
      const value = parseDecimal(text);
      return value >= range.min && value <= range.max;
    }, 'validation.range'),
  );

/** Form rule: one record chosen in a select (its id as text). */
export const choiceText = () => v.pipe(v.string(), v.nonEmpty('validation.required'));

/** Form rule: a set of records ticked in a checkbox group (ids as text), at least `min`. */
export const idSet = (min = 0) => v.pipe(v.array(v.string()), v.minLength(min, 'validation.chooseOne'));

/** '12,5' or '12.5' → 12.5. */
export function parseDecimal(text: string): number {
  return Number(text.trim().replace(',', '.'));
}

/** Form ids (text) → record ids. */
export function toIds(values: readonly string[]): number[] {
  return values.map(Number);
}

/** Record refs → form ids (text). */
export function toIdTexts(refs: readonly { readonly id: number }[]): string[] {
  return refs.map((ref) => String(ref.id));
}
