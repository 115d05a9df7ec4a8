import type { MailRowWire, MailWire } from '../../api/mails.api';
import type { NotificationWire } from '../../api/notifications.api';
import type { Mail, MailRow } from '../../domain/mails/mail';
import type { Notification } from '../../domain/notifications/notification';

/** A notification as the domain holds it (docs/api/README.md#events). */
export const toNotification = (w: NotificationWire): Notification => ({
  id: w.id,
  kind: w.kind,
  createdAt: w.createdAt,
  readAt: w.readAt,
  entity: w.entity,
  entityId: w.entityId,
  orderId: w.orderId,
  reference: w.reference,
  company: w.company,
  decision: w.decision,
  actor: { id: w.actor.id, username: w.actor.username, role: w.actor.role },
});

/** A row of the outbox (docs/api/README.md#mails). */
export const toMailRow = (w: MailRowWire): MailRow => ({
  id: w.id,
  type: w.type,
  to: w.to,
  recipientId: w.recipientId,
  language: w.language,
  subject: w.subject,
  createdAt: w.createdAt,
  entity: w.entity,
  entityId: w.entityId,
  delivery: w.delivery,
  deliveryError: w.deliveryError,
});

export const toMail = (w: MailWire): Mail => ({ ...toMailRow(w), text: w.text, html: w.html });
