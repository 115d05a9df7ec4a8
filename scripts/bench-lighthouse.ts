/**
 * The browser part of `npm run bench` (docs/architecture.md#tests): Lighthouse (desktop preset, Debian
 * Chromium) on the built demo's login page, dashboard and order list, and the demo's first visit and
 * reload times, against their budgets below.
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromium, type Page as PlaywrightPage } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { serveStatic } from './static-server';

export const LIGHTHOUSE_BUDGET = { performance: 95, accessibility: 100, bestPractices: 95 };
export const VISIT_BUDGET_MS = 1500;

export interface LighthousePage {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** The audits that cost points, with their score (0–100). */
  misses: string[];
  /** The scripts and style sheets the page loaded from the site (each one a round trip). */
  codeFiles: number;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function login(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('#login-username');
  await page.type('#login-username', 'admin@demo.local');
  await page.type('#login-password', 'demo');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !location.pathname.startsWith('/login') && document.querySelector('h1'));
}

async function audit(browser: Browser, url: string, name: string): Promise<LighthousePage> {
  const page = await browser.newPage();
  try {
    const run = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      desktopConfig,
      page,
    );
    if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = run.lhr;
    const misses: string[] = [];
    for (const category of [categories.accessibility, categories['best-practices']]) {
      for (const ref of category?.auditRefs ?? []) {
        const a = audits[ref.id];
        if (ref.weight > 0 && a && a.score !== null && a.score < 1) misses.push(`${ref.id} ${score(a.score)}`);
      }
    }
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]) {
      const a = audits[id];
      if (a && a.score !== null && a.score < 0.9) misses.push(`${id} ${a.displayValue ?? ''} (${score(a.score)})`);
    }
    const bootup = audits['bootup-time']?.details as { items?: Array<{ url: string; scripting: number }> } | undefined;
    if (process.env.LIGHTHOUSE_DEBUG) {
      console.error(
        name,
        JSON.stringify(bootup?.items?.slice(0, 6).map((i) => [i.url.split('/').pop(), Math.round(i.scripting)])),
      );
      const longTasks = audits['long-tasks']?.details as
        { items?: Array<{ url: string; duration: number; startTime: number }> } | undefined;
      console.error(
        name,
        JSON.stringify(
          longTasks?.items
            ?.slice(0, 8)
            .map((i) => [i.url.split('/').pop(), Math.round(i.startTime), Math.round(i.duration)]),
        ),
      );
    }
    const requests = audits['network-requests']?.details as
      { items?: Array<{ url: string; resourceType?: string }> } | undefined;
    const codeFiles = (requests?.items ?? []).filter(
      (r) => new URL(r.url).origin === new URL(url).origin && /^(Script|Stylesheet)$/.test(r.resourceType ?? ''),
    ).length;
    return {
      page: name,
      codeFiles,
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      misses,
    };
  } finally {
    await page.close();
  }
}

/**
 * One more try when the browser connection fails (puppeteer once answered "Session with given id
 * not found" when opening the order list's tab). A score is never retried: only an exception.
 */
async function auditWithOneRetry(browser: Browser, url: string, name: string): Promise<LighthousePage> {
  try {
    return await audit(browser, url, name);
  } catch (error) {
    console.error(
      `Lighthouse on ${name} failed (${error instanceof Error ? error.message : String(error)}): once more`,
    );
    return audit(browser, url, name);
  }
}

/** Lighthouse on the login page (logged out), then the dashboard and the order list (logged in). */
export async function lighthouseDemo(dir: string): Promise<LighthousePage[]> {
  const site = await serveStatic(dir, 0, { gzip: true });
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, '--window-size=1350,940', '--lang=fr-FR'],
  });
  try {
    const results: LighthousePage[] = [];
    // Seeds the demo once, so no page is measured while the first visit fills the browser's storage.
    const warm = await browser.newPage();
    await warm.goto(`${site.url}/login`, { waitUntil: 'networkidle0' });
    await warm.waitForSelector('#login-username');
    await warm.close();
    results.push(await auditWithOneRetry(browser, `${site.url}/login`, 'login'));
    const page = await browser.newPage();
    await login(page, site.url);
    await page.close();
    results.push(await auditWithOneRetry(browser, `${site.url}/`, 'dashboard'));
    results.push(await auditWithOneRetry(browser, `${site.url}/order`, 'order list'));
    return results;
  } finally {
    await browser.close();
    await site.close();
  }
}

