import type { User, UserInput } from '../../domain/users/user';
import type { RecordMapping } from './record-mapping';
import { toUser, toUserBody } from './user.dto';
import {
  categoryMapping,
  categoryScenarioMapping,
  dimensionMapping,
  finishMapping,
  mandrelMapping,
  orientationMapping,
  paperMapping,
  poseMapping,
  quantityPerRollMapping,
  scenarioMapping,
  shapeMapping,
} from './catalogue.dto';
import { resellerMapping } from './reseller.dto';
import { environmentConfigMapping, tooltipMapping } from './settings.dto';

export interface RecordEndpoint<T, Input> {
  /** The API path of the entity's list; /{id}, /active/{id} hang below it. */
  readonly path: string;
  readonly mapping: RecordMapping<T, Input>;
}

const endpoint = <T, Input>(path: string, mapping: RecordMapping<T, Input>): RecordEndpoint<T, Input> => ({
  path,
  mapping,
});

/**
 * Every listed entity the API serves the same way (list, get, create, update, delete, active):
 * one line each. Both adapters are built from this table, so they cannot disagree on a path.
 */
export const RECORD_ENDPOINTS = {
  users: endpoint<User, UserInput>('/admin/users', { toEntity: toUser, toBody: toUserBody }),
  resellers: endpoint('/admin/resellers', resellerMapping),
  mandrels: endpoint('/admin/mandrels', mandrelMapping),
  /** Read only: GET /admin/categories/poses, for the category form. */
  poses: endpoint('/admin/categories/poses', poseMapping),
  categories: endpoint('/admin/categories', categoryMapping),
  categoryScenarios: endpoint('/admin/categories/scenarios', categoryScenarioMapping),
  orientations: endpoint('/admin/orientations', orientationMapping),
  papers: endpoint('/admin/papers', paperMapping),
  finishes: endpoint('/admin/finishes', finishMapping),
  quantitiesPerRoll: endpoint('/admin/provide-number-per-rolls', quantityPerRollMapping),
  shapes: endpoint('/shapes', shapeMapping),
  dimensions: endpoint('/admin/dimensions', dimensionMapping),
  scenarios: endpoint('/admin/scenarios', scenarioMapping),
  tooltips: endpoint('/admin/cms', tooltipMapping),
  configEnv: endpoint('/admin/config_env', environmentConfigMapping),
} as const;

export type RecordKey = keyof typeof RECORD_ENDPOINTS;
export const RECORD_KEYS = Object.keys(RECORD_ENDPOINTS) as RecordKey[];
