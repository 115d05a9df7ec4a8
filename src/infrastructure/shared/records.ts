import type { RecordOperations } from '../../api/records';
import { usersApi } from '../../api/users.api';
import type { RecordMapping } from './record-mapping';
import { userMapping } from './user.mapping';
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

export interface RecordEndpoint<T, Input, W = unknown> {
  /** TRANSITION: the API path of an entity not yet in src/api; /{id}, /active/{id} hang below it. */
  readonly path: string;
  /** The entity's record calls in src/api. */
  readonly operations?: RecordOperations;
  readonly mapping: RecordMapping<T, Input, W>;
}

const endpoint = <T, Input>(path: string, mapping: RecordMapping<T, Input>): RecordEndpoint<T, Input> => ({
  path,
  mapping,
});

/** An entity of src/api: its record calls and how its wire shape reads in the domain. */
const records = <T, Input, W>(
  operations: RecordOperations,
  mapping: RecordMapping<T, Input, W>,
): RecordEndpoint<T, Input, W> => ({
  path: operations.list?.path ?? '',
  operations,
  mapping,
});

/**
 * Every listed entity the API serves the same way (list, get, create, update, delete, active):
 * one line each. Both adapters are built from this table, so they cannot disagree on a path.
 */
export const RECORD_ENDPOINTS = {
  users: records(usersApi.records, userMapping),
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
