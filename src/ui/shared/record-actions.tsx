import { AnchorButton, Button } from '@blueprintjs/core';
import { EditIcon, EyeOpenIcon, TrashIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { DeleteRecord } from '../../application/shared/record.use-cases';
import { useConfirm } from './confirm-dialog';
import { useNotify } from './use-notify';

export interface RecordActionsProps {
  readonly label: string;
  readonly showHref?: string;
  readonly editHref?: string;
  readonly remove?: { useCase: DeleteRecord; id: number; onDone: () => void; errorTitleKey?: string };
}

/** See, edit and delete buttons of a row; delete asks first and says what happened. */
export function RecordActions({ label, showHref, editHref, remove }: RecordActionsProps) {
  const { t } = useTranslation();
  const [dialog, confirm] = useConfirm();
  const { notify, notifyError } = useNotify();
  const [, navigate] = useLocation();
  const go = (href: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    navigate(href);
  };
  return (
    <div className="row-actions">
      {showHref ? (
        <AnchorButton
          variant="minimal"
          href={showHref}
          onClick={go(showHref)}
          icon={<EyeOpenIcon />}
          aria-label={t('actions.show', { label })}
          title={t('actions.showShort')}
        />
      ) : null}
      {editHref ? (
        <AnchorButton
          variant="minimal"
          href={editHref}
          onClick={go(editHref)}
          icon={<EditIcon />}
          aria-label={t('actions.edit', { label })}
          title={t('actions.editShort')}
        />
      ) : null}
      {remove ? (
        <Button
          variant="minimal"
          intent="danger"
          icon={<TrashIcon />}
          aria-label={t('actions.delete', { label })}
          title={t('actions.deleteShort')}
          onClick={async () => {
            const ok = await confirm({
              title: t('actions.deleteTitle', { label }),
              irreversible: true,
              confirmText: t('actions.deleteShort'),
            });
            if (!ok) return;
            remove.useCase.remove(remove.id).then(
              () => {
                notify({ intent: 'success', messageKey: 'actions.deleted', values: { label } });
                remove.onDone();
              },
              (error: unknown) => notifyError(error, remove.errorTitleKey ?? 'actions.errorDelete', 'warning'),
            );
          }}
        />
      ) : null}
      {dialog}
    </div>
  );
}
