import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Dialog } from './app-dialog';
import { useCallback, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** What changed under the user: a record in a form, an order's status, a quote's validation. */
export type StaleSubject = 'record' | 'order' | 'quote';
export type StaleChoice = 'reload' | 'cancel';

/**
 * The one dialog for a change refused because the record changed since it was opened
 * (StaleRecordError, docs/api/README.md#versions-and-lost-updates): it says so, says what each
 * choice does, and offers "Reload" (the focus starts there) and "Cancel" (Escape too), which leaves
 * the screen as it is. `const { dialog, ask } = useStaleRecord(); if ((await ask('order')) === 'reload') …`.
 */
export function useStaleRecord(): { dialog: ReactNode; ask: (subject: StaleSubject) => Promise<StaleChoice> } {
  const { t } = useTranslation();
  const [subject, setSubject] = useState<StaleSubject | null>(null);
  const resolver = useRef<((choice: StaleChoice) => void) | null>(null);
  const reloadButton = useRef<HTMLButtonElement>(null);

  const ask = useCallback((next: StaleSubject) => {
    setSubject(next);
    return new Promise<StaleChoice>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const close = (choice: StaleChoice) => {
    resolver.current?.(choice);
    resolver.current = null;
    setSubject(null);
  };

  const dialog = (
    <Dialog
      isOpen={subject !== null}
      title={t('staleRecord.title')}
      onClose={() => close('cancel')}
      canOutsideClickClose={false}
      aria-describedby="stale-record-body"
      // Once open, the focus is on Reload, whatever happened meanwhile: the confirmation this dialog
      // follows gives the focus back to its own button as it closes, and under load that came last.
      onOpened={() => reloadButton.current?.focus()}
    >
      {/* A component: rendered only while the question shows. */}
      <StaleRecordQuestion subject={subject ?? 'record'} reloadButton={reloadButton} onChoice={close} />
    </Dialog>
  );
  return { dialog, ask };
}

function StaleRecordQuestion({
  subject,
  reloadButton,
  onChoice,
}: {
  subject: StaleSubject;
  reloadButton: RefObject<HTMLButtonElement | null>;
  onChoice: (choice: StaleChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DialogBody>
        <div id="stale-record-body">
          <p>{t(`staleRecord.${subject}.body`)}</p>
          <ul>
            <li>{t(`staleRecord.${subject}.reload`)}</li>
            <li>{t(`staleRecord.${subject}.cancel`)}</li>
          </ul>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('staleRecord.cancelButton')} onClick={() => onChoice('cancel')} />
            <Button
              ref={reloadButton}
              intent="primary"
              text={t('staleRecord.reloadButton')}
              onClick={() => onChoice('reload')}
              autoFocus
            />
          </>
        }
      />
    </>
  );
}
