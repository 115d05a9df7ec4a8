/**
 * What one page load costs, in figures the host's speed does not change (docs/performance.md#the-gate):
 * React commits, API calls, JavaScript executed (bytes of source that ran), and main-thread time in the
 * renderer's own CPU time (thread ticks, not wall time: a busy host that preempts the page does not add to
 * it), read as a ratio to the floor page's, measured in the same browser in the same run.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { executedBytesOf, type ScriptCoverage } from './coverage';

export interface PageFigures {
  /** React commits that rendered a component, from the navigation until the page is settled. */
  readonly commits: number;
  /** API calls the page made (the event stream included: it is one call). */
  readonly calls: number;
  /** The API calls, as paths, in order (for a report that says which call is new). */
  readonly callPaths: readonly string[];
  /** Bytes of the app's JavaScript that ran (only when measured with `coverage`). */
  readonly jsBytes: number;
  /** The page's main-thread task time, in the renderer's CPU time. */
  readonly busyMs: number;
  /** The longest task the page's main thread ran (wall time, as the browser's long-task entries say). */
  readonly longestTaskMs: number;
}

export interface MeasureOptions {
  /** Resolves once the page shows what it is for (its figures, its rows). */
  readonly ready: (page: Page) => Promise<void>;
  /** Which requests are the API's. */
  readonly isApi: (url: string) => boolean;
  /** Measure the bytes executed too (block coverage slows the page: its time is then not read). */
  readonly coverage?: boolean;
  /** The page has settled when neither a commit nor an API call has happened for this long. */
  readonly quietMs?: number;
  /** Slows the page's CPU this many times (a phone's), as Lighthouse's mobile preset does. */
  readonly cpuSlowdown?: number;
}

interface Watched {
  __perfCommits: number;
  __perfLastCommit: number;
  __perfLongest: number;
}

/** A fiber of React's tree, as much of it as `watchPage` reads. */
interface Fiber {
  readonly child: Fiber | null;
  readonly sibling: Fiber | null;
  readonly alternate: Fiber | null;
  readonly flags: number;
}

/**
 * Counts React's commits that rendered a component (the hook React DevTools installs, which React calls on
 * each commit) and long tasks. A commit where every component bailed out (a store's change that left what a
 * component reads as it was) costs next to nothing, and whether one happens depends on when answers arrive:
 * it is not counted. A commit rendered a component when a fiber on the path it rebuilt was mounted or ran its
 * component (React's `PerformedWork` flag, 1).
 */
function watchPage(): void {
  const w = window as unknown as Watched & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
  w.__perfCommits = 0;
  w.__perfLastCommit = performance.now();
  w.__perfLongest = 0;
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id: unknown, root: { current: Fiber }) {
      const rendered = (fiber: Fiber): boolean => {
        for (let child = fiber.child; child; child = child.sibling) {
          if (!child.alternate || child.flags & 1) return true;
          if (child.child !== child.alternate.child && rendered(child)) return true;
        }
        return false;
      };
      if (rendered(root.current)) w.__perfCommits++;
      w.__perfLastCommit = performance.now();
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__perfLongest = Math.max(w.__perfLongest, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // A browser without long-task entries: the longest task stays 0.
  }
}

/**
 * `watchPage` as the script a page runs before its own. Under tsx (`npm run bench`) esbuild keeps functions'
 * names by wrapping them in a `__name` helper of the module, which the page does not have: without one given
 * here, the script stopped at its first function, so the bench counted no commit and no long task and waited
 * 20 s for every page to settle.
 * @public Its test reads it through tsx, as the bench loads it (an import knip does not see).
 */
export const WATCH_PAGE = `(() => { const __name = (fn) => fn; (${watchPage.toString()})(); })();`;

/** Opens `url` in a new page of `context`, waits until it has settled, and returns its figures. */
export async function measurePage(context: BrowserContext, url: string, options: MeasureOptions): Promise<PageFigures> {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: WATCH_PAGE });
    const cdp = await context.newCDPSession(page);
    // Thread ticks: each task's time is the main thread's CPU time, not the wall time a busy host stretches.
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    if (options.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    const callPaths: string[] = [];
    let inFlight = 0;
    let lastCall = Date.now();
    const isApi = (request: { url(): string }) => options.isApi(request.url());
    page.on('request', (request) => {
      if (!isApi(request)) return;
      const { pathname, search } = new URL(request.url());
      callPaths.push(`${request.method()} ${pathname}${search}`);
      inFlight++;
      lastCall = Date.now();
    });
    const settle = (request: { url(): string }) => {
      if (!isApi(request)) return;
      inFlight--;
      lastCall = Date.now();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    if (options.coverage) await page.coverage.startJSCoverage({ resetOnNavigation: false });

    await page.goto(url);
    await options.ready(page);
    // Settled: no commit and no call answered for `quietMs` (the event stream stays open: it is not waited for).
    const quietMs = options.quietMs ?? 800;
    const streams = () => callPaths.filter((path) => / \/(api\/)?events/.test(path)).length;
    const deadline = Date.now() + 20_000;
    for (;;) {
      const sinceCommit = await page.evaluate(
        () => performance.now() - (window as unknown as Watched).__perfLastCommit,
      );
      const quiet = Math.min(sinceCommit, Date.now() - lastCall);
      if ((quiet >= quietMs && inFlight <= streams()) || Date.now() > deadline) break;
      await page.waitForTimeout(Math.max(50, quietMs - quiet));
    }

    const scripts: ScriptCoverage[] = options.coverage ? await page.coverage.stopJSCoverage() : [];
    const { metrics } = await cdp.send('Performance.getMetrics');
    const taskSeconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
    const watched = await page.evaluate(() => {
      const w = window as unknown as Watched;
      return { commits: w.__perfCommits, longest: w.__perfLongest };
    });
    return {
      commits: watched.commits,
      calls: callPaths.length,
      callPaths,
      jsBytes: executedBytesOf(scripts, new URL(url).origin),
      busyMs: Math.round(taskSeconds * 1000),
      longestTaskMs: Math.round(watched.longest),
    };
  } finally {
    await page.close();
  }
}

/** The floor page's address when served by `serveFloorPage`. */
export const FLOOR_URL = 'http://floor.invalid/';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/**
 * Serves the floor page's build (`buildFloorPage`, scripts/bench-lighthouse.ts) at FLOOR_URL in `context`,
 * from the disk, through Playwright's routing: no server to start.
 */
export async function serveFloorPage(context: BrowserContext, dir: string): Promise<void> {
  const root = resolve(dir);
  await context.route(`${FLOOR_URL}**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = join(root, path === '/' ? 'index.html' : path);
    if (!file.startsWith(root)) return route.fulfill({ status: 403 });
    try {
      const body = await readFile(file);
      await route.fulfill({ status: 200, body, contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
    } catch {
      await route.fulfill({ status: 404 });
    }
  });
}

/** The floor page is ready once its button shows. */
export const floorReady = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'A Blueprint button' }).waitFor();
};

/** The median of `values` (the lower middle of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}
