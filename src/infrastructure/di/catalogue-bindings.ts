import type { AppContainer } from './app-container';
import { CATALOGUE } from '../../application/catalogue/catalogue.tokens';
import { SCENARIO_SYNC } from '../../application/catalogue/scenario-sync.port';
import { SynchroniseScenarios } from '../../application/catalogue/synchronise-scenarios.use-case';
import type { AppEvents } from '../../application/shared/events';
import type { Adapters } from './adapters';

/** The catalogue's use cases beyond the generic record ones: the scenario synchronisation. */
export function bindCatalogueUseCases(container: AppContainer, adapters: Adapters, events: AppEvents): void {
  container.bind(SCENARIO_SYNC, adapters.scenarioSync);
  container.bind(CATALOGUE.synchroniseScenarios, new SynchroniseScenarios(adapters.scenarioSync, events));
}
