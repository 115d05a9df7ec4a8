import type { ScenarioSync, ScenarioSyncAnswer } from '../../src/application/catalogue/scenario-sync.port';
import { catalogueApi } from '../../src/api/catalogue.api';
import { toScenarioSyncAnswer } from '../../src/infrastructure/shared/catalogue.mapping';
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
