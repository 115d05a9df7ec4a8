import { Button, DialogBody, DialogFooter, FormGroup, HTMLTable, TextArea } from '@blueprintjs/core';
import { Dialog } from '../shared/app-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '../../domain/orders/order';
import { formatMoney, isLocale } from '../../domain/shared/format';
import { useScreens } from '../app/use-cases';
import { queryKeys } from '../shared/data/query-keys';
import { useWrite } from '../shared/data/use-write';
import { recordRef } from '../shared/live/live-changes';

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
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
  const { cancellations } = useScreens();
  const [comment, setComment] = useState('');
  // docs/rules.md#cancellation-requests: the order shows the request, the staff's list and counts get it.
  const ask = useWrite({
    run: (asked: OrderSummary) =>
      cancellations.ask.execute(asked, { reference: asked.internalReference, comment: comment.trim() }),
    changes: (asked) => [recordRef('order', asked.id)],
    invalidates: (_, asked) => [
      queryKeys.list('orders'),
      queryKeys.list('cancel-requests'),
      queryKeys.counts(),
      queryKeys.record(recordRef('order', asked.id)),
    ],
    onDone: () => {
      setComment('');
      onDone();
    },
  });
  const busy = ask.isPending;
  const close = () => {
    setComment('');
    onClose();
  };
  const submit = () => {
    if (order) ask.mutate(order);
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
        <FormGroup label={t('orders.cancel.comment')} labelFor="order-cancel-comment">
          <TextArea
            id="order-cancel-comment"
            fill
            rows={4}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </FormGroup>
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
