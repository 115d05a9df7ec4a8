/**
 * The list conventions of docs/api/README.md#lists, checked on every paged list of the contract, read
 * only: pages disjoint and in order, their sizes, a page past the end, bad parameters, `total` and
 * `totalRequest` against counts the run makes itself, search ignoring case and accents, every sortable
 * column both ways with empty values last, ties in a stable order, and each list's filters. A server
 * that answers every page as the first, counts every record under a search or ignores `_order` fails
 * here by name. The lists are found in the contract (every GET taking `_page`), their sortable columns
 * in the document (`_index`), so a list added to `src/api` is checked without a line here; the tables
 * below only say where a row shows a column the list sorts or filters on under another name.
 */
import { API_OPERATIONS } from '../../../src/api/index';
import { countriesApi } from '../../../src/api/countries.api';
import { catalogueApi } from '../../../src/api/catalogue.api';
import type { AnyOperation } from '../../../src/api/operation';
import { DEFAULT_TIME_ZONE } from '../../../src/api/dashboard.api';
import { zonedDay, zonedDayStart, addDays } from '../../../src/domain/dashboard/dashboard-figures';
import {
  at,
  compareValues,
  filledAfterEmpty,
  get,
  isEmpty,
  outOfOrder,
  FILTERS,
  sortValue,
  type Filter,
  type Row,
  type Value,
} from './list-order';
import { op, rowsOf } from './reads';
import { answerText, count, fieldsOf, skip, type Answer, type ConformanceRun, type Verdict } from './run';
import type { RuleId } from './rules';
import type { Sessions } from './session';

type Query = Readonly<Record<string, string | readonly string[]>>;

/** A text of the row that a search of the list finds it by: its name, reference or login. */
const SEARCHED: Readonly<Record<string, Value>> = {
  listMarginPrices: at('scenario.uid'),
  listUsers: at('lastname'),
  listMandrels: at('number'),
  listOrientations: at('number'),
  listEnvironmentConfigs: at('ftpUrl'),
  listOrders: at('internalReference'),
  listCancelRequests: at('reference'),
  listNonConformities: at('order.internalReference'),
  listQuotes: at('reference'),
  listAudit: at('entityId'),
  listMails: at('subject'),
  listNotifications: at('reference'),
  listResellers: at('company'),
  listProspects: at('company'),
  listCustomers: at('company'),
  searchResellers: at('company'),
  listCategoryScenarios: at('scenario.name'),
};

/** The field a list's period filter (`_start_date`, `_end_date`) reads. */
const DATED: Readonly<Record<string, string>> = { listOrders: 'createdAt', listQuotes: 'createdAt', listAudit: 'at' };

/** The rows of a page the checks read. */
const PAGE = 100;
/** The most pages a count walks (2,000 rows). */
const MOST_PAGES = 20;

interface Page {
  readonly answer: Answer;
  readonly rows: Row[];
  readonly total: number;
  readonly totalRequest: number;
}

// ---------------------------------------------------------------- the lists

interface ListUnderTest {
  readonly operation: AnyOperation;
  /** Its sortable columns, from the document's `_index`. */
  readonly columns: readonly string[];
  /** The values the document lists for each of its parameters that has such a list. */
  readonly enums: Readonly<Record<string, readonly string[]>>;
  /** Its rows per page without `_limit`, as the document's `_limit` says (25 but for an autocomplete's). */
  readonly defaultLimit: number;
}

/** Every paged list of the contract the admin may read, and its sortable columns. */
function pagedLists(run: ConformanceRun): ListUnderTest[] {
  const out: ListUnderTest[] = [];
  for (const operation of API_OPERATIONS) {
    if (operation.method !== 'get' || !operation.query?._page) continue;
    const parameters = (run.document.paths[operation.path]?.get?.parameters ?? []) as {
      name: string;
      description?: string;
      schema?: { enum?: string[]; description?: string };
    }[];
    const limit = parameters.find((p) => p.name === '_limit');
    const defaultLimit = Number(
      /default (\d+)/.exec(limit?.description ?? limit?.schema?.description ?? '')?.[1] ?? 25,
    );
    const enums = Object.fromEntries(
      parameters.flatMap((p) => (p.schema?.enum ? [[p.name, p.schema.enum.map(String)] as const] : [])),
    );
    out.push({ operation, columns: enums._index ?? [], enums, defaultLimit });
  }
  return out;
}

