import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { apiRecords, type ApiRecords } from '../support/api-records';
import { assertSortedAscending } from '../support/assertions';
import type { RawAnswer } from '../support/spec-client';
import type { BackOfficeWorld } from '../support/world';

/**
 * The catalogue and the settings as a client written from the original call list sees them:
 * raw calls by path with the parameters and fields that list names, answers read as plain JSON
 * and checked against the backend's own records, never through this SPA's adapters.
 */

type Json = Record<string, unknown>;

interface Page {
  readonly list: Json[];
  readonly total: number;
  readonly totalRequest: number;
}

/**
 * How one path's record calls are made: a new record's body (naming records the server has, found
 * through its API), a change to it, and how a list is asked.
 */
interface RecordCalls {
  readonly body: (refs: Refs) => Json | Promise<Json>;
  readonly change: Json;
  /** The list's parameters (none for the non-paged dimensions). */
  readonly list: Readonly<Record<string, string>>;
}

const PAGED = { _limit: '100', _page: '1', _index: 'id', _order: 'desc' };

/** The ids of the first records of a list, as the admin reads it: what a new record may name. */
class Refs {
  constructor(private readonly api: ApiRecords) {}

  async ids(path: string, count = 1): Promise<number[]> {
    const rows = (await this.api.page<{ id: number }>('admin@demo.local', path, { _limit: String(count) })).list;
    assert.ok(rows.length >= count, `${path} has fewer than ${count} records to name`);
    return rows.map((row) => row.id);
  }

  async id(path: string): Promise<number> {
    return (await this.ids(path))[0] as number;
  }

  /** A category and a scenario it does not offer yet (one delay per pair). */
  async freePair(): Promise<{ category: number; scenario: number }> {
    const rows = <T>(path: string) => this.api.rows<T>('admin@demo.local', path);
    const taken = new Set(
      (await rows<{ category: { id: number }; scenario: { id: number } }>('/admin/categories/scenarios')).map(
        (cs) => `${cs.category.id}|${cs.scenario.id}`,
      ),
    );
    const scenarios = await rows<{ id: number }>('/admin/scenarios');
    for (const category of await rows<{ id: number }>('/admin/categories')) {
      const scenario = scenarios.find((sc) => !taken.has(`${category.id}|${sc.id}`));
      if (scenario) return { category: category.id, scenario: scenario.id };
    }
    return assert.fail('every category offers every scenario');
  }
}

const RECORD_CALLS: Readonly<Record<string, RecordCalls>> = {
  '/admin/categories': {
    body: async (refs) => ({
      name: 'Étiquettes miel',
      pose: await refs.id('/admin/categories/poses'),
      provideNumberPerRolls: await refs.ids('/admin/provide-number-per-rolls'),
      mandrels: await refs.ids('/admin/mandrels', 2),
      orientations: await refs.ids('/admin/orientations'),
      papers: await refs.ids('/admin/papers'),
      qtyModelMax: 8,
    }),
    change: { name: 'Étiquettes miel bio' },
    list: PAGED,
  },
  '/admin/categories/scenarios': {
    body: async (refs) => ({ ...(await refs.freePair()), delay: 5 }),
    change: { delay: 9 },
    list: PAGED,
  },
  '/admin/mandrels': { body: () => ({ number: 333 }), change: { number: 334 }, list: PAGED },
  '/admin/orientations': { body: () => ({ number: 42 }), change: { number: 43 }, list: PAGED },
  '/admin/papers': {
    body: async (refs) => ({ uid: 'PAP-CLIENT', name: 'Papier spécial', finishes: await refs.ids('/admin/finishes') }),
    change: { name: 'Papier spécial mat' },
    list: PAGED,
  },
  '/admin/finishes': {
    body: () => ({ uid: 'FIN-CLIENT', name: 'Finition spéciale' }),
    change: { name: 'Finition spéciale mate' },
    list: PAGED,
  },
  '/admin/provide-number-per-rolls': { body: () => ({ name: '750' }), change: { name: '800' }, list: PAGED },
  '/admin/dimensions': {
    body: async (refs) => ({
      name: 'Format spécial',
      height: 4.5,
      width: 6,
      category: await refs.id('/admin/categories'),
    }),
    change: { width: 7.25 },
    list: {},
  },
  '/shapes': { body: () => ({ name: 'Étoile' }), change: { name: 'Étoile à cinq branches' }, list: PAGED },
  '/admin/cms': {
    body: () => ({ cmsType: 'tooltip', targetType: 'width', name: 'Largeur', value: 'En cm.' }),
    change: { value: 'La largeur d’une étiquette, en cm.' },
    list: { ...PAGED, _type: 'tooltip' },
  },
  '/admin/config_env': {
    body: () => ({
      ftpUrl: 'ftp://ftp.spec.example/in',
      ftpLogin: 'spec',
      ftpPassword: 'spec-secret',
      thetisUrl: 'https://thetis.spec.example',
      trackingApiUrl: 'https://tracking.spec.example',
      trackingApiToken: 'spec-token',
    }),
    change: { ftpLogin: 'spec-2' },
    list: PAGED,
  },
};

