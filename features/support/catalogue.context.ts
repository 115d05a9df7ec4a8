import assert from 'node:assert/strict';
import { RECORDS, type RecordTokens } from '../../src/application/shared/record-tokens';
import type {
  DeleteRecord,
  GetRecord,
  ListRecords,
  SaveRecord,
  ToggleActive,
} from '../../src/application/shared/record.use-cases';
import type { Category, CategoryInput } from '../../src/domain/catalogue/category';
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
import { NotFoundError, ValidationError } from '../../src/domain/shared/errors';
import { formatCm } from '../../src/domain/shared/format';
import { CATALOGUE_PAGE_SIZE, DEFAULT_PAGE_SIZE, type Page } from '../../src/domain/shared/page';
import type { BackOfficeWorld } from './world';
import { CATALOGUE } from '../../src/application/catalogue/catalogue.tokens';

interface Row {
  readonly id: number;
}

/**
 * One catalogue entity as its screens show it: how a row is named and what it shows, how a new
 * record called `name` is made, and the page size of its list (docs/screens.md).
 */
interface Fixture<T extends Row, Input> {
  /** The entity's tokens in the container, typed with its row and input. */
  readonly records: RecordTokens<T, Input>;
  readonly pageSize: number;
  /** The row's name in the list, as a user reads it ('76 mm'). */
  readonly label: (row: T) => string;
  /** Everything the row shows, for checking a search. */
  readonly text: (row: T) => string;
  /** A valid new record called `name`. */
  readonly input: (name: string, ctx: CatalogueContext) => Promise<Input>;
  /** The same record under another name. */
  readonly renamed?: (row: T, name: string) => Input;
  /** The name of the i-th record added to fill the list for paging. */
  readonly sample: (i: number) => string;
}

type AnyFixture = Fixture<Row, unknown>;
const fixture = <T extends Row, Input>(f: Fixture<T, Input>): AnyFixture => f as unknown as AnyFixture;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const codeOf = (prefix: string, name: string) =>
  `${prefix}-${fold(name)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`.slice(0, 40);
const numberIn = (name: string) => Number.parseInt(name, 10);
/** 'a, b and c' or 'a, b, c' → ['a', 'b', 'c']. */
export const namesIn = (text: string): string[] =>
  text
    .split(/,| and /)
    .map((name) => name.trim())
    .filter(Boolean);

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

/**
 * The catalogue as an admin, reader or reseller uses it, over the World's container: the generic
 * record use cases of each entity, the poses and the scenario synchronisation. What the user last
 * saw (a page, a saved record, an outcome) is kept here, in the World's scratch.
 */
export class CatalogueContext {
  private page: Page<Row> | null = null;
  private pageEntity: string | null = null;
  private pageNumber = 1;
  private saved: Row | null = null;
  private outcome: string | null = null;
  private poses: readonly Pose[] | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  static of(world: BackOfficeWorld): CatalogueContext {
    return world.area('catalogue', () => new CatalogueContext(world));
  }

  private fixture(entity: string): AnyFixture {
    const found = FIXTURES[entity];
    assert.ok(found, `unknown catalogue entity ${entity}`);
    return found;
  }

  private useCases(entity: string) {
    const tokens = this.fixture(entity).records;
    return {
      list: this.world.use<ListRecords<Row>>(tokens.list),
      get: this.world.use<GetRecord<Row>>(tokens.get),
      save: this.world.use<SaveRecord<Row, unknown>>(tokens.save),
      remove: this.world.use<DeleteRecord>(tokens.remove),
      toggle: this.world.use<ToggleActive>(tokens.toggleActive),
    };
  }

  private succeeded(): void {
    if (this.world.lastError) assert.fail(`expected success, got ${String(this.world.lastError)}`);
  }

  // ------------------------------------------------------------ reading

  /** Every row of an entity's list, oldest first (the API's largest page). */
  async all<T extends Row>(entity: string): Promise<T[]> {
    const page = await this.useCases(entity).list.execute({ page: 1, size: 100, sort: { field: 'id', order: 'asc' } });
    return page.items as T[];
  }

  /** The rows an entity's list shows under a name. */
  async named<T extends Row>(entity: string, name: string): Promise<T[]> {
    const f = this.fixture(entity);
    return (await this.all<T>(entity)).filter((row) => f.label(row) === name);
  }

  async one<T extends Row>(entity: string, name: string): Promise<T> {
    const rows = await this.named<T>(entity, name);
    assert.equal(rows.length, 1, `expected one ${entity} "${name}", found ${rows.length}`);
    return rows[0] as T;
  }

