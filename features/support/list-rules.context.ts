import assert from 'node:assert/strict';
import {
  compareValues,
  FILTERS,
  filledAfterEmpty,
  get,
  isEmpty,
  outOfOrder,
  sortValue,
  type Row,
} from '../../scripts/api/conformance/list-order';
import { DEFAULT_TIME_ZONE } from '../../src/api/dashboard.api';
import { API_OPERATIONS } from '../../src/api/index';
import { addDays, zonedDay, zonedDayStart } from '../../src/domain/dashboard/dashboard-figures';
import { apiRecords, type Page } from './api-records';
import { serverRules } from './server-rules.context';
import type { BackOfficeWorld } from './world';

type Query = Record<string, string | string[]>;

/** The list operation a path reads (`/admin/orders` → listOrders), as the shared tables name them. */
const listOf = (path: string): string =>
  API_OPERATIONS.find((operation) => operation.method === 'get' && operation.path === path)?.id ?? path;

/** The most rows a filtered read walks (20 pages of 100): past it, totalRequest is only checked to be at least that. */
const MOST_ROWS = 2000;

const ids = (rows: readonly Row[]) => rows.map((row) => String(row.id));
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/**
 * The list conventions of docs/api/README.md#lists, read through the API as any client reads them
 * (features/lists/list-rules-api.feature): what a page holds is compared with other pages of the same
 * list, never with the seed, so the scenarios hold against any server (`--base-url`).
 */
export class ListRulesContext {
  private path = '';
  /** The pages read, each by the query that asked for it. */
  private pages: { query: Query; page: Page<Row> }[] = [];
  private compared: { what: string; rows: Row[] }[] = [];

  constructor(private readonly world: BackOfficeWorld) {}

  private get api() {
    return apiRecords(this.world);
  }

  private get caller(): string {
    return serverRules(this.world).caller;
  }

  private read(query: Query): Promise<Page<Row>> {
    return this.api.page<Row>(this.caller, this.path, query);
  }

  private async keep(query: Query): Promise<Page<Row>> {
    const page = await this.read(query);
    this.pages.push({ query, page });
    return page;
  }

  private lastPage(): Page<Row> {
    const last = this.pages.at(-1);
    assert.ok(last, 'no page was read');
    return last.page;
  }

  // ---------------------------------------------------------------- paging

  async readInPages(path: string): Promise<void> {
    this.path = path;
    this.pages = [];
    await this.keep({ _limit: '100' });
    for (const [limit, count] of [
      [10, 3],
      [25, 4],
      [50, 2],
    ] as const) {
      for (let n = 1; n <= count; n += 1) await this.keep({ _limit: String(limit), _page: String(n) });
    }
  }

  assertPagesInStep(): void {
    const [whole, ...pages] = this.pages;
    assert.ok(whole, 'no page was read');
    const all = ids(whole.page.list);
    assert.ok(all.length > 50, `${this.path} holds ${all.length} rows: too few to page`);
    for (const { query, page } of pages) {
      const limit = Number(query._limit);
      const n = Number(query._page);
      assert.deepEqual(
        ids(page.list),
        all.slice((n - 1) * limit, n * limit),
        `${this.path}?_limit=${limit}&_page=${n}: not rows ${(n - 1) * limit + 1}–${n * limit} of the page of 100`,
      );
    }
  }

  async assertPastTheEnd(): Promise<void> {
    const first = this.pages[0]?.page;
    assert.ok(first, 'no page was read');
    const last = Math.max(1, Math.ceil(first.totalRequest / 100));
    const after = await this.read({ _limit: '100', _page: String(last + 1) });
    assert.deepEqual(
      { rows: after.list.length, total: after.total, totalRequest: after.totalRequest },
      { rows: 0, total: first.total, totalRequest: first.totalRequest },
      `${this.path}?_limit=100&_page=${last + 1}, past the ${first.totalRequest} rows`,
    );
  }

  async readWith(path: string, query: string): Promise<void> {
    this.path = path;
    const params = Object.fromEntries(new URLSearchParams(query));
    const answer = await this.api.call(this.caller, 'GET', path, { query: params });
    serverRules(this.world).answered(answer);
    if (answer.status === 200) this.pages.push({ query: params, page: answer.body as Page<Row> });
  }

  assertRows(rows: number): void {
    const page = this.lastPage();
    assert.equal(page.list.length, Math.min(rows, page.totalRequest), `rows on the page of ${this.path}`);
  }

  assertEveryRow(): void {
    const page = this.lastPage();
    assert.equal(page.list.length, page.total, `${this.path} answered ${page.list.length} rows of ${page.total}`);
    assert.ok(page.total > 1, `${this.path} has ${page.total} rows: too few to tell`);
  }

  // ---------------------------------------------------------------- sorting

  async readSorted(path: string, column: string): Promise<void> {
    this.path = path;
    this.pages = [];
    for (const order of ['asc', 'desc']) {
      const query = { _index: column, _order: order, _limit: '100' };
      const first = await this.keep(query);
      const last = Math.ceil(first.totalRequest / 100);
      if (last > 1) await this.keep({ ...query, _page: String(last) });
    }
  }

