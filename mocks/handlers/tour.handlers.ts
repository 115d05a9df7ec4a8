import { tourApi as api } from '../../src/api/tour.api';
import type { MockBackend } from '../backend';
import { TourService } from '../services/tour/tour.service';
import { implement } from './route';

/** The demo-only operations of src/api/tour.api.ts: a guided-tour step prepares its situation. */
export function tourHandlers(backend: MockBackend) {
  const tour = new TourService(backend);
  return [implement(api.prepareTourSituation, ({ params }, ctx) => tour.prepare(ctx, params.situation ?? ''))];
}
