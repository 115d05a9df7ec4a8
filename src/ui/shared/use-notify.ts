import { useCallback } from 'react';
import { AppError } from '../../domain/shared/errors';
import type { Notice } from '../../application/shared/signals';
import { useSignals } from '../app/container-context';

/** Toasts from pages: `notify({...})`, or `notifyError(error, titleKey)` with the server's message. */
export function useNotify() {
  const signals = useSignals();
  const notify = useCallback((notice: Notice) => signals.notify(notice), [signals]);
  const notifyError = useCallback(
    (error: unknown, titleKey = 'errors.title', intent: Notice['intent'] = 'danger') => {
      const text = error instanceof AppError ? error.message : 'errors.server';
      // Server messages arrive translated; our own keys go through i18n.
      const isKey = /^[a-z]+(\.[a-zA-Z]+)+$/.test(text);
      signals.notify({ intent, titleKey, ...(isKey ? { messageKey: text } : { message: text }) });
    },
    [signals],
  );
  return { notify, notifyError };
}
