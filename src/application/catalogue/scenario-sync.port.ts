import { token } from '../shared/token';
/** What the production system answered to a synchronisation: 'success' and a count, or why not. */
export interface ScenarioSyncAnswer {
  readonly message: string;
  readonly updated: number;
}

/** GET /admin/scenarios/refresh: the server reads the scenarios back from the production system. */
export interface ScenarioSync {
  refresh(): Promise<ScenarioSyncAnswer>;
}

export const SCENARIO_SYNC = token<ScenarioSync>('ScenarioSync');
