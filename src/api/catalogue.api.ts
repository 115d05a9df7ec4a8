import * as v from 'valibot';
import { CATALOGUE_LIMITS, UID_PATTERN, type Range } from '../domain/catalogue/catalogue-rules';
import { operation } from './operation';
import { offered, recordOperations } from './records';
import { id, listQuery, reference, requiredText, sortBy, text } from './wire';

/**
 * The catalogue (docs/entities.md): poses, mandrels, orientations, papers, finishes, quantities per
 * roll, shapes, categories, dimensions, scenarios and the scenarios a category offers. Bodies send
 * the ids of the records they point at; answers carry those records, named. The server checks
 * beyond these shapes that the ids exist, that names and codes are unique, and that nothing still
 * uses a record it deletes.
 */

// ---------------------------------------------------------------- the records

/** How labels are applied (manual, automatic): read only, the server owns the list. */
const pose = v.pipe(
  v.object({ id, name: text, shortCode: v.pipe(text, v.description('the application quotes give (MAN, AUTO)')) }),
  v.title('Pose'),
);

/** The core a roll is wound on, by its diameter in mm. */
const mandrel = v.pipe(v.object({ id, number: v.number() }), v.title('Mandrel'));

/** How many labels side by side on a roll. */
const orientation = v.pipe(v.object({ id, number: v.number() }), v.title('Orientation'));

const finish = v.pipe(v.object({ id, uid: text, name: text }), v.title('Finish'));

/** A number of labels on a roll, as text (`"500"`). */
const quantityPerRoll = v.pipe(v.object({ id, name: text }), v.title('QuantityPerRoll'));

const shape = v.pipe(v.object({ id, name: text }), v.title('Shape'));

/** A record as others name it: a category, a scenario's category. */
const namedRef = v.object({ id, name: text });
/** A record with a product code as others name it: a paper, a finish, a scenario. */
const codedRef = v.object({ id, uid: text, name: text });

/** A list the client reads as empty when it is left out. */
const list = <S extends v.GenericSchema>(item: S) => v.optional(v.array(item), []);

/** A paper and the finishes it can take. */
const paper = v.pipe(v.object({ id, uid: text, name: text, finishes: list(finish) }), v.title('Paper'));

const category = v.pipe(
  v.object({
    id,
    name: text,
    pose: v.optional(v.nullable(pose), null),
    provideNumberPerRolls: list(quantityPerRoll),
    mandrels: list(mandrel),
    orientations: list(orientation),
    papers: list(codedRef),
    /** The most label models one quote of this category may hold. */
    qtyModelMax: v.number(),
  }),
  v.title('Category'),
);

/** A standard size of a category, in cm; `name` is the type of size ('Petit format'). */
const dimension = v.pipe(
  v.object({
    id,
    name: text,
    height: v.pipe(v.number(), v.description('cm')),
    width: v.pipe(v.number(), v.description('cm')),
    category: v.optional(v.nullable(namedRef), null),
  }),
  v.title('Dimension'),
);

/** A production scenario, read from the production system; `status` is its on/off switch. */
const scenario = v.pipe(
  v.object({
    id,
    uid: text,
    name: text,
    /** The production system's name: the name and the finishes. */
    displayName: text,
    status: v.boolean(),
    minQuantity: v.number(),
    maxQuantity: v.number(),
    minHeight: v.number(),
    maxHeight: v.number(),
    minWidth: v.number(),
    maxWidth: v.number(),
    papers: list(codedRef),
    finishes: list(codedRef),
    categories: list(namedRef),
    // The original call list names one paper, finishing and category per scenario: the first of each list.
    paper: v.optional(v.pipe(v.nullable(codedRef), v.description('the first of `papers` (the original name)'))),
    finishing: v.optional(v.pipe(v.nullable(codedRef), v.description('the first of `finishes` (the original name)'))),
    category: v.optional(v.pipe(v.nullable(namedRef), v.description('the first of `categories` (the original name)'))),
  }),
  v.title('Scenario'),
);

/** A scenario a category offers, and its delay in days. */
const categoryScenario = v.pipe(
  v.object({ id, category: namedRef, scenario: codedRef, delay: v.pipe(v.number(), v.description('days')) }),
  v.title('CategoryScenario'),
);

