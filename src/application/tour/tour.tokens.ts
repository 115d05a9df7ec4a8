import { token } from '../shared/token';
import type { PrepareTourSituation } from './prepare-tour-situation.use-case';

/** Injection token of the guided tour's use case (prepare-tour-situation.use-case.ts), loaded on its first call. */
export const TOUR = {
  prepare: token<PrepareTourSituation>('tour.prepare'),
} as const;
