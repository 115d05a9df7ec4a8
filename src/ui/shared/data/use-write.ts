import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RecordRef } from '../live/live-changes';
import { useNotify } from '../use-notify';
import { noteOwnWrite } from './own-writes';

export interface WriteOptions<V, R> {
  /** The write: a use case's call (its success toast is the use case's). */
  readonly run: (variables: V) => Promise<R>;
  /** The queries the write makes stale: each refetches once if shown, or when next shown. */
  readonly invalidates: (result: R, variables: V) => readonly QueryKey[];
  /**
   * The records it changes (`order:12`): the events echoing them are this tab's own, and refresh
   * nothing more (src/ui/shared/data/own-writes.ts).
   */
  readonly changes?: (variables: V) => readonly RecordRef[];
  /**
   * What the user is told of a failure: the error toast (the default), or nothing here when the
   * caller answers it itself (a stale record's dialog, a field's error): `'caller'`.
   */
  readonly failure?: 'toast' | 'caller';
  /** After the write and its refresh have been asked for. */
  readonly onDone?: (result: R, variables: V) => void;
}

/**
 * A write of the screens (docs/architecture.md#one-cache): a mutation running a use case, declaring
 * what it invalidates and which records it changes, and telling the user of a failure. The events
 * that echo it are recognised, so each affected query fetches once.
 */
export function useWrite<V, R>(options: WriteOptions<V, R>) {
  const client = useQueryClient();
  const { notifyError } = useNotify();
  return useMutation({
    mutationFn: options.run,
    onMutate: (variables: V) => noteOwnWrite(options.changes?.(variables) ?? []),
    onSuccess: (result: R, variables: V) => {
      for (const queryKey of options.invalidates(result, variables)) void client.invalidateQueries({ queryKey });
      options.onDone?.(result, variables);
    },
    onError: (error: unknown) => {
      if (options.failure !== 'caller') notifyError(error);
    },
  });
}
