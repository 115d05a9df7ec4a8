import { createContext, useContext } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { RecordRef } from './live-changes';

/** Who changed a record shown, as the user sees them, and when the change reached this tab (the quiet marker). */
export interface LiveMark {
  /** The person's login, or null for staff shown to a reseller by their role ("Notre équipe"). */
  readonly who: string | null;
  readonly at: number;
}

/** How long a marker stays ("à l'instant"). */
const MARK_MS = 60_000;

/**
 * The marker of the latest change by someone else of each record shown (docs/screens.md#live-updates).
 * The data itself is in the query cache, which the event invalidated: a marker shows only beside
 * data read after the change reached the tab (`ShownAt`), never before the data it describes.
 */
const live = proxy({ marks: {} as Record<RecordRef, LiveMark> });

export function markChange(ref: RecordRef, mark: LiveMark): void {
  live.marks[ref] = mark;
  setTimeout(() => {
    if (live.marks[ref]?.at === mark.at) delete live.marks[ref];
  }, MARK_MS);
}

/** The marker of the record's latest change by someone else, while it is recent (outside React). */
export function liveMark(ref: RecordRef): LiveMark | undefined {
  return live.marks[ref];
}

/** Whether a marker shows beside data read at `shownAt`: only data read after the change it tells of. */
export function markShown(mark: LiveMark | undefined, shownAt: number): mark is LiveMark {
  return mark !== undefined && shownAt >= mark.at;
}

/** The marker of the record's latest change by someone else, while it is recent. */
export function useLiveMark(ref: RecordRef | null): LiveMark | undefined {
  const snap = useSnapshot(live);
  return ref === null ? undefined : snap.marks[ref];
}

/**
 * When the data on screen was read (its query's `dataUpdatedAt`): a list page or a record page
 * gives it to the markers inside it.
 */
export const ShownAt = createContext<number>(Number.POSITIVE_INFINITY);

/** When the data shown around this component was read. */
export function useShownAt(): number {
  return useContext(ShownAt);
}
