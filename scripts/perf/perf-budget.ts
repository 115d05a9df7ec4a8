/**
 * The speed gate's budgets (docs/performance.md#the-gate; e2e/perf-gate.spec.ts): per way the app ships and
 * per page, what one load may cost in figures the host's speed does not change. Set from the app as it is,
 * plus a margin; a change that needs more says why in its commit and moves the figure here.
 */
export type ShippingWay = 'demo' | 'production';
export const PERF_PAGES = ['login', 'dashboard', 'orders', 'order'] as const;
export type PerfPage = (typeof PERF_PAGES)[number];

export interface PageBudget {
  /** React commits that rendered a component, from the navigation until the page has settled. */
  readonly commits: number;
  /** API calls the page makes (its event stream is one). */
  readonly calls: number;
  /** KiB of the app's JavaScript executed. */
  readonly jsKiB: number;
  /** The main thread's CPU time over the floor page's, in the same browser and run. */
  readonly floorRatio: number;
}

export const PERF_BUDGET: Record<ShippingWay, Record<PerfPage, PageBudget>> = {
  demo: {
    login: { commits: 3, calls: 0, jsKiB: 205, floorRatio: 3.2 },
    dashboard: { commits: 14, calls: 9, jsKiB: 540, floorRatio: 6 },
    orders: { commits: 12, calls: 9, jsKiB: 520, floorRatio: 7 },
    order: { commits: 10, calls: 9, jsKiB: 500, floorRatio: 6 },
  },
  production: {
    login: { commits: 3, calls: 0, jsKiB: 570, floorRatio: 3.2 },
    dashboard: { commits: 14, calls: 9, jsKiB: 1400, floorRatio: 6 },
    orders: { commits: 12, calls: 9, jsKiB: 1360, floorRatio: 7 },
    order: { commits: 10, calls: 9, jsKiB: 1310, floorRatio: 6 },
  },
};
