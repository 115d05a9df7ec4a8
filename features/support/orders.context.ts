import assert from 'node:assert/strict';
import type { OrderDetail } from '../../src/application/orders/orders.use-cases';
import { ORDERS } from '../../src/application/orders/orders.tokens';
import type { OrderSummary } from '../../src/domain/orders/order';
import { OrderActionRefusedError } from '../../src/domain/orders/order-errors';
import type { OrderFilter } from '../../src/domain/orders/order-filter';
import type { ListQuery, Page } from '../../src/domain/shared/page';
import { assertEveryRowMatches, assertCount } from './assertions';
import { makeOrder, makeScenarioOffer } from './order.factory';
import { dayRange, seededOrders, statusNamed } from './seeded-orders';
import { itemsIn } from './text';
import type { BackOfficeWorld } from './world';

/** The pending order of the delay date's example: created then, its scenario offered at that delay. */
const EXAMPLE_CREATED_AT = '2026-03-10T09:00:00.000Z';
const EXAMPLE_DELAY_DAYS = 9;
/** docs/rules.md#delay-date: 2026-03-10 09:00 UTC plus 9 calendar days. */
const EXAMPLE_DELAY_DATE = '2026-03-19T09:00:00.000Z';

/**
 * The order list and the order page as a user works them (docs/screens.md#orders): the query and
 * the page shown, the order open (a bulk change of the list's selection: order-bulk.context.ts).
 */
export class OrdersContext {
  private page: Page<OrderSummary> | null = null;
  private lastQuery: ListQuery<OrderFilter> = { page: 1, size: 25 };
  private detail: OrderDetail | null = null;
  /** The scenario the list was filtered by. */
  private scenarioId: number | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  private get seeded() {
    return seededOrders(this.world);
  }

  // ------------------------------------------------------------------ list

  /** The query of the list last shown: what an export sends. */
  get query(): ListQuery<OrderFilter> {
    return this.lastQuery;
  }

  /** The page of the list last shown, whatever the last action gave. */
  get listed(): Page<OrderSummary> | null {
    return this.page;
  }

  async list(query: Partial<ListQuery> = {}, filter: OrderFilter = {}): Promise<void> {
    this.lastQuery = { page: 1, size: 25, ...query, filter };
    const list = this.world.use(ORDERS).list;
    this.page = (await this.world.attempt(() => list.execute(this.lastQuery))) ?? null;
  }

  filterByStatuses(names: string, from: string, to: string): Promise<void> {
    const statuses = itemsIn(names).map((n) => statusNamed(n));
    return this.list({}, { statuses, ...dayRange(from, to) });
  }

  async filterByScenario(text: string): Promise<void> {
    const [first] = await this.world.use(ORDERS).suggestScenarios.execute(text);
    assert.ok(first, `no scenario suggested for "${text}"`);
    this.scenarioId = first.id;
    await this.list({}, { scenarioIds: [first.id] });
  }

  async filterByReseller(text: string): Promise<void> {
    const [first] = await this.world.use(ORDERS).suggestResellers.execute(text);
    assert.ok(first, `no reseller suggested for "${text}"`);
    await this.list({}, { resellerIds: [first.id] });
  }

  /** A reseller asking the API for another reseller's orders by id. */
  listAsking(login: string): Promise<void> {
    return this.list({ size: 100 }, { resellerIds: [this.world.account(login).id] });
  }

  private get shown(): Page<OrderSummary> {
    this.world.assertSucceeded();
    assert.ok(this.page, 'no order list shown');
    return this.page;
  }

  /** The first page of the whole list: newest first, and no order left off it is newer than its last row. */
  assertNewestOfAll(rows: number, total: number): void {
    const page = this.shown;
    assertCount(page.total, total, 'the list’s total (what the user may see), the step’s number');
    assertCount(page.items.length, rows, 'rows on the page, the step’s number');
    const dates = page.items.map((o) => o.createdAt);
    assert.deepEqual(dates, [...dates].sort().reverse(), 'the page is not newest first');
    const shown = new Set(page.items.map((o) => o.id));
    const oldestShown = dates.at(-1) ?? '';
    const newerLeftOff = this.seeded.all.filter((o) => !shown.has(o.id) && o.createdAt > oldestShown);
    assert.deepEqual(
      newerLeftOff.map((o) => o.id),
      [],
      'newer orders are left off the first page',
    );
  }

