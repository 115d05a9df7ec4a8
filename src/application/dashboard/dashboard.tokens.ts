import { token } from '../shared/token';
import type { LoadDashboard } from './dashboard.use-cases';

/** Injection token of the dashboard's use case (dashboard.use-cases.ts), loaded on its first call. */
export const DASHBOARD = {
  load: token<LoadDashboard>('dashboard.load'),
} as const;
