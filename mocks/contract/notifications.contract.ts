import { beforeEach, describe, expect, it } from 'vitest';
import type { OpenEventStream } from '../../src/application/events/event-stream.port';
import type { LiveEvent } from '../../src/domain/events/live-event';
import { ForbiddenError } from '../../src/domain/shared/errors';
import type { Harness, MakeHarness } from './harness';

/** The next event of `type` the stream gives (the others skipped), or null once it ended. */
async function nextOf<T extends LiveEvent['type']>(
  stream: OpenEventStream,
  type: T,
): Promise<Extract<LiveEvent, { type: T }> | null> {
  for (;;) {
    const next = await stream.next();
    if (next === null) return null;
    if (next.event.type === type) return next.event as Extract<LiveEvent, { type: T }>;
  }
}

/** What every adapter of the event stream, the notifications and the outbox must do. */
export function describeNotificationsContract(name: string, make: MakeHarness): void {
  describe(`EventStream, NotificationFeed and MailOutbox contract: ${name}`, () => {
    let h: Harness;
    beforeEach(async () => {
      h = await make();
    });

    const tokenOf = async (username: string) =>
      (await h.backend.auth.login({ username, password: 'demo' }, 'en')).token;
    const orders = () => h.backend.db.collections.orders.all();

    it('tells a reseller of its order confirmed by staff: a change on the stream, a notification, a mail', async () => {
      const reseller = await tokenOf('reseller@demo.local');
      const admin = await tokenOf('admin@demo.local');
      const resellerId = h.backend.db.collections.users.findFirst((q) =>
        q.where({ username: 'reseller@demo.local' }),
      )!.id;
      const own = orders().find((o) => o.resellerId === resellerId && o.status === 0)!;
      const other = orders().find((o) => o.resellerId !== null && o.resellerId !== resellerId && o.status === 0)!;

      h.setToken(reseller);
      const before = await h.adapters.notifications.latest(5);
      const stream = await h.adapters.events.open(null);
      expect((await stream.next())?.event.type).toBe('ready');

      h.setToken(admin);
      await h.adapters.orders.changeStatus(other.id, 1);
      await h.adapters.orders.changeStatus(own.id, 1);

      // Only its own order reaches the reseller, staff shown by role only.
      const change = await nextOf(stream, 'change');
      expect(change?.entry).toMatchObject({ entity: 'order', entityId: own.id, action: 'status' });
      expect(change?.entry.actor).toEqual({ id: null, username: '', role: 'ROLE_ADMIN' });
      const told = await nextOf(stream, 'notification');
      expect(told?.notification).toMatchObject({ kind: 'order-confirmed', entity: 'order', entityId: own.id });
      expect(told?.unread).toBe(before.unread + 1);
      await stream.close();

      h.setToken(reseller);
      const after = await h.adapters.notifications.latest(5);
      expect(after.unread).toBe(before.unread + 1);
      expect(after.items[0]).toMatchObject({ kind: 'order-confirmed', readAt: null, entityId: own.id });
      const read = await h.adapters.notifications.markRead(after.items[0]!.id);
      expect(read.readAt).not.toBeNull();
      expect((await h.adapters.notifications.latest(5)).unread).toBe(before.unread);
      expect(await h.adapters.notifications.markAllRead()).toBe(0);
      await expect(h.adapters.mails.list({ page: 1, size: 10 })).rejects.toBeInstanceOf(ForbiddenError);

      h.setToken(admin);
      const mails = await h.adapters.mails.list({
        page: 1,
        size: 10,
        filter: { recipient: 'RESELLER@demo.local', type: 'order_confirmation' },
      });
      const row = mails.items.find((m) => m.entityId === own.id);
      expect(row).toMatchObject({ to: 'reseller@demo.local', type: 'order_confirmation' });
      const mail = await h.adapters.mails.get(row!.id);
      expect(mail.subject).toBe(row!.subject);
      expect(mail.html).toContain('<');
      expect(mail.text.length).toBeGreaterThan(0);
    });

    it('resumes after the last event received, none repeated', async () => {
      h.setToken(await tokenOf('admin@demo.local'));
      const first = await h.adapters.events.open(null);
      const ready = await first.next();
      await first.close();
      const order = orders().find((o) => o.status === 0)!;
      await h.adapters.orders.changeStatus(order.id, 1);

      const resumed = await h.adapters.events.open(ready!.id);
      const next = await resumed.next();
      expect(next?.event).toMatchObject({ type: 'change', entry: { entity: 'order', entityId: order.id } });
      expect(Number(next?.id)).toBe(Number(ready!.id) + 1);
      await resumed.close();
    });
  });
}