/** `a=1&b=2` → {a: '1', b: '2'}. */
const queryOf = (text: string): Record<string, string> => Object.fromEntries(new URLSearchParams(text));

class SpecCatalogue {
  token: string | null = null;
  answer: RawAnswer | null = null;
  /** The record calls of the outline: the path and the answers. */
  private calls: { path: string; created: Json; listed: RawAnswer; read: RawAnswer; gone: RawAnswer } | null = null;
  private statuses: number[] = [];

  constructor(private readonly world: BackOfficeWorld) {}

  static of(world: BackOfficeWorld): SpecCatalogue {
    return world.area(SpecCatalogue);
  }

  private async send(method: string, path: string, options: { body?: unknown; query?: Json } = {}) {
    const answer = await this.world.specClient.call(method, path, {
      token: this.token,
      body: options.body,
      query: options.query as Record<string, string> | undefined,
    });
    this.statuses.push(answer.status);
    return answer;
  }

  async signIn(login: string): Promise<void> {
    this.token = await this.world.specClient.login(login);
  }

  async call(method: string, path: string, options: { body?: unknown; query?: string } = {}): Promise<void> {
    this.answer = await this.send(method, path, {
      body: options.body,
      query: options.query === undefined ? undefined : queryOf(options.query),
    });
  }

  private get body(): unknown {
    assert.ok(this.answer, 'no call was made');
    return this.answer.body;
  }

  assertStatus(status: number): void {
    assert.ok(this.answer, 'no call was made');
    assert.equal(this.answer.status, status, JSON.stringify(this.answer.body).slice(0, 300));
  }

  /** The answer holds these fields with these values (`"status": false`). */
  assertHolds(fields: string): void {
    const expected = JSON.parse(`{${fields}}`) as Json;
    const body = this.body as Json;
    for (const [name, value] of Object.entries(expected)) assert.deepEqual(body[name], value, `field ${name}`);
  }

  assertPage(rows: number, total: number): Page {
    const page = this.body as Page;
    assert.ok(Array.isArray(page.list), 'no list in the answer');
    assert.equal(page.list.length, rows, 'rows answered');
    assert.equal(page.total, total, 'total');
    assert.equal(page.totalRequest, total, 'totalRequest');
    return page;
  }

  assertSortedBy(field: string): void {
    assertSortedAscending((this.body as Page).list.map((row) => String(row[field])));
  }

  assertEveryRowHas(text: string, field: string): void {
    const { list } = this.body as Page;
    assert.ok(list.length > 0, 'no row answered');
    for (const row of list) assert.ok(String(row[field]).includes(text), `"${String(row[field])}" lacks "${text}"`);
  }

  // ------------------------------------------------------------ test data, straight into the server

  async setScenarioStatus(id: number, status: boolean): Promise<void> {
    await this.world.backend.db.collections.scenarios.update((q) => q.where((s) => s.id === id), {
      data: (s) => {
        s.status = status;
      },
    });
  }

  async assertScenarioListed(id: number, status: boolean): Promise<void> {
    const answer = await this.send('GET', '/admin/scenarios', { query: { _limit: '100' } });
    assert.equal(answer.status, 200);
    const row = (answer.body as Page).list.find((s) => s.id === id);
    assert.ok(row, `scenario ${id} is not listed`);
    assert.equal(row.status, status);
  }

  assertScenarioLinks(papers: number[], finishes: number[], categories: number[]): void {
    const body = this.body as Record<string, { id: number }[]>;
    const ids = (refs: { id: number }[] | undefined) => (refs ?? []).map((r) => r.id);
    assert.deepEqual(ids(body.papers), papers);
    assert.deepEqual(ids(body.finishes), finishes);
    assert.deepEqual(ids(body.categories), categories);
  }

  /** The original call list's single `paper`, `finishing` and `category` of a scenario. */
  assertScenarioSingles(paper: number, finishing: number | null, category: number): void {
    const body = this.body as Record<string, { id: number } | null | undefined>;
    assert.equal(body.paper?.id, paper);
    assert.equal(body.finishing === null ? null : body.finishing?.id, finishing);
    assert.equal(body.category?.id, category);
  }

  async addDimensions(count: number): Promise<void> {
    const { db } = this.world.backend;
    for (let i = 1; i <= count; i++) {
      await db.collections.dimensions.create({
        id: db.nextId('dimensions'),
        name: `Format ${i}`,
        height: 5 + i / 10,
        width: 7,
        categoryId: 1,
      });
    }
  }

  async addUnusedScenario(id: number): Promise<void> {
    const scenarios = this.world.backend.db.collections.scenarios;
    const model = scenarios.all()[0];
    assert.ok(model, 'no scenario in the seed');
    const uid = `SC-${id}-CLIENT`;
    await scenarios.create({
      ...model,
      id,
      uid,
      name: `Scénario ${id}`,
      displayName: `Scénario ${id}`,
      categoryIds: [],
    });
  }

  // ------------------------------------------------------------ one path's record calls

