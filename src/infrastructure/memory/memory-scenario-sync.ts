import type { ScenarioSync, ScenarioSyncAnswer } from '../../application/catalogue/scenario-sync.port';
import { catalogueApi } from '../../api/catalogue.api';
import { toScenarioSyncAnswer } from '../shared/catalogue.mapping';
import type { MemoryCaller } from './memory-caller';

/** The scenario synchronisation by a direct call to the mock backend, parsed as over HTTP. */
export class MemoryScenarioSync implements ScenarioSync {
  constructor(private readonly caller: MemoryCaller) {}

  async refresh(): Promise<ScenarioSyncAnswer> {
    return toScenarioSyncAnswer(
      await this.caller.answer(catalogueApi.syncScenarios, (ctx) => this.caller.backend.scenarioSync.refresh(ctx)),
    );
  }
}