/** The answer of the scenario synchronisation: 'success', or why it did not run (any other message). */
const scenarioSyncAnswer = v.pipe(
  v.object({
    message: text,
    /** How many scenarios were renamed (an addition to the original call list). */
    updated: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  }),
  v.title('ScenarioSyncAnswer'),
);

// ---------------------------------------------------------------- body rules

/** A name: trimmed, required, at most `max` characters. */
const requiredName = (max: number = CATALOGUE_LIMITS.nameLength) => requiredText(max);

/** A product code (FIN-VARNISH, PAP-KRAFT), upper-cased as sent. */
const productCode = () =>
  v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty('validation.required'),
    v.regex(UID_PATTERN, 'validation.uid'),
  );

const wholeNumber = (range: Range) =>
  v.pipe(
    v.number('validation.integer'),
    v.integer('validation.integer'),
    v.minValue(range.min, 'validation.range'),
    v.maxValue(range.max, 'validation.range'),
  );

/** A size in cm: two decimals at most. */
const centimetres = (range: Range) =>
  v.pipe(
    v.number('validation.number'),
    v.minValue(range.min, 'validation.range'),
    v.maxValue(range.max, 'validation.range'),
    v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'validation.number'),
    v.description('cm, two decimals at most'),
  );

const positiveId = v.pipe(
  v.number('validation.invalid'),
  v.integer('validation.invalid'),
  v.minValue(1, 'validation.invalid'),
);

/**
 * A record a body points at: its id or the record as answers show it (`reference`); missing is
 * 'required', anything else 'invalid'.
 */
const idRef = (description: string) => reference(positiveId, 'validation.invalid', description);

/** Records a body points at, each as `idRef`, at least `min` (duplicates are ignored). */
const idRefs = (description: string, min = 0) =>
  v.pipe(
    v.array(reference(positiveId, 'validation.invalid', 'a record'), 'validation.invalid'),
    v.minLength(min, 'validation.chooseOne'),
    v.description(description),
  );

// ---------------------------------------------------------------- the bodies

export const mandrelBody = v.object({ number: wholeNumber({ min: 1, max: 500 }) });
export const orientationBody = v.object({ number: wholeNumber(CATALOGUE_LIMITS.orientation) });
export const finishBody = v.object({ uid: productCode(), name: requiredName() });
export const shapeBody = v.object({ name: requiredName() });

const { min: rollMin, max: rollMax } = CATALOGUE_LIMITS.quantityPerRoll;
const asText = (value: string | number) => String(value).trim();

/** The number of labels, as text or a number: a whole number in range. */
export const quantityPerRollBody = v.object({
  name: v.pipe(
    v.union([v.string(), v.number()], 'validation.required'),
    v.check((value) => asText(value) !== '', 'validation.required'),
    v.check((value) => /^\d+$/.test(asText(value)), 'validation.integer'),
    v.check((value) => Number(asText(value)) >= rollMin && Number(asText(value)) <= rollMax, 'validation.range'),
    v.description(`a whole number of labels, ${rollMin} to ${rollMax}, as text or a number`),
  ),
});

export const paperBody = v.object({
  uid: productCode(),
  name: requiredName(),
  finishes: idRefs('ids of the finishes the paper can take'),
});

export const categoryBody = v.object({
  name: requiredName(),
  pose: idRef('id of the pose'),
  provideNumberPerRolls: idRefs('ids of the quantities per roll', 1),
  mandrels: idRefs('ids of the mandrels', 1),
  orientations: idRefs('ids of the orientations', 1),
  papers: idRefs('ids of the papers', 1),
  qtyModelMax: wholeNumber(CATALOGUE_LIMITS.qtyModelMax),
});

export const dimensionBody = v.object({
  name: requiredName(),
  height: centimetres(CATALOGUE_LIMITS.dimensionCm),
  width: centimetres(CATALOGUE_LIMITS.dimensionCm),
  category: idRef('id of the category'),
});

