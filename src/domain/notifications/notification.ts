/**
 * A user's notifications (docs/rules.md#notifications-and-mails): the server writes one for each
 * change that concerns someone else than its author, keeps whether it was read, and lists them
 * per user (`/me/notifications`), so the bell reads the same on every device.
 */

/** What a notification tells, and to whom: the first five to the reseller, the last two to staff. */
export const NOTIFICATION_KINDS = [
  'order-confirmed',
  'order-shipped',
  'order-non-conformity',
  'cancel-request-answered',
  'quote-validated',
  'cancel-request-created',
  'non-conformity-answered',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The record a notification links to. */
export const NOTIFICATION_SUBJECTS = ['order', 'quote', 'cancel-request', 'non-conformity'] as const;
export type NotificationSubject = (typeof NOTIFICATION_SUBJECTS)[number];

/** A cancellation request's answer, as a notification of it says. */
export const CANCEL_DECISIONS = ['approved', 'unapproved'] as const;
export type CancelDecision = (typeof CANCEL_DECISIONS)[number];

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly unknown[]).includes(value);
