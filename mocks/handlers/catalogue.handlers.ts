import { catalogueApi as api } from '../../src/api/catalogue.api';
import type { MockBackend } from '../backend';
import { recordImplementations } from './records.handlers';
import { implement } from './route';

/** The catalogue's operations of src/api/catalogue.api.ts, each answered by its record service. */
export function catalogueHandlers(backend: MockBackend) {
  const c = backend.catalogue;
  return [
    ...recordImplementations(api.poses, c.poses),
    ...recordImplementations(api.mandrels, c.mandrels),
    ...recordImplementations(api.orientations, c.orientations),
    ...recordImplementations(api.papers, c.papers),
    ...recordImplementations(api.finishes, c.finishes),
    ...recordImplementations(api.quantitiesPerRoll, c.quantitiesPerRoll),
    ...recordImplementations(api.shapes, c.shapes),
    ...recordImplementations(api.categories, c.categories),
    ...recordImplementations(api.categoryScenarios, c.categoryScenarios),
    ...recordImplementations(api.dimensions, c.dimensions),
    ...recordImplementations(api.scenarios, c.scenarios),
    implement(api.syncScenarios, (_input, ctx) => backend.scenarioSync.refresh(ctx)),
  ];
}
