import assert from 'node:assert/strict';
import { RECORDS } from '../../src/application/shared/record-tokens';
import type { Category, CategoryInput } from '../../src/domain/catalogue/category';
import type { CategoryScenario, CategoryScenarioInput } from '../../src/domain/catalogue/category-scenario';
import type { Dimension, DimensionInput } from '../../src/domain/catalogue/dimension';
import type { Paper } from '../../src/domain/catalogue/paper';
import type { Pose } from '../../src/domain/catalogue/pose';
import type { Scenario } from '../../src/domain/catalogue/scenario';
import { formatCm } from '../../src/domain/shared/format';
import { catalogue } from './catalogue.context';
import type { CatalogueLookups } from './catalogue.fixtures';
import { activeToast } from './i18n';
import { namesIn } from './text';
import type { BackOfficeWorld } from './world';
import { CATALOGUE } from '../../src/application/catalogue/catalogue.tokens';

/**
 * The catalogue's links and settings as an admin makes them (docs/screens.md#catalogue): a
 * category's pose, the finishes of papers and scenarios, a scenario's switch and synchronisation,
 * the delays of category scenarios, the sizes of dimensions. Records are saved through the
 * catalogue context, which keeps what was saved.
 */
export class CatalogueLinksContext {
  private outcome: string | null = null;
  private poses: readonly Pose[] | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  private get records() {
    return catalogue(this.world);
  }

  /** The category form loads the server's poses for its select. */
  async openPoses(): Promise<void> {
    const poses = this.world.use(RECORDS.poses);
    this.poses = (await this.world.attempt(() => poses.list({ page: 1, size: 100 })))?.items ?? null;
  }

  assertPoses(expected: string): void {
    this.world.assertSucceeded();
    assert.ok(this.poses, 'no poses loaded');
    assert.deepEqual(
      this.poses.map((p) => `${p.name} (${p.shortCode})`),
      namesIn(expected),
    );
  }

  async createCategory(
    name: string,
    change: Partial<CategoryInput> | ((ctx: CatalogueLookups) => Promise<Partial<CategoryInput>>),
  ): Promise<void> {
    const base = (await this.records.fixture('category').input(name, this.records)) as CategoryInput;
    const extra = typeof change === 'function' ? await change(this.records) : change;
    await this.records.save('category', { ...base, ...extra });
  }

  async assertCategoryPose(name: string, shortCode: string): Promise<void> {
    await this.records.assertListed('category', name);
    const row = await this.records.one<Category>('category', name);
    assert.equal(row.pose?.shortCode, shortCode);
  }

  // ------------------------------------------------------------ papers and scenarios

  async giveFinishes(entity: 'paper' | 'scenario', name: string, finishes: string): Promise<void> {
    const finishIds = await this.records.idsOf('finish', namesIn(finishes));
    await this.editLinks(entity, name, { finishIds });
  }

  async giveUnknownFinish(name: string, id: number): Promise<void> {
    await this.editLinks('paper', name, { finishIds: [id] });
  }

  async giveLinks(name: string, papers: string, finishes: string, categories: string): Promise<void> {
    await this.editLinks('scenario', name, {
      paperIds: await this.records.idsOf('paper', namesIn(papers)),
      finishIds: await this.records.idsOf('finish', namesIn(finishes)),
      categoryIds: await this.records.idsOf('category', namesIn(categories)),
    });
  }

  private async editLinks(entity: 'paper' | 'scenario', name: string, change: Record<string, number[]>): Promise<void> {
    const row = await this.records.one<Paper & Scenario>(entity, name);
    const current =
      entity === 'paper'
        ? { uid: row.uid, name: row.name, finishIds: row.finishes.map((f) => f.id) }
        : {
            paperIds: row.papers.map((p) => p.id),
            finishIds: row.finishes.map((f) => f.id),
            categoryIds: row.categories.map((c) => c.id),
          };
    await this.records.save(entity, { ...current, ...change }, row.id);
  }

  async assertFinishes(entity: 'paper' | 'scenario', name: string, finishes: string, unchanged = false): Promise<void> {
    if (!unchanged) this.world.assertSucceeded();
    const row = await this.records.one<Paper>(entity, name);
    assert.deepEqual(row.finishes.map((f) => f.name).sort(), namesIn(finishes).sort());
  }

