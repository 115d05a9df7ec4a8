import { Button } from '@blueprintjs/core';
import { DuplicateIcon } from '@blueprintjs/icons';
import { useNotify } from '../shared/use-notify';

/** Copies a value (an API token) to the clipboard and says so in a toast. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { notify } = useNotify();
  return (
    <Button
      variant="minimal"
      size="small"
      icon={<DuplicateIcon />}
      aria-label={label}
      title={label}
      onClick={() => {
        const clipboard = navigator.clipboard as Clipboard | undefined;
        (clipboard ? clipboard.writeText(text) : Promise.reject(new Error('no clipboard'))).then(
          () => notify({ intent: 'success', messageKey: 'resellers.list.tokenCopied' }),
          () => notify({ intent: 'danger', titleKey: 'errors.title', messageKey: 'resellers.list.copyFailed' }),
        );
      }}
    />
  );
}

/** A token and its copy button on one line. */
export const TOKEN_CELL = { display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' } as const;
