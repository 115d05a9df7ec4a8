import type { MockBackend } from '../backend';
import { DemoTourService } from '../services/demo/demo-tour.service';
import { routes } from './legacy-route';

/** Issue 9's demo-only calls: a guided-tour step prepares its situation for the calling reseller. */
export function demoHandlers(base: string, backend: MockBackend) {
  const { authed } = routes(base, backend);
  const tour = new DemoTourService(backend);
  return [authed('post', '/demo/tour/:situation', ({ params }, ctx) => tour.prepare(ctx!, params.situation ?? ''))];
}
