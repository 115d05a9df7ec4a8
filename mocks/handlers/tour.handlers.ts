import { demoApi as api } from '../../src/api/demo.api';
import type { MockBackend } from '../backend';
import { DemoTourService } from '../services/demo/demo-tour.service';
import { implement } from './route';

/** The demo-only operations of src/api/demo.api.ts: a guided-tour step prepares its situation. */
export function demoHandlers(backend: MockBackend) {
  const tour = new DemoTourService(backend);
  return [implement(api.prepareTourSituation, ({ params }, ctx) => tour.prepare(ctx, params.situation ?? ''))];
}