  assertStatusesAndDates(names: string, from: string, to: string): void {
    const page = this.shown;
    const statuses = itemsIn(names).map(statusNamed);
    const { createdFrom, createdTo } = dayRange(from, to);
    const inRange = (createdAt: string) => createdAt >= createdFrom && createdAt <= createdTo;
    const expected = this.seeded.all.filter((o) => statuses.some((s) => s === o.status) && inRange(o.createdAt));
    assert.ok(expected.length > 25, 'the seed should give more than one page');
    assertCount(
      page.totalRequest,
      expected.length,
      'the list’s totalRequest (what matches), as many as the seed holds matching',
    );
    assertCount(page.items.length, 25, 'rows on the page, a page of 25');
    for (const o of page.items) {
      assert.ok(statuses.includes(o.status.id), `order ${o.id} is ${o.status.name}`);
      assert.ok(inRange(o.createdAt), `order ${o.id} is out of range`);
    }
  }

  assertSearchMatches(text: string): void {
    assertEveryRowMatches(this.shown, text, 25, {
      text: (o) => {
        const record = this.seeded.byId(o.id);
        const { customer, address } = record;
        const parts = [o.id, o.internalReference, o.quoteReference, o.company, o.scenario.name];
        const tracking = o.tracking.map((t) => t.reference);
        return [...parts, customer.name, customer.firstname, address.city, ...tracking].join(' ');
      },
      name: (o) => `order ${o.id}`,
    });
  }

  /** A reseller's list filtered by a scenario: its own orders of that scenario, every one. */
  assertOnlyOwnScenario(): void {
    const page = this.shown;
    const scenario = this.scenarioId;
    assert.ok(scenario !== null, 'the list was not filtered by a scenario');
    assert.ok(page.items.length > 0, 'no order shown');
    const own = this.seeded.of(this.world.currentLogin).filter((o) => o.scenarioId === scenario);
    assertCount(
      page.totalRequest,
      own.length,
      'the list’s totalRequest (what matches), as many as the seed holds of the account',
    );
    assert.ok(page.items.every((o) => o.scenario.id === scenario));
  }

  /** The scenarios offered to a reseller are those it may order: the active ones (test data from the catalogue). */
  async assertOnlyActiveScenariosSuggested(): Promise<void> {
    const offered = await this.world.use(ORDERS).suggestScenarios.execute('');
    const catalogue = this.world.backend.db.collections.scenarios.all();
    const active = catalogue.filter((s) => s.status).map((s) => s.id);
    assert.ok(active.length < catalogue.length, 'the seed has no switched-off scenario to leave out');
    assert.deepEqual(
      offered.map((s) => s.id).sort((a, b) => a - b),
      [...active].sort((a, b) => a - b),
    );
  }

  assertOnlyScenario(): void {
    const page = this.shown;
    const scenario = this.scenarioId;
    assert.ok(scenario !== null, 'the list was not filtered by a scenario');
    assert.ok(page.items.length > 0, 'no order shown');
    assert.equal(page.totalRequest, this.seeded.all.filter((o) => o.scenarioId === scenario).length);
    assert.ok(page.items.every((o) => o.scenario.id === scenario));
  }

  assertOnlyCompany(company: string, login: string): void {
    const page = this.shown;
    const own = this.seeded.of(login);
    assert.ok(own.length > 0, `${login} has no orders`);
    assertCount(
      page.totalRequest,
      own.length,
      'the list’s totalRequest (what matches), as many as the seed holds of the account',
    );
    for (const o of page.items) {
      assert.equal(o.company, company);
      assert.equal(o.resellerId, this.world.account(login).id);
    }
  }

  assertResellerView(login: string): void {
    this.assertOnlyCompany(this.world.account(login).company ?? '', login);
    assert.equal(this.shown.total, this.seeded.of(login).length);
  }

  assertSortedByTotal(): void {
    const totals = this.shown.items.map((o) => o.total);
    assert.ok(totals.length > 1);
    assert.deepEqual(
      totals,
      [...totals].sort((a, b) => b - a),
    );
  }

  // ------------------------------------------------------------------ opening an order

  /** The order open on its detail page (as it was read), for other areas' steps. */
  get openedOrder(): OrderDetail['order'] | null {
    return this.detail?.order ?? null;
  }

  async open(id: number): Promise<void> {
    const detail = this.world.use(ORDERS).detail;
    this.detail = (await this.world.attempt(() => detail.execute(id))) ?? null;
  }

  /** The example pending order: its scenario offered at a known delay, so its delay date is known. */
  async openPending(): Promise<void> {
    const offer = await makeScenarioOffer(this.world, EXAMPLE_DELAY_DAYS);
    const order = await makeOrder(this.world, {
      status: 0,
      hasManufacturingPdf: false,
      createdAt: EXAMPLE_CREATED_AT,
      scenarioId: offer.scenarioId,
      quote: { application: offer.application },
    });
    await this.open(order.id);
  }

  openNotConformed(): Promise<void> {
    return this.open(
      this.seeded.newest(
        'in "Non conforme" waiting for the reseller’s answer',
        (o) => o.status === 5 && this.seeded.waiting(o.id),
      ).id,
    );
  }

