import { existsSync } from 'node:fs';
import { expect, prepareStorage, test, type Browser, type BrowserContext } from './fixtures';
import { liveServers } from '../scripts/live-servers';
import { buildFloorPage } from '../scripts/perf/floor-page';
import {
  FLOOR_URL,
  floorReady,
  measurePage,
  median,
  serveFloorPage,
  type PageFigures,
} from '../scripts/perf/page-figures';
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
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const FLOOR_DIR = port === 4173 ? 'dist-e2e-floor' : `dist-e2e-floor-${port}`;
/** Timed loads of each page; the floor page loads once after each page's, and the medians are compared. */
const RUNS = 2;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  if (!existsSync(`${FLOOR_DIR}/index.html`)) await buildFloorPage(FLOOR_DIR);
});

/** A browser context of `origin` whose storage is prepared as every journey's, with the floor page served beside. */
async function contextFor(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin });
  await prepareStorage(context, origin);
  await serveFloorPage(context, FLOOR_DIR);
  return context;
}

interface Measured {
  readonly figures: PageFigures;
  readonly ratio: number;
}

/** One page's figures: a load with coverage (commits, calls, bytes), then RUNS timed loads, then the floor page's. */
async function measure(
  context: BrowserContext,
  origin: string,
  isApi: (url: string) => boolean,
  page: PerfPage,
  floor: number[],
): Promise<PageFigures> {
  const url = `${origin}${PERF_PATHS[page]}`;
  const counted = await measurePage(context, url, { ready: ready[page], isApi, coverage: true });
  const busy: number[] = [];
  for (let run = 0; run < RUNS; run++)
    busy.push((await measurePage(context, url, { ready: ready[page], isApi })).busyMs);
  floor.push((await measurePage(context, FLOOR_URL, { ready: floorReady, isApi: () => false })).busyMs);
  return { ...counted, busyMs: median(busy) };
}

/** What a page exceeds of its budget, in words; empty when it keeps it. */
function misses(way: ShippingWay, page: PerfPage, { figures, ratio }: Measured): string[] {
  const budget = PERF_BUDGET[way][page];
  const out: string[] = [];
  if (figures.commits > budget.commits) out.push(`${figures.commits} React commits > ${budget.commits}`);
  if (figures.calls > budget.calls)
    out.push(`${figures.calls} API calls > ${budget.calls} (${figures.callPaths.join(', ')})`);
  const kib = figures.jsBytes / 1024;
  if (kib > budget.jsKiB) out.push(`${kib.toFixed(0)} KiB of JavaScript executed > ${budget.jsKiB}`);
  if (ratio > budget.floorRatio) out.push(`main thread ${ratio.toFixed(1)}× the floor page's > ${budget.floorRatio}×`);
  return out;
}

async function gate(
  browser: Browser,
  way: ShippingWay,
  origin: string,
  isApi: (url: string) => boolean,
): Promise<void> {
  const context = await contextFor(browser, origin);
  try {
    // The files in the browser's cache first (a returning user), and a first visit's worker started.
    const warm = await context.newPage();
    await warm.goto('/login');
    await ready.login(warm);
    await warm.close();
    const floor: number[] = [];
    const figures = new Map<PerfPage, PageFigures>();
    figures.set('login', await measure(context, origin, isApi, 'login', floor));
    const login = await context.newPage();
    await login.goto('/login');
    await submitLogin(login, ACCOUNTS.admin);
    await ready.dashboard(login);
    await login.close();
    for (const page of PERF_PAGES.filter((p) => p !== 'login'))
      figures.set(page, await measure(context, origin, isApi, page, floor));
    const floorMs = Math.max(1, median(floor));
    const results = new Map(
      [...figures].map(([page, f]) => [page, { figures: f, ratio: f.busyMs / floorMs }] as const),
    );

    const rows = [...results].map(([page, m]) => ({
      page,
      commits: m.figures.commits,
      calls: m.figures.calls,
      'JS KiB': Math.round(m.figures.jsBytes / 1024),
      'busy ms': m.figures.busyMs,
      '× floor': Number(m.ratio.toFixed(1)),
      'longest task ms': m.figures.longestTaskMs,
    }));
    console.log(`speed gate, ${way}: the floor page's main thread ${floorMs} ms (${floor.join(', ')})`);
    console.table(rows);
    for (const [page, m] of results) console.log(`  ${page}: ${m.figures.callPaths.join(' ')}`);
    const missed = [...results].flatMap(([page, m]) => misses(way, page, m).map((miss) => `${way} ${page}: ${miss}`));
    expect(missed, 'every page within its budget (scripts/perf/perf-budget.ts)').toEqual([]);
  } finally {
    await context.close();
  }
}

test('the demo’s pages load within their budgets', async ({ browser, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  await gate(browser, 'demo', origin, (url) => url.startsWith(`${origin}/api/`));
});

test('the production build’s pages load within their budgets', async ({ browser }) => {
  const { appUrl, apiUrl } = liveServers();
  await gate(browser, 'production', appUrl, (url) => url.startsWith(apiUrl));
});
