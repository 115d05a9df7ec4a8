import { Button, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import { Dialog } from '../shared/app-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AskCancellation } from '../../application/orders/orders.use-cases';
import { ORDERS } from '../../application/orders/orders.tokens';
import type { OrderSummary } from '../../domain/orders/order';
import { formatMoney, isLocale } from '../../domain/shared/format';
import { useInjected } from '../app/container-context';
import { CommentField, commentTooLong, serverFieldError } from '../shared/form/comment-field';
import { useNotify } from '../shared/use-notify';

/** The cancel-order modal of docs/screens.md#orders: order number, total, quote reference, and a comment. */
export function CancelDialog({
  order,
  onClose,
  onDone,
}: {
  order: OrderSummary | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
  const ask = useInjected<AskCancellation>(ORDERS.askCancellation);
  const { notifyError } = useNotify();
  const [comment, setComment] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setComment('');
    setRefused(null);
    onClose();
  };
  const submit = () => {
    if (!order) return;
    // A comment over its limit is refused as it stands, its field saying the limit: never cut.
    if (commentTooLong(comment)) {
      document.getElementById('order-cancel-comment')?.focus();
      return;
    }
    setBusy(true);
    ask
      .execute(order, { reference: order.internalReference, comment: comment.trim() })
      .then(
        () => {
          setComment('');
          onDone();
        },
        (error: unknown) => {
          const onField = serverFieldError(error, 'comment');
          if (onField) setRefused(onField);
          else notifyError(error);
        },
      )
      .finally(() => setBusy(false));
  };
  return (
    <Dialog isOpen={order !== null} onClose={busy ? undefined : close} title={t('orders.cancel.title')}>
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
            <Button text={t('orders.cancel.close')} onClick={close} disabled={busy} />
            <Button intent="danger" text={t('orders.cancel.submit')} loading={busy} onClick={submit} />
          </>
        }
      />
    </Dialog>
  );
}