const idOf = (row: Row) => (row.id === undefined ? JSON.stringify(row) : String(row.id));
const ids = (rows: readonly Row[]) => rows.map(idOf);
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** One list's pages, each asked once however many checks read it. */
class Pages {
  private readonly cache = new Map<string, Promise<Page>>();

  constructor(
    readonly run: ConformanceRun,
    readonly operation: AnyOperation,
  ) {}

  read(query: Query): Promise<Page> {
    const key = JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
    let page = this.cache.get(key);
    if (!page) {
      page = this.run.send(this.operation, { query }).then((answer) => {
        if (answer.status !== 200) throw new Error(`${queryText(query)} answered ${answerText(answer)}`);
        const body = answer.body as { total?: number; totalRequest?: number };
        return {
          answer,
          rows: rowsOf<Row>(answer),
          total: body.total ?? -1,
          totalRequest: body.totalRequest ?? body.total ?? -1,
        };
      });
      this.cache.set(key, page);
    }
    return page;
  }

  /** Every row matching `query`, page after page (at most MOST_PAGES pages). */
  async walk(query: Query = {}): Promise<{ rows: Row[]; complete: boolean }> {
    const rows: Row[] = [];
    for (let n = 1; n <= MOST_PAGES; n += 1) {
      const page = await this.read({ ...query, _limit: String(PAGE), _page: String(n) });
      rows.push(...page.rows);
      if (page.rows.length < PAGE) return { rows, complete: true };
    }
    return { rows, complete: false };
  }
}

const queryText = (query: Query) =>
  Object.entries(query)
    .flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : value.map((v) => [name, v])))
    .map(([name, value]) => `${name}=${value}`)
    .join('&') || '(no parameter)';

/** Problems found, as a verdict: a pass when there are none. */
const verdict = (problems: readonly string[], seen: string): Verdict<undefined> => ({
  got: problems.length ? problems.slice(0, 3).join('; ') : seen,
  pass: problems.length === 0,
});

/** The checks of every paged list (`only`: of the lists it keeps, by operation id). */
export async function listConventions(
  run: ConformanceRun,
  s: Sessions,
  only: (operationId: string) => boolean = () => true,
): Promise<void> {
  run.group = 'lists';
  run.as(s.adminToken);
  for (const list of pagedLists(run).filter((l) => only(l.operation.id))) {
    const pages = new Pages(run, list.operation);
    const name = list.operation.id;
    const check = (what: string, expected: string, rule: RuleId, body: () => Promise<Verdict<undefined>>) =>
      run.check(`${name}: ${what}`, expected, body, [], rule);
    await check('pages of 10, 25, 50 and 100', 'each the next rows of one list, none twice', 'lists.paging', () =>
      paging(pages),
    );
    await check('page sizes', `as many rows as _limit asks, ${list.defaultLimit} without it`, 'lists.page-size', () =>
      sizes(pages, list.defaultLimit),
    );
    await check('a page past the end', 'an empty list with the totals', 'lists.past-the-end', () => pastTheEnd(pages));
    await check(
      '_limit=101, _page=0, _index, _order and _search of 201 characters',
      '400 naming each of the five',
      'lists.bad-parameters',
      async () => {
        const answer = await run.send(list.operation, { query: BAD_PARAMETERS });
        const named = fieldsOf(answer);
        const missing = Object.keys(BAD_PARAMETERS).filter((field) => !named.includes(field));
        return {
          got: `${answerText(answer)}${missing.length ? `; not named: ${missing.join(', ')}` : ''}`,
          pass: answer.status === 400 && !missing.length,
        };
      },
    );
    await check(
      `sorted by each of its ${count(list.columns.length, 'column')}, both ways`,
      'each page in order',
      'lists.sort',
      () => sorting(pages, list.columns, name, 'order'),
    );
    await check('empty values when sorted', 'last, both ways', 'lists.empty-last', () =>
      sorting(pages, list.columns, name, 'empty'),
    );
    await check('ties', 'the same rows each time, pages never overlapping', 'lists.ties', () =>
      ties(pages, list.columns, name),
    );
    await check('a search, counted', 'totalRequest the rows found, total the same as without', 'lists.totals', () =>
      searched(pages, name, 'count'),
    );
    await check('a search in capitals, without accents', 'the same rows', 'lists.search', () =>
      searched(pages, name, 'fold'),
    );
    for (const filter of FILTERS[name] ?? []) {
      const values = filter.values ?? (filter.partial ? undefined : list.enums[filter.param]);
      await check(`${filter.param}`, 'only the rows it names, counted', 'lists.filters', () =>
        filtered(pages, values ? { ...filter, values } : filter),
      );
    }
    const dated = DATED[name];
    if (dated) {
      await check('_start_date and _end_date of one day', 'that day’s rows, the day whole', 'lists.dates', () =>
        oneDay(pages, dated),
      );
    }
  }
  for (const [name, operation, query] of [
    ['listDimensions', op(catalogueApi.dimensions.list), {}],
    ['listCountries', countriesApi.listCountries, { lang: 'fr' }],
  ] as const) {
    if (!only(name)) continue;
    await run.check(
      `${name} with _limit=1&_page=2`,
      'every row: one list, no paging',
      async () => {
        const answer = await run.send(operation, { query: { ...query, _limit: '1', _page: '2' } });
        const rows = rowsOf(answer);
        const total = (answer.body as { total?: number } | null)?.total;
        return {
          got: `${answerText(answer)}, ${count(rows.length, 'row')} of ${total}`,
          pass: answer.status === 200 && rows.length === total && rows.length > 1,
        };
      },
      [],
      'lists.unpaged',
    );
  }
}

