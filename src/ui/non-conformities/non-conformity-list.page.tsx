import { recordRef } from '../shared/live/live-changes';
import { LiveMarker } from '../shared/live/live-marker';
import { Button } from '@blueprintjs/core';
import { Tag } from '../shared/app-tag';
import { EyeOpenIcon, PrintIcon, UploadIcon } from '@blueprintjs/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canAnswerNonConformity,
  COMMENT_MAX_LENGTH,
  NON_CONFORMITY_STATUSES,
  type NonConformityRow,
} from '../../domain/requests/requests';
import { PAGE_SIZES } from '../../domain/shared/page';
import { can } from '../../domain/session/can';
import { useSession } from '../app/container-context';
import { useConfirm } from '../shared/confirm-dialog';
import { CommentField, commentTooLong } from '../shared/form/comment-field';
import { useTooLongText } from '../shared/form/text-limit';
import { useNotify } from '../shared/use-notify';
import { useListController } from '../shared/list/list-controller';
import { ListPage, type Column } from '../shared/list/list-page';
import type { ListCardLayout } from '../shared/list/list-cards';
import { NonConformityAnswerDialog } from './non-conformity-answer-dialog';
import { CommentCell, requestColumns, RequestStateFilter, useRowAction } from '../requests/request-cells';
import { statusQuery } from '../shared/list/list-filters-url';
import '../requests/requests.css';
import { LinkButton } from '../shared/link-button';
import { useScreens } from '../app/use-cases';
import { queryKeys } from '../shared/data/query-keys';
import { useQueryClient } from '@tanstack/react-query';

/** A request as a card on a phone (docs/screens.md#on-a-phone): its order, its state, its dates, reason and answer. */
const NON_CONFORMITY_CARD: ListCardLayout = {
  title: 'order',
  badge: 'status',
  fields: ['id', 'createdAt', 'company', 'reason', 'commentAdmin', 'answer'],
};

function AnswerCell({ row }: { row: NonConformityRow }) {
  const { t } = useTranslation();
  if (!row.responseReseller) return t('common.none');
  return (
    <span className="request-order">
      <strong>{t(`orders.nonConformity.answers.${row.responseReseller}`)}</strong>
      {row.commentReseller ? <span className="request-comment">{row.commentReseller}</span> : null}
    </span>
  );
}

/**
 * The non-conforming orders of docs/screens.md#non-conforming-orders: the list (id descending), the
 * reason, both comments and the reseller's answer; 'waiting' until answered. A reseller answers a
 * waiting request by sending a new file per series or by printing as is; everyone may open the
 * order.
 */
