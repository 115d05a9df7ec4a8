import * as v from 'valibot';
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

const id = v.number();
const numbered = v.object({ id, number: v.number() });
const named = v.object({ id, name: v.string() });
const coded = v.object({ id, uid: v.string(), name: v.string() });
const pose = v.object({ id, name: v.string(), shortCode: v.string() });
/** The API answers ids in lists as it likes; a missing list is an empty one. */
const list = <S extends v.GenericSchema>(item: S) => v.optional(v.array(item), []);

const paperDto = v.object({ id, uid: v.string(), name: v.string(), finishes: list(coded) });
const categoryDto = v.object({
  id,
  name: v.string(),
  pose: v.nullish(pose, null),
  provideNumberPerRolls: list(named),
  mandrels: list(numbered),
  orientations: list(numbered),
  papers: list(coded),
  qtyModelMax: v.number(),
});
const dimensionDto = v.object({
  id,
  name: v.string(),
  height: v.number(),
  width: v.number(),
  category: v.nullish(named, null),
});
const categoryScenarioDto = v.object({ id, category: named, scenario: coded, delay: v.number() });
const scenarioDto = v.object({
  id,
  uid: v.string(),
  name: v.string(),
  displayName: v.string(),
  status: v.boolean(),
  minQuantity: v.number(),
  maxQuantity: v.number(),
  minHeight: v.number(),
  maxHeight: v.number(),
  minWidth: v.number(),
  maxWidth: v.number(),
  papers: list(coded),
  finishes: list(coded),
  categories: list(named),
});

/** An entity answered as is, written back without its id. */
function plain<T extends { id: number }>(schema: v.GenericSchema<unknown, T>): RecordMapping<T, Omit<T, 'id'>> {
  return {
    toEntity: (dto) => v.parse(schema, dto),
    toBody: (input) => ({ ...input }),
  };
}

export const mandrelMapping: RecordMapping<Mandrel, MandrelInput> = plain(numbered);
export const orientationMapping: RecordMapping<Orientation, OrientationInput> = plain(numbered);
export const finishMapping: RecordMapping<Finish, FinishInput> = plain(coded);
export const quantityPerRollMapping: RecordMapping<QuantityPerRoll, QuantityPerRollInput> = plain(named);
export const shapeMapping: RecordMapping<Shape, ShapeInput> = plain(named);

/** Poses are only read (GET /admin/categories/poses). */
export const poseMapping: RecordMapping<Pose, never> = {
  toEntity: (dto) => v.parse(pose, dto),
  toBody: () => {
    throw new Error('Poses are read-only');
  },
};

/** Papers: the body sends the ids of the finishes (SPEC 2). */
export const paperMapping: RecordMapping<Paper, PaperInput> = {
  toEntity: (dto) => v.parse(paperDto, dto),
  toBody: (input) => ({ uid: input.uid, name: input.name, finishes: [...input.finishIds] }),
};

/** Categories: the body sends the pose's id and sets of ids. */
export const categoryMapping: RecordMapping<Category, CategoryInput> = {
  toEntity: (dto) => v.parse(categoryDto, dto),
  toBody: (input) => ({
    name: input.name,
    pose: input.poseId,
    provideNumberPerRolls: [...input.provideNumberPerRollIds],
    mandrels: [...input.mandrelIds],
    orientations: [...input.orientationIds],
    papers: [...input.paperIds],
    qtyModelMax: input.qtyModelMax,
  }),
};

export const dimensionMapping: RecordMapping<Dimension, DimensionInput> = {
  toEntity: (dto) => v.parse(dimensionDto, dto),
  toBody: (input) => ({ name: input.name, height: input.height, width: input.width, category: input.categoryId }),
};

export const categoryScenarioMapping: RecordMapping<CategoryScenario, CategoryScenarioInput> = {
  toEntity: (dto) => v.parse(categoryScenarioDto, dto),
  toBody: (input) => ({ category: input.categoryId, scenario: input.scenarioId, delay: input.delay }),
};

/** Scenarios: only their papers, finishes and categories are written. */
export const scenarioMapping: RecordMapping<Scenario, ScenarioInput> = {
  toEntity: (dto) => v.parse(scenarioDto, dto),
  toBody: (input) => ({
    papers: [...input.paperIds],
    finishes: [...input.finishIds],
    categories: [...input.categoryIds],
  }),
};
