import type { PreparedSituationWire } from '../../api/tour.api';
import type { PreparedSituation } from '../../domain/tour/tour';

/** prepareTourSituation's answer (src/api/tour.api.ts) as the tour reads it. */
export function toPreparedSituation(d: PreparedSituationWire): PreparedSituation {
  return { situation: d.situation, orderId: d.orderId, quoteId: d.quoteId, reference: d.reference };
}
