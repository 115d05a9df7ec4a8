import { Button, Classes, DialogBody, DialogFooter, Radio, RadioGroup } from '@blueprintjs/core';
import { Dialog } from '../shared/app-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlagNonConformity } from '../../application/orders/orders.use-cases';
import { ORDERS } from '../../application/orders/orders.tokens';
import {
  NON_CONFORMITY_REASONS,
  type NonConformity,
  type NonConformityReason,
  type Order,
} from '../../domain/orders/order';
import { NonConformityProcessError, OrderActionRefusedError } from '../../domain/orders/order-errors';
import { useInjected } from '../app/container-context';
import { CommentField, commentTooLong, serverFieldError } from '../shared/form/comment-field';
import { useNotify } from '../shared/use-notify';
import { bumpCounts } from '../shared/live/live-state';

/** The place-in-non-conforming modal of docs/screens.md#orders: a reason of two, and the admin's comment. */
export function NonConformityDialog({
  order,
  waiting,
  isOpen,
  onClose,
  onDone,
}: {
  order: Order;
  waiting: NonConformity | null;
  isOpen: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const flag = useInjected<FlagNonConformity>(ORDERS.flagNonConformity);
  const { notifyError } = useNotify();
  const [reason, setReason] = useState<NonConformityReason | ''>('');
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const invalid = !reason || !comment.trim() || commentTooLong(comment);

  const submit = () => {
    setTouched(true);
    if (invalid) return;
    setBusy(true);
    flag
      .execute(order, waiting, { reason, commentAdmin: comment.trim() })
      .then(
        () => {
          setReason('');
          setComment('');
          setTouched(false);
          // One more waiting for the reseller's answer (docs/product.md#what-the-sidebar-counts).
          bumpCounts();
          onDone();
        },
        (error: unknown) => {
          // The use case has said these already (danger toast, docs/screens.md#errors-and-notices).
          if (error instanceof NonConformityProcessError) return;
          if (error instanceof OrderActionRefusedError && error.reason === 'notResellerOrder') return;
          const onField = serverFieldError(error, 'commentAdmin');
          if (onField) setRefused(onField);
          else notifyError(error);
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <Dialog isOpen={isOpen} onClose={busy ? undefined : onClose} title={t('orders.nonConformity.dialogTitle')}>
      <DialogBody>
        <RadioGroup
          label={t('orders.nonConformity.reason')}
          name="non-conformity-reason"
          selectedValue={reason}
          onChange={(event) => setReason(event.currentTarget.value as NonConformityReason)}
        >
          {NON_CONFORMITY_REASONS.map((value) => (
            <Radio key={value} value={value} label={t(`orders.nonConformity.reasons.${value}`)} />
          ))}
        </RadioGroup>
        {touched && !reason ? (
          <p className={`${Classes.TEXT_MUTED} field-error`} role="alert">
            {t('orders.nonConformity.reasonRequired')}
          </p>
        ) : null}
        <CommentField
          id="non-conformity-comment"
          label={t('orders.nonConformity.commentAdmin')}
          required
          rows={4}
          value={comment}
          error={refused ?? (touched && !comment.trim() ? t('validation.required') : null)}
          onChange={(text) => {
            setComment(text);
            setRefused(null);
          }}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('confirm.cancel')} onClick={onClose} disabled={busy} />
            <Button intent="warning" text={t('orders.nonConformity.submit')} loading={busy} onClick={submit} />
          </>
        }
      />
    </Dialog>
  );
}
