import { recordRef } from '../shared/live/live-changes';
import { LiveMarker } from '../shared/live/live-marker';
import { Button, type Intent } from '@blueprintjs/core';
import { Tag } from '../shared/app-tag';
import { CrossIcon, TickIcon, UndoIcon } from '@blueprintjs/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkAnswerResult } from '../../application/cancellations/cancellations.use-cases';
import {
  CANCEL_REQUEST_STATUSES,
  canAnswerCancellation,
  canCancelTreatment,
  type CancelAnswer,
  type CancelRequestRow,
  type CancelRequestStatus,
} from '../../domain/requests/requests';
import { PAGE_SIZES } from '../../domain/shared/page';
import { can } from '../../domain/session/can';
import { useSession } from '../app/container-context';
import { OrderStatusTag } from '../orders/order-status-tag';
import { useConfirm } from '../shared/confirm-dialog';
import { useListController } from '../shared/list/list-controller';
import { ListPage, type Column } from '../shared/list/list-page';
import type { ListCardLayout } from '../shared/list/list-cards';
import { BulkRefusals } from '../shared/list/bulk-refusals';
import { statusQuery } from '../shared/list/list-filters-url';
import { failureText } from '../shared/failure-text';
import { CancelAnswerPanel } from './cancel-answer-panel';
import { CommentCell, requestColumns, RequestStateFilter, useRowAction } from '../requests/request-cells';
import '../orders/orders.css';
import '../requests/requests.css';
import { useScreens } from '../app/use-cases';

const STATUS_INTENT: Record<CancelRequestStatus, Intent> = {
  pending: 'warning',
  approved: 'success',
  unapproved: 'danger',
  treatment_cancelled: 'none',
};

type Action = CancelAnswer | 'treatment';

/** A request as a card on a phone (docs/screens.md#on-a-phone): its order, its state, its dates and reason. */
const CANCEL_REQUEST_CARD: ListCardLayout = {
  title: 'order',
  badge: 'status',
  fields: ['id', 'createdAt', 'company', 'orderStatus', 'reason'],
};

/** The confirmation of each admin action (docs/rules.md#validation): its i18n prefix and its button's colour. */
const ACTIONS: Record<Action, { readonly key: string; readonly intent: Intent }> = {
  approved: { key: 'approve', intent: 'success' },
  unapproved: { key: 'refuse', intent: 'danger' },
  treatment: { key: 'cancelTreatment', intent: 'warning' },
};

/**
 * The cancellation requests of docs/screens.md#cancellation-requests: the common list (search,
 * sort, sizes, paging, empty states); an admin approves or refuses a pending request and cancels
 * the treatment of an answered one, each confirmed. Resellers see their own requests and where they
 * stand.
 */
