import { token } from '../shared/token';
import type { LoadDashboard } from './dashboard.use-cases';

/** The dashboard's use case (dashboard.use-cases.ts). */
export interface DashboardUseCases {
  readonly load: LoadDashboard;
}

export const DASHBOARD = token<DashboardUseCases>('dashboard');
