import { Button, Dialog as BlueprintDialog, type DialogProps } from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useBackCloses } from './back-stack';
import './app-dialog.css';

export type AppDialogProps = Omit<DialogProps, 'onClose'> & {
  /** Closes the dialog (or asks first): its ×, Esc, a click outside where allowed, and a phone's Back. */
  onClose?: () => void;
};

/**
 * A dialog whose close button is named in the app's language ("Fermer", "Close", "Cerrar"):
 * Blueprint names its own "Close" in English, and no prop changes it. On a phone Back closes it as its ×
 * does, questions included (docs/screens.md#on-a-phone).
 */
export function Dialog({ isCloseButtonShown, children, onClose, ...props }: AppDialogProps) {
  const { t } = useTranslation();
  // Closed, Blueprint renders nothing of it (and keeps what it showed while it fades out): no button to make.
  const closable = props.isOpen && props.title != null && isCloseButtonShown !== false;
  useBackCloses(Boolean(props.isOpen && onClose), () => onClose?.());
  return (
    // Blueprint's own button is always hidden; without a title it draws none anyway, and says so in
    // the console when told.
    <BlueprintDialog {...props} onClose={onClose} isCloseButtonShown={props.title != null ? false : undefined}>
      {closable ? (
        <Button
          className="app-dialog-close"
          variant="minimal"
          icon={<SmallCrossIcon />}
          aria-label={t('common.close')}
          disabled={!onClose}
          onClick={() => onClose?.()}
        />
      ) : null}
      {children}
    </BlueprintDialog>
  );
}
