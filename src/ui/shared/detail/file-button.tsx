import { Button, Classes } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadedFile, FileLink } from '../../../domain/orders/order';
import { downloadFile } from '../download-file';
import { useNotify } from '../use-notify';

export interface FileDownloader {
  execute(file: FileLink): Promise<DownloadedFile>;
}

/**
 * A file of a record, downloaded with the session (a plain link could not send the token) by the
 * feature's download use case; no file reads `noneText` (default 'none').
 */
export function FileButton({
  file,
  download,
  ariaLabelKey,
  label,
  noneText,
}: {
  file: FileLink | null;
  download: FileDownloader;
  /** The button's accessible name, given `{{name}}`: 'Télécharger {{name}}'. */
  ariaLabelKey: string;
  label?: string;
  noneText?: string;
}) {
  const { t } = useTranslation();
  const { notifyError } = useNotify();
  const [busy, setBusy] = useState(false);
  if (!file) return <span className={Classes.TEXT_MUTED}>{noneText ?? t('common.none')}</span>;
  const name = label ?? file.name;
  return (
    <Button
      variant="minimal"
      icon={<DocumentIcon />}
      loading={busy}
      text={name}
      aria-label={t(ariaLabelKey, { name })}
      onClick={() => {
        setBusy(true);
        download
          .execute(file)
          .then(
            (downloaded) => downloadFile(downloaded.blob, downloaded.filename),
            (error: unknown) => notifyError(error),
          )
          .finally(() => setBusy(false));
      }}
    />
  );
}