  async assertLinks(name: string, papers: string, finishes: string, categories: string): Promise<void> {
    this.world.assertSucceeded();
    const row = await this.records.one<Scenario>('scenario', name);
    const sorted = (refs: readonly { name: string }[]) => refs.map((r) => r.name).sort();
    assert.deepEqual(sorted(row.papers), namesIn(papers).sort());
    assert.deepEqual(sorted(row.finishes), namesIn(finishes).sort());
    assert.deepEqual(sorted(row.categories), namesIn(categories).sort());
  }

  async switchScenario(name: string, on: boolean): Promise<void> {
    const row = await this.records.one('scenario', name);
    this.outcome = (await this.world.attempt(() => this.records.useCases('scenario').toggleActive(row.id, on))) ?? null;
  }

  /** `told`: the toast the switch shows, in French, naming the scenario by its uid ("Désactivé : SC-002-KRAFT"). */
  async assertScenarioStatus(name: string, on: boolean, told?: string): Promise<void> {
    const row = await this.records.one<Scenario>('scenario', name);
    if (told !== undefined) {
      this.world.assertSucceeded();
      assert.equal(activeToast(this.outcome, row.uid), told);
    }
    assert.equal(row.status, on);
  }

  async synchronise(): Promise<void> {
    await this.world.attempt(() => this.world.use(CATALOGUE).synchroniseScenarios.execute());
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
    this.world.assertSucceeded();
    const notice = this.world.notices.at(-1);
    assert.equal(notice?.intent, 'success', `notices: ${JSON.stringify(this.world.notices)}`);
    assert.equal(notice?.messageKey, 'catalogue.scenarios.synced');
    assert.equal(notice?.values?.count, count);
  }

  assertToldAborted(reason: string): void {
    this.world.assertSucceeded();
    const notice = this.world.notices.at(-1);
    assert.equal(notice?.intent, 'primary', `notices: ${JSON.stringify(this.world.notices)}`);
    assert.equal(notice?.titleKey, 'catalogue.scenarios.syncAborted');
    assert.ok(notice?.message?.includes(reason), `"${notice?.message}" does not say "${reason}"`);
  }

  async assertDisplayName(name: string, displayName: string): Promise<void> {
    assert.equal((await this.records.one<Scenario>('scenario', name)).displayName, displayName);
  }

  // ------------------------------------------------------------ category scenarios

  async offer(scenario: string, category: string, delay: number): Promise<void> {
    const input: CategoryScenarioInput = {
      categoryId: (await this.records.idsOf('category', [category]))[0] as number,
      scenarioId: (await this.records.idsOf('scenario', [scenario]))[0] as number,
      delay,
    };
    await this.records.save('category scenario', input);
  }

  async changeDelay(scenario: string, category: string, delay: number): Promise<void> {
    const row = await this.records.one<CategoryScenario>('category scenario', `${category} / ${scenario}`);
    const input: CategoryScenarioInput = { categoryId: row.category.id, scenarioId: row.scenario.id, delay };
    await this.records.save('category scenario', input, row.id);
  }

  async assertOffers(category: string, scenario: string, delay: number): Promise<void> {
    await this.records.assertListed('category scenario', `${category} / ${scenario}`);
    assert.equal(
      (await this.records.one<CategoryScenario>('category scenario', `${category} / ${scenario}`)).delay,
      delay,
    );
  }

  // ------------------------------------------------------------ dimensions

  async addDimension(name: string, height: number, width: number, category: string): Promise<void> {
    const input: DimensionInput = {
      name,
      height,
      width,
      categoryId: (await this.records.idsOf('category', [category]))[0] as number,
    };
    await this.records.save('dimension', input);
  }

  /** The sizes as the list shows them to a French reader. */
  async assertDimension(name: string, category: string, height: string, width: string): Promise<void> {
    this.world.assertSucceeded();
    const row = (await this.records.named<Dimension>('dimension', name)).find((d) => d.category?.name === category);
    assert.ok(row, `no dimension "${name}" in "${category}"`);
    assert.equal(formatCm(row.height, 'fr'), height);
    assert.equal(formatCm(row.width, 'fr'), width);
  }
}

export const catalogueLinks = (world: BackOfficeWorld): CatalogueLinksContext => world.area(CatalogueLinksContext);
