import { proxy, useSnapshot } from 'valtio';
import type { RecordRef } from './live-changes';

/** Who changed a record shown, as the user sees them, and when (the quiet marker). */
export interface LiveMark {
  /** The person's login, or null for staff shown to a reseller by their role ("Notre équipe"). */
  readonly who: string | null;
  readonly at: number;
}

/** How long a marker stays ("à l'instant"). */
export const MARK_MS = 60_000;

/**
 * What the live events changed on the pages that do not read through the list cache (the detail
 * pages, the sidebar's counts): a version per record, bumped by another's change or a `reload`, and
 * the marker of the latest change by someone else.
 */
const live = proxy({
  versions: {} as Record<RecordRef, number>,
  marks: {} as Record<RecordRef, LiveMark>,
  /** Bumped by `reload` (the events since the last id are lost): every page loads again. */
  everything: 0,
  /** Bumped by a request's change, anyone's: the sidebar's counts load again. */
  counts: 0,
});

export function bumpRecord(ref: RecordRef, mark: LiveMark): void {
  live.versions[ref] = (live.versions[ref] ?? 0) + 1;
  live.marks[ref] = mark;
  setTimeout(() => {
    if (live.marks[ref]?.at === mark.at) delete live.marks[ref];
  }, MARK_MS);
}

export function bumpEverything(): void {
  live.everything += 1;
}

export function bumpCounts(): void {
  live.counts += 1;
}

/** The record's live version: a page keys its load on it, so another's change loads it again. */
export function useLiveVersion(ref: RecordRef): string {
  const snap = useSnapshot(live);
  return `${snap.versions[ref] ?? 0}.${snap.everything}`;
}

/** The sidebar's counts' version: a request's change or a `reload` loads them again. */
export function useCountsVersion(): string {
  const snap = useSnapshot(live);
  return `${snap.counts}.${snap.everything}`;
}

/** The marker of the record's latest change by someone else, while it is recent. */
export function useLiveMark(ref: RecordRef | null): LiveMark | undefined {
  const snap = useSnapshot(live);
  return ref === null ? undefined : snap.marks[ref];
}
