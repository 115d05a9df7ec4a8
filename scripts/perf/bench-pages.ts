/**
 * `npm run bench`'s page figures (docs/performance.md#each-page-beside-the-floor-page): on one way the app ships,
 * each page of the speed gate (scripts/perf/perf-budget.ts) loaded with a phone's CPU (4× slower), beside the
 * floor page loaded the same way in the same browser: React commits, API calls, JavaScript executed, main-thread
 * CPU time and its ratio to the floor page's, and the longest task, which may last at most three times the floor
 * page's longest.
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { FLOOR_URL, floorReady, measurePage, median, serveFloorPage, type PageFigures } from './page-figures';
import { PERF_BUDGET, PERF_PAGES, type PerfPage, type ShippingWay } from './perf-budget';
import { PERF_PATHS, pageReady as ready } from './perf-pages';

/** The CPU slowdown of Lighthouse's mobile preset, and the longest task a page may run beside the floor page's. */
const PHONE_CPU_SLOWDOWN = 4;
const LONGEST_TASK_OVER_FLOOR = 3;
const RUNS = 5;

export interface BenchPage {
  readonly way: ShippingWay;
  readonly page: PerfPage | 'floor page';
  /** The counted load's figures; `busyMs` and `longestTaskMs` are the medians of the timed loads. */
  readonly figures: PageFigures;
  /** `busyMs` over the floor page's, and `longestTaskMs` over the floor page's (1 for the floor page). */
  readonly busyRatio: number;
  readonly longestRatio: number;
}

async function timed(
  context: BrowserContext,
  url: string,
  pageReady: (page: Page) => Promise<void>,
  isApi: (url: string) => boolean,
) {
  const busy: number[] = [];
  const longest: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const figures = await measurePage(context, url, { ready: pageReady, isApi, cpuSlowdown: PHONE_CPU_SLOWDOWN });
    busy.push(figures.busyMs);
    longest.push(figures.longestTaskMs);
  }
  return { busyMs: median(busy), longestTaskMs: median(longest) };
}

/** Every page of the gate on `siteUrl` (one way the app ships), logged in as an admin but the login page. */
export async function benchPages(
  way: ShippingWay,
  siteUrl: string,
  floorDir: string,
  isApi: (url: string) => boolean,
): Promise<BenchPage[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      baseURL: siteUrl,
      locale: 'fr-FR',
      viewport: { width: 1366, height: 768 },
    });
    await context.addInitScript(() => localStorage.setItem('bo.tour', '{"status":"done","step":0}'));
    await serveFloorPage(context, floorDir);
    const floorCounted = await measurePage(context, FLOOR_URL, {
      ready: floorReady,
      isApi: () => false,
      coverage: true,
    });
    const floor = await timed(context, FLOOR_URL, floorReady, () => false);
    const measured = new Map<PerfPage, PageFigures>();
    for (const page of PERF_PAGES) {
      if (page === 'dashboard') {
        const login = await context.newPage();
        await login.goto('/login');
        await login.getByLabel('Identifiant').fill('admin@demo.local');
        await login.getByLabel('Mot de passe', { exact: true }).fill('demo');
        await login.getByRole('button', { name: 'Se connecter' }).click();
        await ready.dashboard(login);
        await login.close();
      }
      const url = `${siteUrl}${PERF_PATHS[page]}`;
      // The files cached first, then a load that counts, then the timed ones (coverage slows a page down).
      await measurePage(context, url, { ready: ready[page], isApi });
      const counted = await measurePage(context, url, { ready: ready[page], isApi, coverage: true });
      measured.set(page, { ...counted, ...(await timed(context, url, ready[page], isApi)) });
    }
    const floorFigures: PageFigures = { ...floorCounted, ...floor };
    return [
      { way, page: 'floor page', figures: floorFigures, busyRatio: 1, longestRatio: 1 },
      ...[...measured].map(([page, figures]) => ({
        way,
        page,
        figures,
        busyRatio: figures.busyMs / Math.max(1, floor.busyMs),
        longestRatio: figures.longestTaskMs / Math.max(1, floor.longestTaskMs),
      })),
    ];
  } finally {
    await browser.close();
  }
}

/** What each page misses: the gate's budgets (scripts/perf/perf-budget.ts), and its longest task beside the floor page's. */
export function benchPageFailures(pages: readonly BenchPage[]): string[] {
  const failures: string[] = [];
  for (const { way, page, figures, busyRatio, longestRatio } of pages) {
    if (page === 'floor page') continue;
    const budget = PERF_BUDGET[way][page];
    const name = `${way} ${page}`;
    if (figures.commits > budget.commits)
      failures.push(`${name}: ${figures.commits} React commits > ${budget.commits}`);
    if (figures.calls > budget.calls) failures.push(`${name}: ${figures.calls} API calls > ${budget.calls}`);
    if (figures.jsBytes / 1024 > budget.jsKiB)
      failures.push(`${name}: ${Math.round(figures.jsBytes / 1024)} KiB of JavaScript executed > ${budget.jsKiB}`);
    if (busyRatio > budget.floorRatio)
      failures.push(`${name}: main thread ${busyRatio.toFixed(1)}× the floor page's > ${budget.floorRatio}×`);
    if (longestRatio > LONGEST_TASK_OVER_FLOOR)
      failures.push(
        `${name}: longest task ${figures.longestTaskMs} ms (CPU ${PHONE_CPU_SLOWDOWN}× slower) > ${LONGEST_TASK_OVER_FLOOR}× the floor page's`,
      );
  }
  return failures;
}

/** The figures as table lines, each page beside its way's floor page. */
export function benchPageTable(pages: readonly BenchPage[]): string[] {
  return [
    `page figures, CPU ${PHONE_CPU_SLOWDOWN}× slower, median of ${RUNS}: commits / API calls / JS executed / main thread (× floor) / longest task (× floor)`,
    ...pages.map(
      (p) =>
        `  ${`${p.way} ${p.page}`.padEnd(23)} ${String(p.figures.commits).padStart(3)} / ${String(p.figures.calls).padStart(2)} / ${String(Math.round(p.figures.jsBytes / 1024)).padStart(5)} KiB / ${String(p.figures.busyMs).padStart(5)} ms (${p.busyRatio.toFixed(1)}×) / ${String(p.figures.longestTaskMs).padStart(4)} ms (${p.longestRatio.toFixed(1)}×)`,
    ),
  ];
}
