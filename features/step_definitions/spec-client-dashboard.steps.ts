import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { OrderRecord } from '../../mocks/db/orders.schema';
import type {
  CumulatedTurnoverPointWire,
  DashboardChartsWire,
  DashboardCountersWire,
} from '../../src/api/dashboard.api';
import { cents } from '../../src/domain/shared/money';
import type { RawAnswer } from '../support/spec-client';
import type { BackOfficeWorld } from '../support/world';

/**
 * The dashboard as a client written from the original call list sees it: raw POSTs with
 * `{startDate, endDate}` (+ `_resellerId`), answers read as plain JSON and checked against the
 * backend's own records, never against this SPA's adapters.
 */

const CALLS = {
  counters: '/admin/dashboard/counters',
  charts: '/admin/dashboard/charts',
  cumulated: '/admin/dashboard/charts/cumulated-turnover',
} as const;
type Call = keyof typeof CALLS;

type Counters = DashboardCountersWire;
type Charts = DashboardChartsWire;
type Point = CumulatedTurnoverPointWire;

/** Money to the cent: sums of floats may round a half cent either way. */
function assertCents(shown: number, expected: number, what: string): void {
  assert.ok(Math.abs(shown - expected) <= 0.0051, `${what}: ${shown} shown, ${cents(expected)} expected`);
}

const iso = (instant: string) => new Date(instant).toISOString();

class SpecDashboard {
  token: string | null = null;
  answers: Record<Call, RawAnswer> | null = null;
  previous: Record<Call, RawAnswer> | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  post(path: string, body: unknown, options: { token?: string | null; locale?: string } = {}): Promise<RawAnswer> {
    return this.world.specClient.call('POST', path, {
      token: options.token === undefined ? this.token : options.token,
      body,
      ...(options.locale ? { query: { locale: options.locale } } : {}),
    });
  }

  async postAll(body: unknown): Promise<void> {
    this.previous = this.answers;
    const entries = await Promise.all(
      (Object.keys(CALLS) as Call[]).map(async (call) => [call, await this.post(CALLS[call], body)] as const),
    );
    this.answers = Object.fromEntries(entries) as Record<Call, RawAnswer>;
  }

  /** The answers of the last period posted to the three calls. */
  answered(): Record<Call, RawAnswer> {
    assert.ok(this.answers, 'the dashboard was not asked');
    return this.answers;
  }

