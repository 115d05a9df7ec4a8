import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { readonly status: 'loading'; readonly data?: T }
  | { readonly status: 'error'; readonly error: unknown; readonly data?: T }
  | { readonly status: 'ready'; readonly data: T };

/** Runs `load` whenever `key` changes; the answer of a stale call is dropped. */
export function useAsync<T>(load: () => Promise<T>, key: string): AsyncState<T> & { reload: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let live = true;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    // The answer renders as a transition: a long list builds in slices instead of one long task.
    const settle = (next: AsyncState<T>) => live && startTransition(() => setState(next));
    loadRef.current().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