const BAD_PARAMETERS: Query = {
  _limit: '101',
  _page: '0',
  _index: 'no-such-column',
  _order: 'sideways',
  _search: 'x'.repeat(201),
};

async function paging(pages: Pages): Promise<Verdict<undefined>> {
  const first = await pages.read({ _limit: String(PAGE) });
  if (first.rows.length < 2) skip('the list has fewer than 2 rows');
  const all = ids(first.rows);
  const problems: string[] = [];
  for (const [limit, count] of [
    [10, 3],
    [25, 4],
    [50, 2],
  ] as const) {
    for (let n = 1; n <= count && (n - 1) * limit < all.length; n += 1) {
      const page = await pages.read({ _limit: String(limit), _page: String(n) });
      const expected = all.slice((n - 1) * limit, n * limit);
      if (!same(ids(page.rows), expected)) {
        problems.push(
          `_limit=${limit}&_page=${n} held ${ids(page.rows).slice(0, 4).join(', ')}…, not ${expected.slice(0, 4).join(', ')}…`,
        );
      }
    }
  }
  return verdict(
    problems,
    `pages of 10, 25 and 50 hold rows 1–${Math.min(all.length, 100)} of one page of 100, in order`,
  );
}

async function sizes(pages: Pages, byDefault: number): Promise<Verdict<undefined>> {
  const first = await pages.read({ _limit: String(PAGE) });
  const n = first.totalRequest;
  const problems: string[] = [];
  const plain = await pages.read({});
  if (plain.rows.length !== Math.min(byDefault, n))
    problems.push(`no _limit: ${count(plain.rows.length, 'row')} of ${n}`);
  for (const limit of [10, 25, 50, 100]) {
    const page = await pages.read({ _limit: String(limit), _page: '1' });
    if (page.rows.length !== Math.min(limit, n))
      problems.push(`_limit=${limit}: ${count(page.rows.length, 'row')} of ${n}`);
  }
  return verdict(problems, `${n} rows: 10, 25, 50 and 100 a page, ${byDefault} by default`);
}

