import type { Category, CategoryInput } from '../../domain/catalogue/category';
import type { CategoryScenario, CategoryScenarioInput } from '../../domain/catalogue/category-scenario';
import type { Dimension, DimensionInput } from '../../domain/catalogue/dimension';
import type { Finish, FinishInput } from '../../domain/catalogue/finish';
import type { Mandrel, MandrelInput } from '../../domain/catalogue/mandrel';
import type { Orientation, OrientationInput } from '../../domain/catalogue/orientation';
import type { Paper, PaperInput } from '../../domain/catalogue/paper';
import type { Pose } from '../../domain/catalogue/pose';
import type { QuantityPerRoll, QuantityPerRollInput } from '../../domain/catalogue/quantity-per-roll';
import type { Scenario, ScenarioInput } from '../../domain/catalogue/scenario';
import type { Shape, ShapeInput } from '../../domain/catalogue/shape';
import type { Reseller, ResellerFilter, ResellerInput } from '../../domain/resellers/reseller';
import type { EnvironmentConfig, EnvironmentConfigInput } from '../../domain/settings/environment-config';
import type { CmsFilter, Tooltip, TooltipInput } from '../../domain/settings/tooltip';
import type { User, UserFilter, UserInput } from '../../domain/users/user';
import type { ActivatableRepository, RecordRepository } from './record-repository.port';
import type { Records } from './record.use-cases';
import { token, type Token } from './token';

/**
 * The listed entities every adapter serves through the generic record port, by key, with the
 * entity, the input it is written with (poses are read only) and the filter its list takes (none
 * unless said). The adapters' table of
 * endpoints (src/infrastructure/shared/records.ts) is checked against it.
 */
interface RecordEntities {
  users: { entity: User; input: UserInput; filter: UserFilter };
  resellers: { entity: Reseller; input: ResellerInput; filter: ResellerFilter };
  mandrels: { entity: Mandrel; input: MandrelInput };
  poses: { entity: Pose; input: never };
  categories: { entity: Category; input: CategoryInput };
  categoryScenarios: { entity: CategoryScenario; input: CategoryScenarioInput };
  orientations: { entity: Orientation; input: OrientationInput };
  papers: { entity: Paper; input: PaperInput };
  finishes: { entity: Finish; input: FinishInput };
  quantitiesPerRoll: { entity: QuantityPerRoll; input: QuantityPerRollInput };
  shapes: { entity: Shape; input: ShapeInput };
  dimensions: { entity: Dimension; input: DimensionInput };
  scenarios: { entity: Scenario; input: ScenarioInput };
  tooltips: { entity: Tooltip; input: TooltipInput; filter: CmsFilter };
  configEnv: { entity: EnvironmentConfig; input: EnvironmentConfigInput };
}

export type RecordKey = keyof RecordEntities;
export type RecordEntity<K extends RecordKey> = RecordEntities[K]['entity'];
export type RecordInput<K extends RecordKey> = RecordEntities[K]['input'];
type RecordFilter<K extends RecordKey> = RecordEntities[K] extends { filter: infer F } ? F : never;

/** The generic record port of one entity, as the adapters serve it. */
export type RecordRepositoryOf<K extends RecordKey> = RecordRepository<
  RecordEntity<K>,
  RecordInput<K>,
  RecordFilter<K>
> &
  ActivatableRepository;

/** The generic use case of one entity kind, with its entity, input and filter. */
export type RecordsOf<K extends RecordKey> = Records<RecordEntity<K>, RecordInput<K>, RecordFilter<K>>;

/**
 * Every record entity's one token, by key: `RECORDS.mandrels` is a `Token<Records<Mandrel, MandrelInput>>`,
 * the generic use case over the entity's repository (src/infrastructure/di/records.module.ts).
 */
export const RECORDS: { readonly [K in RecordKey]: Token<RecordsOf<K>> } = {
  users: token('records.users'),
  resellers: token('records.resellers'),
  mandrels: token('records.mandrels'),
  poses: token('records.poses'),
  categories: token('records.categories'),
  categoryScenarios: token('records.categoryScenarios'),
  orientations: token('records.orientations'),
  papers: token('records.papers'),
  finishes: token('records.finishes'),
  quantitiesPerRoll: token('records.quantitiesPerRoll'),
  shapes: token('records.shapes'),
  dimensions: token('records.dimensions'),
  scenarios: token('records.scenarios'),
  tooltips: token('records.tooltips'),
  configEnv: token('records.configEnv'),
};

/** The record keys, in the order of RECORDS. */
export const RECORD_KEYS = Object.keys(RECORDS) as readonly RecordKey[];
