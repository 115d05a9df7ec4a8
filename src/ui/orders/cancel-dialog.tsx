import { Button, DialogBody, DialogFooter, FormGroup, HTMLTable, TextArea } from '@blueprintjs/core';
import { Dialog } from '../shared/app-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AskCancellation } from '../../application/orders/orders.use-cases';
import { ORDERS } from '../../application/orders/orders.tokens';
import type { OrderSummary } from '../../domain/orders/order';
import { formatMoney, isLocale } from '../../domain/shared/format';
import { useInjected } from '../app/container-context';
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
  const [busy, setBusy] = useState(false);
  const close = () => {
    setComment('');
    onClose();
  };
  const submit = () => {
    if (!order) return;
    setBusy(true);
    ask
      .execute(order, { reference: order.internalReference, comment: comment.trim() })
      .then(
        () => {
          setComment('');
          onDone();
        },
        (error: unknown) => notifyError(error),
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
