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
import type { DeleteRecord, GetRecord, ListRecords, SaveRecord, ToggleActive } from './record.use-cases';
import { token, type Token } from './token';

/**
 * The listed entities every adapter serves through the generic record port, by key, with the
 * entity, the input it is written with (poses are read only) and the filter its list takes (none
 * unless said). The adapters' table of
 * endpoints (src/infrastructure/shared/records.ts) is checked against it.
 */
export interface RecordEntities {
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
export type RecordFilter<K extends RecordKey> = RecordEntities[K] extends { filter: infer F } ? F : never;

/** The generic record port of one entity, as the adapters serve it. */
export type RecordRepositoryOf<K extends RecordKey> = RecordRepository<
  RecordEntity<K>,
  RecordInput<K>,
  RecordFilter<K>
> &
  ActivatableRepository;

/** Injection tokens of one entity's repository and record use cases (list, get, save, remove, toggle active). */
export interface RecordTokens<T, Input, F = never> {
  readonly key: RecordKey;
  readonly repository: Token<RecordRepository<T, Input, F> & ActivatableRepository>;
  readonly list: Token<ListRecords<T, F>>;
  readonly get: Token<GetRecord<T>>;
  readonly save: Token<SaveRecord<T, Input>>;
  readonly remove: Token<DeleteRecord>;
  readonly toggleActive: Token<ToggleActive>;
}

export type RecordTokensOf<K extends RecordKey> = RecordTokens<RecordEntity<K>, RecordInput<K>, RecordFilter<K>>;

function recordTokens<K extends RecordKey>(key: K): RecordTokensOf<K> {
  return {
    key,
    repository: token(`${key}.repository`),
    list: token(`${key}.list`),
    get: token(`${key}.get`),
    save: token(`${key}.save`),
    remove: token(`${key}.remove`),
    toggleActive: token(`${key}.toggleActive`),
  };
}

/** Every record entity's tokens, by key: `RECORDS.mandrels.list` is a `Token<ListRecords<Mandrel>>`. */
export const RECORDS: { readonly [K in RecordKey]: RecordTokensOf<K> } = {
  users: recordTokens('users'),
  resellers: recordTokens('resellers'),
  mandrels: recordTokens('mandrels'),
  poses: recordTokens('poses'),
  categories: recordTokens('categories'),
  categoryScenarios: recordTokens('categoryScenarios'),
  orientations: recordTokens('orientations'),
  papers: recordTokens('papers'),
  finishes: recordTokens('finishes'),
  quantitiesPerRoll: recordTokens('quantitiesPerRoll'),
  shapes: recordTokens('shapes'),
  dimensions: recordTokens('dimensions'),
  scenarios: recordTokens('scenarios'),
  tooltips: recordTokens('tooltips'),
  configEnv: recordTokens('configEnv'),
};

/** The record keys, in the order of RECORDS. */
export const RECORD_KEYS = Object.keys(RECORDS) as readonly RecordKey[];
