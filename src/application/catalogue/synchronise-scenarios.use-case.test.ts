import { describe, expect, it } from 'vitest';
import { AppSignals, type Notice } from '../shared/signals';
import type { ScenarioSyncAnswer } from './scenario-sync.port';
import { SynchroniseScenarios } from './synchronise-scenarios.use-case';

function run(answer: ScenarioSyncAnswer) {
  const signals = new AppSignals();
  const notices: Notice[] = [];
  signals.notices$.subscribe((n) => notices.push(n));
  const useCase = new SynchroniseScenarios({ refresh: () => Promise.resolve(answer) }, signals);
  return { outcome: useCase.execute(), notices };
}

describe('SynchroniseScenarios', () => {
  it("says how many scenarios were updated when the server answers 'success'", async () => {
    const { outcome, notices } = run({ message: 'success', updated: 3 });
    expect(await outcome).toEqual({ kind: 'synced', updated: 3 });
    expect(notices).toEqual([{ intent: 'success', messageKey: 'catalogue.scenarios.synced', values: { count: 3 } }]);
  });

  it('gives an info toast with the server message for any other answer (docs/screens.md#errors-and-notices)', async () => {
    const { outcome, notices } = run({ message: 'THETIS unreachable', updated: 0 });
    expect(await outcome).toEqual({ kind: 'aborted', message: 'THETIS unreachable' });
    expect(notices).toEqual([
      { intent: 'primary', titleKey: 'catalogue.scenarios.syncAborted', message: 'THETIS unreachable' },
    ]);
  });

  it('lets a refusal through, with no toast of its own', async () => {
    const signals = new AppSignals();
    const notices: Notice[] = [];
    signals.notices$.subscribe((n) => notices.push(n));
    const failing = new SynchroniseScenarios({ refresh: () => Promise.reject(new Error('403')) }, signals);
    await expect(failing.execute()).rejects.toThrow('403');
    expect(notices).toEqual([]);
  });
});
