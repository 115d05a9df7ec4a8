import { existsSync } from 'node:fs';
import { expect, prepareStorage, test, type Browser, type BrowserContext } from './fixtures';
import { liveServers } from '../scripts/live-servers';
import { buildFloorPage } from '../scripts/perf/floor-page';
import { FLOOR_URL, floorReady, measurePage, serveFloorPage, type PageFigures } from '../scripts/perf/page-figures';
import { PERF_BUDGET, PERF_PAGES, type PerfPage, type ShippingWay } from '../scripts/perf/perf-budget';
import { PERF_PATHS, pageReady as ready } from '../scripts/perf/perf-pages';
import { ACCOUNTS, submitLogin } from './support';

/**
 * The speed gate (docs/performance.md#the-gate): on both ways the app ships — the demo, and the production
 * build against `npm run mock-api` — the login page, the dashboard, the order list and an order's detail each
 * load within their budgets of React commits, API calls, JavaScript executed, and main-thread time as a ratio
 * to the floor page's, measured in the same browser in the same run. Figures the host's speed does not change
 * (counts, bytes, the renderer's CPU time over the floor page's), so a busy host does not fail it and a page
 * doing five times the work does.
 *
 * One browser for both ways, the servers the other journeys use, and three loads of each page: one that counts
 * (commits, calls, the bytes that ran: coverage slows a page down) and three that are timed; the floor page is
 * timed after each page's loads. A busy host can only add to a load's time, so the least of a page's times
 * over the least of the floor page's is the ratio.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const FLOOR_DIR = port === 4173 ? 'dist-e2e-floor' : `dist-e2e-floor-${port}`;

test.describe.configure({ timeout: 180_000 });

interface Way {
  readonly way: ShippingWay;
  readonly origin: string;
  readonly isApi: (url: string) => boolean;
}

interface Measured {
  readonly figures: PageFigures;
  readonly ratio: number;
}

/** A browser context of `origin`, its storage prepared as every journey's, the floor page served beside. */
async function contextFor(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: origin,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1366, height: 768 },
  });
  await prepareStorage(context, origin);
  await serveFloorPage(context, FLOOR_DIR);
  return context;
}

/** Timed loads of each page; the least of their times is the page's (another process can only add to it). */
const TIMED_RUNS = 3;

/** One page's figures: a load that counts (commits, calls, bytes executed), then the timed ones. */
async function measure(context: BrowserContext, { origin, isApi }: Way, page: PerfPage): Promise<PageFigures> {
  const url = `${origin}${PERF_PATHS[page]}`;
  const counted = await measurePage(context, url, { ready: ready[page], isApi, coverage: true });
  const timed: PageFigures[] = [];
  for (let run = 0; run < TIMED_RUNS; run++) timed.push(await measurePage(context, url, { ready: ready[page], isApi }));
  const least = timed.reduce((a, b) => (b.busyMs < a.busyMs ? b : a));
  return { ...counted, busyMs: least.busyMs, longestTaskMs: least.longestTaskMs };
}

const floorBusy = async (context: BrowserContext): Promise<number> =>
  (await measurePage(context, FLOOR_URL, { ready: floorReady, isApi: () => false })).busyMs;

/** What a page exceeds of its budget, in words; empty when it keeps it. */
function misses(way: ShippingWay, page: PerfPage, { figures, ratio }: Measured): string[] {
  const budget = PERF_BUDGET[way][page];
  const out: string[] = [];
  if (figures.commits > budget.commits) out.push(`${figures.commits} React commits > ${budget.commits}`);
  if (figures.calls > budget.calls)
    out.push(`${figures.calls} API calls > ${budget.calls} (${figures.callPaths.join(', ')})`);
  const kib = figures.jsBytes / 1024;
  if (kib > budget.jsKiB) out.push(`${kib.toFixed(0)} KiB of JavaScript executed > ${budget.jsKiB}`);
  if (ratio > budget.floorRatio) out.push(`main thread ${ratio.toFixed(2)}× the floor page's > ${budget.floorRatio}×`);
  return out;
}

test('every page loads within its budgets, on both ways the app ships', async ({ browser, baseURL }) => {
  if (!existsSync(`${FLOOR_DIR}/index.html`)) await buildFloorPage(FLOOR_DIR);
  const demo = new URL(baseURL ?? '').origin;
  const { appUrl, apiUrl } = liveServers();
  const ways: readonly Way[] = [
    { way: 'demo', origin: demo, isApi: (url) => url.startsWith(`${demo}/api/`) },
    { way: 'production', origin: appUrl, isApi: (url) => url.startsWith(apiUrl) },
  ];
  const contexts = await Promise.all(ways.map((way) => contextFor(browser, way.origin)));
  try {
    // A returning user: each way's login page once, so its files are in the browser's cache (and the demo's
    // backend has started); the floor page's too.
    for (const context of contexts) {
      const warm = await context.newPage();
      await warm.goto('/login');
      await ready.login(warm);
      await warm.close();
    }
    await floorBusy(contexts[0] as BrowserContext);

    const figures = new Map<string, PageFigures>();
    const floor: number[] = [];
    for (const page of PERF_PAGES) {
      // Both ways at once, each in its own context: a load's time is its renderer's CPU time, which the other's
      // does not add to.
      await Promise.all(
        ways.map(async (way, index) => {
          const context = contexts[index] as BrowserContext;
          if (page === 'dashboard') {
            // Logged in as an admin from here on (the login page's own figures are taken before).
            const login = await context.newPage();
            await login.goto('/login');
            await submitLogin(login, ACCOUNTS.admin);
            await ready.dashboard(login);
            await login.close();
          }
          figures.set(`${way.way} ${page}`, await measure(context, way, page));
        }),
      );
      floor.push(await floorBusy(contexts[0] as BrowserContext));
    }
    const floorMs = Math.max(1, Math.min(...floor));

    const rows = ways.flatMap(({ way }) =>
      PERF_PAGES.map((page) => {
        const f = figures.get(`${way} ${page}`) as PageFigures;
        return { way, page, measured: { figures: f, ratio: f.busyMs / floorMs } };
      }),
    );
    console.log(`speed gate: the floor page's main thread ${floorMs} ms (${floor.join(', ')})`);
    console.table(
      rows.map(({ way, page, measured: { figures: f, ratio } }) => ({
        way,
        page,
        commits: f.commits,
        calls: f.calls,
        'JS KiB': Math.round(f.jsBytes / 1024),
        'busy ms': f.busyMs,
        '× floor': Number(ratio.toFixed(2)),
        'longest task ms': f.longestTaskMs,
      })),
    );
    for (const { way, page, measured } of rows)
      console.log(`  ${way} ${page}: ${measured.figures.callPaths.join(' ')}`);
    const missed = rows.flatMap(({ way, page, measured }) =>
      misses(way, page, measured).map((miss) => `${way} ${page}: ${miss}`),
    );
    expect(missed, 'every page within its budget (scripts/perf/perf-budget.ts)').toEqual([]);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