export const categoryScenarioBody = v.object({
  category: idRef('id of the category'),
  scenario: idRef('id of the scenario'),
  delay: v.pipe(wholeNumber(CATALOGUE_LIMITS.delayDays), v.description('days')),
});

/** The original call list's single paper, finishing or category: a record, or null for none. */
const singleRef = (description: string) =>
  v.optional(v.nullable(reference(positiveId, 'validation.invalid', description)));

/**
 * A scenario's changes: its papers, finishes and categories, and its switch. Fields left out keep
 * their value, so `{status: false}` alone switches it off. The original call list's single `paper`,
 * `finishing` and `category` are taken too (a list of one, null: none); sent beside their list, they
 * must be its first record, else the update is refused naming both (docs/api/README.md).
 */
export const scenarioBody = v.object({
  papers: v.optional(idRefs('ids of the papers', 1)),
  finishes: v.optional(idRefs('ids of the finishes')),
  categories: v.optional(idRefs('ids of the categories', 1)),
  paper: singleRef('the one paper, as the original call list names it: the first of `papers`'),
  finishing: singleRef('the one finishing, as the original call list names it (null: none): the first of `finishes`'),
  category: singleRef('the one category, as the original call list names it: the first of `categories`'),
  status: v.optional(v.pipe(v.boolean('validation.invalid'), v.description('true: on; false: off'))),
});

// ---------------------------------------------------------------- the calls

const tag = 'Catalogue';

/** A record something still uses is not deleted: a 400 whose message names what uses it. */
const inUse = { writeErrors: [400] } as const;

/**
 * Scenarios come from the production system: no create. Their update saves the switch too
 * (`status`); `PUT /admin/scenarios/active/{id}` is an alias this product adds.
 */
const scenarioOperations = recordOperations({
  path: '/admin/scenarios',
  names: { singular: 'scenario', plural: 'scenarios', tag },
  item: scenario,
  body: scenarioBody,
  sortable: ['id', 'uid', 'name', 'displayName', 'status', 'minQuantity', 'maxQuantity'],
  defaultSort: 'id (desc)',
  calls: ['list', 'get', 'update', 'delete', 'active'],
  activeField: 'status',
  example: { papers: [1, 2], finishes: [1], categories: [1], status: true },
  ...inUse,
});