async function pastTheEnd(pages: Pages): Promise<Verdict<undefined>> {
  const first = await pages.read({ _limit: String(PAGE) });
  const last = Math.max(1, Math.ceil(first.totalRequest / PAGE));
  const lastPage = await pages.read({ _limit: String(PAGE), _page: String(last) });
  const after = await pages.read({ _limit: String(PAGE), _page: String(last + 1) });
  const problems: string[] = [];
  const rest = first.totalRequest - (last - 1) * PAGE;
  if (lastPage.rows.length !== rest)
    problems.push(`the last page (${last}) held ${count(lastPage.rows.length, 'row')}, not ${rest}`);
  if (after.rows.length) problems.push(`page ${last + 1} held ${count(after.rows.length, 'row')}`);
  if (after.total !== first.total || after.totalRequest !== first.totalRequest) {
    problems.push(
      `page ${last + 1} counted ${after.total}/${after.totalRequest}, page 1 ${first.total}/${first.totalRequest}`,
    );
  }
  return verdict(problems, `page ${last + 1}: no row, totals ${after.total}/${after.totalRequest}`);
}

/** The pages a sort check reads: the first page each way, and the last too when the list is longer. */
async function sortedPages(
  pages: Pages,
  column: string,
): Promise<{ order: 'asc' | 'desc'; rows: Row[]; query: Query }[]> {
  const out = [];
  for (const order of ['asc', 'desc'] as const) {
    const query = { _index: column, _order: order, _limit: String(PAGE) };
    const first = await pages.read(query);
    out.push({ order, rows: first.rows, query });
    const last = Math.ceil(first.totalRequest / PAGE);
    if (last > 1) {
      const lastQuery = { ...query, _page: String(last) };
      out.push({ order, rows: (await pages.read(lastQuery)).rows, query: lastQuery });
    }
  }
  return out;
}

async function sorting(
  pages: Pages,
  columns: readonly string[],
  name: string,
  what: 'order' | 'empty',
): Promise<Verdict<undefined>> {
  if (!columns.length) skip('the document gives it no sortable column');
  const problems: string[] = [];
  const withEmpty: string[] = [];
  let rows = 0;
  for (const column of columns) {
    const value = sortValue(name, column);
    const seen = { empty: false, filled: false };
    // A direction's pages in order (the first, then the last): once an empty value, only empty ones.
    const way: Record<'asc' | 'desc', unknown[]> = { asc: [], desc: [] };
    for (const page of await sortedPages(pages, column)) {
      const values = page.rows.map(value);
      rows += values.length;
      if (values.some((v) => typeof v === 'object' && v !== null)) {
        problems.push(`${column}: the rows show no value to sort on (conformance's SORT_VALUES in lists.ts)`);
        break;
      }
      seen.empty ||= values.some(isEmpty);
      seen.filled ||= values.some((v) => !isEmpty(v));
      way[page.order].push(...values);
      if (what === 'order') {
        const wrong = outOfOrder(values, page.order);
        if (wrong) problems.push(`${queryText(page.query)}: ${wrong}`);
      }
    }
    if (what === 'empty' && seen.empty && seen.filled) {
      withEmpty.push(column);
      for (const order of ['asc', 'desc'] as const) {
        const wrong = filledAfterEmpty(way[order]);
        if (wrong) problems.push(`_index=${column}&_order=${order}: ${wrong}`);
      }
    }
  }
  if (!rows) skip('the list is empty');
  if (what === 'empty' && !withEmpty.length && !problems.length)
    skip('no sortable column has both empty and filled values');
  return verdict(
    problems,
    what === 'order'
      ? `${count(columns.length, 'column')} in order both ways`
      : `empty values last in ${withEmpty.join(', ')}, both ways`,
  );
}

/** The column whose first page holds the most ties. */
async function tiedColumn(
  pages: Pages,
  columns: readonly string[],
  name: string,
): Promise<{ column: string; tied: number } | null> {
  let best: { column: string; tied: number } | null = null;
  for (const column of columns) {
    const value = sortValue(name, column);
    const values = (await pages.read({ _index: column, _order: 'asc', _limit: String(PAGE) })).rows.map(value);
    const tied = values.filter((v, i) => i > 0 && !isEmpty(v) && compareValues(values[i - 1], v) === 0).length;
    if (tied > (best?.tied ?? 0)) best = { column, tied };
  }
  return best;
}

