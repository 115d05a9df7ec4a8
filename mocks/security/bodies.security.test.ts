/**
 * Request bodies (docs/api/README.md#bodies-and-answers), fast-check on every route that takes one
 * (every POST, PUT, PATCH and DELETE the mock mounts): malformed JSON, malformed multipart, bodies
 * of a content type the route does not take, bodies just over the route's limit (with a limit made
 * 1,024 times smaller, declared by Content-Length, streamed without one, or under a lying one) and
 * wrongly typed JSON. Never a 5xx; a refused body is a 400 or 413 naming `body`; a refusal changes
 * no record. One real-size check of each limit too. One seeded backend for the whole file.
 */
import fc from 'fast-check';
import { getResponse, type RequestHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitOf, JSON_BODY_BYTES, MULTIPART_BODY_BYTES } from '../../src/api/body-limits';
import { MOCK_OPERATIONS } from '../../src/api';
import { routePattern, type AnyOperation } from '../../src/api/operation';
import { createHandlers } from '../handlers';
import { MATRIX, type MatrixRow } from './endpoint-matrix';
import { API, ApiHarness, hasErrors, idsIn, type Who } from './harness';

const TIMEOUT = 120_000;

/** The routes that take a body: every one but a GET. */
const BODY_ROUTES = MATRIX.filter((row) => !row.route.startsWith('GET '));

const methodOf = (row: MatrixRow): string => row.route.split(' ')[0]!;

/** The operation of a matrix row (its route is `METHOD /path/:param`). */
function operationOf(row: MatrixRow): AnyOperation {
  const found = MOCK_OPERATIONS.find((op) => `${op.method.toUpperCase()} ${routePattern(op.path)}` === row.route);
  if (!found) throw new Error(`no operation for ${row.route}`);
  return found;
}

/** Who calls: the role the route is for, so the body is what is refused, not the caller. */
function callerOf(api: ApiHarness, row: MatrixRow): { who: Who | null; path: string } {
  const path = row.path ?? row.route.split(' ')[1]!;
  if (row.access === 'open') return { who: null, path: api.resolve(path) };
  // A quote still waiting for its files, so that a form that parses reaches the upload's own checks.
  if (row.route === 'POST /quote_series/:id/file') {
    return { who: 'admin', path: api.resolve('/quote_series/{waitingSeries7}/file') };
  }
  if (row.access === 'reseller') return { who: 'reseller', path: api.resolve(row.own ?? path) };
  return { who: 'admin', path: api.resolve(path) };
}

interface Sent {
  readonly status: number;
  readonly body: unknown;
}

const encoder = new TextEncoder();

