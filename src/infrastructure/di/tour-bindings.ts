import type { Container } from 'inversify';
import type { SessionStore } from '../../application/session/session.store';
import { TOUR_SANDBOX, type TourSandbox } from '../../application/tour/tour-sandbox.port';
import { TOUR } from '../../application/tour/tour.tokens';
import type * as UseCase from '../../application/tour/prepare-tour-situation.use-case';
import { lazyBinder } from './lazy-bindings';

/** The guided tour's use case (demo only), loaded with its first call. */
export function bindTourUseCases(container: Container, sandbox: TourSandbox, session: SessionStore): void {
  const bind = lazyBinder<typeof UseCase>(
    container,
    () => import('../../application/tour/prepare-tour-situation.use-case'),
  );
  container.bind(TOUR_SANDBOX).toConstantValue(sandbox);
  bind(TOUR.prepare, (m) => new m.PrepareTourSituation(sandbox, session));
}