async function ties(pages: Pages, columns: readonly string[], name: string): Promise<Verdict<undefined>> {
  const found = await tiedColumn(pages, columns, name);
  if (!found) skip('no sortable column has two rows of the same value on its first page');
  const { column, tied } = found as { column: string; tied: number };
  const query = { _index: column, _order: 'asc', _limit: String(PAGE) };
  const once = ids((await pages.read(query)).rows);
  // The same request again, past the cache: a server that orders ties at random answers other rows.
  const again = ids(rowsOf<Row>(await pages.run.send(pages.operation, { query })));
  const problems: string[] = [];
  if (!same(once, again)) problems.push(`${queryText(query)} asked twice answered two orders`);
  for (let n = 1; n <= 4 && (n - 1) * 25 < once.length; n += 1) {
    const page = ids((await pages.read({ ...query, _limit: '25', _page: String(n) })).rows);
    if (!same(page, once.slice((n - 1) * 25, n * 25)))
      problems.push(`_limit=25&_page=${n} by ${column}: not rows ${(n - 1) * 25 + 1}–${n * 25} of the page of 100`);
  }
  return verdict(problems, `by ${column} (${count(tied, 'tie')}): the same order twice, pages of 25 in step`);
}

/** A text with an accented letter (one that decomposes). */
const accented = (text: string) => text.normalize('NFD') !== text;

const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/** A word of a row that a search finds it by (accented if one is, finding at most MOST_PAGES pages), and the row. */
async function searchTerm(pages: Pages, name: string): Promise<{ term: string; row: Row } | null> {
  const searched = SEARCHED[name] ?? at('name');
  const first = await pages.read({ _limit: String(PAGE) });
  const candidates: { term: string; row: Row }[] = [];
  for (const row of first.rows) {
    const value = searched(row);
    if (value === null || value === undefined || value === '') continue;
    const words = String(value)
      .split(/[\s/]+/)
      .filter((word) => word.length >= 3 && /[\p{L}\d]/u.test(word));
    for (const word of words.length ? words : [String(value)]) candidates.push({ term: word, row });
  }
  // Accented words first (the search must ignore accents), the longer (the rarer) before the shorter.
  const ranked = candidates
    .filter((c) => c.term.length >= 3)
    .sort((a, b) => Number(accented(b.term)) - Number(accented(a.term)) || b.term.length - a.term.length);
  for (const candidate of ranked.slice(0, 5)) {
    const found = await pages.read({ _search: candidate.term, _limit: '1' });
    if (found.totalRequest <= MOST_PAGES * PAGE) return candidate;
  }
  return candidates[0] ?? null;
}

async function searched(pages: Pages, name: string, what: 'count' | 'fold'): Promise<Verdict<undefined>> {
  const found = await searchTerm(pages, name);
  if (!found) skip('the list is empty');
  const { term, row } = found as { term: string; row: Row };
  const all = await pages.read({ _limit: String(PAGE) });
  const result = await pages.read({ _search: term, _limit: String(PAGE) });
  const problems: string[] = [];
  if (what === 'count') {
    const walked = await pages.walk({ _search: term });
    if (!walked.complete) skip(`"${term}" finds more than ${MOST_PAGES * PAGE} rows`);
    if (walked.rows.length !== result.totalRequest) {
      problems.push(
        `_search=${term}: totalRequest ${result.totalRequest}, ${count(walked.rows.length, 'row')} found page after page`,
      );
    }
    if (result.total !== all.total) problems.push(`_search=${term}: total ${result.total}, ${all.total} without it`);
    if (!walked.rows.some((r) => idOf(r) === idOf(row)))
      problems.push(`_search=${term}: the row ${idOf(row)} it was taken from is not found`);
    return verdict(
      problems,
      `_search=${term}: ${count(walked.rows.length, 'row')}, totalRequest ${result.totalRequest}, total ${result.total}`,
    );
  }
  const variant = foldText(term);
  const other = await pages.read({ _search: variant, _limit: String(PAGE) });
  if (other.totalRequest !== result.totalRequest || !same(ids(other.rows), ids(result.rows))) {
    problems.push(`_search=${variant}: ${other.totalRequest} rows, _search=${term}: ${result.totalRequest}`);
  }
  return verdict(problems, `_search=${term} and _search=${variant}: the same ${count(result.totalRequest, 'row')}`);
}

