import { Button, Callout, Classes, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Tag } from '../shared/app-tag';
import { Dialog } from '../shared/app-dialog';
import { DocumentIcon } from '@blueprintjs/icons';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestActionRefusedError } from '../../domain/requests/request-errors';
import type { NonConformityRow } from '../../domain/requests/requests';
import { NotFoundError } from '../../domain/shared/errors';
import { useConfirm } from '../shared/confirm-dialog';
import { CommentField, commentTooLong, serverFieldError } from '../shared/form/comment-field';
import { PdfUpload } from '../shared/upload/pdf-upload';
import { useNotify } from '../shared/use-notify';
import {
  answerFormReducer,
  initialAnswerForm,
  isUploading,
  needsCloseConfirmation,
  uploadedNow,
  type SeriesUpload,
} from './answer-form';
import { useScreens } from '../app/use-cases';
import { recordRef } from '../shared/live/live-changes';
import { noteOwnWrite } from '../shared/data/own-writes';

/** One series: its current file, and a PDF field that sends its new file (progress, refusal under it). */
function SeriesField({
  entry,
  disabled,
  upload,
}: {
  entry: SeriesUpload;
  disabled: boolean;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { series } = entry;
  return (
    <li>
      <div className="request-answer-series-head">
        <strong>{t('orders.quote.seriesLine', { name: series.name, quantity: series.quantity })}</strong>
        {entry.uploaded || entry.replacedBefore ? (
          <Tag intent="success" minimal>
            {t('requests.answer.replaced')}
          </Tag>
        ) : null}
      </div>
      <span>
        <DocumentIcon /> {t('common.labelled', { label: t('requests.answer.currentFile') })}{' '}
        {series.file ? series.file.name : <span className={Classes.TEXT_MUTED}>{t('common.none')}</span>}
      </span>
      <PdfUpload i18nPrefix="requests.answer.upload" name={series.name} upload={upload} disabled={disabled} />
    </li>
  );
}

/**
 * The reseller's 'send new file' answer (docs/screens.md#non-conforming-orders): one PDF per series
 * of the order, each sent with its progress and replacing the series; then a comment and submit.
 * Closing after files were added asks first (the two buttons of docs/rules.md#validation).
 */
export function NonConformityAnswerDialog({
  row,
  onClose,
  onDone,
}: {
  row: NonConformityRow;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { nonConformities } = useScreens();
  // The events echoing these writes are this tab's own: the list page loads again once they are done.
  const own = () => noteOwnWrite([recordRef('non-conformity', row.id), recordRef('order', row.order.id)]);
  const { notifyError } = useNotify();
  const [confirmDialog, confirm] = useConfirm();
  const [form, dispatch] = useReducer(answerFormReducer, row, initialAnswerForm);
  const [comment, setComment] = useState('');
  const [commentRefused, setCommentRefused] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const uploading = isUploading(form);

  /** Sends a series' new file; a refusal is rethrown for the field to say why. */
  const send = (seriesId: number) => async (file: File, onProgress: (fraction: number) => void) => {
    dispatch({ type: 'start', seriesId });
    try {
      own();
      const series = await nonConformities.uploadFile.execute(row, seriesId, file, onProgress);
      dispatch({ type: 'done', series });
      setSubmitError(null);
    } catch (error) {
      dispatch({ type: 'failed', seriesId });
      throw error;
    }
  };

  const requestClose = async () => {
    if (busy) return;
    if (needsCloseConfirmation(form)) {
      const leave = await confirm({
        title: t('requests.answer.closeTitle'),
        body: t('requests.answer.closeBody'),
        confirmText: t('requests.answer.closeYes'),
        cancelText: t('requests.answer.closeBack'),
        intent: 'warning',
      });
      if (!leave) return;
    }
    onClose();
  };

  const submit = async () => {
    // A comment over its limit is refused as it stands, its field saying the limit: never cut.
    if (commentTooLong(comment)) return;
    setBusy(true);
    setSubmitError(null);
    try {
      own();
      await nonConformities.answer.execute(
        row,
        { responseType: 'send-new-file', commentReseller: comment.trim() },
        uploadedNow(form),
      );
      onDone();
    } catch (error) {
      const onField = serverFieldError(error, 'commentReseller');
      // The domain's refusal (a series without its new file) is an i18n key, said in the form.
      if (error instanceof RequestActionRefusedError) setSubmitError(error.message);
      else if (onField) setCommentRefused(onField);
      // A missing request has had its 'Error' toast from the use case already (docs/screens.md#errors-and-notices).
      else if (!(error instanceof NotFoundError)) notifyError(error);
      setBusy(false);
    }
  };

  return (
    <Dialog
      isOpen
      onClose={() => void requestClose()}
      canOutsideClickClose={false}
      title={t('requests.answer.title', { order: row.order.id })}
    >
      <DialogBody>
        <p>{t('requests.answer.intro')}</p>
        <ul className="request-answer-series" aria-label={t('requests.answer.seriesList')}>
          {form.series.map((entry) => (
            <SeriesField key={entry.series.id} entry={entry} disabled={busy} upload={send(entry.series.id)} />
          ))}
        </ul>
        <CommentField
          id={`nc-${row.id}-comment`}
          label={t('requests.answer.comment')}
          optional
          value={comment}
          error={commentRefused}
          onChange={(text) => {
            setComment(text);
            setCommentRefused(null);
          }}
        />
        {submitError ? (
          <Callout intent="danger" role="alert">
            {t(submitError)}
          </Callout>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('confirm.cancel')} disabled={busy} onClick={() => void requestClose()} />
            <Button
              intent="primary"
              text={t('requests.answer.submit')}
              loading={busy}
              disabled={uploading}
              onClick={() => void submit()}
            />
          </>
        }
      />
      {confirmDialog}
    </Dialog>
  );
}
