import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What the live journeys read (docs/screens.md#live-updates, #notifications): the bell and its unread
 * count, and when a text first showed on another person's open screen.
 */

export const bell = (page: Page): Locator => page.getByRole('button', { name: /^Notifications/ });

/** The bell's unread count, as its name reads it out ("Notifications : 3 non lues"). */
export const unread = async (page: Page): Promise<number> =>
  Number(((await bell(page).getAttribute('aria-label')) ?? '').replace(/\D/g, '') || 0);

/** The bell's accessible name for `count` unread notifications. */
export const bellName = (count: number): string =>
  count === 0 ? 'Notifications' : `Notifications : ${count} non lue${count > 1 ? 's' : ''}`;

/** When the element matching `selector` first holds `text` (the page's clock), watched from now on. */
export async function watchText(page: Page, selector: string, text: string): Promise<() => Promise<number>> {
  await page.evaluate(
    ({ selector, text }) => {
      const w = window as unknown as { seenAt?: number };
      delete w.seenAt;
      const observer = new MutationObserver(() => {
        if (document.querySelector(selector)?.textContent?.includes(text)) {
          w.seenAt = Date.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { selector, text },
  );
  return async () => {
    await expect.poll(() => page.evaluate(() => (window as unknown as { seenAt?: number }).seenAt)).toBeDefined();
    return page.evaluate(() => (window as unknown as { seenAt: number }).seenAt);
  };
}