async function filtered(pages: Pages, filter: Filter): Promise<Verdict<undefined>> {
  const all = await pages.read({ _limit: String(PAGE) });
  const values = [...new Set(all.rows.map(filter.of).filter((v): v is string => v !== null))];
  const value = values[0];
  if (value === undefined) skip(`no row of the first page to filter on`);
  const chosen = value as string;
  const problems: string[] = [];
  const one = await pages.read({ [filter.param]: chosen, _limit: String(PAGE) });
  const foreign = one.rows.filter((row) => !sameValue(filter, filter.of(row), chosen)).length;
  if (foreign) problems.push(`${filter.param}=${chosen}: ${count(foreign, 'row')} of another value`);
  if (!filter.choosesList && one.total !== all.total) {
    problems.push(`${filter.param}=${chosen}: total ${one.total}, ${all.total} without it`);
  }
  // The count it makes itself: the whole list's rows of that value when one page holds them, else the pages walked.
  const own =
    all.totalRequest <= PAGE
      ? all.rows.filter((row) => sameValue(filter, filter.of(row), chosen)).length
      : await (async () => {
          const walked = await pages.walk({ [filter.param]: chosen });
          return walked.complete ? walked.rows.length : null;
        })();
  if (own !== null && own !== one.totalRequest)
    problems.push(`${filter.param}=${chosen}: totalRequest ${one.totalRequest}, ${own} counted`);
  if (filter.values) {
    let sum = 0;
    for (const each of filter.values) sum += (await pages.read({ [filter.param]: each, _limit: '1' })).totalRequest;
    if (sum !== all.totalRequest)
      problems.push(
        `the ${filter.values.length} values of ${filter.param} count ${sum} rows, the list ${all.totalRequest}`,
      );
  }
  const second = values[1];
  if (filter.repeated && second !== undefined) {
    const both = await pages.read({ [filter.param]: [chosen, second], _limit: '1' });
    const other = await pages.read({ [filter.param]: second, _limit: '1' });
    if (both.totalRequest !== one.totalRequest + other.totalRequest) {
      problems.push(
        `${filter.param}=${chosen}&${filter.param}=${second}: ${both.totalRequest} rows, ${one.totalRequest} + ${other.totalRequest} apart`,
      );
    }
  }
  return verdict(problems, `${filter.param}=${chosen}: ${count(one.totalRequest, 'row')} of ${all.totalRequest}`);
}

/** Two values of a filter are the same: an address case aside (`_recipient`), else exactly. */
const sameValue = (filter: Filter, a: string | null, b: string) =>
  filter.param === '_recipient' ? a?.toLowerCase() === b.toLowerCase() : a === b;

async function oneDay(pages: Pages, field: string): Promise<Verdict<undefined>> {
  const all = await pages.read({ _limit: String(PAGE) });
  const instant = all.rows.map(at(field)).find((v): v is string => typeof v === 'string');
  if (!instant) skip('the list is empty');
  const day = zonedDay(instant as string, DEFAULT_TIME_ZONE);
  const byDay = await pages.walk({ _start_date: day, _end_date: day });
  const from = new Date(zonedDayStart(day, DEFAULT_TIME_ZONE)).toISOString();
  const to = new Date(zonedDayStart(addDays(day, 1), DEFAULT_TIME_ZONE) - 1).toISOString();
  const byInstants = await pages.read({ _start_date: from, _end_date: to, _limit: '1' });
  const first = await pages.read({ _start_date: day, _end_date: day, _limit: String(PAGE) });
  const problems: string[] = [];
  const outside = byDay.rows.filter((row) => zonedDay(String(get(row, field)), DEFAULT_TIME_ZONE) !== day).length;
  if (outside) problems.push(`${count(outside, 'row')} of another day`);
  if (!byDay.rows.some((row) => get(row, field) === instant))
    problems.push(`the row of ${instant} it was taken from is not found`);
  if (byDay.complete && byDay.rows.length !== first.totalRequest)
    problems.push(`totalRequest ${first.totalRequest}, ${byDay.rows.length} counted`);
  if (byInstants.totalRequest !== first.totalRequest) {
    problems.push(`${day} to ${day}: ${first.totalRequest} rows; ${from} to ${to}: ${byInstants.totalRequest}`);
  }
  return verdict(problems, `${day}: ${count(first.totalRequest, 'row')}, as many as from ${from} to ${to}`);
}