export function lighthouseFailures(pages: LighthousePage[]): string[] {
  const failures: string[] = [];
  for (const p of pages) {
    if (p.performance < LIGHTHOUSE_BUDGET.performance)
      failures.push(`Lighthouse performance of ${p.page} ${p.performance}`);
    if (p.accessibility < LIGHTHOUSE_BUDGET.accessibility)
      failures.push(`Lighthouse accessibility of ${p.page} ${p.accessibility}`);
    if (p.bestPractices < LIGHTHOUSE_BUDGET.bestPractices)
      failures.push(`Lighthouse best practices of ${p.page} ${p.bestPractices}`);
  }
  return failures;
}

/**
 * Installed in every page of the visit-time runs: records, from navigation start, the first frame
 * in which each watched content is in the page. Playwright's own waits poll at up to 500 ms
 * intervals, which would blur a 1.5 s budget.
 */
// A string, not a function: tsx would add helpers to a function's source that the page lacks.
const WATCH_CONTENT = `(() => {
  const seen = {};
  const watched = {
    loginForm: () => [...document.querySelectorAll('button')].some((b) => /se connecter/i.test(b.textContent || '')),
    dashboardFigures: () => [...document.querySelectorAll('.counter')].some((c) => /\\d/.test(c.textContent || '')),
    orderRows: () => document.querySelector('table tbody tr') !== null,
  };
  const check = () => {
    for (const [name, present] of Object.entries(watched)) {
      if (seen[name] === undefined && present()) {
        seen[name] = -1;
        // The frame that shows it.
        requestAnimationFrame(() => { seen[name] = performance.now(); });
      }
    }
  };
  window.__contentSeen = seen;
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/**
 * The demo's first visit (empty storage: the mock seeds it) until the login form shows and the
 * seeded backend can answer (whichever comes last), and, once
 * logged in, a reload of the dashboard and of the order list (data read back from IndexedDB) until
 * their content shows; each from navigation start, median of three runs.
 */
export async function visitTimes(
  dir: string,
): Promise<{ firstVisitMs: number; reloadDashboardMs: number; reloadOrdersMs: number }> {
  const site = await serveStatic(dir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const seenAt = async (page: PlaywrightPage, name: string) => {
    const handle = await page.waitForFunction(
      (key) => {
        const at = (window as unknown as { __contentSeen?: Record<string, number> }).__contentSeen?.[key];
        return at !== undefined && at >= 0 ? at : null;
      },
      name,
      { polling: 100 },
    );
    return Math.round(Number(await handle.jsonValue()));
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  try {
    const first: number[] = [];
    const dashboard: number[] = [];
    const orders: number[] = [];
    for (let run = 0; run < 3; run++) {
      const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1350, height: 940 } });
      await context.addInitScript(WATCH_CONTENT);
      const page = await context.newPage();
      await page.goto(`${site.url}/login`, { waitUntil: 'commit' });
      const formShown = await seenAt(page, 'loginForm');
      // Ready = the login form shows AND the backend has seeded (it starts in its worker meanwhile).
      await page.waitForFunction(() => performance.getEntriesByName('demo-backend-ready').length > 0);
      const seeded = await page.evaluate(() => performance.getEntriesByName('demo-backend-ready')[0]?.startTime ?? 0);
      first.push(Math.round(Math.max(formShown, seeded)));
      await page.getByLabel('Identifiant').fill('admin@demo.local');
      await page.getByLabel('Mot de passe', { exact: true }).fill('demo');
      await page.getByRole('button', { name: /se connecter/i }).click();
      await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
      await page.goto(`${site.url}/`, { waitUntil: 'commit' });
      // The dashboard's figures, not only its title: the counters' first value.
      dashboard.push(await seenAt(page, 'dashboardFigures'));
      await page.goto(`${site.url}/order`, { waitUntil: 'commit' });
      orders.push(await seenAt(page, 'orderRows'));
      await context.close();
    }
    return { firstVisitMs: median(first), reloadDashboardMs: median(dashboard), reloadOrdersMs: median(orders) };
  } finally {
    await browser.close();
    await site.close();
  }
}
