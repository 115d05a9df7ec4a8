import type { ScenarioSyncOutcome } from '../../domain/catalogue/scenario';
import type { AppSignals } from '../shared/signals';
import type { ScenarioSync } from './scenario-sync.port';

/**
 * Synchronises the scenarios with the production system and says how it went: a success toast
 * with the number updated, or an info toast when the server answers anything but 'success'
 * (docs/screens.md#errors-and-notices).
 * A refusal (403, network) is thrown for the caller to show.
 */
export class SynchroniseScenarios {
  constructor(
    private readonly sync: ScenarioSync,
    private readonly signals: AppSignals,
  ) {}

  async execute(): Promise<ScenarioSyncOutcome> {
    const answer = await this.sync.refresh();
    if (answer.message !== 'success') {
      this.signals.notify({
        intent: 'primary',
        titleKey: 'catalogue.scenarios.syncAborted',
        message: answer.message,
      });
      return { kind: 'aborted', message: answer.message };
    }
    this.signals.notify({
      intent: 'success',
      messageKey: 'catalogue.scenarios.synced',
      values: { count: answer.updated },
    });
    return { kind: 'synced', updated: answer.updated };
  }
}
