import {
  CANCELLATION_REQUESTED,
  CANCELLED,
  IN_PROGRESS,
  PENDING,
  SHIPPED,
} from '../../../src/domain/orders/order-status';
import type { MailType } from '../../../src/domain/mails/mail';
import type { MailConfigKey } from '../../../src/domain/resellers/reseller';
import type {
  CancelDecision,
  NotificationKind,
  NotificationSubject,
} from '../../../src/domain/notifications/notification';
import type { AuditRecord } from '../../db/audit.schema';

/** A reseller's mail of a notice: its template, and the reseller's setting that sends it. */
interface NoticeMail {
  readonly type: Exclude<MailType, 'password_reset'>;
  readonly key: MailConfigKey;
}

/**
 * What a change tells, and to whom (docs/rules.md#notifications-and-mails): read from the audit entry
 * the change wrote, so every door (HTTP, the memory adapter, a bulk change) notifies alike.
 */
export interface ChangeNotice {
  readonly kind: NotificationKind;
  /** reseller: the record's reseller (and its mail, while that key of its `mailConfig` is on); staff: every active admin and reader. */
  readonly to: 'reseller' | 'staff';
  /** The record it links to. */
  readonly entity: NotificationSubject;
  readonly entityId: number;
  readonly orderId: number | null;
  readonly decision: CancelDecision | null;
  /** The reseller's mail of it, sent while its setting is on (none to staff). */
  readonly mail: NoticeMail | null;
}

const mailOf = <K extends MailConfigKey & NoticeMail['type']>(key: K): NoticeMail => ({ type: key, key });
const isDecision = (value: unknown): value is CancelDecision => value === 'approved' || value === 'unapproved';

const changeOf = (entry: AuditRecord, field: string) => entry.changes.find((c) => c.field === field);

/** The notice a change gives, or null for the changes that notify nobody. */
export function noticeOf(entry: AuditRecord): ChangeNotice | null {
  if (entry.entityId === null) return null;
  const about = { entityId: entry.entityId, orderId: entry.orderId, decision: null };
  switch (entry.action) {
    case 'status': {
      const status = changeOf(entry, 'status');
      if (entry.entity !== 'order' || !status) return null;
      const order = { ...about, entity: 'order' as const, to: 'reseller' as const };
      // Confirmed: from pending to in progress (a status change, or the treatment of a refusal cancelled).
      if (status.from === PENDING && status.to === IN_PROGRESS)
        return { ...order, kind: 'order-confirmed', mail: mailOf('order_confirmation') };
      if (status.to === SHIPPED) return { ...order, kind: 'order-shipped', mail: mailOf('order_shipped') };
      // docs/rules.md#reversals: cancelled by staff, undoing its confirmation (or its shipping). From 4, the
      // order's cancellation request was approved: that answer tells it.
      if (status.to === CANCELLED && status.from !== CANCELLATION_REQUESTED && status.from !== CANCELLED) {
        const setting = status.from === SHIPPED ? 'order_shipped' : 'order_confirmation';
        return { ...order, kind: 'order-cancelled', mail: { type: 'order_cancelled', key: setting } };
      }
      return null;
    }
    case 'non-conformity-flag':
      return {
        ...about,
        kind: 'order-non-conformity',
        to: 'reseller',
        entity: 'non-conformity',
        mail: mailOf('order_not_conformity'),
      };
    case 'cancel-approve':
    case 'cancel-refuse':
      return {
        ...about,
        kind: 'cancel-request-answered',
        to: 'reseller',
        entity: 'cancel-request',
        decision: entry.action === 'cancel-approve' ? 'approved' : 'unapproved',
        mail: mailOf('cancel_request_answered'),
      };
    case 'cancel-treatment-cancelled': {
      // docs/rules.md#reversals: the answer the reseller was told is withdrawn.
      const withdrawn = changeOf(entry, 'status')?.from;
      if (!isDecision(withdrawn)) return null;
      return {
        ...about,
        kind: 'cancel-answer-withdrawn',
        to: 'reseller',
        entity: 'cancel-request',
        decision: withdrawn,
        mail: { type: 'cancel_answer_withdrawn', key: 'cancel_request_answered' },
      };
    }
    case 'validate':
      if (entry.entity !== 'quote') return null;
      return { ...about, kind: 'quote-validated', to: 'reseller', entity: 'quote', mail: mailOf('quote_validated') };
    case 'cancel-ask':
      return { ...about, kind: 'cancel-request-created', to: 'staff', entity: 'cancel-request', mail: null };
    case 'non-conformity-answer':
      return { ...about, kind: 'non-conformity-answered', to: 'staff', entity: 'non-conformity', mail: null };
    default:
      return null;
  }
}