export const catalogueApi = {
  poses: recordOperations({
    path: '/admin/categories/poses',
    names: { singular: 'pose', plural: 'poses', tag },
    item: pose,
    sortable: ['id', 'name', 'shortCode'],
    defaultSort: 'id (asc)',
    calls: ['list'],
  }),
  mandrels: recordOperations({
    path: '/admin/mandrels',
    names: { singular: 'mandrel', plural: 'mandrels', tag },
    item: mandrel,
    body: mandrelBody,
    sortable: ['id', 'number'],
    defaultSort: 'id (desc)',
    example: { number: 76 },
    ...inUse,
  }),
  orientations: recordOperations({
    path: '/admin/orientations',
    names: { singular: 'orientation', plural: 'orientations', tag },
    item: orientation,
    body: orientationBody,
    sortable: ['id', 'number'],
    defaultSort: 'id (desc)',
    example: { number: 2 },
    ...inUse,
  }),
  papers: recordOperations({
    path: '/admin/papers',
    names: { singular: 'paper', plural: 'papers', tag },
    item: paper,
    body: paperBody,
    sortable: ['id', 'uid', 'name'],
    defaultSort: 'id (desc)',
    example: { uid: 'PAP-KRAFT', name: 'Kraft brun', finishes: [1, 3] },
    ...inUse,
  }),
  finishes: recordOperations({
    path: '/admin/finishes',
    names: { singular: 'finish', plural: 'finishes', tag },
    item: finish,
    body: finishBody,
    sortable: ['id', 'uid', 'name'],
    defaultSort: 'id (desc)',
    example: { uid: 'FIN-VARNISH', name: 'Vernis sélectif' },
    ...inUse,
  }),
  quantitiesPerRoll: recordOperations({
    path: '/admin/provide-number-per-rolls',
    names: { singular: 'quantityPerRoll', plural: 'quantitiesPerRoll', tag },
    item: quantityPerRoll,
    body: quantityPerRollBody,
    sortable: ['id', 'name'],
    defaultSort: 'id (desc)',
    example: { name: '500' },
    ...inUse,
  }),
  shapes: recordOperations({
    path: '/shapes',
    names: { singular: 'shape', plural: 'shapes', tag },
    item: shape,
    body: shapeBody,
    sortable: ['id', 'name'],
    defaultSort: 'id (desc)',
    example: { name: 'Ovale' },
  }),
  categories: recordOperations({
    path: '/admin/categories',
    names: { singular: 'category', plural: 'categories', tag },
    item: category,
    body: categoryBody,
    sortable: ['id', 'name', 'pose', 'qtyModelMax'],
    defaultSort: 'id (desc)',
    example: {
      name: 'Étiquettes miel',
      pose: 2,
      provideNumberPerRolls: [2],
      mandrels: [1, 2],
      orientations: [3],
      papers: [1],
      qtyModelMax: 8,
    },
    ...inUse,
  }),
  /** Every dimension in one list (the original call list's "non-paged list"): sorting and search only. */
  dimensions: recordOperations({
    path: '/admin/dimensions',
    names: { singular: 'dimension', plural: 'dimensions', tag },
    item: dimension,
    body: dimensionBody,
    sortable: ['id', 'name', 'height', 'width', 'category'],
    defaultSort: 'id (asc)',
    unpaged: true,
    filters: {
      ...sortBy(['id', 'name', 'height', 'width', 'category'], 'id (asc)'),
      _order: listQuery._order,
      _search: listQuery._search,
    },
    example: { name: 'Format bouteille', height: 12.5, width: 9, category: 2 },
  }),
  categoryScenarios: recordOperations({
    path: '/admin/categories/scenarios',
    names: { singular: 'categoryScenario', plural: 'categoryScenarios', tag },
    item: categoryScenario,
    body: categoryScenarioBody,
    sortable: ['id', 'category', 'scenario', 'delay'],
    defaultSort: 'id (desc)',
    example: { category: 1, scenario: 4, delay: 5 },
  }),
  /** The original call list switches a scenario by its update; the `/active/{id}` alias is an addition. */
  scenarios: {
    ...scenarioOperations,
    setActive: scenarioOperations.setActive && { ...scenarioOperations.setActive, addition: true },
  },
  syncScenarios: operation({
    id: 'syncScenarios',
    method: 'get',
    writes: true,
    path: '/admin/scenarios/refresh',
    tag,
    summary: 'Reads the scenarios back from the production system',
    description:
      "Renames the scenarios whose finishes changed here. Without the production system's address in the environment configuration it changes nothing and answers why.",
    access: 'admin',
    answer: { status: 200, schema: scenarioSyncAnswer, example: { message: 'success', updated: 1 } },
  }),
} as const;

/** Every operation of the catalogue, for API_OPERATIONS. */
export const catalogueOperations = [
  ...offered(
    catalogueApi.poses,
    catalogueApi.mandrels,
    catalogueApi.orientations,
    catalogueApi.papers,
    catalogueApi.finishes,
    catalogueApi.quantitiesPerRoll,
    catalogueApi.shapes,
    catalogueApi.categories,
    catalogueApi.dimensions,
    catalogueApi.categoryScenarios,
    catalogueApi.scenarios,
  ),
  catalogueApi.syncScenarios,
];

export type PoseWire = v.InferOutput<typeof pose>;
export type MandrelWire = v.InferOutput<typeof mandrel>;
export type OrientationWire = v.InferOutput<typeof orientation>;
export type FinishWire = v.InferOutput<typeof finish>;
export type QuantityPerRollWire = v.InferOutput<typeof quantityPerRoll>;
export type ShapeWire = v.InferOutput<typeof shape>;
export type PaperWire = v.InferOutput<typeof paper>;
export type CategoryWire = v.InferOutput<typeof category>;
export type DimensionWire = v.InferOutput<typeof dimension>;
export type ScenarioWire = v.InferOutput<typeof scenario>;
export type CategoryScenarioWire = v.InferOutput<typeof categoryScenario>;
export type ScenarioSyncAnswerWire = v.InferOutput<typeof scenarioSyncAnswer>;
