import { useDeferredValue, useMemo } from 'react';

/** A query's answer as shown: its data and when it was read (`ShownAt`, src/ui/shared/live/live-state.ts). */
export interface ShownAnswer<T> {
  readonly data: T | undefined;
  readonly at: number;
}

/**
 * A query's answer rendered at low priority, as a transition would (docs/performance.md#fast-on-a-phone): a query's
 * answer re-renders its reader at once, in one task whatever its size; read through this, React builds what the
 * answer shows in slices of a few milliseconds. Until then `data` is the answer shown before (or none), so the
 * page keeps its loader on screen: it leaves with the new answer, and nobody acts on rows about to go.
 */
export function useShownAnswer<T>(result: {
  readonly data: T | undefined;
  readonly dataUpdatedAt: number;
}): ShownAnswer<T> {
  const latest = useMemo(() => ({ data: result.data, at: result.dataUpdatedAt }), [result.data, result.dataUpdatedAt]);
  return useDeferredValue(latest);
}
