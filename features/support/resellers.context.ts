import assert from 'node:assert/strict';
import * as v from 'valibot';
import { RESELLERS } from '../../src/application/resellers/reseller-repository.port';
import type {
  DeleteRecord,
  GetRecord,
  ListRecords,
  SaveRecord,
  ToggleActive,
} from '../../src/application/shared/record.use-cases';
import type { Country } from '../../src/domain/countries/country';
import { MARGIN_CSV_HEADER, type MarginCsvResult } from '../../src/domain/margin-prices/margin-csv';
import { lineNumberOf, type MarginPrice } from '../../src/domain/margin-prices/margin-price';
import {
  isProspectFilter,
  toResellerInput,
  type MailConfigKey,
  type PaymentMode,
  type Reseller,
  type ResellerInput,
  type ResellerSummary,
  type ResellerView,
} from '../../src/domain/resellers/reseller';
import { plainValue, resellerCards, type DetailCard } from '../../src/domain/resellers/reseller-cards';
import {
  newResellerValues,
  resellerFormSchema,
  valuesToResellerInput,
  type ResellerFormValues,
} from '../../src/domain/resellers/reseller.schema';
import { NotFoundError, ValidationError } from '../../src/domain/shared/errors';
import { isLocale } from '../../src/domain/shared/format';
import type { ListQuery, Page } from '../../src/domain/shared/page';
import { roleOf } from '../../src/domain/users/role';
import type { BackOfficeWorld } from './world';
import { assertSortedAscending } from './assertions';
import { SESSION } from '../../src/application/session/session.tokens';
import { MARGIN_PRICES } from '../../src/application/margin-prices/margin-prices.tokens';
import { COUNTRIES } from '../../src/application/countries/countries.tokens';
import { MARGIN_PRICE_GATEWAY } from '../../src/application/margin-prices/margin-price-gateway.port';
import { RESELLER_DIRECTORY } from '../../src/application/resellers/reseller-directory.port';

const GRID_PAGE = 100;

/**
 * What a scenario about resellers, the margin grid and the delivery countries remembers: the
 * list, record, grid or countries the user last saw. Kept in the World's scratch.
 */
export class ResellersContext {
  private page: Page<Reseller> | null = null;
  private reseller: Reseller | null = null;
  private before: Reseller | null = null;
  private lookup: readonly ResellerSummary[] = [];
  private outcome: string | null = null;
  private formFields: string[] = [];
  private gridBefore: readonly MarginPrice[] | null = null;
  private preview: MarginCsvResult | null = null;
  private model: string | null = null;
  private countries: readonly Country[] = [];
  private readonly boxes = new Map<string, boolean>();

  constructor(private readonly world: BackOfficeWorld) {}

  // ---------------------------------------------------------------- helpers

  private get records() {
    const w = this.world;
    return {
      list: w.use<ListRecords<Reseller>>(RESELLERS.list),
      get: w.use<GetRecord<Reseller>>(RESELLERS.get),
      save: w.use<SaveRecord<Reseller, ResellerInput>>(RESELLERS.save),
      remove: w.use<DeleteRecord>(RESELLERS.remove),
      toggleActive: w.use<ToggleActive>(RESELLERS.toggleActive),
    };
  }

  private succeeded(): void {
    if (this.world.lastError) assert.fail(`expected success, got ${String(this.world.lastError)}`);
  }

  private idOf(login: string): number {
    return this.world.account(login).id;
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
    this.succeeded();
    assert.ok(this.page, 'no reseller list shown');
    return this.page;
  }

