import { Collection } from '@msw/data';
import * as v from 'valibot';
import {
  CANCEL_DECISIONS,
  NOTIFICATION_KINDS,
  NOTIFICATION_SUBJECTS,
} from '../../src/domain/notifications/notification';
import { MAIL_DELIVERIES, MAIL_TYPES } from '../../src/domain/mails/mail';

/**
 * A notification of one user (docs/rules.md#notifications-and-mails): written by the server when a
 * change concerns the user, kept with its read time. What it shows is copied in as it was then (the
 * reference, the author as the user may see it), so the bell never needs another call.
 */
const notificationRecordSchema = v.object({
  id: v.number(),
  userId: v.number(),
  kind: v.picklist(NOTIFICATION_KINDS),
  createdAt: v.string(),
  readAt: v.nullable(v.string()),
  entity: v.picklist(NOTIFICATION_SUBJECTS),
  entityId: v.number(),
  orderId: v.nullable(v.number()),
  reference: v.nullable(v.string()),
  company: v.nullable(v.string()),
  decision: v.nullable(v.picklist(CANCEL_DECISIONS)),
  actorId: v.nullable(v.number()),
  actorUsername: v.string(),
  actorRole: v.nullable(v.string()),
});
export type NotificationRecord = v.InferOutput<typeof notificationRecordSchema>;

/**
 * A mail the server sent (docs/api/README.md#mails), kept in the outbox as its recipient reads it,
 * but for a reset link's token: `***` in the copy kept (mocks/services/mails/mails.service.ts).
 */
const mailRecordSchema = v.object({
  id: v.number(),
  type: v.picklist(MAIL_TYPES),
  to: v.string(),
  recipientId: v.nullable(v.number()),
  language: v.picklist(['fr', 'en', 'es']),
  subject: v.string(),
  text: v.string(),
  html: v.string(),
  createdAt: v.string(),
  entity: v.nullable(v.picklist([...NOTIFICATION_SUBJECTS, 'user'])),
  entityId: v.nullable(v.number()),
  delivery: v.picklist(MAIL_DELIVERIES),
  deliveryError: v.nullable(v.string()),
});
export type MailRecord = v.InferOutput<typeof mailRecordSchema>;

export function noticeCollections() {
  return {
    notifications: new Collection({ schema: notificationRecordSchema }),
    mails: new Collection({ schema: mailRecordSchema }),
  };
}
