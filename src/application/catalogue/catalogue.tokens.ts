import { token } from '../shared/token';
import type { SynchroniseScenarios } from './synchronise-scenarios.use-case';

/** The catalogue's use cases beyond the generic record ones (RECORDS). */
export interface CatalogueUseCases {
  readonly synchroniseScenarios: SynchroniseScenarios;
}

export const CATALOGUE = token<CatalogueUseCases>('catalogue');
