import assert from 'node:assert/strict';
import { RECORDS } from '../../src/application/shared/record-tokens';
import { RESELLER_DIRECTORY } from '../../src/application/resellers/reseller-directory.port';
import { SESSION } from '../../src/application/session/session.tokens';
import * as v from 'valibot';
import { RESELLERS } from '../../src/application/resellers/resellers.tokens';
import {
  resellerViewFilter,
  type ResellerFilter,
  toResellerInput,
  type Reseller,
  type ResellerInput,
  type ResellerSummary,
  type ResellerView,
} from '../../src/domain/resellers/reseller';
import {
  newResellerValues,
  resellerFormSchema,
  valuesToResellerInput,
  type ResellerFormValues,
} from '../../src/domain/resellers/reseller.schema';
import { ValidationError } from '../../src/domain/shared/errors';
import type { ListQuery, Page } from '../../src/domain/shared/page';
import { roleOf } from '../../src/domain/users/role';
import { assertCount, assertSortedAscending } from './assertions';
import { AccountRecordsContext } from './account-records';
import { recordUseCases, type RecordUseCases } from './record-use-cases';
import type { BackOfficeWorld } from './world';

/**
 * The reseller screens as an admin works them (docs/screens.md#resellers): the list or lookup
 * shown, the reseller saved, the fields the form refused, the outcome of a switch.
 */
export class ResellersContext extends AccountRecordsContext<Reseller, ResellerInput> {
  private page: Page<Reseller> | null = null;
  private reseller: Reseller | null = null;
  private lookup: readonly ResellerSummary[] = [];
  private formFields: string[] = [];

  // ---------------------------------------------------------------- helpers

  protected get records(): RecordUseCases<Reseller, ResellerInput, ResellerFilter> {
    return recordUseCases(this.world, RECORDS.resellers);
  }

  /** The seeded resellers of a view, newest first (test data, straight from the database). */
  private seededView(view: ResellerView): number[] {
    const db = this.world.backend.db.collections;
    const resellers = new Map(db.resellers.all().map((r) => [r.id, r]));
    return db.users
      .all()
      .filter((u) => roleOf(u) === 'ROLE_RESELLER' && resellers.get(u.id)?.isProspect === (view === 'prospects'))
      .map((u) => u.id)
      .sort((a, b) => b - a);
  }

  private get shown(): Page<Reseller> {
    this.world.assertSucceeded();
    assert.ok(this.page, 'no reseller list shown');
    return this.page;
  }

  protected async findListed(login: string): Promise<Reseller | undefined> {
    for (const view of ['customers', 'prospects'] as const) {
      const page = await this.records.list({
        page: 1,
        size: 100,
        search: login,
        filter: resellerViewFilter(view),
      });
      const found = page.items.find((r) => r.username === login);
      if (found) return found;
    }
    return undefined;
  }

  // ---------------------------------------------------------------- list

  async openView(view: ResellerView, query: Partial<ListQuery> = {}): Promise<void> {
    this.page =
      (await this.world.attempt(() =>
        this.records.list({
          page: 1,
          size: 25,
          sort: { field: 'id', order: 'desc' },
          ...query,
          filter: resellerViewFilter(view),
        }),
      )) ?? null;
  }

  assertWholeView(view: ResellerView): void {
    const page = this.shown;
    const expected = this.seededView(view);
    assert.ok(expected.length > 0, `the seed has no ${view}`);
    assertCount(
      page.total,
      expected.length,
      'the list’s total (what the user may see), as many as the seed holds matching',
    );
    assert.deepEqual(
      page.items.map((r) => r.id),
      expected.slice(0, 25),
    );
    for (const r of page.items) assert.equal(r.isProspect, view === 'prospects', `${r.username} in the ${view}`);
  }

  async assertCounts(customers: number, prospects: number): Promise<void> {
    this.world.assertSucceeded();
    assert.deepEqual(await this.world.use(RESELLER_DIRECTORY).counts(), { customers, prospects });
    assert.equal(this.seededView('customers').length, customers);
    assert.equal(this.seededView('prospects').length, prospects);
  }

  assertOnly(login: string): void {
    const page = this.shown;
    assert.deepEqual(
      page.items.map((r) => r.username),
      [login],
    );
    assertCount(page.totalRequest, 1, 'the list’s totalRequest (what matches), one');
    assert.ok(page.total > 1, 'the view count should stay');
  }

  assertSortedByCompany(): void {
    const companies = this.shown.items.map((r) => r.company);
    assertSortedAscending(companies);
  }

  assertRange(view: ResellerView, from: number, to: number): void {
    const expected = this.seededView(view).slice(from - 1, to);
    assert.equal(expected.length, to - from + 1, `the seed has fewer than ${to} ${view}`);
    assert.deepEqual(
      this.shown.items.map((r) => r.id),
      expected,
    );
  }

