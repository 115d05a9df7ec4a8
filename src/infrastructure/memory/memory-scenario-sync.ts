import type { ScenarioSync, ScenarioSyncAnswer } from '../../application/catalogue/scenario-sync.port';
import type { MemoryCaller } from './memory-caller';

export class MemoryScenarioSync implements ScenarioSync {
  constructor(private readonly caller: MemoryCaller) {}

  async refresh(): Promise<ScenarioSyncAnswer> {
    return this.caller.authed((ctx) => this.caller.backend.scenarioSync.refresh(ctx));
  }
}
