import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './support';

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

interface Call {
  readonly method?: string;
  readonly path: string;
  readonly token: string;
  readonly body?: unknown;
}

/** A second person in another tab: logs in through the API (the tab's own session stays as it is). */
export async function otherPerson(page: Page, username: string) {
  const tab = await page.context().newPage();
  // The app up in the tab: its calls go to the browser's one backend (the page is this browser's user's).
  // The demo's backend answers a page once the page has started it, with its first call (the bell's).
  const started = tab.waitForResponse((r) => r.url().includes('/api/me/notifications'));
  await tab.goto('/');
  await started;
  const login = await tab.evaluate(
    async ({ username, password }) => {
      const answer = await fetch('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      if (!answer.ok) throw new Error(`login: ${answer.status}`);
      return (await answer.json()) as { token: string };
    },
    { username, password: DEMO_PASSWORD },
  );
  const call = <T>(request: Omit<Call, 'token'>) =>
    tab.evaluate(
      async ({ method, path, token, body }: Call) => {
        const sentAt = Date.now();
        const answer = await fetch(`/api${path}`, {
          method: method ?? 'GET',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!answer.ok) throw new Error(`${method ?? 'GET'} ${path}: ${answer.status}`);
        return { json: (await answer.json()) as unknown, sentAt, at: Date.now() };
      },
      { ...request, token: login.token },
    ) as Promise<{ json: T; sentAt: number; at: number }>;
  return { tab, call };
}

/** The page's own session token. */
export const sessionToken = async (page: Page) =>
  (await page.evaluate(() => JSON.parse(localStorage.getItem('bo.session') ?? '{}') as { token: string })).token;

/** Logs in and waits for the bell's first count. */
export async function signIn(page: Page, username: string): Promise<void> {
  const listed = page.waitForResponse((r) => r.url().includes('/api/me/notifications'));
  await loginAs(page, username);
  await listed;
}

/** The first pending order the page's own session lists (a reseller's: its own). */
export async function firstPendingOrder(page: Page): Promise<{ id: number; internalReference: string }> {
  const token = await sessionToken(page);
  return page.evaluate(async (token) => {
    const answer = await fetch('/api/admin/orders?_filter[]=0&_limit=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await answer.json()) as { list: { id: number; internalReference: string }[] }).list[0]!;
  }, token);
}
