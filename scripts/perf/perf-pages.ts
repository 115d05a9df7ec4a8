/**
 * The pages the speed gate (e2e/perf-gate.spec.ts) and `npm run bench` (scripts/perf/bench-pages.ts) load, and
 * what each shows once it is ready (docs/performance.md#the-gate).
 */
import type { Page } from '@playwright/test';
import type { PerfPage } from './perf-budget';

/** Order 59 of the seed: an order of every seed, on both ways the app ships. */
export const PERF_PATHS: Record<PerfPage, string> = {
  login: '/login',
  dashboard: '/',
  orders: '/order',
  order: '/order/show/59',
};

/** Resolves once the page shows what it is for: the login form, the dashboard's figures, the rows, the order. */
export const pageReady: Record<PerfPage, (page: Page) => Promise<void>> = {
  login: (page) => page.getByRole('button', { name: 'Se connecter' }).waitFor(),
  dashboard: (page) => page.locator('.counter').first().waitFor(),
  orders: (page) => page.locator('table tbody tr a, .list-card a').first().waitFor(),
  order: (page) => page.getByRole('heading', { level: 1, name: /^Commande 59/ }).waitFor(),
};
