import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../application/shared/signals';
import { useSignals, useServices } from '../app/container-context';

/**
 * Shows the application's notices (and the UI's own) as toasts, translated. The toaster's code
 * loads with the first toast, so the login page does not download it up front.
 */
export function NoticeToasts() {
  const signals = useSignals();
  const { t } = useTranslation();
  const { demoReseeded } = useServices();
  const told = useRef(false);
  useEffect(() => {
    const subscription = signals.notices$.subscribe((notice: Notice) => {
      const title = notice.titleKey ? t(notice.titleKey, notice.values) : null;
      const body = notice.message ?? (notice.messageKey ? t(notice.messageKey, notice.values) : '');
      void import('./toast-display').then(({ showToast }) => showToast(notice.intent, title, body));
    });
    // Said once listening: a notice sent before the first render would be lost (docs/product.md#demo-data-and-reset).
    void demoReseeded?.then((reseeded) => {
      if (!reseeded || told.current) return;
      told.current = true;
      signals.notify({ intent: 'warning', messageKey: 'demo.reseeded' });
    });
    return () => subscription.unsubscribe();
  }, [signals, t, demoReseeded]);
  return null;
}
