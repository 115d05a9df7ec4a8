/**
 * API security, bad input (docs/architecture.md#tests, docs/api/README.md#errors): fast-check sends
 * every list endpoint random paging, sorting and search parameters, and every write endpoint random
 * JSON bodies. Every answer is a 2xx or a 400 with a non-empty `errors` array (or the 401/403/404/409
 * the caller or the record explains), never a 5xx, and a refused write leaves the data unchanged. One
 * seeded backend for the whole file.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATRIX, type MatrixRow } from './endpoint-matrix';
import { ApiHarness, hasErrors, idsIn, type Answer, type Who } from './harness';

const RUNS = 25;
const TIMEOUT = 60_000;

/** The list endpoints: GETs without an id that answer {list, total, totalRequest}. */
const LISTS = MATRIX.filter(
  (row) =>
    row.route.startsWith('GET ') &&
    !row.route.includes(':') &&
    ![
      'GET /admin/scenarios/refresh',
      'GET /admin/status/orders',
      'GET /me/session',
      'GET /me/preferences',
      // A stream, not a page (docs/api/README.md#events).
      'GET /events',
    ].includes(row.route),
);

/**
 * The write endpoints: every POST, PUT, PATCH and DELETE but sessions, password reset and reads by
 * POST; a user's own list settings included (docs/lists.md).
 */
const WRITES = MATRIX.filter(
  (row) =>
    !row.route.startsWith('GET ') &&
    ['admin', 'owner', 'account', 'reseller', 'absent', 'self'].includes(row.access) &&
    row.route !== 'POST /admin/users/connect_as/:adminId/:userId',
);

const pathOf = (row: MatrixRow): string => row.path ?? row.route.split(' ')[1]!;
const methodOf = (row: MatrixRow): string => row.route.split(' ')[0]!;

/** Who sends the random bodies: the role the endpoint is for, on a record it may write. */
function writerOf(api: ApiHarness, row: MatrixRow): { who: Who; path: string } {
  // Reseller 14 has waiting non-conformity requests (reseller 7's are answered).
  if (row.route === 'POST /admin/order_not_conformity/upload/:id') {
    return { who: 'reseller2', path: api.resolve('/admin/order_not_conformity/upload/{waitingNc14}') };
  }
  if (row.route === 'PATCH /admin/order_not_conformity/:id') {
    return { who: 'reseller2', path: api.resolve('/admin/order_not_conformity/{waitingNc14}') };
  }
  if (row.access === 'reseller') return { who: 'reseller', path: api.resolve(row.own ?? pathOf(row)) };
  // A quote of reseller 7 waiting for its files, so the upload's own checks are reached.
  if (row.route === 'POST /quote_series/:id/file') {
    return { who: 'admin', path: api.resolve('/quote_series/{waitingSeries7}/file') };
  }
  return { who: 'admin', path: api.resolve(pathOf(row)) };
}

/** A query value as a browser or a hostile client could send it: text, unicode, numbers of any size, lists. */
const queryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.double().map(String),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1',
    '100',
    '101',
    '1e3',
    '1e309',
    'NaN',
    'Infinity',
    '0x10',
    ' 5 ',
    '٣',
    'asc',
    'desc',
    'ASC',
    'id',
    'name',
    'createdAt',
    'status',
    'company',
    'reference',
    '__proto__',
    'constructor',
    'toString',
  ),
  fc.array(fc.string(), { minLength: 2, maxLength: 3 }),
);

/** Mostly well-formed values, so the search, sort and paging code runs, mixed with hostile ones. */
const param = (valid: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: queryValue });
const listQuery = fc.record(
  {
    _limit: param(fc.integer({ min: 1, max: 100 }).map(String)),
    _page: param(fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1 })).map(String)),
    _index: param(fc.constantFrom('id', 'name', 'createdAt', 'status', 'company', 'reference', 'number')),
    _order: param(fc.constantFrom('asc', 'desc', 'ASC', 'Desc')),
    _search: fc.oneof(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.string({ unit: 'binary' }), queryValue),
  },
  { requiredKeys: [] },
);

/** Random JSON bodies: anything JSON can hold, objects with hostile keys, and bodies near the real ones. */
const jsonBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.object(),
  fc.anything({ withNullPrototype: false }),
  fc.dictionary(
    fc.constantFrom(
      'status',
      'listId',
      'respond',
      'order',
      'comment',
      'reason',
      'commentReseller',
      'responseType',
      'serie',
      'file',
      'isActive',
      'name',
      'username',
      'roles',
      'company',
      'password',
      'email',
      'value',
      'startDate',
      'endDate',
      '__proto__',
      'constructor',
    ),
    fc.oneof(fc.jsonValue(), fc.array(fc.integer()), fc.integer({ min: -1, max: 200 })),
  ),
);

/**
 * Where a 400 may hold only a `message`: the record's state refuses the call, not a field of the
 * body (a delete of a record in use; a call with no body; a status move the machine forbids).
 */
