import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RecordRef } from '../live/live-changes';
import { queryKeys } from './query-keys';

/** A record's page: its read through the cache, under the record's key (`part`: a view of it). */
export function useRecordQuery<T>(ref: RecordRef, read: () => Promise<T>, ...part: string[]) {
  return useQuery({ queryKey: queryKeys.record(ref, ...part), queryFn: read });
}

/**
 * A form's read of the record it edits, through the cache (always asked again: a form opens on the
 * record as it is now), so the record's pages and the form share one copy.
 */
export function useRecordFetch() {
  const client = useQueryClient();
  return useCallback(
    <T>(ref: RecordRef, read: () => Promise<T>): Promise<T> =>
      client.fetchQuery({ queryKey: queryKeys.record(ref), queryFn: read, staleTime: 0 }),
    [client],
  );
}
