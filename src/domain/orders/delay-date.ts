/** A category scenario as the delay rule needs it: its delay in days and its category's pose. */
export interface DelayRule {
  readonly delay: number;
  readonly category: { readonly pose: { readonly shortCode: string } | null } | null;
}

const DAY_MS = 86_400_000;

/**
 * docs/rules.md#delay-date: the order's delay date is its creation date plus the delay (days) of the category
 * scenario whose category pose short code matches the quote's application. When several match,
 * the longest delay is promised (never a date the workshop cannot keep); none match: no date.
 * Days are calendar days counted in UTC, so month and year ends and DST changes move nothing.
 */
export function delayDate(
  createdAt: string | Date,
  application: string | null | undefined,
  rules: readonly DelayRule[],
): Date | null {
  if (!application) return null;
  const created = createdAt instanceof Date ? createdAt : new Date(createdAt);
  if (Number.isNaN(created.getTime())) return null;
  const wanted = application.trim().toUpperCase();
  const delays = rules
    .filter((rule) => rule.category?.pose?.shortCode.trim().toUpperCase() === wanted)
    .map((rule) => rule.delay)
    .filter((delay) => Number.isFinite(delay) && delay >= 0);
  if (!delays.length) return null;
  return new Date(created.getTime() + Math.max(...delays) * DAY_MS);
}
