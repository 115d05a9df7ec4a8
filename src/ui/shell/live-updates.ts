import { useEffect } from 'react';
import { LIVE_EVENTS } from '../../application/events/events.tokens';
import type { LiveEvents } from '../../application/events/live-events';
import type { SessionStore } from '../../application/session/session.store';
import type { AuditEntry } from '../../domain/audit/audit';
import type { LiveEvent } from '../../domain/events/live-event';
import { useInjected, useSessionStore } from '../app/container-context';
import { invalidateList } from '../shared/list/list-controller';
import { reachOf } from '../shared/live/live-changes';
import { bumpCounts, bumpEverything, bumpRecord, type LiveMark } from '../shared/live/live-state';
import { currentQueryClient } from './data-provider';

/** The cache key of the bell's notifications (src/ui/shell/notification-bell.tsx). */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** The marker of a change by someone else than the user; none for the user's own (in this tab or another). */
function markOf(entry: AuditEntry, session: SessionStore): LiveMark | null {
  const me = session.user?.id;
  if (entry.actor.id !== null && entry.actor.id === me && !entry.actingAs) return null;
  return { who: entry.actor.id === null ? null : entry.actor.username, at: Date.now() };
}

/** What one event changes on screen (docs/screens.md#live-updates). */
function apply(event: LiveEvent, session: SessionStore): void {
  const client = currentQueryClient();
  switch (event.type) {
    case 'change': {
      const reach = reachOf(event.entry);
      for (const list of reach.lists) if (client) void invalidateList(client, list);
      // A page loads again on someone else's change only: the user's own (in another tab) leaves an
      // open page as it is, its save's If-Match refusing a stale copy, as before live updates.
      const mark = markOf(event.entry, session);
      if (mark) for (const ref of reach.records) bumpRecord(ref, mark);
      if (reach.counts) bumpCounts();
      return;
    }
    case 'notification':
    case 'notifications-read':
      if (client) void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      return;
    case 'reload':
      // The events since the last one received are lost: everything shown loads again.
      if (client) void client.invalidateQueries();
      bumpEverything();
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
  live.events$.subscribe((event) => apply(event, session));
  // The session's end (logout, expiry, another account) stops the stream; the next login starts one.
  session.cleared$.subscribe(() => live.stop());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') live.resume();
  });
}

/**
 * Keeps the app's event stream open while a user is signed in, and applies its events: lists,
 * pages and counts load again when someone else changes what they show; the bell follows the
 * user's notifications. Mounted by the shell, so the login page loads none of it.
 */
export function useLiveUpdates(): void {
  const load = useInjected(LIVE_EVENTS);
  const session = useSessionStore();
  useEffect(() => {
    if (!session.isAuthenticated) return;
    void load().then((live) => {
      listen(live, session);
      if (session.isAuthenticated) live.start();
    });
  }, [load, session]);
}