  openStaffOrder(): Promise<void> {
    return this.open(
      this.seeded.newest('placed by staff in "En cours de traitement"', (o) => o.resellerId === null && o.status === 1)
        .id,
    );
  }

  /** A reseller's order still pending, in progress or in production, with no request waiting. */
  openFlaggable(login: string): Promise<void> {
    const owner = this.world.account(login).id;
    return this.open(
      this.seeded.newest(
        `of ${login} pending, in progress or in production without a waiting request`,
        (o) => o.resellerId === owner && this.seeded.flaggable(o),
      ).id,
    );
  }

  openOwn(login: string, status?: string): Promise<void> {
    const owner = this.world.account(login).id;
    const wanted = status === undefined ? null : statusNamed(status);
    return this.open(
      this.seeded.newest(
        `of ${login}${status === undefined ? '' : ` in "${status}"`}`,
        (o) => o.resellerId === owner && (wanted === null || o.status === wanted),
      ).id,
    );
  }

  openShipped(): Promise<void> {
    return this.open(
      this.seeded.newest(
        'of a reseller in "Expédiée" with a tracking number',
        (o) => o.status === 3 && o.tracking.length > 0 && o.resellerId !== null,
      ).id,
    );
  }

  openTheirs(login: string): Promise<void> {
    const owner = this.world.account(login).id;
    return this.open(this.seeded.newest(`of ${login}`, (o) => o.resellerId === owner).id);
  }

  /** The order open, read without a refusal. */
  get opened(): OrderDetail {
    this.world.assertSucceeded();
    assert.ok(this.detail, 'no order open');
    return this.detail;
  }

  /** The order as the server now has it, read again through the use case. */
  async reread(): Promise<OrderDetail> {
    assert.ok(this.detail, 'no order open');
    return this.world.use(ORDERS).detail.execute(this.detail.order.id);
  }

  assertFullDetail(withManufacturing: boolean): void {
    const { order, nonConformity } = this.opened;
    const record = this.seeded.byId(order.id);
    assert.equal(order.internalReference, record.internalReference);
    assert.equal(order.quote.reference, record.quote.reference);
    assert.equal(order.quote.series.length, record.quote.series.length);
    const placer = this.world.backend.db.collections.users.findFirst((q) => q.where({ id: record.userId }));
    assert.equal(order.user.company, placer?.company);
    assert.equal(Boolean(order.pdfManufacturing), withManufacturing && record.hasManufacturingPdf);
    if (!withManufacturing) assert.equal(nonConformity, null);
  }

  /** docs/rules.md#delay-date, on the example order: its creation date plus its scenario's one delay. */
  assertDelayDate(): void {
    const { order, delayDate } = this.opened;
    assert.equal(order.createdAt, EXAMPLE_CREATED_AT, 'the order open is not the example');
    assert.equal(delayDate?.toISOString(), EXAMPLE_DELAY_DATE);
  }

  assertTracking(): void {
    const { order } = this.opened;
    const record = this.seeded.byId(order.id);
    assert.ok(order.tracking.length > 0);
    assert.deepEqual(
      order.tracking.map((t) => [t.reference, t.carrier, t.url]),
      record.tracking.map((t) => [t.reference, t.carrier, t.url]),
    );
    for (const t of order.tracking) assert.ok(t.url?.startsWith('https://') && t.url.includes(t.reference));
    assert.ok(order.shippingLabel, 'no shipping label');
  }

  // ------------------------------------------------------------------ status changes

  async changeStatus(name: string): Promise<void> {
    const detail = this.opened;
    this.detail = null;
    await this.world.attempt(async () => {
      await this.world.use(ORDERS).changeStatus.execute(detail, statusNamed(name));
    });
    this.detail = this.world.lastError ? detail : await this.world.use(ORDERS).detail.execute(detail.order.id);
  }

  async assertShows(name: string): Promise<void> {
    const fresh = await this.reread();
    assert.equal(fresh.order.status.name, name);
    const listed = await this.world
      .use(ORDERS)
      .list.execute({ page: 1, size: 25, search: fresh.order.internalReference });
    assert.equal(listed.items.find((o) => o.id === fresh.order.id)?.status.name, name, 'the list shows another status');
  }

  /** The order action was refused before any call, the user told `text`. */
  assertRefusedShowing(text: string): void {
    this.world.assertRefusedShowing(text, OrderActionRefusedError);
  }

  async assertChangeRefused(name: string, text: string): Promise<void> {
    await this.changeStatus(name);
    this.assertRefusedShowing(text);
  }

  assertNoTargets(): void {
    assert.deepEqual(this.opened.targets, []);
  }
}

export const orders = (world: BackOfficeWorld): OrdersContext => world.area(OrdersContext);
