import type { Notification, NotificationPage } from '../../domain/notifications/notification';
import type { NotificationFeed } from './notification-feed.port';

/** The user's notifications (docs/events.md), as the bell reads and marks them: plain calls of the port. */
export class Notifications {
  constructor(private readonly feed: NotificationFeed) {}

  latest(size: number, signal?: AbortSignal): Promise<NotificationPage> {
    return this.feed.latest(size, signal);
  }

  markRead(id: number): Promise<Notification> {
    return this.feed.markRead(id);
  }

  /** Marks every notification read; gives the unread count after it (0). */
  markAllRead(): Promise<number> {
    return this.feed.markAllRead();
  }
}
