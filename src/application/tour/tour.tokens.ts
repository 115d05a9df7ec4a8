/** Injection token of the guided tour's use case (prepare-tour-situation.use-case.ts), loaded on its first call. */
export const TOUR = {
  prepare: Symbol.for('tour.prepare'),
} as const;