  private async findListed(login: string): Promise<Reseller | undefined> {
    for (const view of ['customers', 'prospects'] as const) {
      const page = await this.records.list.execute({
        page: 1,
        size: 100,
        search: login,
        filters: { _isProspect: isProspectFilter(view) },
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
        this.records.list.execute({
          page: 1,
          size: 25,
          sort: { field: 'id', order: 'desc' },
          ...query,
          filters: { _isProspect: isProspectFilter(view) },
        }),
      )) ?? null;
  }

  assertWholeView(view: ResellerView): void {
    const page = this.shown;
    const expected = this.seededView(view);
    assert.ok(expected.length > 0, `the seed has no ${view}`);
    assert.equal(page.total, expected.length);
    assert.deepEqual(
      page.items.map((r) => r.id),
      expected.slice(0, 25),
    );
    for (const r of page.items) assert.equal(r.isProspect, view === 'prospects', `${r.username} in the ${view}`);
  }

  async assertCounts(customers: number, prospects: number): Promise<void> {
    this.succeeded();
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
    assert.equal(page.totalRequest, 1);
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
    this.lookup = (await this.world.attempt(() => this.world.use(RESELLERS.search).execute(text))) ?? [];
  }

  assertLookupOffers(company: string): void {
    this.succeeded();
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
    this.reseller = (await this.world.attempt(() => this.records.save.execute(input))) ?? null;
  }

  async created(login: string, company: string): Promise<void> {
    await this.create(login, company);
    this.succeeded();
  }

  async assertListedAsActiveProspect(login: string): Promise<void> {
    this.succeeded();
    const listed = await this.findListed(login);
    assert.ok(listed, `${login} is not listed`);
    assert.equal(listed.id, this.reseller?.id, 'the saved reseller is not the one listed');
    assert.deepEqual([listed.isProspect, listed.isActive, listed.roles], [true, true, ['ROLE_RESELLER']]);
    const prospects = await this.records.list.execute({ page: 1, size: 100, filters: { _isProspect: '1' } });
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
    this.reseller = (await this.world.attempt(() => this.records.save.execute(input))) ?? null;
  }

  async createInCountry(countryId: number): Promise<void> {
    const input = {
      ...valuesToResellerInput(this.formValues('nadia.neuve@example.com', 'Neuve Étiquettes')),
      countryId,
    };
    this.reseller = (await this.world.attempt(() => this.records.save.execute(input))) ?? null;
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
      const current = await this.records.get.execute(this.idOf(login));
      this.reseller = await this.records.save.execute(change(toResellerInput(current)), current.id);
    });
  }

  async edited(login: string, change: (input: ResellerInput) => ResellerInput): Promise<void> {
    await this.edit(login, change);
    this.succeeded();
  }

  async setTypes(login: string, margeType: string, type: string): Promise<void> {
    await this.edit(login, (input) => ({
      ...input,
      margeType: margeType as ResellerInput['margeType'],
      type: type as ResellerInput['type'],
    }));
  }

  async assertTypes(login: string, margeType: string, type: string): Promise<void> {
    this.succeeded();
    const reseller = await this.records.get.execute(this.idOf(login));
    assert.deepEqual([reseller.margeType, reseller.type], [margeType, type]);
  }

  async setActiveById(id: number, active: boolean): Promise<void> {
    this.outcome = (await this.world.attempt(() => this.records.toggleActive.execute(id, active))) ?? null;
  }

  async setActive(login: string, active: boolean): Promise<void> {
    await this.setActiveById(this.idOf(login), active);
  }

  async switchedOff(login: string): Promise<void> {
    await this.setActive(login, false);
    this.succeeded();
  }

  async assertActive(login: string, active: boolean, outcome: string): Promise<void> {
    this.succeeded();
    assert.equal(this.outcome, outcome);
    assert.equal((await this.records.get.execute(this.idOf(login))).isActive, active);
  }

  assertStillActive(login: string): void {
    assert.equal(this.world.account(login).isActive, true, `${login} was switched off`);
  }

  private removedId: number | null = null;

  async remove(login: string): Promise<void> {
    this.removedId = this.idOf(login);
    const id = this.removedId;
    await this.world.attempt(() => this.records.remove.execute(id));
  }

  async assertGone(login: string): Promise<void> {
    this.succeeded();
    assert.ok(this.removedId !== null, 'nothing was deleted');
    assert.equal(await this.findListed(login), undefined, `${login} is still listed`);
    await assert.rejects(this.records.get.execute(this.removedId), NotFoundError);
  }

  async assertStillListed(login: string): Promise<void> {
    assert.ok(await this.findListed(login), `${login} is no longer listed`);
  }

  // ---------------------------------------------------------------- detail

  async open(login: string): Promise<void> {
    this.reseller = (await this.world.attempt(() => this.records.get.execute(this.idOf(login)))) ?? null;
  }

  private card(id: string): DetailCard {
    this.succeeded();
    assert.ok(this.reseller, 'no reseller shown');
    const card = resellerCards(this.reseller).find((c) => c.id === id);
    assert.ok(card, `no card ${id}`);
    return card;
  }

  assertCardReads(cardId: string, field: string, text: string): void {
    const row = this.card(cardId).rows.find((r) => r.field === field);
    assert.ok(row, `no ${field} in the ${cardId} card`);
    assert.equal(plainValue(row.value), text);
  }

  assertApiCard(login: string): void {
    const record = this.world.backend.db.collections.resellers.findFirst((q) => q.where({ id: this.idOf(login) }));
    assert.ok(record);
    const rows = Object.fromEntries(this.card('api').rows.map((r) => [r.field, plainValue(r.value)]));
    assert.deepEqual(rows, {
      apiToken: record.apiToken,
      thetisKey: record.thetisKey ?? 'none',
      apiVersion: record.apiVersion,
    });
  }

  async paysBy(login: string, mode: string, deadline: string): Promise<void> {
    await this.edited(login, (input) => ({ ...input, paymentMode: mode as PaymentMode, paymentDeadline: deadline }));
  }

  async withoutSecondDeliveryAddress(login: string): Promise<void> {
    await this.edited(login, (input) => ({ ...input, delivery: { ...input.delivery, address2: null } }));
  }

  async withoutEmails(login: string, key: string): Promise<void> {
    await this.edited(login, (input) => ({
      ...input,
      mailConfig: { ...input.mailConfig, [key as MailConfigKey]: false },
    }));
  }

  // ---------------------------------------------------------------- profile

  async openProfile(): Promise<void> {
    this.reseller = (await this.world.attempt(() => this.world.use(RESELLERS.getProfile).execute())) ?? null;
  }

  private async changeProfile(change: (input: ResellerInput) => ResellerInput): Promise<void> {
    this.before = await this.world.use(RESELLERS.getProfile).execute();
    const input = change(toResellerInput(this.before));
    this.reseller = (await this.world.attempt(() => this.world.use(RESELLERS.saveProfile).execute(input))) ?? null;
  }

  changeBillingCity(city: string): Promise<void> {
    return this.changeProfile((input) => ({ ...input, billing: { ...input.billing, city } }));
  }

  changeEmail(email: string): Promise<void> {
    return this.changeProfile((input) => ({ ...input, username: email }));
  }

  /** What a reseller's browser could send: every admin-only field changed. */
  changeAdminOnlyFields(): Promise<void> {
    return this.changeProfile((input) => ({
      ...input,
      isProspect: !input.isProspect,
      isActive: false,
      discount: 99,
      type: input.type === 'api' ? 'standard' : 'api',
      margeType: input.margeType === 'grid' ? 'global' : 'grid',
      thetisKey: 'TH-SELF-MADE',
    }));
  }

  async assertProfileShows(what: 'company' | 'billing city', text: string): Promise<void> {
    this.succeeded();
    const profile = await this.world.use(RESELLERS.getProfile).execute();
    assert.equal(what === 'company' ? profile.company : profile.billing.city, text);
  }

  async assertAdminOnlyUnchanged(): Promise<void> {
    this.succeeded();
    assert.ok(this.before, 'the profile was not changed');
    const pick = (r: Reseller) => [r.isProspect, r.isActive, r.discount, r.type, r.margeType, r.thetisKey];
    assert.deepEqual(pick(await this.world.use(RESELLERS.getProfile).execute()), pick(this.before));
    assert.deepEqual(pick(this.reseller as Reseller), pick(this.before), 'the saved profile shows other values');
  }

  // ---------------------------------------------------------------- margin grid

  private async grid(): Promise<readonly MarginPrice[]> {
    const page = await this.world.use(MARGIN_PRICE_GATEWAY).list({ page: 1, size: GRID_PAGE });
    assert.ok(page.total <= GRID_PAGE, 'the grid is larger than one page');
    return page.items;
  }

  async openGrid(): Promise<void> {
    await this.world.attempt(() => this.grid());
  }

  async upload(text: string, options: { bom?: boolean } = {}): Promise<void> {
    this.gridBefore = await this.grid();
    const file = new Blob([`${options.bom ? '\uFEFF' : ''}${text}`], { type: 'text/csv' });
    await this.world.attempt(() => this.world.use(MARGIN_PRICE_GATEWAY).upload(file, 'grid.csv'));
  }

  async assertGridHolds(rows: readonly { scenario: string; quantity: string; marge: string }[]): Promise<void> {
    this.succeeded();
    const key = (r: readonly [string, number, number]) => `${r[0]}|${r[1]}|${r[2]}`;
    const shown = (await this.grid()).map((p) => key([p.scenarioUid, p.quantity, p.marge])).sort();
    const expected = rows.map((r) => key([r.scenario, Number(r.quantity), Number(r.marge)])).sort();
    assert.deepEqual(shown, expected);
  }

  assertRefusedAt(lines: string): void {
    const error = this.world.lastError;
    assert.ok(error instanceof ValidationError, `expected a refused file, got ${String(error ?? 'success')}`);
    const wanted = lines.split(/,\s*|\s+and\s+/).map(Number);
    assert.deepEqual(
      error.errors.map((e) => lineNumberOf(e.field)),
      wanted,
      `refused: ${JSON.stringify(error.errors)}`,
    );
  }

  assertRefusedWhole(): void {
    const error = this.world.lastError;
    assert.ok(error instanceof ValidationError, `expected a refused file, got ${String(error ?? 'success')}`);
    assert.deepEqual(
      error.errors.map((e) => e.field),
      ['file'],
    );
  }

  async assertGridUnchanged(): Promise<void> {
    assert.ok(this.gridBefore, 'nothing was uploaded');
    assert.ok(this.gridBefore.length > 0, 'the grid was empty before: the check would prove nothing');
    assert.deepEqual(await this.grid(), this.gridBefore);
  }

  async assertGridSize(lines: number): Promise<void> {
    assert.equal((await this.grid()).length, lines);
  }

  /** The grid shown is exactly the login's own lines in the database. */
  async assertGridOf(login: string): Promise<void> {
    const id = this.idOf(login);
    const own = this.world.backend.db.collections.margePrices
      .all()
      .filter((r) => r.resellerId === id)
      .map((r) => `${r.scenarioUid}|${r.quantity}|${r.marge}|${r.createdAt}`)
      .sort();
    assert.ok(own.length > 0, `${login} has no grid in the seed`);
    const shown = (await this.grid()).map((p) => `${p.scenarioUid}|${p.quantity}|${p.marge}|${p.createdAt}`).sort();
    assert.deepEqual(shown, own);
  }

  async previewFile(text: string): Promise<void> {
    this.preview = await this.world.use(MARGIN_PRICES.preview).execute(new Blob([text]));
  }

  assertPreviewMarks(lines: string): void {
    assert.ok(this.preview, 'no preview');
    const wanted = lines.split(/,\s*|\s+and\s+/).map(Number);
    assert.deepEqual([...new Set(this.preview.errors.map((e) => e.line))], wanted);
    assert.ok(this.preview.rows.length > 0, 'the preview shows no row');
  }

  async downloadModel(): Promise<void> {
    this.model = await this.world.use(MARGIN_PRICES.csvModel).execute();
  }

  async assertModelAccepted(): Promise<void> {
    assert.ok(this.model, 'no model downloaded');
    assert.ok(this.model.startsWith(`\uFEFF${MARGIN_CSV_HEADER.join(';')}`), 'the model has no header');
    await this.world.attempt(() =>
      this.world.use(MARGIN_PRICE_GATEWAY).upload(new Blob([this.model as string]), 'model.csv'),
    );
    this.succeeded();
  }

  // ---------------------------------------------------------------- delivery countries

  async openCountries(lang: string): Promise<void> {
    assert.ok(isLocale(lang), `no language ${lang}`);
    this.countries = (await this.world.attempt(() => this.world.use(COUNTRIES.list).execute(lang))) ?? [];
    this.boxes.clear();
    for (const c of this.countries) this.boxes.set(c.countryCode, c.isEnabledForDelivery);
  }

  async openedCountries(lang: string): Promise<void> {
    await this.openCountries(lang);
    this.succeeded();
  }

  private country(code: string): Country {
    const country = this.countries.find((c) => c.countryCode === code);
    assert.ok(country, `${code} is not listed`);
    return country;
  }

  assertCountry(code: string, name: string, delivery: 'on' | 'off'): void {
    this.succeeded();
    const country = this.country(code);
    assert.equal(country.name, name);
    assert.equal(this.boxes.get(code), delivery === 'on');
  }

  /** A click on the country's box: it shows what the use case answers. */
  async tick(code: string, enabled: boolean): Promise<void> {
    const country = { ...this.country(code), isEnabledForDelivery: this.boxes.get(code) ?? false };
    this.boxes.set(code, enabled);
    this.boxes.set(code, await this.world.use(COUNTRIES.toggleDelivery).execute(country, enabled));
  }

  assertBox(code: string, ticked: boolean): void {
    assert.equal(this.boxes.get(code), ticked, `the box of ${code}`);
  }

  async assertDeliveryAfterReload(code: string, on: boolean): Promise<void> {
    const countries = await this.world.use(COUNTRIES.list).execute('fr');
    assert.equal(countries.find((c) => c.countryCode === code)?.isEnabledForDelivery, on);
  }

  removeCountry(code: string): void {
    const removed = this.world.backend.db.collections.countries.deleteMany((q) => q.where({ countryCode: code }));
    assert.equal(removed.length, 1);
  }

  assertErrorToast(): void {
    const last = this.world.notices.at(-1);
    assert.ok(last, 'no toast');
    assert.equal(last.intent, 'danger');
    assert.equal(last.titleKey, 'deliveryCountries.saveFailed');
    assert.ok(last.message || last.messageKey, 'the toast says nothing');
  }

  // ---------------------------------------------------------------- connect as

  async connectFromList(login: string): Promise<void> {
    await this.world.attempt(async () => {
      const row = await this.findListed(login);
      assert.ok(row, `${login} is not in the reseller list`);
      await this.world.use(SESSION.connectAs).execute(row.id);
    });
  }
}

/** The resellers context of a scenario's World. */
export function resellers(world: BackOfficeWorld): ResellersContext {
  return world.area('resellers', () => new ResellersContext(world));
}
