import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, loginAs, settled, visitEveryRoute } from './support';

/**
 * The Content-Security-Policy of the demo build (docs/demo-backend.md#security-headers): in the built
 * index.html, with no inline script allowed, and not one violation reported while every route of
 * docs/screens.md#routes (the app's route table, as e2e/a11y-all.spec.ts walks it) is visited as
 * admin and as reseller; the static demo build (`npm run build:demo`, scripts/static-server.ts)
 * also sends it as a header.
 */
test.describe.configure({ mode: 'parallel' });

const STATIC_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`;
const STATIC_BASE = '/demo/labels/';

/** The `securitypolicyviolation` events of the page and the console's CSP refusals, kept from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return console;
}

async function violations(page: Page, console: readonly string[]): Promise<string[]> {
  const events = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  return [...events, ...console];
}

/** The policy of the page's `<meta http-equiv>`. */
async function metaPolicy(page: Page): Promise<string> {
  const meta = page.locator('meta[http-equiv="Content-Security-Policy"]');
  await expect(meta).toHaveCount(1);
  return (await meta.getAttribute('content')) ?? '';
}

/** One directive's sources. */
function sources(policy: string, directive: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found ? found.slice(1) : [];
}

test('the demo build carries a Content-Security-Policy that runs no inline script', async ({ page }) => {
  await page.goto('/login');
  const policy = await metaPolicy(page);
  expect(sources(policy, 'script-src')).toEqual(["'self'"]);
  expect(policy).not.toMatch(/unsafe-eval/);
  expect(sources(policy, 'object-src')).toEqual(["'none'"]);
  // The demo's backend runs in workers and behind its service worker, on the app's own origin.
  expect(sources(policy, 'worker-src')).toEqual(["'self'"]);
  expect(sources(policy, 'connect-src')).toEqual(["'self'"]);
  // Every script of the page is a file of the build.
  const inline = await page.locator('script:not([src])').count();
  expect(inline).toBe(0);
});

test('an inline script or style element slipped into the page is refused, and reported', async ({ page }) => {
  const console = await watchViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(await violations(page, console)).toEqual([]);
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    const style = document.createElement('style');
    style.textContent = 'body { background: red }';
    document.head.append(style);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  const seen = await violations(page, console);
  expect(seen.some((v) => v.startsWith('script-src'))).toBe(true);
  expect(seen.some((v) => v.startsWith('style-src'))).toBe(true);
});

for (const role of ['admin', 'reseller'] as const) {
  test(`every route as ${role}: no Content-Security-Policy violation`, async ({ page }) => {
    test.setTimeout(180_000);
    const console = await watchViolations(page);
    await loginAs(page, ACCOUNTS[role]);
    // The early start of the demo's backend worker ran from its file, under the policy.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(
      /mockServiceWorker\.js$/,
    );
    const visited: string[] = [];
    await visitEveryRoute(page, role, async (path) => {
      visited.push(path);
      expect(await violations(page, console), `violations by ${path}`).toEqual([]);
    });
    // A full reload too: the page, its stylesheet and the early worker start, from the top.
    await page.reload();
    await settled(page);
    expect(await violations(page, console)).toEqual([]);
    expect(visited.length).toBeGreaterThanOrEqual(10);
  });
}

test('the static demo build sends the policy as a header, with nosniff and no framing', async ({ page, request }) => {
  const answer = await request.get(`${STATIC_ORIGIN}${STATIC_BASE}`);
  expect(answer.status()).toBe(200);
  const header = answer.headers()['content-security-policy'] ?? '';
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(sources(header, 'script-src')).toEqual(["'self'"]);
  expect(sources(header, 'frame-ancestors')).toEqual(["'none'"]);

  const console = await watchViolations(page);
  await page.goto(`${STATIC_ORIGIN}${STATIC_BASE}order?demo=reseller`);
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  // The header holds the page's own policy, and what only a header can carry.
  expect(header).toBe(`${await metaPolicy(page)}; frame-ancestors 'none'`);
  expect(await violations(page, console)).toEqual([]);
});