  private valuesOf(query: Query, rows: readonly Row[]): unknown[] {
    return rows.map(sortValue(listOf(this.path), String(query._index)));
  }

  assertInOrderEmptyLast(): void {
    const both: Record<string, unknown[]> = { asc: [], desc: [] };
    for (const { query, page } of this.pages) {
      const values = this.valuesOf(query, page.list);
      const wrong = outOfOrder(values, query._order as 'asc' | 'desc');
      assert.equal(wrong, null, `${this.path} by ${String(query._index)} ${String(query._order)}: ${wrong}`);
      both[String(query._order)]?.push(...values);
    }
    for (const [order, values] of Object.entries(both)) {
      const wrong = filledAfterEmpty(values);
      assert.equal(wrong, null, `${this.path} by ${String(this.pages[0]?.query._index)} ${order}: ${wrong}`);
    }
    assert.ok(
      both.asc?.some(isEmpty) && both.asc.some((v) => !isEmpty(v)),
      'the pages read hold no empty value next to filled ones: pick a column that has both',
    );
  }

  async readInDefaultOrder(path: string): Promise<void> {
    this.path = path;
    this.pages = [];
    await this.keep({ _limit: '100' });
  }

  assertNewestFirst(field: string): void {
    const values = this.lastPage().list.map((row) => get(row, field));
    assert.equal(outOfOrder(values, 'desc'), null, `${this.path} without _order, by ${field}`);
    assert.ok(compareValues(values[0], values.at(-1)) > 0, `${this.path}: every row has the same ${field}`);
  }

  // ---------------------------------------------------------------- ties

  async readTiedTwice(path: string, column: string): Promise<void> {
    this.path = path;
    this.pages = [];
    const query = { _index: column, _order: 'asc', _limit: '100' };
    await this.keep(query);
    await this.keep(query);
    for (let n = 1; n <= 4; n += 1) await this.keep({ ...query, _limit: '25', _page: String(n) });
  }

  assertTiesInStep(): void {
    const [once, again, ...quarters] = this.pages;
    assert.ok(once && again, 'the list was not read twice');
    const values = this.valuesOf(once.query, once.page.list);
    assert.ok(
      values.some((v, i) => i > 0 && compareValues(values[i - 1], v) === 0),
      `no two rows of ${this.path} tie by ${String(once.query._index)}`,
    );
    assert.deepEqual(ids(again.page.list), ids(once.page.list), 'the same request answered another order');
    const all = ids(once.page.list);
    quarters.forEach(({ page }, i) =>
      assert.deepEqual(ids(page.list), all.slice(i * 25, i * 25 + 25), `_limit=25&_page=${i + 1}`),
    );
  }

  // ---------------------------------------------------------------- search and counts

  async searchAWordTwice(path: string, field: string): Promise<void> {
    this.path = path;
    const all = await this.read({ _limit: '100' });
    const words = all.list
      .flatMap((row) => String(get(row, field) ?? '').split(/\s+/))
      .filter((word) => word.length >= 3);
    const word = words.find((w) => w.normalize('NFD') !== w) ?? words[0];
    assert.ok(word, `no row of ${path} has a word in its ${field}`);
    this.compared = [];
    for (const term of [word, fold(word)]) {
      const rows = await this.api.rows<Row>(this.caller, path, { _search: term });
      const page = await this.read({ _search: term, _limit: '1' });
      this.compared.push({ what: `_search=${term}`, rows });
      this.pages = [
        { query: { _search: term }, page },
        { query: {}, page: all },
      ];
    }
  }

  assertSearchesAgree(): void {
    const [first, second] = this.compared;
    assert.ok(first && second, 'two searches were not made');
    assert.deepEqual(ids(second.rows), ids(first.rows), `${second.what} and ${first.what}`);
    const [searched, all] = this.pages;
    assert.ok(searched && all, 'no page was read');
    assert.equal(
      searched.page.totalRequest,
      second.rows.length,
      `${second.what}: totalRequest against the rows found page after page`,
    );
    assert.equal(searched.page.total, all.page.total, `${second.what}: total against the list's without it`);
    assert.ok(second.rows.length < all.page.total, `${second.what} found every row`);
  }

  // ---------------------------------------------------------------- filters

  /**
   * Makes sure the outbox holds mails of two types to two accounts, through the API: unless it already
   * does, an admin moves a pending order of `reseller` on (its order confirmation, ticked in its
   * profile) and asks a reset link for `staff` (at most 3 an hour per account: asked only when needed).
   */
  async mailTwoKinds(reseller: string, staff: string): Promise<void> {
    const kinds = async () => {
      const mails = await this.api.rows<Row>(staff, '/admin/mails');
      return { types: new Set(mails.map((mail) => mail.type)), to: new Set(mails.map((mail) => mail.recipientId)) };
    };
    const before = await kinds();
    if (before.types.size > 1 && before.to.size > 1) return;
    const order = await this.api.orderIn('En attente', { owner: reseller });
    await this.api.moveOn(order.id, 1);
    await this.api.ok(staff, 'GET', `/reset-password/${await this.world.idOf(staff)}`);
    const { types, to } = await kinds();
    assert.ok(
      types.size > 1 && to.size > 1,
      `the outbox holds mails of ${[...types].join(', ') || 'no'} type, to ${to.size} accounts: ${reseller} must have its order confirmations ticked`,
    );
  }

