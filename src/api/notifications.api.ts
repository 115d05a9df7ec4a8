import * as v from 'valibot';
import { CANCEL_DECISIONS, NOTIFICATION_KINDS, NOTIFICATION_SUBJECTS } from '../domain/notifications/notification';
import { operation } from './operation';
import { id, instant, listQuery, maybeNumber, maybeText, text } from './wire';

/**
 * A back-office user's notifications (docs/rules.md#notifications-and-mails): written by the server
 * for the changes that concern the user, read and unread kept per user, so they follow it from one
 * device to another. Additions: a client written from the original call list never needs them.
 */

export const notification = v.pipe(
  v.object({
    id,
    kind: v.picklist(NOTIFICATION_KINDS),
    createdAt: instant,
    /** When the user marked it read; null while unread. */
    readAt: v.nullable(instant),
    /** The record it links to. */
    entity: v.picklist(NOTIFICATION_SUBJECTS),
    entityId: id,
    /** The order concerned (a validated quote's new order, a request's order), or null. */
    orderId: maybeNumber,
    /** The order's internal reference, or the quote's reference, as the lists show it. */
    reference: maybeText,
    /** The reseller's company (staff's notifications). */
    company: maybeText,
    /** A cancellation request's answer (`cancel-request-answered`). */
    decision: v.nullable(v.picklist(CANCEL_DECISIONS)),
    /** Who made the change, as the user sees it: staff shown to a reseller by their role only. */
    actor: v.object({ id: maybeNumber, username: v.string(), role: v.nullable(text) }),
  }),
  v.title('Notification'),
);
export type NotificationWire = v.InferOutput<typeof notification>;

const unreadCount = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A page of notifications, newest first, with how many of the user's are unread. */
const notificationPage = v.pipe(
  v.object({
    list: v.array(notification),
    total: v.pipe(v.number(), v.integer(), v.minValue(0)),
    totalRequest: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    unread: unreadCount,
  }),
  v.title('NotificationPage'),
);

const notificationsRead = v.object({
  marked: v.pipe(v.number(), v.integer(), v.minValue(0)),
  unread: unreadCount,
});

const TAG = 'Notifications';

/** One notification, as the reference page shows it. */
export const NOTIFICATION_EXAMPLE = {
  id: 31,
  kind: 'order-shipped',
  createdAt: '2026-11-02T09:12:00.000Z',
  readAt: null,
  entity: 'order',
  entityId: 1288,
  orderId: 1288,
  reference: 'CMD-26-001288',
  company: 'Imprimerie Dupont',
  decision: null,
  actor: { id: null, username: '', role: 'ROLE_ADMIN' },
};

export const notificationsApi = {
  listNotifications: operation({
    id: 'listNotifications',
    method: 'get',
    path: '/me/notifications',
    tag: TAG,
    summary: 'The caller’s notifications, newest first, and how many are unread',
    access: 'self',
    query: {
      ...listQuery,
      _unread: v.optional(
        v.pipe(v.picklist(['0', '1', 'true', 'false']), v.description('1 (or true): the unread ones only')),
      ),
    },
    answer: {
      status: 200,
      schema: notificationPage,
      example: { list: [NOTIFICATION_EXAMPLE], total: 12, totalRequest: 12, unread: 3 },
    },
    errors: [400],
    addition: true,
  }),
  markNotificationRead: operation({
    id: 'markNotificationRead',
    method: 'post',
    path: '/me/notifications/{id}/read',
    tag: TAG,
    summary: 'Marks one of the caller’s notifications read (another user’s is a 404)',
    access: 'self',
    answer: {
      status: 200,
      schema: notification,
      example: { ...NOTIFICATION_EXAMPLE, readAt: '2026-11-02T09:20:00.000Z' },
    },
    errors: [404],
    addition: true,
  }),
  markAllNotificationsRead: operation({
    id: 'markAllNotificationsRead',
    method: 'post',
    path: '/me/notifications/read-all',
    tag: TAG,
    summary: 'Marks every notification of the caller read',
    access: 'self',
    answer: { status: 200, schema: notificationsRead, example: { marked: 3, unread: 0 } },
    addition: true,
  }),
} as const;
