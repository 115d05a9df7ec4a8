/**
 * The conformance run (docs/api/README.md, "The contract and the conformance run"): the SPA's own
 * HTTP adapter called against any server, every answer checked against the OpenAPI document, and
 * the rules of the API (roles, reseller scoping, list conventions, refusals) checked as a user of
 * the back office would see them. By default it only reads; `write` adds create, update, delete and
 * status checks (for a test server only: they change its data).
 */
import { AnswerObserver } from '../../mocks/contract/answer-observer';
import { AnswerChecker } from '../../src/api/openapi/answer-check';
import { openApiDocument } from '../../src/api/openapi/document';
import { AppEvents } from '../../src/application/shared/events';
import {
  AppError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../../src/domain/shared/errors';
import type { Locale } from '../../src/domain/shared/format';
import type { ListQuery } from '../../src/domain/shared/page';
import type { RecordRepository } from '../../src/application/shared/record-repository.port';
import type { Adapters } from '../../src/infrastructure/di/adapters';
import { httpAdapters } from '../../src/infrastructure/di/http-adapters';
import { WireError } from '../../src/infrastructure/shared/wire';
import { eventChecks } from './conformance-events';

export interface Account {
  readonly username: string;
  readonly password: string;
}

export interface ConformanceOptions {
  readonly baseUrl: string;
  readonly admin: Account;
  readonly reseller: Account;
  readonly write?: boolean;
  readonly locale?: Locale;
}

export interface ConformanceRow {
  /** The operation (operationId) the check is about, and what it asks. */
  readonly call: string;
  readonly expected: string;
  readonly got: string;
  readonly pass: boolean;
}

/** A check's own verdict: what it saw, and whether that is what was expected (default: yes). */
type Outcome = string | { readonly got: string; readonly pass: boolean };

const FIRST: ListQuery = { page: 1, size: 25 };

/** How a refusal or a broken answer reads in the table. */
function describe(error: unknown): string {
  if (error instanceof WireError) return `answer breaks the contract: ${error.problems.slice(0, 3).join('; ')}`;
  if (error instanceof AppError) return `${error.name}: ${error.message}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export class ConformanceRun {
  readonly rows: ConformanceRow[] = [];
  /** Every answer, checked against the document (a server may send more than it says: not strict). */
  private readonly answers: AnswerObserver;
  private token: string | null = null;
  readonly adapters: Adapters;

  constructor(private readonly options: ConformanceOptions) {
    const base = options.baseUrl.replace(/\/$/, '');
    this.answers = new AnswerObserver(base, new AnswerChecker(openApiDocument(), { strict: false }));
    const checked: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      this.answers.observe(new Request(input, init), response);
      return response;
    };
    this.adapters = httpAdapters(
      base,
      checked,
    )({
      token: () => this.token,
      locale: () => options.locale ?? 'en',
      events: new AppEvents(),
    });
  }

  /** Runs one check; the answers it received must conform to the document as well. */
  async check(call: string, expected: string, run: () => Promise<Outcome>): Promise<void> {
    await this.answers.problems();
    let got: string;
    let pass: boolean;
    try {
      const outcome = await run();
      got = typeof outcome === 'string' ? outcome : outcome.got;
      pass = typeof outcome === 'string' ? true : outcome.pass;
    } catch (error) {
      got = describe(error);
      pass = false;
    }
    const problems = await this.answers.problems();
    if (problems.length) {
      got = `${got}; answer breaks the document: ${problems.slice(0, 3).join('; ')}`;
      pass = false;
    }
    this.rows.push({ call, expected, got, pass });
  }

  /** A check that the call is refused with `kind` (a 400, 401, 403 or 404). */
  async refused(
    call: string,
    kind: typeof ValidationError | typeof UnauthorizedError | typeof ForbiddenError | typeof NotFoundError,
    expected: string,
    run: () => Promise<unknown>,
  ): Promise<void> {
    await this.check(call, expected, async () => {
      try {
        await run();
        return { got: 'accepted', pass: false };
      } catch (error) {
        if (error instanceof kind) return describe(error);
        return { got: describe(error), pass: false };
      }
    });
  }

  as(token: string | null): void {
    this.token = token;
  }

  get ok(): boolean {
    return this.rows.every((row) => row.pass);
  }
}

const count = (n: number, what: string) => `${n} ${what}`;

/** Every check of the run, in order. */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceRun> {
  const run = new ConformanceRun(options);
  const a = run.adapters;
  let adminToken = '';
  let resellerToken = '';
  let resellerId = 0;

  // ---------------------------------------------------------------- session
  await run.check('login (POST /login)', 'a token for the admin', async () => {
    adminToken = (await a.auth.login(options.admin.username, options.admin.password)).token;
    return 'token received';
  });
  await run.check('login (POST /login)', 'a token for the reseller', async () => {
    resellerToken = (await a.auth.login(options.reseller.username, options.reseller.password)).token;
    return 'token received';
  });
  await run.refused('login (POST /login)', UnauthorizedError, '401 for a wrong password', () =>
    a.auth.login(options.admin.username, `${options.admin.password}-wrong`),
  );
  await run.check('getSessionUser (POST /admin/auth-user)', 'the admin, role ROLE_ADMIN', async () => {
    const user = await a.auth.currentUser(adminToken);
    return { got: `${user.username}, ${user.roles[0] ?? 'no role'}`, pass: user.roles[0] === 'ROLE_ADMIN' };
  });
  await run.check('getSessionUser (POST /admin/auth-user)', 'the reseller, role ROLE_RESELLER', async () => {
    const user = await a.auth.currentUser(resellerToken);
    resellerId = user.id;
    return { got: `${user.username}, ${user.roles[0] ?? 'no role'}`, pass: user.roles[0] === 'ROLE_RESELLER' };
  });
  run.as(null);
  await run.refused('listOrders (GET /admin/orders)', UnauthorizedError, '401 without a token', () =>
    a.orders.list(FIRST),
  );

  // ---------------------------------------------------------------- the admin reads
  run.as(adminToken);
  const records = a.records;
  const listed: Record<string, number | undefined> = {};
  for (const [key, call, query] of [
    ['users', 'listUsers (GET /admin/users)', FIRST],
    ['resellers', 'listResellers (GET /admin/resellers)', FIRST],
    ['categories', 'listCategories (GET /admin/categories)', FIRST],
    ['categoryScenarios', 'listCategoryScenarios (GET /admin/categories/scenarios)', FIRST],
    ['poses', 'listPoses (GET /admin/categories/poses)', FIRST],
    ['mandrels', 'listMandrels (GET /admin/mandrels)', FIRST],
    ['orientations', 'listOrientations (GET /admin/orientations)', FIRST],
    ['papers', 'listPapers (GET /admin/papers)', FIRST],
    ['finishes', 'listFinishes (GET /admin/finishes)', FIRST],
    ['quantitiesPerRoll', 'listQuantitiesPerRoll (GET /admin/provide-number-per-rolls)', FIRST],
    ['shapes', 'listShapes (GET /shapes)', FIRST],
    ['dimensions', 'listDimensions (GET /admin/dimensions)', FIRST],
    ['scenarios', 'listScenarios (GET /admin/scenarios)', FIRST],
    ['tooltips', 'listCmsEntries (GET /admin/cms?_type=tooltip)', { ...FIRST, filter: { cmsType: 'tooltip' } }],
    ['configEnv', 'listEnvironmentConfigs (GET /admin/config_env)', FIRST],
  ] as const) {
    await run.check(call, 'a page: total ≥ rows listed', async () => {
      // Only the tooltips' query has a filter (the CMS type): every list takes this one's query.
      const repository: Pick<RecordRepository<unknown, unknown, unknown>, 'list'> = records[key];
      const page = await repository.list(query);
      listed[key] = (page.items[0] as { id?: number } | undefined)?.id;
      return {
        got: `${count(page.items.length, 'rows')}, total ${page.total}`,
        pass: page.total >= page.items.length && page.totalRequest <= page.total,
      };
    });
  }
  for (const [key, operation] of [
    ['users', 'getUser'],
    ['resellers', 'getReseller'],
    ['categories', 'getCategory'],
    ['mandrels', 'getMandrel'],
    ['papers', 'getPaper'],
    ['scenarios', 'getScenario'],
    ['dimensions', 'getDimension'],
  ] as const) {
    const id = listed[key];
    if (id === undefined) continue;
    await run.check(`${operation} (GET …/${id})`, `the record ${id}`, async () => {
      const record = (await records[key].get(id)) as { id: number };
      return { got: `record ${record.id}`, pass: record.id === id };
    });
  }
  await run.check(
    'listProspects, listCustomers (GET /admin/resellers/prospects, /notprospects)',
    'both views counted',
    async () => {
      const counts = await a.resellerDirectory.counts();
      return JSON.stringify(counts);
    },
  );
  await run.check('searchResellers (GET /admin/resellers/search)', 'resellers matching "a"', async () => {
    const found = await a.resellerDirectory.search('a');
    return count(found.length, 'resellers');
  });
  await run.check('listCountries (GET /countries?lang=fr)', 'the countries, named in French', async () => {
    const countries = await a.countries.list('fr');
    return { got: count(countries.length, 'countries'), pass: countries.length > 0 };
  });

  const year = new Date().getUTCFullYear();
  const period = { start: `${year}-01-01`, end: `${year}-12-31` };
  await run.check('getDashboardCounters (POST /admin/dashboard/counters)', 'this year’s counters', async () => {
    const counters = await a.dashboard.counters({ period });
    return `${counters.orders.value} orders, turnover ${counters.turnover.value}`;
  });
  await run.check('getDashboardCharts (POST /admin/dashboard/charts)', 'months and top scenarios', async () => {
    const charts = await a.dashboard.charts({ period });
    return `${count(charts.months.length, 'months')}, ${count(charts.topScenarios.length, 'top scenarios')}`;
  });
  await run.check('getCumulatedTurnover (POST …/charts/cumulated-turnover)', 'one point per day', async () => {
    const points = await a.dashboard.cumulatedTurnover({ period });
    return count(points.length, 'points');
  });

  let someOrder: { id: number; resellerId: number | null } | undefined;
  let otherResellersOrder: number | undefined;
  await run.check('listOrders (GET /admin/orders)', 'a page of orders, newest first', async () => {
    const page = await a.orders.list(FIRST);
    someOrder = page.items[0];
    const dates = page.items.map((o) => o.createdAt);
    const sorted = dates.every((d, i) => i === 0 || (dates[i - 1] as string) >= d);
    return { got: `${count(page.items.length, 'rows')}, total ${page.total}, newest first: ${sorted}`, pass: sorted };
  });
  await run.check('listOrders (GET /admin/orders?_filter[]=0)', 'only pending orders', async () => {
    const page = await a.orders.list({ ...FIRST, filter: { statuses: [0] } });
    const others = page.items.filter((o) => o.status.id !== 0).length;
    return { got: `${count(page.items.length, 'rows')}, ${others} in another status`, pass: others === 0 };
  });
  await run.check('listOrders (GET /admin/orders?_resellerId=…)', 'orders of other resellers exist', async () => {
    const page = await a.orders.list({ ...FIRST, size: 100 });
    otherResellersOrder = page.items.find((o) => o.resellerId !== null && o.resellerId !== resellerId)?.id;
    return otherResellersOrder === undefined ? 'none found in the first 100' : `order ${otherResellersOrder}`;
  });
  await run.refused('listOrders (GET /admin/orders?_limit=0)', ValidationError, '400 naming _limit', async () =>
    a.orders.list({ ...FIRST, size: 0 }),
  );
  await run.refused('getOrder (GET /admin/orders/999999999)', NotFoundError, '404 for an unknown order', () =>
    a.orders.get(999_999_999),
  );
  if (someOrder) {
    const id = someOrder.id;
    await run.check(`getOrder (GET /admin/orders/${id})`, `order ${id} in full`, async () => {
      const order = await a.orders.get(id);
      return { got: `order ${order.id}, ${order.quote.series.length} series`, pass: order.id === id };
    });
    await run.check(
      `getNonConformityOfOrder (GET /admin/order_not_conformity/${id})`,
      'a request or null',
      async () => {
        const found = await a.orders.nonConformityOf(id);
        return found ? `request ${found.id}` : 'none';
      },
    );
  }
  await run.check('listOrderStatuses (GET /admin/status/orders)', 'the 8 statuses', async () => {
    const statuses = await a.orders.statuses();
    return { got: statuses.map((s) => s.id).join(', '), pass: statuses.length === 8 };
  });
  await run.check('listCancelRequests (GET /admin/order_request_cancels)', 'a page of requests', async () => {
    const page = await a.cancelRequests.list(FIRST);
    return `${count(page.items.length, 'rows')}, total ${page.total}`;
  });
  await run.check('listNonConformities (GET /admin/order_not_conformity_list)', 'a page of requests', async () => {
    const page = await a.nonConformities.list(FIRST);
    return `${count(page.items.length, 'rows')}, total ${page.total}`;
  });
  let someQuote: number | undefined;
  await run.check('listQuotes (GET /admin/quotes)', 'a page of quotes', async () => {
    const page = await a.quotes.list(FIRST);
    someQuote = page.items[0]?.id;
    return `${count(page.items.length, 'rows')}, total ${page.total}`;
  });
  if (someQuote !== undefined) {
    const id = someQuote;
    await run.check(`getQuote (GET /admin/quotes/${id})`, `quote ${id} with its series`, async () => {
      const quote = await a.quotes.get(id);
      return { got: `quote ${quote.id}, ${quote.series.length} series`, pass: quote.id === id };
    });
  }

  // ---------------------------------------------------------------- the reseller's scope
  run.as(resellerToken);
  await run.check('listOrders as the reseller', `only reseller ${resellerId}’s orders`, async () => {
    const page = await a.orders.list({ ...FIRST, size: 100 });
    const foreign = page.items.filter((o) => o.resellerId !== resellerId).length;
    return { got: `${count(page.items.length, 'rows')}, ${foreign} of another reseller`, pass: foreign === 0 };
  });
  // docs/access.md#reseller-scoping: a reseller's _resellerId is ignored, the same rows as without it.
  await run.check('listOrders as the reseller, _resellerId[] of another', 'ignored: its own orders', async () => {
    const own = await a.orders.list({ ...FIRST, size: 100 });
    const other = await a.orders.list({ ...FIRST, size: 100, filter: { resellerIds: [resellerId + 1] } });
    const same = JSON.stringify(other.items.map((o) => o.id)) === JSON.stringify(own.items.map((o) => o.id));
    return {
      got: `${count(other.items.length, 'rows')} (${own.items.length} without it)`,
      pass: same && own.total === other.total,
    };
  });
  if (otherResellersOrder !== undefined) {
    const id = otherResellersOrder;
    await run.refused(`getOrder (GET /admin/orders/${id}) as the reseller`, NotFoundError, '404: not its order', () =>
      a.orders.get(id),
    );
  }
  await run.refused('listResellers as the reseller', ForbiddenError, '403: staff only', () =>
    records.resellers.list(FIRST),
  );
  await run.check('listQuotes as the reseller', 'only its own quotes', async () => {
    const page = await a.quotes.list({ ...FIRST, size: 100 });
    const foreign = page.items.filter((q) => q.resellerId !== resellerId).length;
    return { got: `${count(page.items.length, 'rows')}, ${foreign} of another reseller`, pass: foreign === 0 };
  });
  await run.check('countWaitingNonConformities (GET …/count/{resellerId})', 'its own count', async () => {
    return `${await a.nonConformities.countWaiting(resellerId)} waiting`;
  });
  await run.check('listMarginPrices (GET /reseller_marge_prices)', 'its margin grid', async () => {
    const page = await a.marginPrices.list(FIRST);
    return `${count(page.items.length, 'rows')}, total ${page.total}`;
  });
  await run.check('getDashboardCounters as the reseller', 'its own counters, with its resale margin', async () => {
    const counters = await a.dashboard.counters({ period });
    return { got: `${counters.orders.value} orders`, pass: counters.resaleMargin !== null };
  });

  if (options.write) await writeChecks(run, { adminToken, resellerToken, resellerId });
  await eventChecks(run, {
    baseUrl: options.baseUrl,
    adminToken,
    resellerToken,
    resellerId,
    write: Boolean(options.write),
  });

  // ---------------------------------------------------------------- end of the sessions
  for (const [who, token] of [
    ['admin', adminToken],
    ['reseller', resellerToken],
  ] as const) {
    if (!token) continue;
    await run.check(`logout (POST /logout) of the ${who}`, 'the token refused afterwards', async () => {
      await a.auth.logout(token);
      try {
        await a.auth.currentUser(token);
        return { got: 'still accepted', pass: false };
      } catch (error) {
        return { got: describe(error), pass: error instanceof UnauthorizedError };
      }
    });
  }
  return run;
}

/** The checks that change data: records, statuses, a cancellation, a quote. */
async function writeChecks(
  run: ConformanceRun,
  session: { adminToken: string; resellerToken: string; resellerId: number },
): Promise<void> {
  const a = run.adapters;
  const stamp = Date.now() % 1_000_000;
  run.as(session.adminToken);

  let mandrel: number | undefined;
  // Mandrel numbers are unique, 1 to 500: take two the server does not use yet.
  const free: number[] = [];
  await run.check('createMandrel (POST /admin/mandrels)', 'the new mandrel', async () => {
    const taken = new Set((await a.records.mandrels.list({ page: 1, size: 100 })).items.map((m) => m.number));
    for (let n = 500; n > 0 && free.length < 2; n -= 1) if (!taken.has(n)) free.push(n);
    const number = free[0];
    if (number === undefined) return { got: 'no free mandrel number', pass: false };
    const created = await a.records.mandrels.create({ number });
    mandrel = created.id;
    return { got: `mandrel ${created.id} (${created.number})`, pass: created.number === number };
  });
  if (mandrel !== undefined) {
    const id = mandrel;
    const next = free[1];
    await run.check(`updateMandrel (PUT /admin/mandrels/${id})`, 'the changed number', async () => {
      if (next === undefined) return { got: 'no second free mandrel number', pass: false };
      const updated = await a.records.mandrels.update(id, { number: next });
      return { got: String(updated.number), pass: updated.number === next };
    });
    await run.check(`deleteMandrel (DELETE /admin/mandrels/${id})`, 'gone: 404 afterwards', async () => {
      await a.records.mandrels.remove(id);
      try {
        await a.records.mandrels.get(id);
        return { got: 'still there', pass: false };
      } catch (error) {
        return { got: describe(error), pass: error instanceof NotFoundError };
      }
    });
  }
  await run.refused('createMandrel with a bad body', ValidationError, '400 with the fields at fault', () =>
    a.records.mandrels.create({ number: -1 }),
  );

  await run.check(
    'createUser, setUserActive, getUser, deleteUser (/admin/users)',
    'a reader created, disabled, deleted',
    async () => {
      const created = (await a.users.create({
        username: `conformance-${stamp}@example.com`,
        firstname: 'Conformance',
        lastname: 'Check',
        company: null,
        roles: ['ROLE_READER'],
        isActive: true,
        parent: null,
        password: `Conformance-${stamp}-passphrase`,
      })) as { id: number };
      await a.users.setActive(created.id, false);
      const disabled = await a.users.get(created.id);
      await a.users.remove(created.id);
      return { got: `user ${created.id}, active after switch: ${disabled.isActive}`, pass: !disabled.isActive };
    },
  );

  await run.check('changeOrderStatus (PATCH /admin/status/orders/{id})', 'a pending order moves to 1', async () => {
    const page = await a.orders.list({ page: 1, size: 1, filter: { statuses: [0] } });
    const order = page.items[0];
    if (!order) return 'no pending order: nothing to move';
    const moved = await a.orders.changeStatus(order.id, 1);
    return { got: `order ${order.id} now ${moved.status.id}`, pass: moved.status.id === 1 };
  });
  await run.check('changeOrderStatus, a refused transition', '400 saying why (1 → 99)', async () => {
    const page = await a.orders.list({ page: 1, size: 1, filter: { statuses: [1] } });
    const order = page.items[0];
    if (!order) return 'no order in progress: nothing to refuse';
    try {
      await a.orders.changeStatus(order.id, 99);
      return { got: 'accepted', pass: false };
    } catch (error) {
      return { got: describe(error), pass: error instanceof ValidationError };
    }
  });

  run.as(session.resellerToken);
  let asked: { request: number; order: number; before: number } | undefined;
  await run.check('askCancellation (POST /order_request_cancels)', 'the order waits: status 4', async () => {
    const page = await a.orders.list({ page: 1, size: 100, filter: { statuses: [0, 1] } });
    const order = page.items.find((o) => !o.cancellationPending);
    if (!order) return 'no order of the reseller in 0 or 1: nothing to ask';
    const request = await a.orders.askCancellation({
      orderId: order.id,
      reference: order.internalReference,
      comment: 'conformance check',
    });
    const after = await a.orders.get(order.id);
    asked = { request: request.id, order: order.id, before: order.status.id };
    return { got: `request ${request.id}, order ${order.id} now ${after.status.id}`, pass: after.status.id === 4 };
  });
  if (asked) {
    const { request, order, before } = asked;
    run.as(session.adminToken);
    await run.check(
      `answerCancelRequest (PATCH /admin/order_request_cancels/${request})`,
      'refused: order back',
      async () => {
        const answered = await a.cancelRequests.answer(request, 'unapproved');
        const after = await a.orders.get(order);
        return {
          got: `request ${answered.status}, order ${after.status.id}`,
          pass: answered.status === 'unapproved' && after.status.id === before,
        };
      },
    );
  }

  run.as(session.resellerToken);
  await run.check('validateQuote (PATCH /quotes/{id}/validate)', 'a ready quote becomes an order', async () => {
    const page = await a.quotes.list({ page: 1, size: 100, filter: { statuses: ['ready'] } });
    const quote = page.items[0];
    if (!quote) return 'no ready quote: nothing to validate';
    const validated = await a.quotes.validate(quote.id);
    return {
      got: `quote ${validated.id} ${validated.status}, order ${validated.orderId ?? 'none'}`,
      pass: validated.status === 'validated' && validated.orderId !== null,
    };
  });
}

/** The table, in plain text: call, expected, got, pass/fail. */
export function formatTable(rows: readonly ConformanceRow[]): string {
  const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
  const widths = [60, 44, 70];
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i < widths.length ? cut(cell, widths[i] as number).padEnd(widths[i] as number) : cell))
      .join('  ');
  const out = [line(['call', 'expected', 'got', 'result']), line(widths.map((w) => '-'.repeat(w)).concat('------'))];
  for (const row of rows) out.push(line([row.call, row.expected, row.got, row.pass ? 'pass' : 'FAIL']));
  const failed = rows.filter((r) => !r.pass);
  if (failed.length) {
    out.push('', 'Failed, in full:');
    for (const row of failed) out.push(`- ${row.call}: expected ${row.expected}; got ${row.got}`);
  }
  out.push('', `${rows.length} checks, ${rows.length - failed.length} passed, ${failed.length} failed`);
  return out.join('\n');
}
