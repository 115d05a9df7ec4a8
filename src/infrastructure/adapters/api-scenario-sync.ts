import { inject, injectable } from 'inversify';
import type { ScenarioSync, ScenarioSyncAnswer } from '../../application/catalogue/scenario-sync.port';
import { catalogueApi } from '../../api/catalogue.api';
import { toScenarioSyncAnswer } from '../shared/catalogue.mapping';
import { API_TRANSPORT, type ApiTransport } from './api-transport';

/** The scenario synchronisation (syncScenarios). */
@injectable()
export class ApiScenarioSync implements ScenarioSync {
  constructor(@inject(API_TRANSPORT) private readonly api: ApiTransport) {}

  async refresh(): Promise<ScenarioSyncAnswer> {
    return toScenarioSyncAnswer(await this.api.call(catalogueApi.syncScenarios));
  }
}