  async recordCalls(path: string): Promise<void> {
    const calls = RECORD_CALLS[path];
    assert.ok(calls, `no record calls for ${path}`);
    const body = await calls.body(new Refs(apiRecords(this.world)));
    this.statuses = [];
    const created = await this.send('POST', path, { body });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const record = created.body as Json;
    const id = record.id as number;
    // Deleted below; should a call fail first, after the scenario.
    this.world.afterwards(() => this.world.specClient.call('DELETE', `${path}/${id}`, { token: this.token }));
    const listed = await this.send('GET', path, { query: calls.list });
    const changed = await this.send('PUT', `${path}/${id}`, { body: { ...body, ...calls.change } });
    const read = await this.send('GET', `${path}/${id}`);
    await this.send('DELETE', `${path}/${id}`);
    const made = this.statuses.slice();
    const gone = await this.send('GET', `${path}/${id}`);
    this.statuses = made;
    assert.deepEqual(changed.body, read.body, 'the change answers the record as it is then read');
    this.calls = { path, created: record, listed, read, gone };
  }

  assertStatuses(expected: number[]): void {
    assert.deepEqual(this.statuses, expected);
  }

  assertRecordCalls(): void {
    const calls = this.calls;
    assert.ok(calls, 'no record calls were made');
    const { change } = RECORD_CALLS[calls.path] as RecordCalls;
    const id = calls.created.id;
    assert.ok(
      (calls.listed.body as Page).list.some((row) => row.id === id),
      'the list does not hold the record',
    );
    const read = calls.read.body as Json;
    for (const [name, value] of Object.entries(change)) assert.deepEqual(read[name], value, `field ${name}`);
    assert.equal(calls.gone.status, 404, 'the record is still there');
  }
}

const spec = (world: BackOfficeWorld): SpecCatalogue => SpecCatalogue.of(world);

Given('a client of the original call list is signed in as {string}', function (this: BackOfficeWorld, login: string) {
  return spec(this).signIn(login);
});

Given('the scenario {int} is off', function (this: BackOfficeWorld, id: number) {
  return spec(this).setScenarioStatus(id, false);
});

Given('{int} more dimensions came into the catalogue', function (this: BackOfficeWorld, count: number) {
  return spec(this).addDimensions(count);
});

Given('the production system sent a scenario {int} that nothing uses', function (this: BackOfficeWorld, id: number) {
  return spec(this).addUnusedScenario(id);
});

When('it calls {word} {string}', function (this: BackOfficeWorld, method: string, path: string) {
  return spec(this).call(method, path);
});

When(
  'it calls {word} {string} with {string}',
  function (this: BackOfficeWorld, method: string, path: string, query: string) {
    return spec(this).call(method, path, { query });
  },
);

When('it calls {word} {string} with:', function (this: BackOfficeWorld, method: string, path: string, body: string) {
  return spec(this).call(method, path, { body: JSON.parse(body) as unknown });
});

When(
  'it creates a record at {string}, lists it, changes it, reads it back and deletes it',
  function (this: BackOfficeWorld, path: string) {
    return spec(this).recordCalls(path);
  },
);

Then('it is answered {int}', function (this: BackOfficeWorld, status: number) {
  spec(this).assertStatus(status);
});

Then(/^it is answered (\d+) with (".+)$/, function (this: BackOfficeWorld, status: string, fields: string) {
  spec(this).assertStatus(Number(status));
  spec(this).assertHolds(fields);
});

Then(
  'it is answered {int} with a list of {int} rows of {int}',
  function (this: BackOfficeWorld, status: number, rows: number, total: number) {
    spec(this).assertStatus(status);
    spec(this).assertPage(rows, total);
  },
);

Then(
  'it is answered {int} with a list of {int} rows of {int}, sorted by {string}',
  function (this: BackOfficeWorld, status: number, rows: number, total: number, field: string) {
    spec(this).assertStatus(status);
    spec(this).assertPage(rows, total);
    spec(this).assertSortedBy(field);
  },
);

Then('every row answered has {string} in its {string}', function (this: BackOfficeWorld, text: string, field: string) {
  spec(this).assertEveryRowHas(text, field);
});

Then('the scenario {int} is off in the list of scenarios', function (this: BackOfficeWorld, id: number) {
  return spec(this).assertScenarioListed(id, false);
});

Then(
  'the scenario read has the papers {int} and {int}, no finish and the category {int}',
  function (this: BackOfficeWorld, paper1: number, paper2: number, category: number) {
    spec(this).assertScenarioLinks([paper1, paper2], [], [category]);
  },
);

Then(
  'it names its paper {int}, no finishing and its category {int} as the original list does',
  function (this: BackOfficeWorld, paper: number, category: number) {
    spec(this).assertScenarioSingles(paper, null, category);
  },
);

Then(
  'those calls are answered {int}, {int}, {int}, {int} and {int}',
  function (this: BackOfficeWorld, a: number, b: number, c: number, d: number, e: number) {
    spec(this).assertStatuses([a, b, c, d, e]);
  },
);

Then('the list held the record, the read showed the change, and the record is gone', function (this: BackOfficeWorld) {
  spec(this).assertRecordCalls();
});
