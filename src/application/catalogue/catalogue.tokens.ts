import { token } from '../shared/token';
import type { SynchroniseScenarios } from './synchronise-scenarios.use-case';

/** Injection tokens of the catalogue's use cases beyond the generic record ones (RECORDS). */
export const CATALOGUE = {
  synchroniseScenarios: token<SynchroniseScenarios>('catalogue.synchroniseScenarios'),
} as const;
