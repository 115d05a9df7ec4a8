import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSession } from '../app/container-context';
import { ROUTES } from '../app/routes';
import { LANGUAGE_STORAGE_KEY } from '../i18n/language-key';
import { whenIdle } from '../shared/when-idle';
import { preferredDarkMode } from './preferences';
import { accountOf, FRAME_STORAGE_KEY, forgetFrame, languageInputs, rememberHeading } from './remembered-frame';

/** The app's addresses without an id: a page there always shows the same kind of heading. */
const FIXED_PATHS = new Set(ROUTES.filter((route) => !route.path.includes(':')).map((route) => route.path));

/**
 * What `usePageArrival` calls with each new page's title: the heading of a page at a fixed address is
 * remembered, once the page is idle, for the next full load of that address (./remembered-frame.ts).
 */
export function useRememberedFrame(main: { readonly current: Element | null }): (title: Element) => void {
  const session = useSession();
  const { t } = useTranslation();
  const [location] = useLocation();
  return useCallback(
    (title: Element) => {
      if (!FIXED_PATHS.has(location)) return;
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
    [location, session, t, main],
  );
}
