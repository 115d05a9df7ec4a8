import type { MockBackend } from '../backend';
import { routes } from './legacy-route';

/**
 * Where the catalogue lives in the API (SPEC 7), for the generic record routes. Poses have no
 * generic routes: only GET /admin/categories/poses (below). Category scenarios
 * come before categories, or `/admin/categories/:id` would take `scenarios` for an id.
 */
export const CATALOGUE_ROUTES = {
  categoryScenarios: '/admin/categories/scenarios',
  categories: '/admin/categories',
  orientations: '/admin/orientations',
  papers: '/admin/papers',
  finishes: '/admin/finishes',
  quantitiesPerRoll: '/admin/provide-number-per-rolls',
  shapes: '/shapes',
  dimensions: '/admin/dimensions',
  scenarios: '/admin/scenarios',
} as const;

/**
 * The catalogue's routes that are not generic record ones. They come before the record routes,
 * which would take `poses` and `refresh` for ids.
 */
export function catalogueHandlers(base: string, backend: MockBackend) {
  const { authed } = routes(base, backend);
  const poses = backend.records.poses;
  if (!poses) throw new Error('No mock service for "poses"');
  return [
    authed('get', '/admin/categories/poses', ({ query }, ctx) => poses.list(ctx!, query)),
    authed('get', '/admin/scenarios/refresh', (_input, ctx) => backend.scenarioSync.refresh(ctx!)),
  ];
}
