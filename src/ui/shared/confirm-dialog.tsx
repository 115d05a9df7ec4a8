import { Button, Callout, DialogBody, DialogFooter, type Intent } from '@blueprintjs/core';
import { Dialog } from './app-dialog';
import { WarningSignIcon } from '@blueprintjs/icons';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmOptions {
  readonly title: string;
  readonly body?: ReactNode;
  readonly confirmText?: string;
  /** The refusing button's text (default 'Cancel'). */
  readonly cancelText?: string;
  readonly intent?: Intent;
  /** Adds the 'irreversible action' warning (deletes). */
  readonly irreversible?: boolean;
}

/**
 * One confirmation dialog for every destructive or status action (docs/rules.md#validation):
 * `const [dialog, confirm] = useConfirm(); if (await confirm({...})) …`.
 */
export function useConfirm(): [ReactNode, (options: ConfirmOptions) => Promise<boolean>] {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmOptions) => {
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const close = (answer: boolean) => {
    resolver.current?.(answer);
    resolver.current = null;
    setOptions(null);
  };

  const dialog = (
    <Dialog isOpen={options !== null} title={options?.title} onClose={() => close(false)} canOutsideClickClose={false}>
      {/* A component: rendered only while the question shows. */}
      <ConfirmContent options={options} onAnswer={close} />
    </Dialog>
  );
  return [dialog, confirm];
}

function ConfirmContent({
  options,
  onAnswer,
}: {
  options: ConfirmOptions | null;
  onAnswer: (answer: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DialogBody>
        {options?.body ? <div className="spaced">{options.body}</div> : null}
        {options?.irreversible ? (
          <Callout intent="danger" icon={<WarningSignIcon />}>
            {t('confirm.irreversible')}
          </Callout>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={options?.cancelText ?? t('confirm.cancel')} onClick={() => onAnswer(false)} />
            <Button
              intent={options?.intent ?? (options?.irreversible ? 'danger' : 'primary')}
              text={options?.confirmText ?? t('confirm.confirm')}
              onClick={() => onAnswer(true)}
              autoFocus
            />
          </>
        }
      />
    </>
  );
}