const STATE_REFUSALS: ReadonlySet<string> = new Set([
  'PATCH /admin/order_request_cancels/:id', // only a pending request can be answered
  'PATCH /admin/order_request_cancels/cancel/:id', // only an answered request's treatment can be cancelled
  'POST /order_request_cancels', // the order's status allows no request, or one is pending
  'POST /admin/order_not_conformity', // the order's status allows none, or one is waiting
  'POST /admin/order_not_conformity/upload/:id', // only a waiting request takes files
  'PATCH /admin/order_not_conformity/:id', // only a waiting request is answered, once every series has its file
  'PATCH /admin/status/orders/:id', // a well-formed status the status machine does not allow from here
  'POST /orders/:id/delivery_note', // the order's status takes no delivery note
  'PATCH /quotes/:id/validate', // no body: a validated or expired quote, or one missing files
  'POST /quote_series/:id/file', // the quote no longer waits for files
]);

function acceptable(row: MatrixRow, answer: Answer): string | null {
  const { status, body } = answer;
  if (status >= 200 && status < 300) return null;
  if (status === 400 && hasErrors(body)) return null;
  if (status === 400 && (STATE_REFUSALS.has(row.route) || row.route.startsWith('DELETE '))) {
    const text = (body as { message?: unknown } | null)?.message;
    return typeof text === 'string' && text.trim() ? null : `400 without message: ${JSON.stringify(body)}`;
  }
  if (status === 400) return `400 without errors: ${JSON.stringify(body).slice(0, 200)}`;
  if ([403, 404, 409].includes(status)) return null;
  return `${status}: ${JSON.stringify(body).slice(0, 300)}`;
}

/** Answers by endpoint and status, printed at the end so the run shows what the fuzzing reached. */
const statuses = new Map<string, Map<number, number>>();
function tally(route: string, status: number): void {
  const counts = statuses.get(route) ?? new Map<number, number>();
  counts.set(status, (counts.get(status) ?? 0) + 1);
  statuses.set(route, counts);
}

describe('bad input never breaks the mock API (fast-check)', () => {
  let api: ApiHarness;

  afterAll(() => {
    const lines = [...statuses].map(
      ([route, counts]) =>
        `${route.padEnd(50)} ${[...counts]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ')}`,
    );
    const calls = [...statuses.values()].reduce((sum, c) => sum + [...c.values()].reduce((a, b) => a + b, 0), 0);
    console.log(`fast-check: ${calls} calls on ${statuses.size} endpoints, answers by status:\n${lines.join('\n')}`);
    console.log(`fast-check: ${api.answers.checked} answers of the mock checked against the OpenAPI document`);
  });

  beforeAll(async () => {
    api = await ApiHarness.start();
  }, 30_000);

  it('knows the list and write endpoints it fuzzes', () => {
    expect(LISTS.length).toBeGreaterThanOrEqual(20);
    // 58 once the catalogue's and settings' unoffered `/active/{id}` routes were no longer mounted.
    expect(WRITES.length).toBeGreaterThanOrEqual(55);
  });

  it.each(LISTS.map((row) => [row.route, row] as const))(
    '%s: random _limit, _page, _index, _order, _search → 2xx or 400 with errors',
    async (_route, row) => {
      const who: Who = row.access === 'staff' ? 'reader' : 'reseller';
      await fc.assert(
        fc.asyncProperty(listQuery, fc.constantFrom<Who>('admin', who), async (query, caller) => {
          const answer = await api.call('GET', pathOf(row), {
            token: api.tokens[caller],
            query: { ...row.query, ...query },
          });
          tally(row.route, answer.status);
          expect(acceptable(row, answer)).toBeNull();
          expect(answer.status, 'a list caller is allowed').not.toBe(403);
          if (answer.status === 200) {
            const { list, total, totalRequest } = answer.body as {
              list: unknown[];
              total: number;
              totalRequest: number;
            };
            expect(Array.isArray(list)).toBe(true);
            expect(list.length).toBeLessThanOrEqual(100);
            expect(Number.isInteger(total) && Number.isInteger(totalRequest)).toBe(true);
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it.each(WRITES.map((row) => [row.route, row] as const))(
    '%s: random JSON bodies → 2xx or 400 with errors, never a 5xx; a refusal changes nothing',
    async (_route, row) => {
      const { who, path } = writerOf(api, row);
      await fc.assert(
        fc.asyncProperty(jsonBody, async (body) => {
          const writes = api.writeCount;
          const ids = idsIn(path, body);
          const before = api.fingerprint(ids);
          const answer = await api.call(methodOf(row), path, { token: api.tokens[who], body });
          tally(row.route, answer.status);
          expect(acceptable(row, answer)).toBeNull();
          if (answer.status >= 400) {
            expect(api.writeCount, 'a refused write stores nothing').toBe(writes);
            expect(api.fingerprint(ids) === before, 'a refused write leaves the data unchanged').toBe(true);
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it('answers malformed JSON on every write with a 400 naming the body, and stores nothing', async () => {
    const notJson = fc.string({ minLength: 1 }).filter((text) => {
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...WRITES), notJson, async (row, raw) => {
        const { who, path } = writerOf(api, row);
        const writes = api.writeCount;
        const answer = await api.call(methodOf(row), path, { token: api.tokens[who], raw });
        tally('(malformed JSON, any write)', answer.status);
        expect(answer.status).toBe(400);
        expect(hasErrors(answer.body)).toBe(true);
        expect(api.writeCount).toBe(writes);
      }),
      { numRuns: 50 },
    );
  });

  it('answers every fuzzed call as the OpenAPI document says, refusals included', async () => {
    expect(await api.answers.problems()).toEqual([]);
    expect(api.answers.checked).toBeGreaterThan(1000);
  });
});
