import type { MailConfigKey } from '../../../src/domain/resellers/reseller';
import type {
  CancelDecision,
  NotificationKind,
  NotificationSubject,
} from '../../../src/domain/notifications/notification';
import type { AuditRecord } from '../../db/audit.schema';

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
  /** The reseller's mail setting that sends the mail of it (none to staff). */
  readonly mail: MailConfigKey | null;
}

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
      if (status.from === 0 && status.to === 1)
        return { ...order, kind: 'order-confirmed', mail: 'order_confirmation' };
      if (status.to === 3) return { ...order, kind: 'order-shipped', mail: 'order_shipped' };
      return null;
    }
    case 'non-conformity-flag':
      return {
        ...about,
        kind: 'order-non-conformity',
        to: 'reseller',
        entity: 'non-conformity',
        mail: 'order_not_conformity',
      };
    case 'cancel-approve':
    case 'cancel-refuse':
      return {
        ...about,
        kind: 'cancel-request-answered',
        to: 'reseller',
        entity: 'cancel-request',
        decision: entry.action === 'cancel-approve' ? 'approved' : 'unapproved',
        mail: 'cancel_request_answered',
      };
    case 'validate':
      if (entry.entity !== 'quote') return null;
      return { ...about, kind: 'quote-validated', to: 'reseller', entity: 'quote', mail: 'quote_validated' };
    case 'cancel-ask':
      return { ...about, kind: 'cancel-request-created', to: 'staff', entity: 'cancel-request', mail: null };
    case 'non-conformity-answer':
      return { ...about, kind: 'non-conformity-answered', to: 'staff', entity: 'non-conformity', mail: null };
    default:
      return null;
  }
}
