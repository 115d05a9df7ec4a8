import { CATALOGUE } from '../../application/catalogue/catalogue.tokens';
import { SCENARIO_SYNC } from '../../application/catalogue/scenario-sync.port';
import { APP_EVENTS } from '../../application/shared/events';
import { bindings, loaded } from './app-container';

/** The catalogue beyond its record screens (src/infrastructure/di/records.module.ts): the scenario synchronisation. */
export const catalogueModule = bindings((bind) => {
  bind.lazyAdapter(SCENARIO_SYNC, () => import('../adapters/api-scenario-sync').then((m) => m.ApiScenarioSync));
  bind.factory(
    CATALOGUE.synchroniseScenarios,
    [SCENARIO_SYNC, APP_EVENTS],
    loaded(
      () => import('../../application/catalogue/synchronise-scenarios.use-case'),
      (m, sync, events) => new m.SynchroniseScenarios(sync, events),
    ),
  );
});
