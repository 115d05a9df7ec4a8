import { Button, Dialog as BlueprintDialog, type DialogProps } from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons';
import { useRef, useState } from 'react';
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
 *
 * A dialog that is not open renders nothing, not even Blueprint's closed overlay: a page holds several
 * (the user menu's, the idle warning's, an export's, each action's), and each rendered its three
 * components again with every render of its parent (docs/performance.md#fast-on-a-phone). Once closed it
 * stays until it has faded out, as Blueprint shows it.
 */
export function Dialog({ isCloseButtonShown, children, onClose, onOpening, onClosed, ...props }: AppDialogProps) {
  const { t } = useTranslation();
  const focus = useReturnFocus(Boolean(props.isOpen));
  // Shown from its opening until it has faded out (`onClosed`).
  const [shown, setShown] = useState(Boolean(props.isOpen));
  if (props.isOpen && !shown) setShown(true);
  // Closed, Blueprint renders nothing of it (and keeps what it showed while it fades out): no button to make.
  const closable = props.isOpen && props.title != null && isCloseButtonShown !== false;
  useBackCloses(Boolean(props.isOpen && onClose), () => onClose?.());
  if (!shown && !props.isOpen) return null;
  return (
    // Blueprint's own button is always hidden; without a title it draws none anyway, and says so in
    // the console when told.
    <BlueprintDialog
      {...props}
      onClose={onClose}
      isCloseButtonShown={props.title != null ? false : undefined}
      shouldReturnFocusOnClose={false}
      onOpening={(node) => {
        focus.opened(node);
        onOpening?.(node);
      }}
      onClosed={(node) => {
        focus.closed();
        onClosed?.(node);
        setShown(false);
      }}
    >
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

/**
 * The focus goes back to what had it before the dialog opened (docs/screens.md#focus-after-a-change),
 * once the dialog has faded out, unless the page has moved it meanwhile: an answer that came within the
 * fade (a bulk action's refusals, say) has put it where the user should read next, and Blueprint's own
 * return, 300 ms after the close whatever happened, took it back to the button.
 */
function useReturnFocus(open: boolean) {
  const trigger = useRef<HTMLElement | null>(null);
  const dialog = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Read as the dialog opens, before it takes the focus in.
  if (open && !wasOpen.current) {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    trigger.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  wasOpen.current = open;
  return {
    opened(node: HTMLElement) {
      dialog.current = node;
    },
    closed() {
      const active = document.activeElement;
      const left = !active || active === document.body || Boolean(dialog.current?.contains(active));
      if (left && trigger.current?.isConnected) trigger.current.focus();
      trigger.current = null;
    },
  };
}