/** A body split in random chunks, sent as a stream: no Content-Length, counted as it arrives. */
function streamOf(bytes: Uint8Array, cuts: readonly number[]): ReadableStream<Uint8Array> {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let at = 0;
  for (const point of [...points, bytes.length]) {
    if (point > at) chunks.push(bytes.subarray(at, point));
    at = Math.max(at, point);
  }
  return new ReadableStream({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

type Delivery = { kind: 'declared' } | { kind: 'streamed'; cuts: number[] } | { kind: 'lying'; declared: number };

const delivery: fc.Arbitrary<Delivery> = fc.oneof(
  fc.constant<Delivery>({ kind: 'declared' }),
  fc.array(fc.nat(), { maxLength: 8 }).map<Delivery>((cuts) => ({ kind: 'streamed', cuts })),
  fc.nat({ max: 100 }).map<Delivery>((declared) => ({ kind: 'lying', declared })),
);

/** Answers by kind of bad body and status, printed at the end. */
const statuses = new Map<string, Map<number, number>>();
function tally(kind: string, status: number): void {
  const counts = statuses.get(kind) ?? new Map<number, number>();
  counts.set(status, (counts.get(status) ?? 0) + 1);
  statuses.set(kind, counts);
}

describe('bad bodies never break the mock API and change nothing (fast-check)', () => {
  let api: ApiHarness;
  /** The same routes on the same data, each taking a body 1,024 times smaller than its real limit. */
  let small: RequestHandler[];
  const smallLimit = (op: Pick<AnyOperation, 'body'>) => Math.ceil(bodyLimitOf(op) / 1024);

  beforeAll(async () => {
    api = await ApiHarness.start();
    small = createHandlers(API, api.backend, { demo: true, bodyLimit: smallLimit });
  }, 30_000);

  afterAll(() => {
    const lines = [...statuses].map(
      ([kind, counts]) =>
        `${kind.padEnd(34)} ${[...counts]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ')}`,
    );
    const all = [...statuses.values()].flatMap((counts) => [...counts]);
    const calls = all.reduce((sum, [, n]) => sum + n, 0);
    const errors = all.filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `bad bodies: ${calls} calls on ${BODY_ROUTES.length} routes, ${errors} answered 5xx:\n${lines.join('\n')}`,
    );
  });

  /** One call with a body as is; the answer is checked against the OpenAPI document. */
  async function send(
    row: MatrixRow,
    body: Uint8Array | ReadableStream<Uint8Array> | string | null,
    headers: Record<string, string>,
    handlers: RequestHandler[] = api.handlers,
  ): Promise<Sent> {
    const { who, path } = callerOf(api, row);
    const all: Record<string, string> = { accept: 'application/json', ...headers };
    if (who) all.authorization = `Bearer ${api.tokens[who]}`;
    const request = new Request(`${API}${path}`, {
      method: methodOf(row),
      headers: all,
      body: body as BodyInit | null,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`${row.route}: no route answered`);
    api.answers.observe(request, response);
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, body: type.includes('json') ? await response.json() : null };
  }

  /** Refused for its body: the status, and `errors` naming `body`. */
  function refusedBody(answer: Sent, status: 400 | 413): string | null {
    const errors = (answer.body as { errors?: { field: string }[] } | null)?.errors;
    if (answer.status !== status) return `${answer.status} (${JSON.stringify(answer.body).slice(0, 160)})`;
    return errors?.[0]?.field === 'body' ? null : `no error on body: ${JSON.stringify(answer.body)}`;
  }

  /** Runs `call` and checks that it stored nothing. */
  async function unchanged(path: string, call: () => Promise<Sent>): Promise<Sent> {
    const writes = api.writeCount;
    const ids = idsIn(path, null);
    const before = api.fingerprint(ids);
    const answer = await call();
    expect(api.writeCount, 'a refused body stores nothing').toBe(writes);
    expect(api.fingerprint(ids) === before, 'a refused body changes no record').toBe(true);
    return answer;
  }

  const notJson = fc
    .oneof(
      fc.string({ minLength: 1 }),
      fc.string({ unit: 'binary', minLength: 1 }),
      fc.jsonValue().map((value) => JSON.stringify(value).slice(0, -1)),
      fc.constantFrom('{', '[1,', '{"a":}', "{'a':1}", 'undefined', 'NaN', '{"a":1}}', '\u0000', ' '),
      fc.integer({ min: 65, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    )
    .filter((text) => {
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    });

  it('knows the routes that take a body', () => {
    expect(BODY_ROUTES.length).toBeGreaterThanOrEqual(70);
    for (const row of BODY_ROUTES) expect(operationOf(row).method).not.toBe('get');
  });

  it(
    'answers malformed JSON on every route with a 400 naming the body, and stores nothing',
    async () => {
      const jsonRoutes = BODY_ROUTES.filter((row) => !operationOf(row).body?.multipart);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...jsonRoutes), notJson, fc.boolean(), async (row, text, invalidUtf8) => {
          const bytes = encoder.encode(text);
          // Bytes that are not UTF-8 at all, half the time.
          const body = invalidUtf8 ? new Uint8Array([...bytes.subarray(0, 20), 0xff, 0xfe, 0xc3]) : bytes;
          const answer = await unchanged(callerOf(api, row).path, () =>
            send(row, body, { 'content-type': 'application/json' }),
          );
          tally('malformed JSON', answer.status);
          expect(refusedBody(answer, 400), row.route).toBeNull();
        }),
        { numRuns: 300 },
      );
    },
    TIMEOUT,
  );

  it(
    'answers a malformed multipart body on every route with a 400, never a 5xx, and stores nothing',
    async () => {
      const garbage = fc.oneof(
        fc.uint8Array({ minLength: 1, maxLength: 400 }),
        fc.string({ minLength: 1 }).map((text) => encoder.encode(text)),
        fc.tuple(fc.string(), fc.string()).map(([head, tail]) => encoder.encode(`--XYZ\r\n${head}\r\n\r\n${tail}`)),
        fc.constantFrom(
          encoder.encode('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-'),
          encoder.encode('garbage'),
          encoder.encode('--XYZ--'),
          encoder.encode('--XYZ\r\n\r\n--XYZ--\r\n'),
        ),
      );
      const type = fc.constantFrom(
        'multipart/form-data; boundary=XYZ',
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary="XYZ"',
        'multipart/mixed; boundary=XYZ',
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...BODY_ROUTES), garbage, type, async (row, body, contentType) => {
          const answer = await unchanged(callerOf(api, row).path, () =>
            send(row, body, { 'content-type': contentType }),
          );
          tally('malformed multipart', answer.status);
          expect(answer.status, `${row.route}: ${JSON.stringify(answer.body)}`).toBe(400);
          expect(hasErrors(answer.body)).toBe(true);
        }),
        { numRuns: 300 },
      );
    },
    TIMEOUT,
  );

  it(
    'refuses a content type the route does not take with a 400 naming the body, before reading it',
    async () => {
      const wrongTypes = [
        'text/plain',
        'text/html',
        'application/xml',
        'application/x-www-form-urlencoded',
        'image/png',
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...BODY_ROUTES),
          fc.constantFrom(...wrongTypes, 'multipart/form-data; boundary=XYZ', 'application/json'),
          fc.jsonValue(),
          async (row, contentType, value) => {
            const multipart = operationOf(row).body?.multipart === true;
            const wrong = multipart
              ? contentType !== 'multipart/form-data; boundary=XYZ'
              : contentType !== 'application/json';
            fc.pre(wrong);
            const text = contentType.startsWith('multipart')
              ? `--XYZ\r\n\r\n${JSON.stringify(value)}\r\n--XYZ--`
              : JSON.stringify(value);
            const answer = await unchanged(callerOf(api, row).path, () =>
              send(row, encoder.encode(`${text} `), { 'content-type': contentType }),
            );
            tally('wrong content type', answer.status);
            expect(refusedBody(answer, 400), `${row.route} as ${contentType}`).toBeNull();
          },
        ),
        { numRuns: 200 },
      );
    },
    TIMEOUT,
  );

  it(
    'answers a body just over the route’s limit with 413, told by Content-Length or counted as it arrives',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...BODY_ROUTES),
          fc.integer({ min: 1, max: 256 }),
          delivery,
          async (row, over, how) => {
            const operation = operationOf(row);
            const limit = smallLimit(operation);
            const multipart = operation.body?.multipart === true;
            const bytes = multipart ? multipartOfSize(limit + over) : jsonOfSize(limit + over);
            const headers: Record<string, string> = {
              'content-type': multipart ? `multipart/form-data; boundary=${BOUNDARY}` : 'application/json',
            };
            if (how.kind === 'declared') headers['content-length'] = String(bytes.length);
            // A length that lies (smaller than what comes): the bytes are counted all the same.
            if (how.kind === 'lying') headers['content-length'] = String(Math.min(how.declared, limit));
            const body = how.kind === 'streamed' ? streamOf(bytes, how.cuts) : bytes;
            const answer = await unchanged(callerOf(api, row).path, () => send(row, body, headers, small));
            tally(`just over the limit (${how.kind})`, answer.status);
            expect(refusedBody(answer, 413), `${row.route}: ${bytes.length} bytes, limit ${limit}`).toBeNull();
          },
        ),
        { numRuns: 300 },
      );
    },
    TIMEOUT,
  );

  it(
    'reads a body up to the limit whole: just under it, a malformed body is a 400, not a 413',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...BODY_ROUTES), fc.integer({ min: 0, max: 64 }), async (row, under) => {
          const operation = operationOf(row);
          const limit = smallLimit(operation);
          const multipart = operation.body?.multipart === true;
          // Cut short at the end (no closing brace, no closing boundary): read to its last byte to be refused.
          const whole = multipart ? multipartOfSize(limit - under) : jsonOfSize(limit - under);
          const bytes = whole.subarray(0, whole.length - 1);
          const type = multipart ? `multipart/form-data; boundary=${BOUNDARY}` : 'application/json';
          const answer = await unchanged(callerOf(api, row).path, () =>
            send(row, bytes, { 'content-type': type }, small),
          );
          tally('just under the limit, cut short', answer.status);
          expect(answer.status, `${row.route}: ${JSON.stringify(answer.body)}`).toBe(400);
        }),
        { numRuns: 150 },
      );
    },
    TIMEOUT,
  );

  it(
    'holds the real limits: 1 MB of JSON, 20 MB of form (and its envelope)',
    async () => {
      const login = BODY_ROUTES.find((row) => row.route === 'POST /login')!;
      const grid = BODY_ROUTES.find((row) => row.route === 'POST /reseller_marge_prices')!;
      const json = { 'content-type': 'application/json' };
      // One byte over, streamed with no length: refused once the 1 MB and 1 byte have come.
      const over = await unchanged('/login', () =>
        send(login, streamOf(jsonOfSize(JSON_BODY_BYTES + 1), [65_536]), json),
      );
      expect(refusedBody(over, 413)).toBeNull();
      expect((over.body as { message: string }).message).toBe('Le corps de la requête dépasse 1 Mo.');
      // Exactly 1 MB: read, and refused for what it says (no such account), not for its size.
      expect((await send(login, jsonOfSize(JSON_BODY_BYTES), json)).status).toBe(400);
      // A form announcing 100 MB is refused on its Content-Length, before one byte is read.
      const announced = await send(grid, new Uint8Array(10), {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(100 * 1024 * 1024),
      });
      expect(refusedBody(announced, 413)).toBeNull();
      // One byte over 20 MB and the form's envelope, streamed.
      const form = multipartOfSize(MULTIPART_BODY_BYTES + 1);
      const big = await send(grid, streamOf(form, [1 << 20, 8 << 20, 16 << 20]), {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      });
      expect(refusedBody(big, 413)).toBeNull();
    },
    TIMEOUT,
  );

  it(
    'refuses a form of more parts than any call takes before parsing it, and takes a file with its fields',
    async () => {
      const series = BODY_ROUTES.find((row) => row.route === 'POST /quote_series/:id/file')!;
      const type = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
      const part = (name: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nx\r\n`;
      const form = (parts: number) =>
        encoder.encode(`${Array.from({ length: parts }, (_, i) => part(`f${i}`)).join('')}--${BOUNDARY}--\r\n`);
      const many = await unchanged('/quote_series', () => send(series, form(10_000), type));
      expect(refusedBody(many, 400)).toBeNull();
      expect((many.body as { message: string }).message).toBe(
        'Le formulaire a plus de parties que cet appel n’en prend.',
      );
      // A few fields (what the call takes beside its file) are parsed, and refused for what they hold.
      const few = await send(series, form(3), type);
      expect(few.status).toBe(400);
      expect((few.body as { errors: { field: string }[] }).errors[0]?.field).toBe('file');
    },
    TIMEOUT,
  );

  it(
    'answers wrongly typed JSON on every route that declares a body with a 2xx or a 4xx, never a 5xx',
    async () => {
      const declared = BODY_ROUTES.filter((row) => {
        const op = operationOf(row);
        return op.body !== undefined && !op.body.multipart;
      });
      const wronglyTyped = fc.oneof(
        fc.jsonValue(),
        fc.constantFrom(null, [], '', 0, true, [{}], { file: 'x' }, { serie: '1', file: { base64: 42 } }),
        fc.dictionary(
          fc.constantFrom('username', 'password', 'token', 'email', 'order', 'status', 'respond', 'startDate', 'file'),
          fc.oneof(fc.jsonValue(), fc.array(fc.jsonValue()), fc.object()),
        ),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...declared), wronglyTyped, async (row, value) => {
          const { path } = callerOf(api, row);
          const writes = api.writeCount;
          const ids = idsIn(path, value);
          const before = api.fingerprint(ids);
          const answer = await send(row, JSON.stringify(value), { 'content-type': 'application/json' });
          tally('wrongly typed JSON', answer.status);
          expect(answer.status, `${row.route}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBeLessThan(500);
          if (answer.status >= 400) {
            expect(api.writeCount, `${row.route}: a refusal stores nothing`).toBe(writes);
            expect(api.fingerprint(ids) === before, `${row.route}: a refusal changes no record`).toBe(true);
          }
        }),
        { numRuns: 300 },
      );
    },
    TIMEOUT,
  );

  it('answers every call of this file as the OpenAPI document says, refusals included', async () => {
    expect(await api.answers.problems()).toEqual([]);
    expect(api.answers.checked).toBeGreaterThan(1000);
  });
});

const BOUNDARY = 'fuzz-boundary';

/** A JSON body of exactly `size` bytes (at least 10): an object with one padded string. */
function jsonOfSize(size: number): Uint8Array {
  const shell = '{"pad":""}';
  return encoder.encode(`{"pad":"${'x'.repeat(Math.max(0, size - shell.length))}"}`);
}

/** A multipart form of exactly `size` bytes: one `file` part holding a padded PDF. */
function multipartOfSize(size: number): Uint8Array {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`;
  const tail = `\n%%EOF\r\n--${BOUNDARY}--\r\n`;
  const pad = Math.max(0, size - head.length - tail.length);
  const out = new Uint8Array(head.length + pad + tail.length);
  out.set(encoder.encode(head), 0);
  out.fill(0x20, head.length, head.length + pad);
  out.set(encoder.encode(tail), head.length + pad);
  return out;
}