  async lookUp(text: string): Promise<void> {
    this.lookup = (await this.world.attempt(() => this.world.use(RESELLERS).search.execute(text))) ?? [];
  }

  assertLookupOffers(company: string): void {
    this.world.assertSucceeded();
    assert.deepEqual(
      this.lookup.map((r) => r.company),
      [company],
    );
  }

  // ---------------------------------------------------------------- create, edit, switch, delete

  private formValues(login: string, company: string, extra: Record<string, string> = {}): ResellerFormValues {
    return { ...newResellerValues(), username: login, firstname: 'Nadia', lastname: 'Neuve', company, ...extra };
  }

  async create(login: string, company: string): Promise<void> {
    const input = valuesToResellerInput(this.formValues(login, company));
    this.reseller = (await this.world.attempt(() => this.records.save(input))) ?? null;
  }

  async created(login: string, company: string): Promise<void> {
    await this.create(login, company);
    this.world.assertSucceeded();
  }

  async assertListedAsActiveProspect(login: string): Promise<void> {
    this.world.assertSucceeded();
    const listed = await this.findListed(login);
    assert.ok(listed, `${login} is not listed`);
    assert.equal(listed.id, this.reseller?.id, 'the saved reseller is not the one listed');
    assert.deepEqual([listed.isProspect, listed.isActive, listed.roles], [true, true, ['ROLE_RESELLER']]);
    const prospects = await this.records.list({ page: 1, size: 100, filter: { prospects: true } });
    assert.ok(
      prospects.items.some((r) => r.username === login),
      `${login} is not among the prospects`,
    );
  }

  /** Fills the create form with one field set to `value`, then submits what the form holds. */
  async createWith(field: string, value: string): Promise<void> {
    const values = this.formValues('nadia.neuve@example.com', 'Neuve Étiquettes', { [field]: value });
    const checked = v.safeParse(resellerFormSchema, values);
    this.formFields = checked.success
      ? []
      : checked.issues.map((i) => i.path?.map((p) => String(p.key)).join('.') ?? '');
    const input = valuesToResellerInput(values);
    this.reseller = (await this.world.attempt(() => this.records.save(input))) ?? null;
  }

  async createInCountry(countryId: number): Promise<void> {
    const input = {
      ...valuesToResellerInput(this.formValues('nadia.neuve@example.com', 'Neuve Étiquettes')),
      countryId,
    };
    this.reseller = (await this.world.attempt(() => this.records.save(input))) ?? null;
  }

  assertFormAndServerRefuse(field: string): void {
    assert.ok(this.formFields.includes(field), `the form refused: ${this.formFields.join(', ') || 'nothing'}`);
    const error = this.world.lastError;
    assert.ok(error instanceof ValidationError, `expected the server to refuse, got ${String(error ?? 'success')}`);
    assert.ok(
      error.errors.some((e) => e.field === field),
      `the server refused: ${error.errors.map((e) => e.field).join(', ')}`,
    );
  }

  /** An admin's edit of a reseller through the edit form's use case. */
  async edit(login: string, change: (input: ResellerInput) => ResellerInput): Promise<void> {
    await this.world.attempt(async () => {
      const current = await this.records.get(this.world.account(login).id);
      this.reseller = await this.records.save(change(toResellerInput(current)), current.id);
    });
  }

  async edited(login: string, change: (input: ResellerInput) => ResellerInput): Promise<void> {
    await this.edit(login, change);
    this.world.assertSucceeded();
  }

  async setTypes(login: string, margeType: string, type: string): Promise<void> {
    await this.edit(login, (input) => ({
      ...input,
      margeType: margeType as ResellerInput['margeType'],
      type: type as ResellerInput['type'],
    }));
  }

  async assertTypes(login: string, margeType: string, type: string): Promise<void> {
    this.world.assertSucceeded();
    const reseller = await this.records.get(this.world.account(login).id);
    assert.deepEqual([reseller.margeType, reseller.type], [margeType, type]);
  }

  assertStillActive(login: string): void {
    assert.equal(this.world.account(login).isActive, true, `${login} was switched off`);
  }

  // ---------------------------------------------------------------- connect as

  async connectFromList(login: string): Promise<void> {
    await this.world.attempt(async () => {
      const row = await this.findListed(login);
      assert.ok(row, `${login} is not in the reseller list`);
      await this.world.use(SESSION).connectAs.execute(row.id);
    });
  }
}

/** The resellers context of a scenario's World. */
export const resellers = (world: BackOfficeWorld): ResellersContext => world.area(ResellersContext);
