import { token } from '../shared/token';
import type { PrepareTourSituation } from './prepare-tour-situation.use-case';

/** The guided tour's use case (prepare-tour-situation.use-case.ts). */
export interface TourUseCases {
  readonly prepare: PrepareTourSituation;
}

export const TOUR = token<TourUseCases>('tour');
