/**
 * The command palette's record search (docs/screens.md#command-palette): orders, quotes, resellers
 * and users, found by number, reference, name, e-mail or company, within the caller's rights.
 */
export const QUICK_KINDS = ['order', 'quote', 'reseller', 'user'] as const;
export type QuickKind = (typeof QUICK_KINDS)[number];

/** At most this many records of each kind. */
export const QUICK_LIMIT = 5;
/** Shorter texts find too much to be of use: nothing is asked (a number is asked whatever its length). */
const QUICK_MIN_LENGTH = 2;

/** Is the text worth asking: two characters or more, or a record's number. */
export const worthAsking = (text: string): boolean => {
  const trimmed = text.trim();
  return trimmed.length >= QUICK_MIN_LENGTH || /^\d+$/.test(trimmed);
};

export interface QuickHit {
  readonly kind: QuickKind;
  readonly id: number;
  /** What the record is called: a reference, a company, a login. */
  readonly label: string;
  /** A second line: the company of an order, a person's name. */
  readonly detail: string;
}

/** The record's page. */
export function quickHref(hit: Pick<QuickHit, 'kind' | 'id'>): string {
  return `/${hit.kind}/show/${hit.id}`;
}

/**
 * The hits grouped by kind in QUICK_KINDS order, each record once, at most QUICK_LIMIT per kind;
 * within a kind, the record whose number is the text typed comes first.
 */
export function rankHits(text: string, hits: readonly QuickHit[]): QuickHit[] {
  const number = /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
  const seen = new Set<string>();
  return QUICK_KINDS.flatMap((kind) => {
    const ofKind = hits.filter((h) => {
      const key = `${h.kind}:${h.id}`;
      if (h.kind !== kind || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const exact = ofKind.filter((h) => h.id === number);
    return [...exact, ...ofKind.filter((h) => h.id !== number)].slice(0, QUICK_LIMIT);
  });
}
