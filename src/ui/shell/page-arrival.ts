import { useEffect, useEffectEvent, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { arrivedByTraversal, installScrollRestoration } from './scroll-restoration';

/** This tab's visit: has a page been shown yet, and the title focused or seen last. */
const visit: { arrived: boolean; lastTitle: Element | null } = { arrived: false, lastTitle: null };

/** How long a page may take to show its title (a lazily loaded screen, its data). */
const WAIT_MS = 5_000;

/**
 * docs/screens.md#header-sidebar-and-user-menu (Navigation): a new page (a new path, not a new
 * filter or page of the same list) starts at its top (one reached by Back or Forward where it was left), and the keyboard's focus moves to its title,
 * so a screen reader reads it and Tab goes on from there. A title still on screen from the page
 * before is not the new one: the focus waits for the new title to appear. `onTitle` hears of each new page's title.
 */
export function usePageArrival(main: RefObject<HTMLElement | null>, onTitle?: (title: Element) => void): void {
  const [location] = useLocation();
  const titleShown = useEffectEvent((title: Element) => onTitle?.(title));

  useEffect(() => {
    const root = main.current;
    if (!root) return;
    // Kept across the shell's own remounts (it is drawn per route): the app's first page is the one loaded.
    const first = !visit.arrived;
    visit.arrived = true;
    installScrollRestoration();
    // Back and Forward bring their page's position back (scroll-restoration.ts).
    if (!first && !arrivedByTraversal()) window.scrollTo(0, 0);
    const take = (): boolean => {
      const title = root.querySelector('h1');
      if (!title || title === visit.lastTitle) return false;
      visit.lastTitle = title;
      titleShown(title);
      // The first page keeps the browser's focus; later ones bring it to their title, unless a dialog holds it.
      const inDialog = document.activeElement?.closest('[role="dialog"], [role="alertdialog"]');
      if (!first && !inDialog) {
        if (!title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
        (title as HTMLElement).focus({ preventScroll: true });
      }
      return true;
    };
    if (take()) return;
    const observer = new MutationObserver(() => {
      if (take()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [location, main]);
}
