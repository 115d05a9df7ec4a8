import type { ScenarioSyncAnswerWire } from '../../../src/api/catalogue.api';
import type { FinishingRecord, ScenarioRecord } from '../../db/catalogue.schema';
import type { Database } from '../../db/database';
import type { CallContext } from '../shared/context';
import { message } from '../shared/messages';
import { requireCan } from '../shared/access';
import { auditLogOf } from '../audit/audit-log';

/** The production system names a scenario after its name and its finishes, in id order. */
export function scenarioDisplayName(name: string, finishNames: readonly string[]): string {
  return finishNames.length ? `${name} — ${finishNames.join(' + ')}` : name;
}

export interface DisplayNameChange {
  readonly id: number;
  readonly displayName: string;
}

/**
 * The scenarios whose display name no longer matches the production system's (their finishes
 * were changed here since the last synchronisation), with the name they get back.
 */
export function staleDisplayNames(
  scenarios: readonly ScenarioRecord[],
  finishes: readonly FinishingRecord[],
): DisplayNameChange[] {
  const names = new Map(finishes.map((f) => [f.id, f.name]));
  return scenarios.flatMap((s) => {
    const finishNames = [...s.finishIds]
      .sort((a, b) => a - b)
      .flatMap((id) => (names.has(id) ? [names.get(id) as string] : []));
    const displayName = scenarioDisplayName(s.name, finishNames);
    return displayName === s.displayName ? [] : [{ id: s.id, displayName }];
  });
}

/**
 * syncScenarios (GET /admin/scenarios/refresh): reads the scenarios back from the production system (THETIS).
 * It answers 'success' and how many scenarios it renamed; without a THETIS address in the
 * environment configuration it answers why (any other message), and changes nothing.
 */
export class ScenarioSyncService {
  constructor(private readonly db: Database) {}

  async refresh(ctx: CallContext): Promise<ScenarioSyncAnswerWire> {
    requireCan(ctx, 'write', 'catalogue');
    const config = this.db.collections.configEnv.all()[0];
    if (!config?.thetisUrl.trim()) return { message: message(ctx.locale, 'syncNotConfigured'), updated: 0 };
    const { scenarios, finishes } = this.db.collections;
    const changes = staleDisplayNames(scenarios.all(), finishes.all());
    for (const change of changes) {
      const before = scenarios.findFirst((q) => q.where((s) => s.id === change.id))?.displayName ?? null;
      await scenarios.update((q) => q.where((s) => s.id === change.id), {
        data: (s) => {
          s.displayName = change.displayName;
        },
      });
      auditLogOf(this.db).record(ctx, {
        action: 'sync',
        entity: 'scenarios',
        entityId: change.id,
        changes: [{ field: 'displayName', from: before, to: change.displayName }],
      });
    }
    return { message: 'success', updated: changes.length };
  }
}
