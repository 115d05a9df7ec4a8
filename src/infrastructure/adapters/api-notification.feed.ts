import { inject, injectable } from 'inversify';
import { notificationsApi as api } from '../../api/notifications.api';
import type { NotificationFeed } from '../../application/notifications/notification-feed.port';
import type { Notification, NotificationPage } from '../../domain/notifications/notification';
import { toNotification } from '../shared/notification.mapping';
import { API_TRANSPORT, type ApiTransport } from './api-transport';

/** The user's notifications (docs/api/README.md#events). */
@injectable()
export class ApiNotificationFeed implements NotificationFeed {
  constructor(@inject(API_TRANSPORT) private readonly api: ApiTransport) {}

  async latest(size: number, signal?: AbortSignal): Promise<NotificationPage> {
    const page = await this.api.call(api.listNotifications, { list: { page: 1, size }, signal });
    return { items: page.list.map(toNotification), total: page.total, unread: page.unread };
  }

  async markRead(id: number): Promise<Notification> {
    return toNotification(await this.api.call(api.markNotificationRead, { params: { id } }));
  }

  async markAllRead(): Promise<number> {
    return (await this.api.call(api.markAllNotificationsRead)).unread;
  }
}
