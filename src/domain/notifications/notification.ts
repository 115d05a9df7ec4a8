/**
 * A user's notifications (docs/rules.md#notifications-and-mails): the server writes one for each
 * change that concerns someone else than its author, keeps whether it was read, and lists them
 * per user (`/me/notifications`), so the bell reads the same on every device.
 */

/**
 * What a notification tells, and to whom: the first seven to the reseller (the last two of them undo
 * something it was told: docs/rules.md#reversals), the last two to staff.
 */
export const NOTIFICATION_KINDS = [
  'order-confirmed',
  'order-shipped',
  'order-non-conformity',
  'cancel-request-answered',
  'quote-validated',
  'cancel-answer-withdrawn',
  'order-cancelled',
  'cancel-request-created',
  'non-conformity-answered',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The record a notification links to. */
export const NOTIFICATION_SUBJECTS = ['order', 'quote', 'cancel-request', 'non-conformity'] as const;
export type NotificationSubject = (typeof NOTIFICATION_SUBJECTS)[number];

/** A cancellation request's answer, as a notification of it (or of its withdrawal) says. */
export const CANCEL_DECISIONS = ['approved', 'unapproved'] as const;
export type CancelDecision = (typeof CANCEL_DECISIONS)[number];

/** Who made the change a notification tells of, as the user sees it (staff shown to a reseller by role only). */
interface NotificationActor {
  readonly id: number | null;
  readonly username: string;
  readonly role: string | null;
}

/** One notification of the user (docs/rules.md#notifications-and-mails). */
export interface Notification {
  readonly id: number;
  readonly kind: NotificationKind;
  readonly createdAt: string;
  /** null while unread. */
  readonly readAt: string | null;
  readonly entity: NotificationSubject;
  readonly entityId: number;
  readonly orderId: number | null;
  readonly reference: string | null;
  readonly company: string | null;
  readonly decision: CancelDecision | null;
  readonly actor: NotificationActor;
}

/** The latest notifications of the user, and how many of all its notifications are unread. */
export interface NotificationPage {
  readonly items: readonly Notification[];
  readonly total: number;
  readonly unread: number;
}

/** The page a notification links to: its quote, else its order (a request's order), else its request list. */
export function notificationLink(n: Pick<Notification, 'entity' | 'entityId' | 'orderId'>): string {
  if (n.entity === 'quote') return `/quote/show/${n.entityId}`;
  if (n.entity === 'order') return `/order/show/${n.entityId}`;
  if (n.orderId !== null) return `/order/show/${n.orderId}`;
  return n.entity === 'cancel-request' ? '/order-request-cancel' : '/order-not-conformity';
}

/**
 * What a notification says, as an i18n key and its values: `notifications.kinds.{kind}`, a
 * cancellation's answer (or its withdrawal) followed by its decision.
 */
export function notificationMessage(
  n: Pick<Notification, 'kind' | 'decision' | 'reference' | 'company' | 'entityId'>,
): {
  readonly key: string;
  readonly values: { readonly reference: string; readonly company: string };
} {
  return {
    key: `notifications.kinds.${n.decision ? `${n.kind}_${n.decision}` : n.kind}`,
    values: { reference: n.reference ?? `#${n.entityId}`, company: n.company ?? '' },
  };
}
