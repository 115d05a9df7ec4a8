import { Button, Classes, FileInput, ProgressBar } from '@blueprintjs/core';
import { UploadIcon } from '@blueprintjs/icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalOf } from '../../../application/shared/upload';
import './pdf-upload.css';
import { failureText } from '../failure-text';

export interface PdfUploadProps {
  /**
   * Holds choose, browse, upload, help, progress and sending (`{{percent}}`); each gets `{{name}}`,
   * so one page's fields read apart ('PDF de la série A').
   */
  readonly i18nPrefix: string;
  /** What the file is for (a series' name). */
  readonly name?: string;
  /** Sends the file, reporting progress from 0 to 1; a refusal rejects with an AppError whose message is an i18n key. */
  readonly upload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  /** Asked before sending (docs/rules.md#validation: uploads are confirmed); false keeps the file chosen. */
  readonly confirm?: (file: File) => Promise<boolean>;
  readonly disabled?: boolean;
}

/**
 * A PDF field (docs/rules.md#uploads: PDF only, checked by content): choose, send, see the progress. A
 * chosen file is checked at once, so one that is not a whole PDF says why under the field before
 * anything is asked or sent (the use case and the server check it again); a refusal on sending
 * says why there too.
 */
export function PdfUpload({ i18nPrefix, name = '', upload, confirm, disabled = false }: PdfUploadProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The file chosen last: a check of an earlier one answering late says nothing.
  const chosenLast = useRef<File | null>(null);
  const text = (key: string, values: Record<string, unknown> = {}) => t(`${i18nPrefix}.${key}`, { name, ...values });

  const send = async () => {
    if (!file) return;
    if (confirm && !(await confirm(file))) return;
    setFailure(null);
    setProgress(0);
    try {
      await upload(file, setProgress);
      setFile(null);
    } catch (error) {
      setFailure(failureText(error, t));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="pdf-upload">
      <div className="pdf-upload-row">
        <FileInput
          text={file?.name ?? text('choose')}
          buttonText={text('browse')}
          hasSelection={Boolean(file)}
          disabled={disabled || progress !== null}
          inputProps={{ accept: 'application/pdf,.pdf', 'aria-label': text('choose') }}
          onInputChange={(event) => {
            const chosen = (event.target as HTMLInputElement).files?.[0] ?? null;
            chosenLast.current = chosen;
            setFailure(null);
            setFile(chosen);
            if (!chosen) return;
            void refusalOf(chosen).then((refusal) => {
              if (refusal && chosenLast.current === chosen) setFailure(t(`upload.refused.${refusal}`));
            });
          }}
        />
        <Button
          icon={<UploadIcon />}
          text={text('upload')}
          disabled={disabled || !file || failure !== null || progress !== null}
          onClick={() => void send()}
        />
      </div>
      <p className={`${Classes.TEXT_MUTED} pdf-upload-help`}>{text('help')}</p>
      {progress !== null ? (
        <div>
          <ProgressBar value={progress} intent="primary" aria-label={text('progress')} />
          <span role="status">{text('sending', { percent: Math.round(progress * 100) })}</span>
        </div>
      ) : null}
      {failure ? (
        <p className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
