import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionStore } from '../../application/session/session.store';
import type { AuditEntry } from '../../domain/audit/audit';
import type { LiveEvent } from '../../domain/events/live-event';
import { queryKeys } from '../shared/data/query-keys';
import { recordRef } from '../shared/live/live-changes';
import { liveMark, markShown } from '../shared/live/live-state';
import { applyEvent } from './live-updates';

/** An admin moved order `id` from pending (0) to in production (1). */
const statusChange = (id: number): LiveEvent => {
  const entry: AuditEntry = {
    id: 9000 + id,
    at: new Date().toISOString(),
    actor: { id: 1, username: 'admin@demo.local', role: 'admin' },
    actingAs: null,
    action: 'status',
    entity: 'order',
    entityId: id,
    orderId: id,
    changes: [{ field: 'status', from: 0, to: 1 }],
  };
  return { type: 'change', entry, resellerId: 2 };
};

/** A reseller's tab: nobody of its own wrote anything, so every change is someone else's. */
const resellerTab = () => new SessionStore({ load: () => null, save: () => undefined, clear: () => undefined });

/**
 * The server of one order: a read answers what the order was when the read was asked, whenever its answer comes
 * (the network, a busy server); `answer()` lets the reads asked so far answer, oldest first.
 */
function server() {
  let status = 'En attente';
  const waiting: (() => void)[] = [];
  return {
    read: () => {
      const read = status;
      return new Promise<string>((resolve) => waiting.push(() => resolve(read)));
    },
    change: (next: string) => {
      status = next;
    },
    answer: async () => {
      while (waiting.length) {
        waiting.shift()?.();
        await new Promise((r) => setTimeout(r, 5));
      }
    },
  };
}

/** What a screen showing `key` shows, each time it renders: the status read, and whether the marker is beside it. */
function screen(client: QueryClient, key: QueryKey, read: () => Promise<string>, ref = recordRef('order', 35)) {
  const shown: { status: string; marker: boolean }[] = [];
  const observer = new QueryObserver(client, { queryKey: key, queryFn: read, retry: false });
  const stop = observer.subscribe((result) => {
    if (result.data !== undefined)
      shown.push({ status: result.data, marker: markShown(liveMark(ref), result.dataUpdatedAt) });
  });
  return { shown, stop, current: () => observer.getCurrentResult().data };
}

/** The marker never showed beside the old status, and the screen ends on the new one, marked. */
async function expectMarkerWithNewStatusOnly(view: ReturnType<typeof screen>) {
  expect(view.shown.filter((s) => s.marker).map((s) => s.status)).not.toContain('En attente');
  await expect.poll(() => view.current()).toBe('En cours de traitement');
  expect(view.shown.at(-1)).toEqual({ status: 'En cours de traitement', marker: true });
  view.stop();
}

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

describe('the marker of a change shows with the data read after it (docs/screens.md#live-updates)', () => {
  it('a list whose first read is under way when the change arrives reads again: the marker never sits beside the old status', async () => {
    const client = new QueryClient();
    clients.push(client);
    const api = server();
    const list = screen(client, queryKeys.list('orders', 'fr', { page: 1 }), api.read);
    // The list's first read is asked, then the admin changes the order and the event reaches the tab.
    api.change('En cours de traitement');
    applyEvent(statusChange(35), resellerTab(), client);
    await api.answer();

    await expectMarkerWithNewStatusOnly(list);
  });

  it('an order page reading again when the change arrives shows the marker with the new status only', async () => {
    const client = new QueryClient();
    clients.push(client);
    const api = server();
    const page = screen(client, queryKeys.record(recordRef('order', 36)), api.read, recordRef('order', 36));
    await api.answer();
    await expect.poll(() => page.current()).toBe('En attente');
    // Something else asks the page again (a focus, a write), then the admin's change arrives.
    void client.refetchQueries({ queryKey: queryKeys.record(recordRef('order', 36)) });
    api.change('En cours de traitement');
    applyEvent(statusChange(36), resellerTab(), client);
    await api.answer();

    await expectMarkerWithNewStatusOnly(page);
  });
});
