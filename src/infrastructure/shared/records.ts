import { catalogueApi } from '../../api/catalogue.api';
import type { RecordOperations } from '../../api/records';
import { settingsApi } from '../../api/settings.api';
import { usersApi } from '../../api/users.api';
import { resellersApi } from '../../api/resellers.api';
import type { RecordMapping } from './record-mapping';
import type { RecordEntity, RecordInput } from '../../application/shared/record-tokens';
import type { RecordKey } from '../../application/shared/record-tokens';
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
} from './catalogue.mapping';
import { resellerMapping } from './reseller.mapping';
import { environmentConfigMapping, tooltipMapping } from './settings.mapping';

export interface RecordEndpoint<T, Input, W = unknown> {
  /** The entity's record calls in src/api (those it does not offer are undefined). */
  readonly operations: RecordOperations;
  readonly mapping: RecordMapping<T, Input, W>;
}

/** An entity of src/api: its record calls and how its wire shape reads in the domain. */
const records = <T, Input, W>(
  operations: RecordOperations,
  mapping: RecordMapping<T, Input, W>,
): RecordEndpoint<T, Input, W> => ({ operations, mapping });

/**
 * Every listed entity the API serves the same way (list, get, create, update, delete, active):
 * one line each. Both adapters are built from this table, so they cannot disagree on a path.
 */
/** Each record key's endpoint, with the entity and input types the application gives that key. */
export type RecordEndpoints = { readonly [K in RecordKey]: RecordEndpoint<RecordEntity<K>, RecordInput<K>, never> };

export const RECORD_ENDPOINTS: RecordEndpoints = {
  users: records(usersApi.records, userMapping),
  resellers: records(resellersApi.records, resellerMapping),
  mandrels: records(catalogueApi.mandrels, mandrelMapping),
  /** Read only: GET /admin/categories/poses, for the category form. */
  poses: records(catalogueApi.poses, poseMapping),
  categories: records(catalogueApi.categories, categoryMapping),
  categoryScenarios: records(catalogueApi.categoryScenarios, categoryScenarioMapping),
  orientations: records(catalogueApi.orientations, orientationMapping),
  papers: records(catalogueApi.papers, paperMapping),
  finishes: records(catalogueApi.finishes, finishMapping),
  quantitiesPerRoll: records(catalogueApi.quantitiesPerRoll, quantityPerRollMapping),
  shapes: records(catalogueApi.shapes, shapeMapping),
  /** Unpaged: its list is asked without `_limit` and `_page` and answers every row. */
  dimensions: records(catalogueApi.dimensions, dimensionMapping),
  /** Switched by its update (`status`), as the original call list does it. */
  scenarios: records(catalogueApi.scenarios, scenarioMapping),
  tooltips: records(settingsApi.cms, tooltipMapping),
  configEnv: records(settingsApi.environmentConfig, environmentConfigMapping),
};
