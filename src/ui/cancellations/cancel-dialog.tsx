import { Button, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import { Dialog } from '../shared/app-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '../../domain/orders/order';
import { formatMoney, isLocale } from '../../domain/shared/format';
import { useScreens } from '../app/use-cases';
import { queryKeys } from '../shared/data/query-keys';
import { useWrite } from '../shared/data/use-write';
import { CommentField, commentTooLong, serverFieldError } from '../shared/form/comment-field';
import { recordRef } from '../shared/live/live-changes';
import { useNotify } from '../shared/use-notify';

/** The cancel-order modal of docs/screens.md#orders: order number, total, quote reference, and a comment. */
export function CancelDialog({
  order,
  onClose,
  onDone,
}: {
  order: OrderSummary | null;
  onClose: () => void;
  /** After the request was made (the lists it changes load again by themselves). */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { cancellations } = useScreens();
  // docs/rules.md#cancellation-requests: the order shows the request, the staff's list and counts get it.
  const ask = useWrite({
    run: ({ asked, comment }: { asked: OrderSummary; comment: string }) =>
      cancellations.ask.execute(asked, { reference: asked.internalReference, comment }),
    changes: ({ asked }) => [recordRef('order', asked.id)],
    invalidates: (_, { asked }) => [
      queryKeys.list('orders'),
      queryKeys.list('cancel-requests'),
      queryKeys.counts(),
      queryKeys.record(recordRef('order', asked.id)),
    ],
    onDone,
    // A refusal naming the comment (over its limit) is said under it; any other, in a toast.
    failure: 'caller',
  });
  const busy = ask.isPending;
  return (
    <Dialog isOpen={order !== null} onClose={busy ? undefined : onClose} title={t('orders.cancel.title')}>
      {/* A component: rendered only while the dialog shows, each opening with an empty comment. */}
      <CancelForm
        order={order}
        busy={busy}
        onClose={onClose}
        onSubmit={(asked, comment, onRefused) => ask.mutate({ asked, comment }, { onError: onRefused })}
      />
    </Dialog>
  );
}

function CancelForm({
  order,
  busy,
  onClose,
  onSubmit,
}: {
  order: OrderSummary | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (order: OrderSummary, comment: string, onRefused: (error: unknown) => void) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
  const [comment, setComment] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const { notifyError } = useNotify();
  const submit = () => {
    if (!order) return;
    // A comment over its limit is refused as it stands, its field saying the limit: never cut.
    if (commentTooLong(comment)) {
      document.getElementById('order-cancel-comment')?.focus();
      return;
    }
    onSubmit(order, comment.trim(), (error) => {
      const onField = serverFieldError(error, 'comment');
      if (onField) setRefused(onField);
      else notifyError(error);
    });
  };
  return (
    <>
      <DialogBody>
        {order ? (
          <HTMLTable compact className="details-table spaced">
            <tbody>
              <tr>
                <th scope="row">{t('orders.fields.id')}</th>
                <td>{order.id}</td>
              </tr>
              <tr>
                <th scope="row">{t('orders.fields.total')}</th>
                <td>{formatMoney(order.total, locale)}</td>
              </tr>
              <tr>
                <th scope="row">{t('orders.fields.quoteReference')}</th>
                <td>{order.quoteReference}</td>
              </tr>
            </tbody>
          </HTMLTable>
        ) : null}
        <CommentField
          id="order-cancel-comment"
          label={t('orders.cancel.comment')}
          rows={4}
          value={comment}
          error={refused}
          onChange={(text) => {
            setComment(text);
            setRefused(null);
          }}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('orders.cancel.close')} onClick={onClose} disabled={busy} />
            <Button intent="danger" text={t('orders.cancel.submit')} loading={busy} onClick={submit} />
          </>
        }
      />
    </>
  );
}
