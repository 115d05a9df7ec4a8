import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';

/** How long after a page opens its title may still come or change (a lazily loaded screen, its record). */
const WATCH_MS = 5_000;

/**
 * Each page names the browser's tab and history in the user's language (WCAG 2.4.2, docs/screens.md#routes):
 * "{page} — {application}", the page being its title (`h1`) or, where that greets rather than names (the
 * dashboard), `titleKey`. Until the page's title shows, the application's name alone.
 */
export function useDocumentTitle(titleKey?: string): void {
  const [location] = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    const app = t('app.name');
    const name = (page: string | undefined) => {
      const title = page ? `${page} — ${app}` : app;
      if (document.title !== title) document.title = title;
    };
    if (titleKey) {
      name(t(titleKey));
      return;
    }
    const take = () => name(document.querySelector('h1')?.textContent?.trim() || undefined);
    take();
    // The page's title comes with its code or its record (a record page keeps its title element from one
    // record to the next, its text changing): followed for a while.
    const observer = new MutationObserver(take);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const timer = setTimeout(() => observer.disconnect(), WATCH_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [location, t, titleKey]);
}
