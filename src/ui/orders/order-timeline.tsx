import { Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AuditChange, AuditEntry } from '../../domain/audit/audit';
import { isOrderStatus } from '../../domain/orders/order-status';
import { formatDateTime } from '../../domain/shared/format';
import { DetailSection } from '../shared/detail/detail-section';
import { LoadFailure } from '../shared/load-failure';
import { useScreens } from '../app/use-cases';
import { useRecordQuery } from '../shared/data/use-record';
import { recordRef } from '../shared/live/live-changes';

type T = ReturnType<typeof useTranslation>['t'];

const changeOf = (entry: AuditEntry, field: string): AuditChange | undefined =>
  entry.changes.find((c) => c.field === field);
const text = (value: AuditChange['to'] | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** An order status id as its name in the user's language. */
function statusName(t: T, value: AuditChange['to'] | undefined): string {
  return isOrderStatus(value) ? t(`orders.status.${value}`) : text(value);
}

/** What happened, in a sentence of the user's language (docs/audit.md#what-is-recorded). */
function describe(t: T, entry: AuditEntry): string {
  const to = (field: string) => text(changeOf(entry, field)?.to);
  switch (entry.action) {
    case 'create':
      return t('orders.timeline.created', { quote: to('quote') });
    case 'status': {
      const change = changeOf(entry, 'status');
      return t('orders.timeline.status', { from: statusName(t, change?.from), to: statusName(t, change?.to) });
    }
    case 'cancel-ask':
      return t('orders.timeline.cancelAsked', { comment: to('reason') });
    case 'cancel-approve':
      return t('orders.timeline.cancelApproved');
    case 'cancel-refuse':
      return t('orders.timeline.cancelRefused');
    case 'cancel-treatment-cancelled':
      return t('orders.timeline.cancelTreatmentCancelled');
    case 'non-conformity-flag':
      return t('orders.timeline.nonConformityFlagged', {
        reason: t(`orders.nonConformity.reasons.${to('reason')}`, { defaultValue: to('reason') }),
        comment: to('commentAdmin'),
      });
    case 'non-conformity-answer': {
      const answer = t(`orders.nonConformity.answers.${to('responseReseller')}`, {
        defaultValue: to('responseReseller'),
      });
      const files = to('files');
      return files
        ? t('orders.timeline.nonConformityAnsweredFiles', { answer, files, comment: to('commentReseller') })
        : t('orders.timeline.nonConformityAnswered', { answer, comment: to('commentReseller') });
    }
    case 'delivery-note':
      return t('orders.timeline.deliveryNote', { name: to('deliveryNote') });
    case 'series-file': {
      const change = entry.changes[0];
      return t('orders.timeline.seriesFile', {
        series: (change?.field ?? '').replace(/^series /, ''),
        name: text(change?.to),
      });
    }
    case 'validate':
      return t('orders.timeline.validated', { quote: entry.entityId ?? '' });
    case 'files-resync':
      return t('orders.timeline.filesResent');
    default:
      return t(`audit.actions.${entry.action}`);
  }
}

/** Who did it: the account, "our team" for staff a reseller is not told the name of, and a connect-as. */
function who(t: T, entry: AuditEntry): string {
  const name = entry.actor.username || t('orders.timeline.team');
  return entry.actingAs ? t('orders.timeline.actingAs', { name, as: entry.actingAs.username }) : name;
}

/**
 * The order's timeline (docs/audit.md), oldest first: what happened, who did it and when, as the
 * server recorded it. Read under the order's key: whatever loads the order again loads it again.
 */
export function OrderTimeline({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { audit } = useScreens();
  const result = useRecordQuery(recordRef('order', orderId), () => audit.orderHistory(orderId), 'history');
  const entries = result.data ?? [];
  return (
    <DetailSection id="order-timeline" title={t('orders.timeline.title')}>
      {result.status === 'error' ? (
        <LoadFailure
          error={result.error}
          onRetry={() => void result.refetch()}
          notFoundText={t('orders.detail.notFound')}
        />
      ) : null}
      {result.status === 'success' && !entries.length ? (
        <p className={Classes.TEXT_MUTED}>{t('orders.timeline.empty')}</p>
      ) : null}
      <ol className="order-timeline" aria-label={t('orders.timeline.title')}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            <span className="order-timeline-what">{describe(t, entry)}</span>
            <span className={Classes.TEXT_MUTED}>{who(t, entry)}</span>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
