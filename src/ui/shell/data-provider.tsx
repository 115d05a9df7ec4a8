import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { forgetOwnWrites } from '../shared/data/own-writes';

/**
 * The screens' one data layer (docs/architecture.md#one-cache): TanStack Query's cache, every server
 * read a query of it (keys: src/ui/shared/data/query-keys.ts).
 * - `retry: false`: a failed list shows its error and retry button at once (docs/decisions.md),
 *   and a refused call (401, 403, 429) is not worth repeating unasked.
 * - `staleTime: 0`: a list opened again shows its cached rows at once, under the loader, while it
 *   asks the server again, since another admin or tab may have changed them.
 * - no refetch on window focus: the rows do not move under a user coming back to the tab.
 */
function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0, refetchOnWindowFocus: false } },
  });
}

/**
 * Answers that arrive within one frame show in one React commit (docs/performance.md#fast-on-a-phone):
 * TanStack Query tells the components of its changes in batches, here at the next frame rather than at
 * once, so a page's first calls, answered a few milliseconds apart, render together instead of one commit
 * each. A hidden page paints no frames: its batches run at once, as TanStack's own scheduler runs them.
 */
notifyManager.setScheduler((flush) => {
  if (document.visibilityState === 'visible') requestAnimationFrame(() => flush());
  else setTimeout(flush, 0);
});

/** The cache and the account it belongs to. Kept here: the shell mounts again with each route. */
let current: { account: string; client: QueryClient } | null = null;

/** The account's cache; another account's (a logout, a connect-as, the way back) is emptied first. */
export function queryClientFor(account: string): QueryClient {
  if (current?.account !== account) {
    current?.client.clear();
    forgetOwnWrites();
    current = { account, client: newQueryClient() };
  }
  return current.client;
}

/** The cache of the account on screen, if any (the live events invalidate it: src/ui/shell/live-updates.ts). */
export function currentQueryClient(): QueryClient | null {
  return current?.client ?? null;
}

/**
 * One cache per account (`account`: the user and the admin behind a connect-as), so no account ever
 * sees another's rows, and a list visited earlier in the session shows its rows at once.
 */
export function DataProvider({ account, children }: { account: string; children: ReactNode }) {
  return <QueryClientProvider client={queryClientFor(account)}>{children}</QueryClientProvider>;
}
