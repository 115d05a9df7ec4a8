import { Button, Classes, DialogBody, DialogFooter, Radio, RadioGroup } from '@blueprintjs/core';
import { Dialog } from '../shared/app-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NON_CONFORMITY_REASONS,
  type NonConformity,
  type NonConformityReason,
  type Order,
} from '../../domain/orders/order';
import { NonConformityProcessError, OrderActionRefusedError } from '../../domain/orders/order-errors';
import { useScreens } from '../app/use-cases';
import { queryKeys } from '../shared/data/query-keys';
import { useWrite } from '../shared/data/use-write';
import { CommentField, commentTooLong, serverFieldError } from '../shared/form/comment-field';
import { recordRef } from '../shared/live/live-changes';
import { useNotify } from '../shared/use-notify';

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
  const { nonConformities } = useScreens();
  const { notifyError } = useNotify();
  const [reason, setReason] = useState<NonConformityReason | ''>('');
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const ref = recordRef('order', order.id);
  // The order, the non-conformities and the sidebar's counts (one more waiting for the reseller's
  // answer: docs/product.md#what-the-sidebar-counts) load again.
  const flag = useWrite({
    run: (input: { reason: NonConformityReason; commentAdmin: string }) =>
      nonConformities.flag.execute(order, waiting, input),
    changes: () => [ref],
    invalidates: () => [
      queryKeys.record(ref),
      queryKeys.list('orders'),
      queryKeys.list('non-conformities'),
      queryKeys.counts(),
    ],
    failure: 'caller',
  });
  const busy = flag.isPending;
  const invalid = !reason || !comment.trim() || commentTooLong(comment);

  const submit = () => {
    setTouched(true);
    if (invalid) return;
    flag.mutate(
      { reason, commentAdmin: comment.trim() },
      {
        onSuccess: () => {
          setReason('');
          setComment('');
          setTouched(false);
          onDone();
        },
        onError: (error: unknown) => {
          // The use case has said these already (danger toast, docs/screens.md#errors-and-notices).
          if (error instanceof NonConformityProcessError) return;
          if (error instanceof OrderActionRefusedError && error.reason === 'notResellerOrder') return;
          const onField = serverFieldError(error, 'commentAdmin');
          if (onField) setRefused(onField);
          else notifyError(error);
        },
      },
    );
  };

  return (
    <Dialog isOpen={isOpen} onClose={busy ? undefined : onClose} title={t('orders.nonConformity.dialogTitle')}>
      {/* A component: rendered only while the dialog shows (what was typed stays for the next opening). */}
      <NonConformityForm
        reason={reason}
        comment={comment}
        touched={touched}
        refused={refused}
        busy={busy}
        onReason={setReason}
        onComment={(text) => {
          setComment(text);
          setRefused(null);
        }}
        onClose={onClose}
        onSubmit={submit}
      />
    </Dialog>
  );
}

function NonConformityForm({
  reason,
  comment,
  touched,
  refused,
  busy,
  onReason,
  onComment,
  onClose,
  onSubmit,
}: {
  reason: NonConformityReason | '';
  comment: string;
  touched: boolean;
  refused: string | null;
  busy: boolean;
  onReason: (reason: NonConformityReason) => void;
  onComment: (text: string) => void;
  onClose: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DialogBody>
        <RadioGroup
          label={t('orders.nonConformity.reason')}
          name="non-conformity-reason"
          selectedValue={reason}
          onChange={(event) => onReason(event.currentTarget.value as NonConformityReason)}
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
          onChange={onComment}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('confirm.cancel')} onClick={onClose} disabled={busy} />
            <Button intent="warning" text={t('orders.nonConformity.submit')} loading={busy} onClick={onSubmit} />
          </>
        }
      />
    </>
  );
}
