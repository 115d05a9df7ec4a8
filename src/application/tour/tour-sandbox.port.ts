import type { PreparedSituation, TourSituation } from '../../domain/tour/tour';
import { token } from '../shared/token';

/**
 * Demo only, prepareTourSituation (src/api/tour.api.ts): POST /demo/tour/{situation} puts the
 * calling reseller's sandbox in the situation a guided-tour step needs, and answers the order or
 * quote to act on.
 */
export interface TourSandbox {
  prepare(situation: TourSituation): Promise<PreparedSituation>;
}

export const TOUR_SANDBOX = token<TourSandbox>('TourSandbox');
