/**
 * Shareable demo links (docs/product.md#demo-links-and-guided-tour): `?demo=reseller` or
 * `?demo=admin` on any URL of the demo logs straight into that demo account
 * (docs/product.md#demo-accounts), so sales people can send one link. Demo mode only: boot.tsx
 * loads this module once the in-browser backend runs.
 */
const DEMO_ACCOUNTS = {
  reseller: 'reseller@demo.local',
  admin: 'admin@demo.local',
} as const;
const DEMO_PASSWORD = 'demo';
const PARAMETER = 'demo';

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

export interface DemoLink {
  readonly account: DemoAccount;
  readonly username: string;
  /**
   * The same address without the `demo` parameter (path, other parameters and hash kept), in this
   * origin: a path starting with several slashes keeps one (`//evil.example/` is `/evil.example/`),
   * as the browser would read the rest as another site's address and refuse to show it here.
   */
  readonly cleanUrl: string;
}

function isDemoAccount(value: string): value is DemoAccount {
  return Object.hasOwn(DEMO_ACCOUNTS, value);
}

/** The demo account a URL asks for, or null (no parameter, or a value that names no demo account). */
export function parseDemoLink(href: string): DemoLink | null {
  const url = new URL(href);
  const value = url.searchParams.get(PARAMETER)?.trim().toLowerCase() ?? '';
  if (!isDemoAccount(value)) return null;
  url.searchParams.delete(PARAMETER);
  return {
    account: value,
    username: DEMO_ACCOUNTS[value],
    cleanUrl: `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`,
  };
}

/** The session calls a demo link makes (SESSION.logout and SESSION.login from the container). */
export interface DemoLinkSession {
  readonly logout: { execute(): Promise<unknown> };
  readonly login: { execute(username: string, password: string): Promise<unknown> };
}

/**
 * Follows a demo link: ends any current session, logs into the requested account and removes the
 * parameter from the address bar (the page then opens the requested path). Returns the account, or
 * null when the URL holds no demo link or the login failed (the app then starts as usual).
 */
export async function followDemoLink(
  session: DemoLinkSession,
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): Promise<DemoAccount | null> {
  const link = parseDemoLink(location.href);
  if (!link) return null;
  history.replaceState(history.state, '', link.cleanUrl);
  await session.logout.execute();
  try {
    await session.login.execute(link.username, DEMO_PASSWORD);
    return link.account;
  } catch (error) {
    console.warn('[demo] the demo link could not log in', error);
    return null;
  }
}
