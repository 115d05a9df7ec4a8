import { Button, Dialog as BlueprintDialog, type DialogProps } from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import './app-dialog.css';

/**
 * A dialog whose close button is named in the app's language ("Fermer", "Close", "Cerrar"):
 * Blueprint names its own "Close" in English, and no prop changes it.
 */
export function Dialog({ isCloseButtonShown, children, ...props }: DialogProps) {
  const { t } = useTranslation();
  const closable = props.title != null && isCloseButtonShown !== false;
  return (
    // Blueprint's own button is always hidden; without a title it draws none anyway, and says so in
    // the console when told.
    <BlueprintDialog {...props} isCloseButtonShown={props.title != null ? false : undefined}>
      {closable ? (
        <Button
          className="app-dialog-close"
          variant="minimal"
          icon={<SmallCrossIcon />}
          aria-label={t('common.close')}
          disabled={!props.onClose}
          onClick={(event) => props.onClose?.(event)}
        />
      ) : null}
      {children}
    </BlueprintDialog>
  );
}
