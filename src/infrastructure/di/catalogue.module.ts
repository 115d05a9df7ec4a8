import { CATALOGUE } from '../../application/catalogue/catalogue.tokens';
import { SCENARIO_SYNC } from '../../application/catalogue/scenario-sync.port';
import { SynchroniseScenarios } from '../../application/catalogue/synchronise-scenarios.use-case';
import { APP_EVENTS } from '../../application/shared/events';
import { bindings } from './app-container';

/** The catalogue beyond its record screens (src/infrastructure/di/records.module.ts): the scenario synchronisation. */
export const catalogueModule = bindings((bind) => {
  bind.lazyAdapter(SCENARIO_SYNC, () => import('../adapters/api-scenario-sync').then((m) => m.ApiScenarioSync));
  bind.factory(
    CATALOGUE.synchroniseScenarios,
    [SCENARIO_SYNC, APP_EVENTS],
    (sync, events) => new SynchroniseScenarios(sync, events),
  );
});
