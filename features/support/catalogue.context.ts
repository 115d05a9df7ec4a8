import assert from 'node:assert/strict';
import { RECORDS } from '../../src/application/shared/record-tokens';
import type { CategoryScenario } from '../../src/domain/catalogue/category-scenario';
import type { Pose } from '../../src/domain/catalogue/pose';
import { NotFoundError, ValidationError } from '../../src/domain/shared/errors';
import type { Page } from '../../src/domain/shared/page';
import { assertEveryRowMatches, assertCount } from './assertions';
import { FIXTURES, type AnyFixture, type CatalogueLookups, type Row } from './catalogue.fixtures';
import { recordUseCases, type RecordUseCases } from './record-use-cases';
import type { BackOfficeWorld } from './world';

/**
 * The catalogue as an admin, reader or reseller uses it, over the World's container: the generic
 * record use cases of each entity, the poses and the scenario synchronisation. What the user last * saw (a page, a saved record, an outcome) is kept here.
 */
export class CatalogueContext implements CatalogueLookups {
  private page: Page<Row> | null = null;
  private pageEntity: string | null = null;
  private pageNumber = 1;
  private saved: Row | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  fixture(entity: string): AnyFixture {
    const found = FIXTURES[entity];
    assert.ok(found, `unknown catalogue entity ${entity}`);
    return found;
  }

  useCases(entity: string): RecordUseCases<Row, unknown> {
    return recordUseCases(this.world, this.fixture(entity).records);
  }

  // ------------------------------------------------------------ reading

  /** Every row of an entity's list, oldest first (the API's largest page). */
  async all<T extends Row>(entity: string): Promise<T[]> {
    const page = await this.useCases(entity).list({ page: 1, size: 100, sort: { field: 'id', order: 'asc' } });
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
    const poses = await this.world.use(RECORDS.poses).list({ page: 1, size: 100 });
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
        this.useCases(entity).list({
          page: query.page ?? 1,
          size: f.pageSize,
          search: query.search,
          sort: { field: query.sort ?? 'id', order: query.sort ? 'asc' : 'desc' },
        }),
      )) ?? null;
  }

  private get shown(): Page<Row> {
    this.world.assertSucceeded();
    assert.ok(this.page && this.pageEntity, 'no list shown');
    return this.page;
  }

  assertSearch(entity: string, text: string): void {
    const page = this.shown;
    const f = this.fixture(entity);
    assert.ok(page.totalRequest > 0, 'the search found nothing');
    assert.ok(page.totalRequest < page.total, 'the search did not narrow the list');
    assert.equal(page.items.length, Math.min(page.totalRequest, f.pageSize));
    assertEveryRowMatches(page, text, f.pageSize, { text: f.text, name: (row) => `"${f.label(row)}"` });
  }

  /** Adds records (as the admin) until the list holds `count`. */
  async fill(entity: string, count: number): Promise<void> {
    if (entity === 'scenario') return this.receiveScenarios(count);
    if (entity === 'category scenario') return this.offerMorePairs(count);
    const f = this.fixture(entity);
    const records = this.useCases(entity);
    let total = (await this.useCases(entity).list({ page: 1, size: 1 })).total;
    for (let i = 1; total < count; i++) {
      await records.save(await f.input(f.sample(i), this));
      total++;
    }
    assert.equal((await this.useCases(entity).list({ page: 1, size: 1 })).total, count);
  }

  /** More category scenario pairs, each category with scenarios it does not offer yet. */
  private async offerMorePairs(count: number): Promise<void> {
    const records = this.useCases('category scenario');
    const taken = new Set(
      (await this.all<CategoryScenario>('category scenario')).map((r) => `${r.category.id}|${r.scenario.id}`),
    );
    let total = (await records.list({ page: 1, size: 1 })).total;
    for (const category of await this.all('category')) {
      for (const scenario of await this.all('scenario')) {
        if (total >= count) return;
        if (taken.has(`${category.id}|${scenario.id}`)) continue;
        await records.save({ categoryId: category.id, scenarioId: scenario.id, delay: 7 });
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
    assertCount(page.total, total, 'the list’s total (what the user may see), the step’s number');
    assertCount(page.items.length, rows, 'rows on the page, the step’s number');
    const newestFirst = (await this.all(entity)).map((r) => r.id).sort((a, b) => b - a);
    assert.deepEqual(
      page.items.map((r) => r.id),
      newestFirst.slice((this.pageNumber - 1) * size, this.pageNumber * size),
      'the page does not hold the rows expected, newest first',
    );
  }

  assertWholeList(entity: string, count: number): void {
    const page = this.shown;
    assertCount(page.total, count, 'the list’s total (what the user may see), the step’s number');
    assert.equal(page.items.length, count, `${entity}: not every row is on the one page`);
  }

  // ------------------------------------------------------------ create, rename, delete

  /** Saves `input` as a new record of `entity` (or as record `id`), keeping what was saved. */
  async save(entity: string, input: unknown, id?: number): Promise<void> {
    const records = this.useCases(entity);
    this.saved = (await this.world.attempt(() => records.save(input, id))) ?? null;
  }

  async create(entity: string, name: string): Promise<void> {
    await this.save(entity, await this.fixture(entity).input(name, this));
  }

  async created(entity: string, name: string): Promise<void> {
    await this.create(entity, name);
    this.world.assertSucceeded();
  }

  async rename(entity: string, from: string, to: string): Promise<void> {
    const f = this.fixture(entity);
    assert.ok(f.renamed, `a ${entity} is not renamed`);
    const row = await this.one(entity, from);
    await this.save(entity, f.renamed(row, to), row.id);
  }

  async remove(entity: string, name: string): Promise<void> {
    const row = await this.one(entity, name);
    this.saved = row;
    await this.world.attempt(() => this.useCases(entity).remove(row.id));
  }

  async assertListed(entity: string, name: string): Promise<void> {
    this.world.assertSucceeded();
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
    this.world.assertSucceeded();
    await this.assertNotListed(entity, name);
    assert.ok(this.saved, 'nothing was deleted');
    const id = this.saved.id;
    await assert.rejects(this.useCases(entity).get(id), NotFoundError);
  }

  /** A refusal whose message (the toast's text) names what stops it. */
  assertRefusedNaming(text: string): void {
    const error = this.world.lastError;
    assert.ok(error instanceof ValidationError, `expected a refusal, got ${String(error ?? 'success')}`);
    assert.ok(error.message.includes(text), `"${error.message}" does not name "${text}"`);
  }
}

export const catalogue = (world: BackOfficeWorld): CatalogueContext => world.area(CatalogueContext);