export function NonConformityListPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const readAll = can(user, 'read-all', 'non-conformity');
  const answers = can(user, 'answer', 'non-conformity');
  const { nonConformities } = useScreens();
  const client = useQueryClient();
  const [dialog, confirm] = useConfirm();
  const { busy, run } = useRowAction('non-conformities');
  const { notify } = useNotify();
  const tooLongText = useTooLongText();
  const [answering, setAnswering] = useState<NonConformityRow | null>(null);

  const controller = useListController<NonConformityRow>({
    id: 'non-conformities',
    load: (query, signal) => nonConformities.list.execute(statusQuery(query, NON_CONFORMITY_STATUSES), signal),
    defaultSort: { field: 'id', order: 'desc' },
    pageSizes: PAGE_SIZES,
  });

  const stateOptions = useMemo(
    () =>
      NON_CONFORMITY_STATUSES.map((status) => ({
        value: status,
        label: t(`requests.nonConformity.statuses.${status}`),
      })),
    [t],
  );

  const printAsIs = async (row: NonConformityRow) => {
    // The confirmation's optional comment, read once it closes.
    const comment = { text: '' };
    const commentId = `nc-${row.id}-print-comment`;
    const ok = await confirm({
      title: t('requests.nonConformity.print.title', { order: row.order.id }),
      body: (
        <>
          <p>{t('requests.nonConformity.print.body')}</p>
          <CommentField
            id={commentId}
            label={t('requests.answer.comment')}
            optional
            onChange={(text) => {
              comment.text = text;
            }}
          />
        </>
      ),
      confirmText: t('requests.nonConformity.actions.printAsIs'),
    });
    if (!ok) return;
    // A comment over its limit is refused as it stands, saying the limit: never cut.
    if (commentTooLong(comment.text)) {
      notify({ intent: 'danger', titleKey: 'errors.title', message: tooLongText(COMMENT_MAX_LENGTH) });
      return;
    }
    await run(row, () =>
      nonConformities.answer.execute(row, { responseType: 'print-anyway', commentReseller: comment.text.trim() }),
    );
  };

  const columns = useMemo<Column<NonConformityRow>[]>(() => {
    return [
      ...requestColumns<NonConformityRow>(readAll),
      {
        key: 'reason',
        labelKey: 'orders.nonConformity.reason',
        render: (r) => t(`orders.nonConformity.reasons.${r.reason}`),
      },
      {
        key: 'commentAdmin',
        labelKey: 'orders.nonConformity.commentAdmin',
        render: (r) => <CommentCell text={r.commentAdmin} />,
      },
      { key: 'answer', labelKey: 'orders.nonConformity.answer', render: (r) => <AnswerCell row={r} /> },
      {
        key: 'status',
        labelKey: 'requests.fields.status',
        sortField: 'status',
        oneLine: true,
        render: (r) => (
          <>
            <Tag intent={r.status === 'waiting' ? 'warning' : 'success'}>
              {t(`requests.nonConformity.statuses.${r.status}`)}
            </Tag>
            <LiveMarker record={recordRef('non-conformity', r.id)} kind="request" />
          </>
        ),
      },
    ];
  }, [readAll, t]);

  return (
    <>
      <ListPage<NonConformityRow>
        controller={controller}
        title={t('requests.nonConformity.title')}
        columns={columns}
        rowKey={(r) => r.id}
        emptyText={t('requests.nonConformity.empty')}
        noResultText={t('requests.nonConformity.noResult')}
        card={NON_CONFORMITY_CARD}
        filters={(state) => <RequestStateFilter state={state} idPrefix="nc-filter" states={stateOptions} />}
        actions={(row) => (
          <div className="row-actions">
            <LinkButton
              href={`/order/show/${row.orderId}`}
              minimal
              icon={<EyeOpenIcon />}
              label={t('orders.actions.show', { id: row.orderId })}
              title={t('actions.showShort')}
            />
            {answers && canAnswerNonConformity(row) ? (
              <>
                <Button
                  size="small"
                  variant="outlined"
                  intent="primary"
                  icon={<UploadIcon />}
                  text={t('requests.nonConformity.actions.sendNewFile')}
                  aria-label={t('requests.nonConformity.actions.sendNewFileFor', { order: row.order.id })}
                  disabled={busy !== null}
                  onClick={() => setAnswering(row)}
                />
                <Button
                  size="small"
                  variant="outlined"
                  icon={<PrintIcon />}
                  text={t('requests.nonConformity.actions.printAsIs')}
                  aria-label={t('requests.nonConformity.actions.printAsIsFor', { order: row.order.id })}
                  data-tour="non-conformity-answer"
                  disabled={busy !== null}
                  loading={busy === row.id}
                  onClick={() => void printAsIs(row)}
                />
              </>
            ) : null}
          </div>
        )}
      />
      {answering ? (
        <NonConformityAnswerDialog
          key={answering.id}
          row={answering}
          onClose={() => {
            // Files sent before closing have replaced their series: show the list as it is now.
            void client.invalidateQueries({ queryKey: queryKeys.list('non-conformities') });
            setAnswering(null);
          }}
          onDone={() => {
            for (const queryKey of [
              queryKeys.list('non-conformities'),
              queryKeys.list('orders'),
              queryKeys.record(recordRef('order', answering.order.id)),
              queryKeys.counts(),
            ])
              void client.invalidateQueries({ queryKey });
            setAnswering(null);
          }}
        />
      ) : null}
      {dialog}
    </>
  );
}
