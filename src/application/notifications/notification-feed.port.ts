import type { NotificationPage, Notification } from '../../domain/notifications/notification';
import { token } from '../shared/token';

/**
 * The user's notifications (docs/api/README.md#events): GET /me/notifications, newest first
 * with the unread count; POST …/{id}/read and …/read-all. Read and unread are kept by the server.
 */
export interface NotificationFeed {
  latest(size: number, signal?: AbortSignal): Promise<NotificationPage>;
  markRead(id: number): Promise<Notification>;
  /** Marks every notification read; gives the unread count after it (0). */
  markAllRead(): Promise<number>;
}

export const NOTIFICATION_FEED = token<NotificationFeed>('NotificationFeed');