  /** The ids of records as their lists name them. */
  async idsOf(entity: string, names: readonly string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const name of names) ids.push((await this.one(entity, name)).id);
    return ids;
  }

  async pose(shortCode: string): Promise<Pose> {
    const poses = await this.world.use<ListRecords<Pose>>(RECORDS.poses.list).execute({ page: 1, size: 100 });
    const pose = poses.items.find((p) => p.shortCode === shortCode);
    assert.ok(pose, `no pose ${shortCode}`);
    return pose;
  }

  // ------------------------------------------------------------ list, search, paging

  async openList(entity: string, query: { page?: number; search?: string; sort?: string } = {}): Promise<void> {
    const f = this.fixture(entity);
    this.pageEntity = entity;
    this.pageNumber = query.page ?? 1;
    this.page =
      (await this.world.attempt(() =>
        this.useCases(entity).list.execute({
          page: query.page ?? 1,
          size: f.pageSize,
          search: query.search,
          sort: { field: query.sort ?? 'id', order: query.sort ? 'asc' : 'desc' },
        }),
      )) ?? null;
  }

  private get shown(): Page<Row> {
    this.succeeded();
    assert.ok(this.page && this.pageEntity, 'no list shown');
    return this.page;
  }

  assertSearch(entity: string, text: string): void {
    const page = this.shown;
    const f = this.fixture(entity);
    assert.ok(page.totalRequest > 0, 'the search found nothing');
    assert.ok(page.totalRequest < page.total, 'the search did not narrow the list');
    assert.equal(page.items.length, Math.min(page.totalRequest, f.pageSize));
    for (const row of page.items) assert.ok(fold(f.text(row)).includes(fold(text)), `"${f.label(row)}" does not match`);
  }

  /** Adds records (as the admin) until the list holds `count`. */
  async fill(entity: string, count: number): Promise<void> {
    if (entity === 'scenario') return this.receiveScenarios(count);
    if (entity === 'category scenario') return this.offerMorePairs(count);
    const f = this.fixture(entity);
    const { save } = this.useCases(entity);
    let total = (await this.useCases(entity).list.execute({ page: 1, size: 1 })).total;
    for (let i = 1; total < count; i++) {
      await save.execute(await f.input(f.sample(i), this));
      total++;
    }
    assert.equal((await this.useCases(entity).list.execute({ page: 1, size: 1 })).total, count);
  }

  /** More category scenario pairs, each category with scenarios it does not offer yet. */
  private async offerMorePairs(count: number): Promise<void> {
    const { save, list } = this.useCases('category scenario');
    const taken = new Set(
      (await this.all<CategoryScenario>('category scenario')).map((r) => `${r.category.id}|${r.scenario.id}`),
    );
    let total = (await list.execute({ page: 1, size: 1 })).total;
    for (const category of await this.all('category')) {
      for (const scenario of await this.all('scenario')) {
        if (total >= count) return;
        if (taken.has(`${category.id}|${scenario.id}`)) continue;
        await save.execute({ categoryId: category.id, scenarioId: scenario.id, delay: 7 });
        total++;
      }
    }
  }

  /** The production system sent scenarios until there are `count` (test data, straight into the server). */
  private async receiveScenarios(count: number): Promise<void> {
    const scenarios = this.world.backend.db.collections.scenarios;
    const model = scenarios.all()[0];
    assert.ok(model, 'no scenario in the seed');
    for (let id = scenarios.all().length + 1; id <= count; id++) {
      const uid = `SC-${String(id).padStart(3, '0')}-SYNC`;
      await scenarios.create({ ...model, id, uid, name: `Scénario ${id}`, displayName: `Scénario ${id}` });
    }
  }

  /** The page shown holds `rows` rows of `total`: the right slice of the whole list, newest first. */
  async assertPage(entity: string, rows: number, total: number): Promise<void> {
    const page = this.shown;
    const size = this.fixture(entity).pageSize;
    assert.equal(page.total, total);
    assert.equal(page.items.length, rows);
    const newestFirst = (await this.all(entity)).map((r) => r.id).sort((a, b) => b - a);
    assert.deepEqual(
      page.items.map((r) => r.id),
      newestFirst.slice((this.pageNumber - 1) * size, this.pageNumber * size),
      'the page does not hold the rows expected, newest first',
    );
  }

  assertWholeList(entity: string, count: number): void {
    const page = this.shown;
    assert.equal(page.total, count);
    assert.equal(page.items.length, count, `${entity}: not every row is on the one page`);
  }

  // ------------------------------------------------------------ create, rename, delete

  async create(entity: string, name: string): Promise<void> {
    const input = await this.fixture(entity).input(name, this);
    this.saved = (await this.world.attempt(() => this.useCases(entity).save.execute(input))) ?? null;
  }

  async created(entity: string, name: string): Promise<void> {
    await this.create(entity, name);
    this.succeeded();
  }

  async rename(entity: string, from: string, to: string): Promise<void> {
    const f = this.fixture(entity);
    assert.ok(f.renamed, `a ${entity} is not renamed`);
    const row = await this.one(entity, from);
    this.saved =
      (await this.world.attempt(() => this.useCases(entity).save.execute(f.renamed!(row, to), row.id))) ?? null;
  }

  async remove(entity: string, name: string): Promise<void> {
    const row = await this.one(entity, name);
    this.saved = row;
    await this.world.attempt(() => this.useCases(entity).remove.execute(row.id));
  }

  async assertListed(entity: string, name: string): Promise<void> {
    this.succeeded();
    const rows = await this.named(entity, name);
    assert.equal(rows.length, 1, `the ${entity} list shows "${name}" ${rows.length} times`);
    if (this.saved) assert.equal(rows[0]?.id, this.saved.id, 'the list shows another record than the one saved');
  }

  async assertRenamed(entity: string, to: string, from: string): Promise<void> {
    await this.assertListed(entity, to);
    assert.equal((await this.named(entity, from)).length, 0, `the ${entity} list still shows "${from}"`);
  }

  async assertStillListed(entity: string, name: string): Promise<void> {
    assert.equal((await this.named(entity, name)).length, 1, `the ${entity} list no longer shows "${name}"`);
  }

  async assertNotListed(entity: string, name: string): Promise<void> {
    assert.equal((await this.named(entity, name)).length, 0, `the ${entity} list shows "${name}"`);
  }

  async assertGone(entity: string, name: string): Promise<void> {
    this.succeeded();
    await this.assertNotListed(entity, name);
    assert.ok(this.saved, 'nothing was deleted');
    const id = this.saved.id;
    await assert.rejects(this.useCases(entity).get.execute(id), NotFoundError);
  }

  /** A refusal whose message (the toast's text) names what stops it. */
  assertRefusedNaming(text: string): void {
    const error = this.world.lastError;
    assert.ok(error instanceof ValidationError, `expected a refusal, got ${String(error ?? 'success')}`);
    assert.ok(error.message.includes(text), `"${error.message}" does not name "${text}"`);
  }

  // ------------------------------------------------------------ categories and poses

  /** The category form loads the server's poses for its select. */
  async openPoses(): Promise<void> {
    const list = this.world.use<ListRecords<Pose>>(RECORDS.poses.list);
    this.poses = (await this.world.attempt(() => list.execute({ page: 1, size: 100 })))?.items ?? null;
  }

  assertPoses(expected: string): void {
    this.succeeded();
    assert.ok(this.poses, 'no poses loaded');
    assert.deepEqual(
      this.poses.map((p) => `${p.name} (${p.shortCode})`),
      namesIn(expected),
    );
  }

  async createCategory(
    name: string,
    change: Partial<CategoryInput> | ((ctx: this) => Promise<Partial<CategoryInput>>),
  ): Promise<void> {
    const base = (await this.fixture('category').input(name, this)) as CategoryInput;
    const extra = typeof change === 'function' ? await change(this) : change;
    this.saved =
      (await this.world.attempt(() => this.useCases('category').save.execute({ ...base, ...extra }))) ?? null;
  }

  async assertCategoryPose(name: string, shortCode: string): Promise<void> {
    await this.assertListed('category', name);
    const row = await this.one<Category>('category', name);
    assert.equal(row.pose?.shortCode, shortCode);
  }

  // ------------------------------------------------------------ papers and scenarios

  async giveFinishes(entity: 'paper' | 'scenario', name: string, finishes: string): Promise<void> {
    const finishIds = await this.idsOf('finish', namesIn(finishes));
    await this.editLinks(entity, name, { finishIds });
  }

  async giveUnknownFinish(name: string, id: number): Promise<void> {
    await this.editLinks('paper', name, { finishIds: [id] });
  }

  async giveLinks(name: string, papers: string, finishes: string, categories: string): Promise<void> {
    await this.editLinks('scenario', name, {
      paperIds: await this.idsOf('paper', namesIn(papers)),
      finishIds: await this.idsOf('finish', namesIn(finishes)),
      categoryIds: await this.idsOf('category', namesIn(categories)),
    });
  }

  private async editLinks(entity: 'paper' | 'scenario', name: string, change: Record<string, number[]>): Promise<void> {
    const row = await this.one<Paper & Scenario>(entity, name);
    const current =
      entity === 'paper'
        ? { uid: row.uid, name: row.name, finishIds: row.finishes.map((f) => f.id) }
        : {
            paperIds: row.papers.map((p) => p.id),
            finishIds: row.finishes.map((f) => f.id),
            categoryIds: row.categories.map((c) => c.id),
          };
    this.saved =
      (await this.world.attempt(() => this.useCases(entity).save.execute({ ...current, ...change }, row.id))) ?? null;
  }

  async assertFinishes(entity: 'paper' | 'scenario', name: string, finishes: string, unchanged = false): Promise<void> {
    if (!unchanged) this.succeeded();
    const row = await this.one<Paper>(entity, name);
    assert.deepEqual(row.finishes.map((f) => f.name).sort(), namesIn(finishes).sort());
  }

  async assertLinks(name: string, papers: string, finishes: string, categories: string): Promise<void> {
    this.succeeded();
    const row = await this.one<Scenario>('scenario', name);
    const sorted = (refs: readonly { name: string }[]) => refs.map((r) => r.name).sort();
    assert.deepEqual(sorted(row.papers), namesIn(papers).sort());
    assert.deepEqual(sorted(row.finishes), namesIn(finishes).sort());
    assert.deepEqual(sorted(row.categories), namesIn(categories).sort());
  }

  async switchScenario(name: string, on: boolean): Promise<void> {
    const row = await this.one('scenario', name);
    this.outcome = (await this.world.attempt(() => this.useCases('scenario').toggle.execute(row.id, on))) ?? null;
  }

  async assertScenarioStatus(name: string, on: boolean, outcome?: string): Promise<void> {
    if (outcome !== undefined) {
      this.succeeded();
      assert.equal(this.outcome, outcome);
    }
    assert.equal((await this.one<Scenario>('scenario', name)).status, on);
  }

  async synchronise(): Promise<void> {
    await this.world.attempt(() => this.world.use(CATALOGUE.synchroniseScenarios).execute());
  }

  /** The production system has no address: the environment configuration lost it (test data). */
  async forgetThetisAddress(): Promise<void> {
    await this.world.backend.db.collections.configEnv.update((q) => q.where(() => true), {
      data: (config) => {
        config.thetisUrl = '';
      },
    });
  }

  assertToldSynced(count: number): void {
    this.succeeded();
    const notice = this.world.notices.at(-1);
    assert.equal(notice?.intent, 'success', `notices: ${JSON.stringify(this.world.notices)}`);
    assert.equal(notice?.messageKey, 'catalogue.scenarios.synced');
    assert.equal(notice?.values?.count, count);
  }

  assertToldAborted(reason: string): void {
    this.succeeded();
    const notice = this.world.notices.at(-1);
    assert.equal(notice?.intent, 'primary', `notices: ${JSON.stringify(this.world.notices)}`);
    assert.equal(notice?.titleKey, 'catalogue.scenarios.syncAborted');
    assert.ok(notice?.message?.includes(reason), `"${notice?.message}" does not say "${reason}"`);
  }

  async assertDisplayName(name: string, displayName: string): Promise<void> {
    assert.equal((await this.one<Scenario>('scenario', name)).displayName, displayName);
  }

  // ------------------------------------------------------------ category scenarios

  async offer(scenario: string, category: string, delay: number): Promise<void> {
    const input: CategoryScenarioInput = {
      categoryId: (await this.idsOf('category', [category]))[0] as number,
      scenarioId: (await this.idsOf('scenario', [scenario]))[0] as number,
      delay,
    };
    this.saved = (await this.world.attempt(() => this.useCases('category scenario').save.execute(input))) ?? null;
  }

  async changeDelay(scenario: string, category: string, delay: number): Promise<void> {
    const row = await this.one<CategoryScenario>('category scenario', `${category} / ${scenario}`);
    const input: CategoryScenarioInput = { categoryId: row.category.id, scenarioId: row.scenario.id, delay };
    this.saved =
      (await this.world.attempt(() => this.useCases('category scenario').save.execute(input, row.id))) ?? null;
  }

  async assertOffers(category: string, scenario: string, delay: number): Promise<void> {
    await this.assertListed('category scenario', `${category} / ${scenario}`);
    assert.equal((await this.one<CategoryScenario>('category scenario', `${category} / ${scenario}`)).delay, delay);
  }

  // ------------------------------------------------------------ dimensions

  async addDimension(name: string, height: number, width: number, category: string): Promise<void> {
    const input: DimensionInput = {
      name,
      height,
      width,
      categoryId: (await this.idsOf('category', [category]))[0] as number,
    };
    this.saved = (await this.world.attempt(() => this.useCases('dimension').save.execute(input))) ?? null;
  }

  /** The sizes as the list shows them to a French reader. */
  async assertDimension(name: string, category: string, height: string, width: string): Promise<void> {
    this.succeeded();
    const row = (await this.named<Dimension>('dimension', name)).find((d) => d.category?.name === category);
    assert.ok(row, `no dimension "${name}" in "${category}"`);
    assert.equal(formatCm(row.height, 'fr'), height);
    assert.equal(formatCm(row.width, 'fr'), width);
  }
}

export const catalogue = (world: BackOfficeWorld): CatalogueContext => CatalogueContext.of(world);
