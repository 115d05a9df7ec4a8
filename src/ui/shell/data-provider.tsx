import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * The lists' data layer (src/ui/shared/list/list-controller.tsx): TanStack Query's cache.
 * - `retry: false`: a failed list shows its error and retry button at once (docs/decisions.md),
 *   and a refused call (401, 403, 429) is not worth repeating unasked.
 * - `staleTime: 0`: a list opened again shows its cached rows at once and asks the server again
 *   quietly, since another admin or tab may have changed them.
 * - no refetch on window focus: the rows do not move under a user coming back to the tab.
 */
function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0, refetchOnWindowFocus: false } },
  });
}

/**
 * One cache per account: the shell mounts it keyed by the user and the admin behind a connect-as,
 * so a logout, a connect-as or the way back starts from an empty cache and no account ever sees
 * another's rows.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  const [client] = useState(newQueryClient);
  useEffect(() => () => client.clear(), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
