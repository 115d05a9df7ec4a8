/**
 * The listed entities every adapter serves the same way (src/infrastructure/shared/records.ts says
 * where each lives in the API). Apart, so the composition root knows them without loading the API
 * modules of every screen on the login page.
 */
export const RECORD_KEYS = [
  'users',
  'resellers',
  'mandrels',
  'poses',
  'categories',
  'categoryScenarios',
  'orientations',
  'papers',
  'finishes',
  'quantitiesPerRoll',
  'shapes',
  'dimensions',
  'scenarios',
  'tooltips',
  'configEnv',
] as const;

export type RecordKey = (typeof RECORD_KEYS)[number];
