import { SESSION_STORE } from '../../application/session/session.store';
import { TOUR_SANDBOX } from '../../application/tour/tour-sandbox.port';
import { TOUR } from '../../application/tour/tour.tokens';
import { bindings, loaded } from './app-container';

/**
 * The guided tour (docs/product.md#demo-links-and-guided-tour): the demo-only sandbox and the use
 * case preparing a step's situation, loaded with the first call.
 */
export const tourModule = bindings((bind) => {
  bind.lazyAdapter(TOUR_SANDBOX, () => import('../adapters/api-tour-sandbox').then((m) => m.ApiTourSandbox));
  bind.factory(
    TOUR.prepare,
    [TOUR_SANDBOX, SESSION_STORE],
    loaded(
      () => import('../../application/tour/prepare-tour-situation.use-case'),
      (m, sandbox, session) => new m.PrepareTourSituation(sandbox, session),
    ),
  );
});
