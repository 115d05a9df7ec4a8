import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveEvents } from '../../application/events/live-events';
import type { SessionStore } from '../../application/session/session.store';
import type { AuditEntry } from '../../domain/audit/audit';
import type { LiveEvent } from '../../domain/events/live-event';
import { useSessionStore } from '../app/container-context';
import { useScreens } from '../app/use-cases';
import { isOwnWriteEcho } from '../shared/data/own-writes';
import { queryKeys } from '../shared/data/query-keys';
import { reachOf, type RecordRef } from '../shared/live/live-changes';
import { markChange } from '../shared/live/live-state';
import { currentQueryClient } from './data-provider';

/** What the echo of this tab's marking of notifications as read is known by (src/ui/shared/data/own-writes.ts). */
export const NOTIFICATIONS_REF: RecordRef = 'notifications:0';

/** Whether the change is the user's own (in this tab or another), not made for them by someone acting as them. */
function isMine(entry: AuditEntry, session: SessionStore): boolean {
  const me = session.user?.id;
  return entry.actor.id !== null && entry.actor.id === me && !entry.actingAs;
}

/** The keys one change makes stale (docs/screens.md#live-updates). */
function keysOf(entry: AuditEntry, mine: boolean): QueryKey[] {
  const reach = reachOf(entry);
  const keys = reach.lists.map((list) => queryKeys.list(list));
  // A page loads again on someone else's change only: the user's own (in another tab) leaves an
  // open page as it is, its save's If-Match refusing a stale copy.
  if (!mine) keys.push(...reach.records.map((ref) => queryKeys.record(ref)));
  if (reach.counts) keys.push(queryKeys.counts());
  return keys;
}

/**
 * What one event changes on screen, through the cache only: the queries it makes stale are
 * invalidated (a shown one fetches once); the echo of this tab's own write refreshes nothing (the
 * write did); someone else's change marks its records, the marker showing with the data read after it.
 */
export function applyEvent(event: LiveEvent, session: SessionStore, client: QueryClient): void {
  switch (event.type) {
    case 'change': {
      const { entry } = event;
      const mine = isMine(entry, session);
      const reach = reachOf(entry);
      if (mine && isOwnWriteEcho(reach.records)) return;
      if (!mine) {
        const mark = { who: entry.actor.id === null ? null : entry.actor.username, at: Date.now() };
        for (const ref of reach.records) markChange(ref, mark);
      }
      for (const queryKey of keysOf(entry, mine)) void client.invalidateQueries({ queryKey });
      return;
    }
    case 'notifications-read':
      // This tab's own marking refreshed the bell already.
      if (isOwnWriteEcho([NOTIFICATIONS_REF])) return;
      void client.invalidateQueries({ queryKey: queryKeys.notifications });
      return;
    case 'notification':
      void client.invalidateQueries({ queryKey: queryKeys.notifications });
      return;
    case 'reload':
      // The events since the last one received are lost: everything shown loads again.
      void client.invalidateQueries();
      return;
    default:
      return;
  }
}

/** The clients this page listens to (one per container), so the shell's mounts subscribe once. */
const listening = new WeakSet<LiveEvents>();

function listen(live: LiveEvents, session: SessionStore): void {
  if (listening.has(live)) return;
  listening.add(live);
  live.events$.subscribe((event) => {
    const client = currentQueryClient();
    if (client) applyEvent(event, session, client);
  });
  // The session's end (logout, expiry, another account) stops the stream; the next login starts one.
  session.cleared$.subscribe(() => live.stop());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') live.resume();
  });
}

/**
 * Keeps the app's event stream open while a user is signed in, and applies its events to the
 * account's cache: lists, pages and counts load again when someone else changes what they show; the
 * bell follows the user's notifications. Mounted by the shell, so the login page loads none of it.
 */
export function useLiveUpdates(): void {
  const { live } = useScreens();
  const session = useSessionStore();
  useEffect(() => {
    if (!session.isAuthenticated) return;
    listen(live, session);
    live.start();
  }, [live, session]);
}
