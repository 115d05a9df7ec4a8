import type { ScenarioSync, ScenarioSyncAnswer } from '../../application/catalogue/scenario-sync.port';
import { catalogueApi } from '../../api/catalogue.api';
import { toScenarioSyncAnswer } from '../shared/catalogue.mapping';
import type { HttpClient } from './http-client';

/** The scenario synchronisation over HTTP (syncScenarios). */
export class HttpScenarioSync implements ScenarioSync {
  constructor(private readonly http: HttpClient) {}

  async refresh(): Promise<ScenarioSyncAnswer> {
    return toScenarioSyncAnswer(await this.http.call(catalogueApi.syncScenarios));
  }
}