export function CancelRequestListPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const treats = can(user, 'treat', 'cancel-request');
  const readAll = can(user, 'read-all', 'cancel-request');
  const { cancellations } = useScreens();
  const [dialog, confirm] = useConfirm();
  const { busy, run } = useRowAction('cancel-requests');
  const [answers, setAnswers] = useState<readonly BulkAnswerResult[]>([]);

  const controller = useListController<CancelRequestRow>({
    id: 'cancel-requests',
    load: (query, signal) => cancellations.list.execute(statusQuery(query, CANCEL_REQUEST_STATUSES), signal),
    defaultSort: { field: 'createdAt', order: 'desc' },
    pageSizes: PAGE_SIZES,
  });

  const act = async (row: CancelRequestRow, action: Action) => {
    const { key, intent } = ACTIONS[action];
    const values = { id: row.id, order: row.order.id };
    const ok = await confirm({
      title: t(`requests.cancel.confirm.${key}Title`, values),
      body: t(`requests.cancel.confirm.${key}`, values),
      confirmText: t(`requests.cancel.actions.${key}`),
      // Not "Annuler" beside "Annuler le traitement": each button says what it does.
      cancelText: t('requests.cancel.confirm.keep'),
      intent,
    });
    if (!ok) return;
    await run(row, () =>
      action === 'treatment' ? cancellations.cancelTreatment.execute(row) : cancellations.answer.execute(row, action),
    );
  };

  const columns = useMemo<Column<CancelRequestRow>[]>(() => {
    return [
      ...requestColumns<CancelRequestRow>(readAll),
      {
        key: 'orderStatus',
        labelKey: 'requests.fields.orderStatus',
        oneLine: true,
        render: (r) => <OrderStatusTag status={r.order.status} label={t(`orders.status.${r.order.status.id}`)} />,
      },
      { key: 'reason', labelKey: 'requests.cancel.fields.reason', render: (r) => <CommentCell text={r.reason} /> },
      {
        key: 'status',
        labelKey: 'requests.fields.status',
        sortField: 'status',
        oneLine: true,
        render: (r) => (
          <>
            <Tag intent={STATUS_INTENT[r.status]} minimal={r.status === 'treatment_cancelled'}>
              {t(`requests.cancel.statuses.${r.status}`)}
            </Tag>
            <LiveMarker record={recordRef('cancel-request', r.id)} kind="request" />
          </>
        ),
      },
    ];
  }, [readAll, t]);

  const stateOptions = useMemo(
    () => CANCEL_REQUEST_STATUSES.map((status) => ({ value: status, label: t(`requests.cancel.statuses.${status}`) })),
    [t],
  );
  const refusals = useMemo(
    () =>
      answers.flatMap((r) =>
        r.ok
          ? []
          : [{ key: r.id, text: t('requests.cancel.bulk.refused', { id: r.id, message: failureText(r.error, t) }) }],
      ),
    [answers, t],
  );

  const button = (row: CancelRequestRow, action: Action) => {
    const { key, intent } = ACTIONS[action];
    const icon = action === 'approved' ? <TickIcon /> : action === 'unapproved' ? <CrossIcon /> : <UndoIcon />;
    return (
      <Button
        key={action}
        size="small"
        variant="outlined"
        intent={intent}
        icon={icon}
        text={t(`requests.cancel.actions.${key}`)}
        aria-label={t(`requests.cancel.actions.${key}For`, { id: row.id, order: row.order.id })}
        disabled={busy !== null}
        loading={busy === row.id}
        onClick={() => void act(row, action)}
      />
    );
  };

  return (
    <>
      <ListPage<CancelRequestRow>
        controller={controller}
        title={t('requests.cancel.title')}
        columns={columns}
        rowKey={(r) => r.id}
        emptyText={t('requests.cancel.empty')}
        noResultText={t('requests.cancel.noResult')}
        card={CANCEL_REQUEST_CARD}
        filters={(state) => <RequestStateFilter state={state} idPrefix="cancel-filter" states={stateOptions} />}
        notices={
          <BulkRefusals
            title={t('requests.cancel.bulk.refusedTitle', { count: refusals.length })}
            refusals={refusals}
            dismissText={t('requests.cancel.bulk.dismiss')}
            onDismiss={() => setAnswers([])}
          />
        }
        // An admin answers several pending requests at once (docs/screens.md#cancellation-requests).
        selection={
          treats
            ? {
                label: (r) => t('requests.cancel.bulk.select', { id: r.id, order: r.order.id }),
                selectAllLabel: t('requests.cancel.bulk.selectAll'),
                panel: (selected, actions) => (
                  <CancelAnswerPanel selected={selected} actions={actions} onResults={setAnswers} />
                ),
              }
            : undefined
        }
        actions={
          treats
            ? (row) => (
                <div className="row-actions">
                  {canAnswerCancellation(row) ? [button(row, 'approved'), button(row, 'unapproved')] : null}
                  {canCancelTreatment(row) ? button(row, 'treatment') : null}
                </div>
              )
            : undefined
        }
      />
      {dialog}
    </>
  );
}
