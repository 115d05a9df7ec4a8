import { eventsApi } from '../../src/api/events.api';
import { mailsApi } from '../../src/api/mails.api';
import { notificationsApi } from '../../src/api/notifications.api';
import type { MockBackend } from '../backend';
import { mailListRequest, notificationListRequest } from './list-requests';
import { implement } from './route';

/**
 * What reaches the people a change concerns (docs/api/README.md#events): the event stream, each
 * user's notifications, the outbox of the mails sent.
 */
export function eventHandlers(backend: MockBackend) {
  const { events, notifications, mails } = backend;
  return [
    implement(eventsApi.streamEvents, ({ request }, ctx) => events.stream(ctx, request.headers.get('last-event-id'))),
    implement(notificationsApi.listNotifications, ({ query, locale }, ctx) =>
      notifications.list(ctx, notificationListRequest(query, locale)),
    ),
    implement(notificationsApi.markNotificationRead, ({ id }, ctx) => notifications.markRead(ctx, id())),
    implement(notificationsApi.markAllNotificationsRead, (_input, ctx) => notifications.markAllRead(ctx)),
    implement(mailsApi.listMails, ({ query }, ctx) => mails.list(ctx, mailListRequest(query))),
    implement(mailsApi.getMail, ({ id }, ctx) => mails.get(ctx, id())),
  ];
}
