import { expect, test, type Page } from './fixtures';
import { watchCspViolations } from './support';

/**
 * The Content-Security-Policy of the demo build (docs/demo-backend.md#security-headers): in the built
 * index.html, with no inline script allowed, an injected one refused and reported; the static demo build
 * (`npm run build:demo`, scripts/static-server.ts) also sends it as a header. That not one violation is
 * reported on any route of docs/screens.md#routes, as admin and as reseller, is checked by the sweeps of
 * e2e/a11y-all.spec.ts, which open every route already.
 */
test.describe.configure({ mode: 'parallel' });

const STATIC_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`;
const STATIC_BASE = '/demo/labels/';

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
  const violations = await watchCspViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(await violations()).toEqual([]);
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
  const seen = await violations();
  expect(seen.some((v) => v.startsWith('script-src'))).toBe(true);
  expect(seen.some((v) => v.startsWith('style-src'))).toBe(true);
});

test('the static demo build sends the policy as a header, with nosniff and no framing', async ({ page, request }) => {
  const answer = await request.get(`${STATIC_ORIGIN}${STATIC_BASE}`);
  expect(answer.status()).toBe(200);
  const header = answer.headers()['content-security-policy'] ?? '';
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(sources(header, 'script-src')).toEqual(["'self'"]);
  expect(sources(header, 'frame-ancestors')).toEqual(["'none'"]);

  const violations = await watchCspViolations(page);
  await page.goto(`${STATIC_ORIGIN}${STATIC_BASE}order?demo=reseller`);
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  // The header holds the page's own policy, and what only a header can carry.
  expect(header).toBe(`${await metaPolicy(page)}; frame-ancestors 'none'`);
  expect(await violations()).toEqual([]);
});
