import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../app/container-context';
import { LANGUAGE_STORAGE_KEY } from '../i18n/language-key';
import { whenIdle } from '../shared/when-idle';
import { preferredDarkMode } from './preferences';
import { FRAME_STORAGE_KEY } from './frame-key';
import { accountOf, forgetFrame, languageInputs, rememberHeading } from './remembered-frame';

/**
 * What `usePageArrival` calls with each new page's title: the page's heading and what is above it are remembered,
 * once the page is idle, for the next full load of that address (./remembered-frame.ts).
 */
export function useRememberedFrame(main: { readonly current: Element | null }): (title: Element) => void {
  const session = useSession();
  const { t } = useTranslation();
  return useCallback(
    (title: Element) => {
      const path = window.location.pathname;
      const shown = {
        account: accountOf(session),
        language: languageInputs(
          localStorage.getItem(LANGUAGE_STORAGE_KEY),
          navigator.languages ?? [navigator.language],
        ),
        brand: t('app.name'),
      };
      whenIdle(() => {
        if (preferredDarkMode()) return forgetFrame(localStorage, FRAME_STORAGE_KEY);
        const root = main.current;
        // Gone already: another page is on screen.
        if (!root || !title.isConnected || window.location.pathname !== path) return;
        const header = root.parentElement?.querySelector('.app-header') ?? null;
        rememberHeading(localStorage, FRAME_STORAGE_KEY, { ...shown, path, main: root, heading: title, header });
      });
    },
    [session, t, main],
  );
}
