import type { AppContainer } from './app-container';
import type { SessionStore } from '../../application/session/session.store';
import { TOUR_SANDBOX, type TourSandbox } from '../../application/tour/tour-sandbox.port';
import { TOUR } from '../../application/tour/tour.tokens';
import type * as UseCase from '../../application/tour/prepare-tour-situation.use-case';

/** The guided tour's use case (demo only), loaded with its first call. */
export function bindTourUseCases(container: AppContainer, sandbox: TourSandbox, session: SessionStore): void {
  const bind = container.lazy<typeof UseCase>(() => import('../../application/tour/prepare-tour-situation.use-case'));
  container.bind(TOUR_SANDBOX, sandbox);
  bind(TOUR.prepare, (m) => new m.PrepareTourSituation(sandbox, session));
}
