import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../application/shared/events';
import { useEvents } from '../app/container-context';

let toasterPromise: Promise<Toaster> | null = null;

function toaster(): Promise<Toaster> {
  toasterPromise ??= OverlayToaster.create({ position: Position.TOP_RIGHT, maxToasts: 4 });
  return toasterPromise;
}

/** Shows the application's notices (and the UI's own) as toasts, translated. */
export function NoticeToasts() {
  const events = useEvents();
  const { t } = useTranslation();
  useEffect(() => {
    const subscription = events.notices$.subscribe((notice: Notice) => {
      const title = notice.titleKey ? t(notice.titleKey, notice.values) : null;
      const body = notice.message ?? (notice.messageKey ? t(notice.messageKey, notice.values) : '');
      void toaster().then((tt) =>
        tt.show({
          intent: notice.intent,
          timeout: 5000,
          message: (
            <span data-testid="toast">
              {title ? <strong>{title} </strong> : null}
              {body}
            </span>
          ),
        }),
      );
    });
    return () => subscription.unsubscribe();
  }, [events, t]);
  return null;
}