  /** Reads `path` whole, then with `param` set to the value of its first row that has one. */
  async filterRows(path: string, param: string): Promise<void> {
    this.path = path;
    const of = FILTERS[listOf(path)]?.find((filter) => filter.param === param)?.of;
    assert.ok(of, `no filter ${param} of ${path}`);
    const all = await this.read({ _limit: '100' });
    const value = all.list.map(of).find((v): v is string => v !== null);
    assert.ok(value, `no row of ${path} (as ${this.caller}) to take ${param} from`);
    const rows = await this.api.rows<Row>(this.caller, this.path, { [param]: value }, MOST_ROWS / 100);
    const page = await this.read({ [param]: value, _limit: '1' });
    this.compared = [{ what: `${path}?${param}=${value}`, rows }];
    this.pages = [
      { query: { [param]: value }, page },
      { query: {}, page: all },
    ];
    this.filter = { param, value, of };
  }

  private filter: { param: string; value: string; of: (row: Row) => string | null } | null = null;

  assertFiltered(): void {
    assert.ok(this.filter, 'no filter was asked');
    const { value, of } = this.filter;
    const what = this.compared[0]?.what ?? '';
    const rows = this.compared[0]?.rows ?? [];
    const others = rows.filter((row) => of(row) !== value);
    assert.equal(others.length, 0, `${what}: ${others.length} rows of another value`);
    const [filtered, all] = this.pages;
    const counted = filtered?.page.totalRequest ?? 0;
    if (rows.length < MOST_ROWS) assert.equal(counted, rows.length, `${what}: totalRequest against the rows found`);
    else assert.ok(counted >= rows.length, `${what}: totalRequest ${counted}, yet ${rows.length} rows were found`);
    assert.equal(filtered?.page.total, all?.page.total, `${what}: total against the list's without it`);
    assert.ok(counted < (all?.page.total ?? 0), `${what} kept every row`);
  }

  async ordersOfOneDay(): Promise<void> {
    this.path = '/admin/orders';
    const newest = (await this.read({ _limit: '1' })).list[0];
    assert.ok(newest, 'no order');
    const day = zonedDay(String(newest.createdAt), DEFAULT_TIME_ZONE);
    const from = new Date(zonedDayStart(day, DEFAULT_TIME_ZONE)).toISOString();
    const to = new Date(zonedDayStart(addDays(day, 1), DEFAULT_TIME_ZONE) - 1).toISOString();
    this.day = { from, to };
    this.compared = [
      {
        what: `_start_date=${day}&_end_date=${day}`,
        rows: await this.api.rows<Row>(this.caller, this.path, { _start_date: day, _end_date: day }),
      },
      {
        what: `_start_date=${from}&_end_date=${to}`,
        rows: await this.api.rows<Row>(this.caller, this.path, { _start_date: from, _end_date: to }),
      },
    ];
  }

  private day: { from: string; to: string } | null = null;

  /** The same orders by day and by instants, each created within the day (either bound ignored shows). */
  assertOneDay(): void {
    this.assertSameRows();
    assert.ok(this.day, 'no day was read');
    const { from, to } = this.day;
    const outside = (this.compared[0]?.rows ?? []).filter((row) => {
      const at = Date.parse(String(row.createdAt));
      return at < Date.parse(from) || at > Date.parse(to);
    });
    assert.equal(
      outside.length,
      0,
      `${this.compared[0]?.what}: ${outside.length} orders created outside ${from}–${to}`,
    );
  }

  assertSameRows(): void {
    const [first, second] = this.compared;
    assert.ok(first && second, 'two reads were not made');
    assert.ok(second.rows.length > 0, `${second.what}: no row`);
    assert.deepEqual(ids(first.rows), ids(second.rows), `${first.what} against ${second.what}`);
  }

  /** The caller reads `path` with and without the `_resellerId[]` of a reseller other than itself. */
  async readWithAnotherResellersId(path: string): Promise<void> {
    this.path = path;
    const mine = await this.world.idOf(this.caller);
    const orders = await this.api.rows<{ resellerId: number | null }>('admin@demo.local', '/admin/orders', {}, 3);
    const other = orders.find((o) => o.resellerId !== null && o.resellerId !== mine)?.resellerId;
    assert.ok(other, `no order of another reseller than ${this.caller}`);
    this.compared = [
      {
        what: `${path} with _resellerId[]=${other}`,
        rows: await this.api.rows<Row>(this.caller, path, { '_resellerId[]': String(other) }, 2),
      },
      { what: `${path} without it`, rows: await this.api.rows<Row>(this.caller, path, {}, 2) },
    ];
  }
}

export const listRules = (world: BackOfficeWorld): ListRulesContext => world.area(ListRulesContext);
