import { useCallback } from 'react';
import { AppError } from '../../domain/shared/errors';
import type { Notice } from '../../application/shared/events';
import { useEvents } from '../app/container-context';

/** Toasts from pages: `notify({...})`, or `notifyError(error, titleKey)` with the server's message. */
export function useNotify() {
  const events = useEvents();
  const notify = useCallback((notice: Notice) => events.notify(notice), [events]);
  const notifyError = useCallback(
    (error: unknown, titleKey = 'errors.title', intent: Notice['intent'] = 'danger') => {
      const text = error instanceof AppError ? error.message : 'errors.server';
      // Server messages arrive translated; our own keys go through i18n.
      const isKey = /^[a-z]+(\.[a-zA-Z]+)+$/.test(text);
      events.notify({ intent, titleKey, ...(isKey ? { messageKey: text } : { message: text }) });
    },
    [events],
  );
  return { notify, notifyError };
}
