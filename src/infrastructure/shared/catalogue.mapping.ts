import type {
  catalogueApi,
  CategoryScenarioWire,
  CategoryWire,
  DimensionWire,
  FinishWire,
  MandrelWire,
  OrientationWire,
  PaperWire,
  PoseWire,
  QuantityPerRollWire,
  ScenarioSyncAnswerWire,
  ScenarioWire,
  ShapeWire,
} from '../../api/catalogue.api';
import type { ScenarioSyncAnswer } from '../../application/catalogue/scenario-sync.port';
import type { BodyOf } from '../../api/operation';
import type { CodedRef, NamedRef } from '../../domain/catalogue/catalogue-rules';
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
import type { RecordMapping } from './record-mapping';

/** The body an entity's update sends (its create sends the same). */
type BodyOfUpdate<K extends Exclude<keyof typeof catalogueApi, 'poses' | 'syncScenarios'>> = BodyOf<
  NonNullable<(typeof catalogueApi)[K]['update']>
>;

const named = (r: { id: number; name: string }): NamedRef => ({ id: r.id, name: r.name });
const coded = (r: { id: number; uid: string; name: string }): CodedRef => ({ id: r.id, uid: r.uid, name: r.name });

const toPose = (w: PoseWire): Pose => ({ id: w.id, name: w.name, shortCode: w.shortCode });
const toMandrel = (w: MandrelWire): Mandrel => ({ id: w.id, number: w.number });
const toOrientation = (w: OrientationWire): Orientation => ({ id: w.id, number: w.number });
const toFinish = (w: FinishWire): Finish => coded(w);
const toQuantityPerRoll = (w: QuantityPerRollWire): QuantityPerRoll => named(w);
const toShape = (w: ShapeWire): Shape => named(w);

const toPaper = (w: PaperWire): Paper => ({
  id: w.id,
  uid: w.uid,
  name: w.name,
  finishes: w.finishes.map(toFinish),
});

const toCategory = (w: CategoryWire): Category => ({
  id: w.id,
  name: w.name,
  pose: w.pose ? toPose(w.pose) : null,
  provideNumberPerRolls: w.provideNumberPerRolls.map(toQuantityPerRoll),
  mandrels: w.mandrels.map(toMandrel),
  orientations: w.orientations.map(toOrientation),
  papers: w.papers.map(coded),
  qtyModelMax: w.qtyModelMax,
});

const toDimension = (w: DimensionWire): Dimension => ({
  id: w.id,
  name: w.name,
  height: w.height,
  width: w.width,
  category: w.category ? named(w.category) : null,
});

const toCategoryScenario = (w: CategoryScenarioWire): CategoryScenario => ({
  id: w.id,
  category: named(w.category),
  scenario: coded(w.scenario),
  delay: w.delay,
});

const toScenario = (w: ScenarioWire): Scenario => ({
  id: w.id,
  uid: w.uid,
  name: w.name,
  displayName: w.displayName,
  status: w.status,
  minQuantity: w.minQuantity,
  maxQuantity: w.maxQuantity,
  minHeight: w.minHeight,
  maxHeight: w.maxHeight,
  minWidth: w.minWidth,
  maxWidth: w.maxWidth,
  papers: w.papers.map(coded),
  finishes: w.finishes.map(coded),
  categories: w.categories.map(named),
});

/** The synchronisation's answer: 'success' and how many were renamed, or why it did not run. */
export const toScenarioSyncAnswer = (w: ScenarioSyncAnswerWire): ScenarioSyncAnswer => ({
  message: w.message,
  updated: w.updated,
});

export const mandrelMapping: RecordMapping<Mandrel, MandrelInput, MandrelWire> = {
  toEntity: toMandrel,
  toBody: (input): BodyOfUpdate<'mandrels'> => ({ number: input.number }),
};

export const orientationMapping: RecordMapping<Orientation, OrientationInput, OrientationWire> = {
  toEntity: toOrientation,
  toBody: (input): BodyOfUpdate<'orientations'> => ({ number: input.number }),
};

export const finishMapping: RecordMapping<Finish, FinishInput, FinishWire> = {
  toEntity: toFinish,
  toBody: (input): BodyOfUpdate<'finishes'> => ({ uid: input.uid, name: input.name }),
};

export const quantityPerRollMapping: RecordMapping<QuantityPerRoll, QuantityPerRollInput, QuantityPerRollWire> = {
  toEntity: toQuantityPerRoll,
  toBody: (input): BodyOfUpdate<'quantitiesPerRoll'> => ({ name: input.name }),
};

export const shapeMapping: RecordMapping<Shape, ShapeInput, ShapeWire> = {
  toEntity: toShape,
  toBody: (input): BodyOfUpdate<'shapes'> => ({ name: input.name }),
};

/** Poses are only read (listPoses). */
export const poseMapping: RecordMapping<Pose, never, PoseWire> = {
  toEntity: toPose,
  toBody: () => {
    throw new Error('Poses are read-only');
  },
};

/** Papers: the body sends the ids of the finishes. */
export const paperMapping: RecordMapping<Paper, PaperInput, PaperWire> = {
  toEntity: toPaper,
  toBody: (input): BodyOfUpdate<'papers'> => ({ uid: input.uid, name: input.name, finishes: [...input.finishIds] }),
};

/** Categories: the body sends the pose's id and sets of ids. */
export const categoryMapping: RecordMapping<Category, CategoryInput, CategoryWire> = {
  toEntity: toCategory,
  toBody: (input): BodyOfUpdate<'categories'> => ({
    name: input.name,
    pose: input.poseId,
    provideNumberPerRolls: [...input.provideNumberPerRollIds],
    mandrels: [...input.mandrelIds],
    orientations: [...input.orientationIds],
    papers: [...input.paperIds],
    qtyModelMax: input.qtyModelMax,
  }),
};

export const dimensionMapping: RecordMapping<Dimension, DimensionInput, DimensionWire> = {
  toEntity: toDimension,
  toBody: (input): BodyOfUpdate<'dimensions'> => ({
    name: input.name,
    height: input.height,
    width: input.width,
    category: input.categoryId,
  }),
};

export const categoryScenarioMapping: RecordMapping<CategoryScenario, CategoryScenarioInput, CategoryScenarioWire> = {
  toEntity: toCategoryScenario,
  toBody: (input): BodyOfUpdate<'categoryScenarios'> => ({
    category: input.categoryId,
    scenario: input.scenarioId,
    delay: input.delay,
  }),
};

/**
 * Scenarios: their papers, finishes and categories are written, and their switch is saved by
 * the same update (`status`), as the original call list does it.
 */
export const scenarioMapping: RecordMapping<Scenario, ScenarioInput, ScenarioWire> = {
  toEntity: toScenario,
  toBody: (input): BodyOfUpdate<'scenarios'> => ({
    papers: [...input.paperIds],
    finishes: [...input.finishIds],
    categories: [...input.categoryIds],
  }),
  toSwitchBody: (active): BodyOfUpdate<'scenarios'> => ({ status: active }),
};
