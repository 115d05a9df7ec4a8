import { useSyncExternalStore } from 'react';
import type { ConnectionState } from '../../../application/shared/signals';
import { useSignals } from '../../app/container-context';

/**
 * Whether the server answers, as the HTTP client last saw it (docs/screens.md#connection-lost): the
 * banner, the sidebar's counts and the marks on data read before the connection went read it.
 */
export function useConnection(): ConnectionState {
  const { connection$ } = useSignals();
  return useSyncExternalStore(
    (changed) => {
      const subscription = connection$.subscribe(changed);
      return () => subscription.unsubscribe();
    },
    () => connection$.value,
  );
}
