import type { Container } from 'inversify';
import { SCENARIO_SYNC } from '../../application/catalogue/scenario-sync.port';
import { SynchroniseScenarios } from '../../application/catalogue/synchronise-scenarios.use-case';
import type { AppEvents } from '../../application/shared/events';
import type { Adapters } from './adapters';

/** The catalogue's use cases beyond the generic record ones: the scenario synchronisation. */
export function bindCatalogueUseCases(container: Container, adapters: Adapters, events: AppEvents): void {
  container.bind(SCENARIO_SYNC).toConstantValue(adapters.scenarioSync);
  container.bind(SynchroniseScenarios).toConstantValue(new SynchroniseScenarios(adapters.scenarioSync, events));
}