  body<T>(call: Call): T {
    const answer = this.answered()[call];
    assert.equal(answer.status, 200, `${CALLS[call]} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body as T;
  }

  get counters(): Counters {
    return this.body<Counters>('counters');
  }

  /** The orders the backend holds created in [from, to), of one reseller or of everyone. */
  ordersCreated(from: string, to: string, owner: number | null): OrderRecord[] {
    const [start, end] = [iso(from), iso(to)];
    return this.world.backend.db.collections.orders
      .all()
      .filter((o) => o.createdAt >= start && o.createdAt < end && (owner === null || o.resellerId === owner));
  }
}

function specDashboard(world: BackOfficeWorld): SpecDashboard {
  return world.area(SpecDashboard);
}

Given(
  'a client of the original call list asks the dashboard as {string}',
  async function (this: BackOfficeWorld, login: string) {
    specDashboard(this).token = await this.specClient.login(login);
  },
);

When(
  'it posts the dashboard period {string} to {string}',
  function (this: BackOfficeWorld, startDate: string, endDate: string) {
    return specDashboard(this).postAll({ startDate, endDate });
  },
);

When(
  'it posts the dashboard period {string} to {string} with the _resellerId of {string}',
  async function (this: BackOfficeWorld, startDate: string, endDate: string, login: string) {
    return specDashboard(this).postAll({ startDate, endDate, _resellerId: await this.idOf(login) });
  },
);

Then('every dashboard call answers 200', function (this: BackOfficeWorld) {
  const dashboard = specDashboard(this);
  for (const call of Object.keys(CALLS) as Call[]) dashboard.body(call);
});

function assertCounts(dashboard: SpecDashboard, orders: OrderRecord[]): void {
  assert.ok(orders.length > 0, 'the seed has no order in the period');
  const { counters } = dashboard;
  const turnover = orders.reduce((sum, o) => sum + o.total, 0);
  assert.equal(counters.orders.value, orders.length, 'orders counted');
  assertCents(counters.turnover.value, turnover, 'turnover');
  assertCents(counters.averageOrderValue.value, turnover / orders.length, 'average order value');
}

Then(
  'the dashboard counts every order created from {string} up to {string}',
  function (this: BackOfficeWorld, from: string, to: string) {
    const dashboard = specDashboard(this);
    assertCounts(dashboard, dashboard.ordersCreated(from, to, null));
  },
);

Then(
  'the dashboard counts the orders of {string} created from {string} up to {string}',
  function (this: BackOfficeWorld, login: string, from: string, to: string) {
    const dashboard = specDashboard(this);
    assertCounts(dashboard, dashboard.ordersCreated(from, to, this.account(login).id));
  },
);

Then('the dashboard shows no resale margin', function (this: BackOfficeWorld) {
  assert.equal(specDashboard(this).counters.resaleMargin, null);
});

Then('the dashboard shows a resale margin', function (this: BackOfficeWorld) {
  assert.ok(specDashboard(this).counters.resaleMargin, 'no resale margin');
});

Then('the dashboard shows a resale margin of {float}', function (this: BackOfficeWorld, margin: number) {
  assert.equal(specDashboard(this).counters.resaleMargin?.value, margin);
});

Then("the dashboard's months count the orders created in them", function (this: BackOfficeWorld, table: DataTable) {
  const dashboard = specDashboard(this);
  const { months } = dashboard.body<Charts>('charts');
  const rows = table.hashes();
  assert.deepEqual(
    months.map((m) => m.month),
    rows.map((r) => r.month),
  );
  rows.forEach((row, i) => {
    const month = months[i] as Charts['months'][number];
    const orders = dashboard.ordersCreated(row.from as string, row['up to'] as string, null);
    const byStatus: Record<string, number> = {};
    for (const o of orders) byStatus[String(o.status)] = (byStatus[String(o.status)] ?? 0) + 1;
    assert.deepEqual(month.ordersByStatus, byStatus, `orders of ${row.month} by status`);
    assertCents(
      month.turnover,
      orders.reduce((sum, o) => sum + o.total, 0),
      `turnover of ${row.month}`,
    );
  });
});

Then(
  'the cumulated turnover has one point a day from {string} to {string}, ending at the turnover',
  function (this: BackOfficeWorld, first: string, last: string) {
    const dashboard = specDashboard(this);
    const points = dashboard.body<Point[]>('cumulated');
    const days = Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000) + 1;
    assert.equal(points.length, days, 'one point a day');
    assert.deepEqual(points[0], { ...points[0], day: 0, date: first });
    assert.equal(points.at(-1)?.date, last);
    assert.ok(Math.abs((points.at(-1)?.current ?? 0) - dashboard.counters.turnover.value) < 0.05, 'cumulated turnover');
  },
);

Then('the dashboard answers the same figures as before', function (this: BackOfficeWorld) {
  const dashboard = specDashboard(this);
  assert.ok(dashboard.previous, 'the dashboard was asked only once');
  for (const call of Object.keys(CALLS) as Call[]) {
    const before: RawAnswer = dashboard.previous[call];
    assert.equal(before.status, 200);
    assert.deepEqual(dashboard.body(call), before.body, `${CALLS[call]} answers the same`);
  }
});

Then('every dashboard call is refused with a 400 naming {string}', function (this: BackOfficeWorld, field: string) {
  const answers = specDashboard(this).answered();
  for (const call of Object.keys(CALLS) as Call[]) {
    const { status, body } = answers[call];
    assert.equal(status, 400, `${CALLS[call]} answered ${status}`);
    const errors = (body as { errors?: { field: string }[] }).errors ?? [];
    assert.deepEqual(
      errors.map((e) => e.field),
      [field],
      `${CALLS[call]}: ${JSON.stringify(body)}`,
    );
  }
});

// ------------------------------------------------------------------ call by call

Then(
  '{string} answers 200 to startDate {string} and endDate {string}, and the same days as ISO instants',
  async function (this: BackOfficeWorld, path: string, startDate: string, endDate: string) {
    const dashboard = specDashboard(this);
    const days = await dashboard.post(path, { startDate, endDate });
    assert.equal(days.status, 200, JSON.stringify(days.body));
    assert.ok(days.body && typeof days.body === 'object', 'a JSON answer');
    // Paris days: 1 January starts at 23:00Z the day before; 31 March (summer time) ends at 22:00Z.
    const instants = await dashboard.post(path, {
      startDate: '2025-12-31T23:00:00.000Z',
      endDate: '2026-03-31T21:59:59.999Z',
    });
    assert.equal(instants.status, 200, JSON.stringify(instants.body));
    assert.deepEqual(instants.body, days.body);
  },
);

Then(
  "{string} answers one reseller's figures to its _resellerId",
  async function (this: BackOfficeWorld, path: string) {
    const dashboard = specDashboard(this);
    const period = { startDate: '2026-01-01', endDate: '2026-03-31' };
    const everyone = await dashboard.post(path, period);
    const one = await dashboard.post(path, { ...period, _resellerId: await this.idOf('reseller@demo.local') });
    const own = await dashboard.post(path, period, { token: await this.specClient.login('reseller@demo.local') });
    assert.equal(one.status, 200, JSON.stringify(one.body));
    assert.notDeepEqual(one.body, everyone.body, 'the reseller’s figures differ from everyone’s');
    assert.deepEqual(one.body, own.body, 'the figures the reseller itself gets');
  },
);

Then(
  '{string} refuses a bad startDate in the language of its locale parameter',
  async function (this: BackOfficeWorld, path: string) {
    const dashboard = specDashboard(this);
    const bad = { startDate: '2026-02-30', endDate: '2026-03-31' };
    const messages: Record<string, string> = {};
    for (const locale of ['fr', 'en', 'es']) {
      const { status, body } = await dashboard.post(path, bad, { locale });
      assert.equal(status, 400);
      const errors = (body as { errors?: { field: string; message: string }[] }).errors ?? [];
      assert.equal(errors[0]?.field, 'startDate');
      messages[locale] = errors[0]?.message ?? '';
    }
    assert.match(messages.en as string, /date/i);
    assert.equal(new Set(Object.values(messages)).size, 3, `one message per language: ${JSON.stringify(messages)}`);
  },
);

Then('{string} refuses a call without a token', async function (this: BackOfficeWorld, path: string) {
  const answer = await specDashboard(this).post(
    path,
    { startDate: '2026-01-01', endDate: '2026-03-31' },
    { token: null },
  );
  assert.equal(answer.status, 401);
});
