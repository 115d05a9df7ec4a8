/**
 * The orders' part of `npm run bench` (scripts/bench.ts): the list call against the scale seed
 * in Node, and the list page's render and the XLSX export of the demo's 3,000 orders in Chromium.
 */
import { chromium, type Page } from '@playwright/test';
import { getResponse } from 'msw';
import { MockBackend } from '../mocks/backend';
import { createHandlers } from '../mocks/handlers';
import { dashboardBody } from '../src/infrastructure/shared/dashboard.mapping';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { serveStatic } from './static-server';

export const ORDERS_BUDGET = {
  listP95Ms: 30,
  renderMs: 100,
  xlsxMs: 2000,
  xlsxLongestTaskMs: 200,
  /** The dashboard's three calls together (docs/screens.md#dashboard). */
  dashboardP95Ms: 100,
};

/** The dashboard's body of the budget: a whole year, counted in Paris days, every reseller. */
export const DASHBOARD_BODY = JSON.stringify(
  dashboardBody({ period: { start: '2026-01-01', end: '2026-12-31' }, timeZone: 'Europe/Paris' }),
);
const DASHBOARD_PATHS = ['counters', 'charts', 'charts/cumulated-turnover'].map((p) => `/admin/dashboard/${p}`);

/**
 * The dashboard's three POSTs sent together through the mock's HTTP handlers (no network), timed
 * from the first sent to the last answer read, over `runs` rounds.
 */
export async function dashboardLatency(backend: MockBackend, token: string, runs = 100) {
  const handlers = createHandlers('http://bench.local', backend);
  const call = async (path: string) => {
    const response = await getResponse(
      handlers,
      new Request(`http://bench.local${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: DASHBOARD_BODY,
      }),
    );
    if (!response || response.status !== 200) throw new Error(`${path} answered ${response?.status}`);
    await response.arrayBuffer();
  };
  const times: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const started = performance.now();
    await Promise.all(DASHBOARD_PATHS.map(call));
    if (i >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0) * 100) / 100;
  return { p50: at(0.5), p95: at(0.95) };
}

/** The list call of the budget: a search, two statuses, a date range, newest first, 25 rows. */
export const ORDERS_QUERY =
  '/admin/orders?_limit=25&_page=1&_index=createdAt&_order=desc&_search=dupont' +
  '&_filter%5B%5D=3&_filter%5B%5D=99&_start_date=2026-01-01&_end_date=2026-09-30';

/** A backend seeded with `count` orders (the scale seed of docs/product.md#seed-sizes: SEED_ORDERS=50000). */
export async function scaleBackend(count = 50_000): Promise<{ backend: MockBackend; seedMs: number }> {
  const previous = process.env.SEED_ORDERS;
  process.env.SEED_ORDERS = String(count);
  const started = performance.now();
  try {
    return { backend: await MockBackend.seeded(), seedMs: Math.round(performance.now() - started) };
  } finally {
    if (previous === undefined) delete process.env.SEED_ORDERS;
    else process.env.SEED_ORDERS = previous;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

async function login(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Identifiant').fill('admin@demo.local');
  await page.getByLabel('Mot de passe', { exact: true }).fill('demo');
  await page.getByRole('button', { name: /se connecter/i }).click();
  await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
}

/**
 * The bench's own profiler, run in the page before the app (the app has no timing code): it notes
 * when the page last received a message from the demo backend's worker (the list's answer), and a
 * MutationObserver notes when a list table's first row changes (a new page of rows is in the DOM,
 * before paint, as a layout effect would see it). Render = the second minus the first.
 * Plain JavaScript text: tsx's helpers (`__name`) do not exist in the page.
 */
const RENDER_PROFILER = `(() => {
  const bench = { lastMessage: 0, renders: [], waiters: [] };
  window.__bench = bench;
  for (const proto of [MessagePort.prototype, Worker.prototype]) {
    const property = Object.getOwnPropertyDescriptor(proto, 'onmessage');
    if (!property || !property.get || !property.set) continue;
    Object.defineProperty(proto, 'onmessage', {
      configurable: true,
      get() { return property.get.call(this); },
      set(handler) {
        property.set.call(this, handler && ((event) => {
          bench.lastMessage = performance.now();
          handler(event);
        }));
      },
    });
  }
  bench.wait = (index) => new Promise((resolve) => {
    bench.waiters.push({ index, resolve });
    bench.wake();
  });
  bench.wake = () => {
    bench.waiters = bench.waiters.filter((w) => !(bench.renders[w.index] && (w.resolve(bench.renders[w.index]), true)));
  };
  let first = '';
  new MutationObserver(() => {
    const rows = document.querySelectorAll('.list-table tbody tr');
    const now = rows.length ? rows[0].textContent : '';
    if (!rows.length || now === first) return;
    first = now;
    bench.renders.push({ ms: performance.now() - bench.lastMessage, rows: rows.length });
    bench.wake();
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** The `n`th render timing (0-based), once it is there; waits without polling the page. */
async function nextRender(page: Page, n: number): Promise<{ ms: number; rows: number }> {
  return page.evaluate(`window.__bench.wait(${Number(n)})`);
}

/**
 * In Chromium against the demo build: the order list's render time with 100 rows (median of
 * five pages), then the XLSX export of all 3,000 orders, every column, timed from the click to
 * the download, with the longest task the page ran meanwhile (the page must not freeze).
 */
export async function ordersInBrowser(dir: string): Promise<{
  renderMs: number;
  renderRows: number;
  xlsxMs: number;
  xlsxLongestTaskMs: number;
}> {
  const site = await serveStatic(dir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ locale: 'fr-FR', viewport: { width: 1600, height: 1000 } });
    await page.addInitScript({ content: RENDER_PROFILER });
    await login(page, site.url);
    const renders: number[] = [];
    let rows = 0;
    await page.goto(`${site.url}/order?size=100`);
    let seen = 0;
    for (let p = 1; p <= 5; p++) {
      if (p > 1) await page.getByRole('button', { name: `Page ${p}`, exact: true }).click();
      const render = await nextRender(page, seen);
      seen++;
      renders.push(render.ms);
      rows = render.rows;
    }

    await page.evaluate(() => {
      const w = window as unknown as { longestTask: number };
      w.longestTask = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longestTask = Math.max(w.longestTask, entry.duration);
      }).observe({ type: 'longtask', buffered: false });
    });
    await page.getByRole('button', { name: 'Export XLSX' }).click();
    const dialog = page.getByRole('dialog', { name: /Exporter les commandes/ });
    await dialog.getByRole('button', { name: 'Tout cocher' }).click();
    await page.evaluate(() => ((window as unknown as { longestTask: number }).longestTask = 0));
    const started = Date.now();
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Exporter', exact: true }).click();
    await download;
    const xlsxMs = Date.now() - started;
    const longest = await page.evaluate(() => (window as unknown as { longestTask: number }).longestTask);
    return { renderMs: round(median(renders)), renderRows: rows, xlsxMs, xlsxLongestTaskMs: round(longest) };
  } finally {
    await browser.close();
    await site.close();
  }
}
