import type { Records } from '../../src/application/shared/record.use-cases';
import type { Token } from '../../src/application/shared/token';
import type { Category, CategoryInput } from '../../src/domain/catalogue/category';
import { RECORDS } from '../../src/application/shared/record-tokens';
import type { CategoryScenario, CategoryScenarioInput } from '../../src/domain/catalogue/category-scenario';
import type { Dimension, DimensionInput } from '../../src/domain/catalogue/dimension';
import type { Finish, FinishInput } from '../../src/domain/catalogue/finish';
import type { Mandrel, MandrelInput } from '../../src/domain/catalogue/mandrel';
import type { Orientation, OrientationInput } from '../../src/domain/catalogue/orientation';
import type { Paper, PaperInput } from '../../src/domain/catalogue/paper';
import type { Pose } from '../../src/domain/catalogue/pose';
import type { QuantityPerRoll, QuantityPerRollInput } from '../../src/domain/catalogue/quantity-per-roll';
import type { Scenario, ScenarioInput } from '../../src/domain/catalogue/scenario';
import type { Shape, ShapeInput } from '../../src/domain/catalogue/shape';
import { CATALOGUE_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '../../src/domain/shared/page';
import { codeOf } from './text';

/** What a new record's form looks up: the ids of records by their names, a pose by its code. */
export interface CatalogueLookups {
  idsOf(entity: string, names: readonly string[]): Promise<number[]>;
  pose(shortCode: string): Promise<Pose>;
}

export interface Row {
  readonly id: number;
}

/**
 * One catalogue entity as its screens show it: how a row is named and what it shows, how a new
 * record called `name` is made, and the page size of its list (docs/screens.md).
 */
interface Fixture<T extends Row, Input> {
  /** The entity's tokens in the container, typed with its row and input. */
  readonly records: Token<Records<T, Input>>;
  readonly pageSize: number;
  /** The row's name in the list, as a user reads it ('76 mm'). */
  readonly label: (row: T) => string;
  /** Everything the row shows, for checking a search. */
  readonly text: (row: T) => string;
  /** A valid new record called `name`. */
  readonly input: (name: string, ctx: CatalogueLookups) => Promise<Input>;
  /** The same record under another name. */
  readonly renamed?: (row: T, name: string) => Input;
  /** The name of the i-th record added to fill the list for paging. */
  readonly sample: (i: number) => string;
}

export type AnyFixture = Fixture<Row, unknown>;
const fixture = <T extends Row, Input>(f: Fixture<T, Input>): AnyFixture => f as unknown as AnyFixture;

const numberIn = (name: string) => Number.parseInt(name, 10);

/** The catalogue's entities, by the words a scenario uses for them (singular and plural). */
export const FIXTURES: Readonly<Record<string, AnyFixture>> = {
  mandrel: fixture<Mandrel, MandrelInput>({
    records: RECORDS.mandrels,
    pageSize: CATALOGUE_PAGE_SIZE,
    label: (r) => `${r.number} mm`,
    text: (r) => `${r.number} mm`,
    input: async (name) => ({ number: numberIn(name) }),
    renamed: (_r, name) => ({ number: numberIn(name) }),
    sample: (i) => `${100 + i} mm`,
  }),
  orientation: fixture<Orientation, OrientationInput>({
    records: RECORDS.orientations,
    pageSize: CATALOGUE_PAGE_SIZE,
    label: (r) => String(r.number),
    text: (r) => String(r.number),
    input: async (name) => ({ number: numberIn(name) }),
    renamed: (_r, name) => ({ number: numberIn(name) }),
    sample: (i) => String(10 + i),
  }),
  finish: fixture<Finish, FinishInput>({
    records: RECORDS.finishes,
    pageSize: CATALOGUE_PAGE_SIZE,
    label: (r) => r.name,
    text: (r) => `${r.uid} ${r.name}`,
    input: async (name) => ({ uid: codeOf('FIN', name), name }),
    renamed: (r, name) => ({ uid: r.uid, name }),
    sample: (i) => `Finition ${i}`,
  }),
  paper: fixture<Paper, PaperInput>({
    records: RECORDS.papers,
    pageSize: CATALOGUE_PAGE_SIZE,
    label: (r) => r.name,
    text: (r) => `${r.uid} ${r.name} ${r.finishes.map((f) => f.name).join(' ')}`,
    input: async (name, ctx) => ({
      uid: codeOf('PAP', name),
      name,
      finishIds: await ctx.idsOf('finish', ['Sans finition']),
    }),
    renamed: (r, name) => ({ uid: r.uid, name, finishIds: r.finishes.map((f) => f.id) }),
    sample: (i) => `Papier ${i}`,
  }),
  'quantity per roll': fixture<QuantityPerRoll, QuantityPerRollInput>({
    records: RECORDS.quantitiesPerRoll,
    pageSize: CATALOGUE_PAGE_SIZE,
    label: (r) => r.name,
    text: (r) => r.name,
    input: async (name) => ({ name }),
    renamed: (_r, name) => ({ name }),
    sample: (i) => String(3000 + i),
  }),
  shape: fixture<Shape, ShapeInput>({
    records: RECORDS.shapes,
    pageSize: CATALOGUE_PAGE_SIZE,
    label: (r) => r.name,
    text: (r) => r.name,
    input: async (name) => ({ name }),
    renamed: (_r, name) => ({ name }),
    sample: (i) => `Forme ${i}`,
  }),
  category: fixture<Category, CategoryInput>({
    records: RECORDS.categories,
    pageSize: CATALOGUE_PAGE_SIZE,
    label: (r) => r.name,
    text: (r) => `${r.id} ${r.name} ${r.pose?.name ?? ''} ${r.pose?.shortCode ?? ''}`,
    input: async (name, ctx) => ({
      name,
      poseId: (await ctx.pose('MAN')).id,
      provideNumberPerRollIds: await ctx.idsOf('quantity per roll', ['500']),
      mandrelIds: await ctx.idsOf('mandrel', ['76 mm']),
      orientationIds: await ctx.idsOf('orientation', ['1']),
      paperIds: await ctx.idsOf('paper', ['Vélin blanc']),
      qtyModelMax: 10,
    }),
    renamed: (r, name) => ({
      name,
      poseId: r.pose?.id ?? 0,
      provideNumberPerRollIds: r.provideNumberPerRolls.map((x) => x.id),
      mandrelIds: r.mandrels.map((x) => x.id),
      orientationIds: r.orientations.map((x) => x.id),
      paperIds: r.papers.map((x) => x.id),
      qtyModelMax: r.qtyModelMax,
    }),
    sample: (i) => `Étiquettes ${i}`,
  }),
  dimension: fixture<Dimension, DimensionInput>({
    records: RECORDS.dimensions,
    // The screen's one size, never sent: the dimension list is not paged.
    pageSize: DEFAULT_PAGE_SIZE,
    label: (r) => r.name,
    text: (r) => `${r.name} ${r.category?.name ?? ''}`,
    input: async (name, ctx) => ({
      name,
      height: 10,
      width: 12.5,
      categoryId: (await ctx.idsOf('category', ['Étiquettes vin']))[0] as number,
    }),
    renamed: (r, name) => ({ name, height: r.height, width: r.width, categoryId: r.category?.id ?? 0 }),
    sample: (i) => `Format ${i}`,
  }),
  'category scenario': fixture<CategoryScenario, CategoryScenarioInput>({
    records: RECORDS.categoryScenarios,
    pageSize: DEFAULT_PAGE_SIZE,
    label: (r) => `${r.category.name} / ${r.scenario.name}`,
    text: (r) => `${r.category.name} ${r.scenario.name} ${r.scenario.uid}`,
    input: async (name, ctx) => {
      const [category = '', scenario = ''] = name.split(' / ');
      return {
        categoryId: (await ctx.idsOf('category', [category]))[0] as number,
        scenarioId: (await ctx.idsOf('scenario', [scenario]))[0] as number,
        delay: 5,
      };
    },
    sample: () => '',
  }),
  scenario: fixture<Scenario, ScenarioInput>({
    records: RECORDS.scenarios,
    pageSize: DEFAULT_PAGE_SIZE,
    label: (r) => r.name,
    text: (r) => `${r.id} ${r.uid} ${r.name} ${r.displayName}`,
    input: async (_name, ctx) => ({
      paperIds: await ctx.idsOf('paper', ['Vélin blanc']),
      finishIds: [],
      categoryIds: await ctx.idsOf('category', ['Étiquettes vin']),
    }),
    sample: () => '',
  }),
};

const PLURALS: Readonly<Record<string, string>> = {
  mandrels: 'mandrel',
  orientations: 'orientation',
  finishes: 'finish',
  papers: 'paper',
  'quantities per roll': 'quantity per roll',
  shapes: 'shape',
  categories: 'category',
  dimensions: 'dimension',
  'category scenarios': 'category scenario',
  scenarios: 'scenario',
};

/** Longest first, so 'category scenario' is not read as 'category'. */
const byLength = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
export const ENTITY_PATTERN = new RegExp(byLength(Object.keys(FIXTURES)));
export const ENTITIES_PATTERN = new RegExp(byLength(Object.keys(PLURALS)));
export const singularOf = (plural: string): string => PLURALS[plural] as string;
