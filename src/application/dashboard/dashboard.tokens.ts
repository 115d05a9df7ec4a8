/** Injection token of the dashboard's use case (dashboard.use-cases.ts), loaded on its first call. */
export const DASHBOARD = {
  load: Symbol.for('dashboard.load'),
} as const;
