/**
 * Requests generated from the document's own schemas, as Schemathesis does
 * (docs/api/README.md#checking-a-server): for each operation, `examples` valid requests (path,
 * query and body drawn from their schemas) that must never get a 5xx and must be answered as the
 * document says, and as many invalid ones (one part breaking its schema: a wrong type, a value out
 * of its list, a required property left out, an id that is not one) that must be refused with a
 * 4xx the document lists. Seeded (fast-check) and bounded: the same seed sends the same requests.
 *
 * Without `--write` only the operations that read are sent requests. With it, the writes too, but
 * never on a record the server has: a generated path id is one no record has (≥ 10⁹), a record a
 * valid request created is deleted again, and the few calls whose body names the records they
 * change (a bulk status change, a cancellation request…) get only invalid requests.
 */
import fc from 'fast-check';
import { API_OPERATIONS } from '../../../src/api/index';
import type { OpenApiDocument, OperationObject } from '../../../src/api/openapi/document';
import { fillPath, type AnyOperation } from '../../../src/api/operation';
import { PDF } from './flows';
import { answerText, count, reads, skip, type Answer, type ConformanceRun } from './run';
import { logIn, type Sessions } from './session';

type Json = Record<string, unknown>;
type Schema = Json;

/** Operations sent no valid generated request, and why (their invalid ones are still sent). */
const NO_VALID: Readonly<Record<string, string>> = {
  logout: 'it ends the session sending it',
  endMyOtherSessions: 'it ends the account’s other sessions, other people’s too',
  changeOrderStatuses: 'its body names the orders it moves: random ids would move real orders',
  flagNonConformity: 'its body names the order it flags',
  askCancellation: 'its body names the order it asks to cancel',
  uploadMarginPrices: 'it replaces the reseller’s whole grid',
  putPreferences: 'it replaces the caller’s list settings',
};

/** The first id no record has: generated path ids of writes start here. */
const NO_RECORD = 1_000_000_000;

// ---------------------------------------------------------------- values from a schema

function resolve(schema: unknown, document: OpenApiDocument): Schema {
  const node = (schema ?? {}) as Schema;
  if (typeof node.$ref !== 'string') return node;
  return resolve(document.components.schemas[node.$ref.split('/').pop() as string], document);
}

const typesOf = (schema: Schema): string[] =>
  typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? (schema.type as string[]) : [];

/** An arbitrary of the values a schema allows (bounded: short texts, arrays of three at most). */
function arbitrary(schema: unknown, document: OpenApiDocument, depth = 0): fc.Arbitrary<unknown> {
  const node = resolve(schema, document);
  if (depth > 6) return fc.constant(null);
  if ('const' in node) return fc.constant(node.const);
  if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
  const options = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
  if (Array.isArray(options)) return fc.oneof(...options.map((option) => arbitrary(option, document, depth + 1)));
  const types = typesOf(node);
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitrary({ ...node, type }, document, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: (node.minimum as number | undefined) ?? -1000,
        max: (node.maximum as number | undefined) ?? 100_000,
      });
    case 'number':
      return fc.double({
        min: (node.minimum as number | undefined) ?? -1000,
        max: (node.maximum as number | undefined) ?? 100_000,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return stringOf(node);
    case 'array':
      return fc.array(arbitrary(node.items, document, depth + 1), {
        minLength: (node.minItems as number | undefined) ?? 0,
        maxLength: Math.max(
          (node.minItems as number | undefined) ?? 0,
          Math.min((node.maxItems as number | undefined) ?? 3, 3),
        ),
      });
    case 'object':
    case undefined: {
      const properties = (node.properties ?? {}) as Record<string, unknown>;
      const required = (node.required as string[] | undefined) ?? [];
      if (!Object.keys(properties).length) return fc.constant({});
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([name, property]) => [name, arbitrary(property, document, depth + 1)]),
        ),
        { requiredKeys: required.filter((name) => name in properties) },
      );
    }
    default:
      return fc.constant(null);
  }
}

function stringOf(node: Schema): fc.Arbitrary<string> {
  if (node.format === 'email') return fc.emailAddress();
  if (node.format === 'binary') return fc.constant(PDF);
  if (typeof node.pattern === 'string') return fc.stringMatching(new RegExp(node.pattern));
  const minLength = (node.minLength as number | undefined) ?? 0;
  const maxLength = Math.max(minLength, Math.min((node.maxLength as number | undefined) ?? 24, 24));
  return fc.string({ minLength, maxLength });
}

/** A value of none of the types a schema allows (a wrong type for it). */
function wrongFor(schema: unknown, document: OpenApiDocument): unknown {
  const node = resolve(schema, document);
  const allowed = new Set<string>();
  const collect = (n: Schema) => {
    for (const t of typesOf(n)) allowed.add(t);
    if (Array.isArray(n.enum)) for (const value of n.enum as unknown[]) allowed.add(typeof value);
    for (const option of ((n.anyOf ?? n.oneOf) as unknown[] | undefined) ?? []) collect(resolve(option, document));
  };
  collect(node);
  if (!allowed.has('object')) return { unexpected: true };
  if (!allowed.has('string')) return 'not-of-this-type';
  return 12_345;
}

// ---------------------------------------------------------------- requests

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly schema?: Schema;
}

interface Request {
  readonly params: Record<string, string | number>;
  readonly query: Record<string, string | string[]>;
  readonly body?: unknown;
  readonly multipart?: boolean;
  /** What an invalid request breaks. */
  readonly breaks?: string;
}

const serialise = (value: unknown): string | string[] =>
  Array.isArray(value)
    ? value.map((item) => String(item))
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

function validRequest(
  operation: AnyOperation,
  object: OperationObject,
  document: OpenApiDocument,
): fc.Arbitrary<Request> {
  const parameters = ((object.parameters ?? []) as Parameter[]).filter((p) => p.in === 'path' || p.in === 'query');
  const writes = !reads(operation);
  const path = parameters.filter((p) => p.in === 'path');
  const query = parameters.filter((p) => p.in === 'query' && p.name !== 'locale');
  const pathArbitrary = fc.record(
    Object.fromEntries(
      path.map((p) => {
        const schema = resolve(p.schema, document);
        // A write never names a record the server has.
        const value =
          writes && typesOf(schema).includes('integer')
            ? fc.integer({ min: NO_RECORD, max: 2_147_483_647 })
            : arbitrary(schema, document);
        return [p.name, value];
      }),
    ),
  );
  const queryArbitrary = fc.record(Object.fromEntries(query.map((p) => [p.name, arbitrary(p.schema, document)])), {
    requiredKeys: query.filter((p) => p.required).map((p) => p.name),
  });
  const content = (object.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content ?? {};
  const [media, body] = Object.entries(content)[0] ?? [];
  const bodyArbitrary = body ? arbitrary(body.schema, document) : fc.constant(undefined);
  return fc.tuple(pathArbitrary, queryArbitrary, bodyArbitrary).map(([p, q, b]) => ({
    params: p as Record<string, string | number>,
    query: Object.fromEntries(Object.entries(q).map(([name, value]) => [name, serialise(value)])),
    body: b,
    multipart: media === 'multipart/form-data',
  }));
}

/** The ways a request can break its schema, given a valid one. */
function breakings(object: OperationObject, document: OpenApiDocument, valid: Request): Request[] {
  const out: Request[] = [];
  const parameters = ((object.parameters ?? []) as Parameter[]).filter((p) => p.name !== 'locale');
  for (const p of parameters.filter((q) => q.in === 'query')) {
    const schema = resolve(p.schema, document);
    const types = typesOf(schema);
    if (types.includes('integer') || types.includes('number')) {
      out.push({ ...valid, query: { ...valid.query, [p.name]: 'not-a-number' }, breaks: `${p.name} not a number` });
    } else if (Array.isArray(schema.enum)) {
      out.push({
        ...valid,
        query: { ...valid.query, [p.name]: 'not-one-of-its-values' },
        breaks: `${p.name} not one of its values`,
      });
    }
  }
  for (const p of parameters.filter((q) => q.in === 'path')) {
    const schema = resolve(p.schema, document);
    if (typesOf(schema).includes('integer'))
      out.push({ ...valid, params: { ...valid.params, [p.name]: 'x' }, breaks: `${p.name} not an id` });
    else if (Array.isArray(schema.enum))
      out.push({
        ...valid,
        params: { ...valid.params, [p.name]: 'not-one-of-its-values' },
        breaks: `${p.name} not one of its values`,
      });
  }
  const content = (object.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content ?? {};
  const [media, part] = Object.entries(content)[0] ?? [];
  if (part && media === 'application/json') {
    const schema = resolve(part.schema, document);
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    const body = (valid.body && typeof valid.body === 'object' ? valid.body : {}) as Json;
    for (const name of (schema.required as string[] | undefined) ?? []) {
      const { [name]: _left, ...rest } = body;
      out.push({ ...valid, body: rest, breaks: `body without ${name}` });
    }
    for (const [name, property] of Object.entries(properties)) {
      out.push({
        ...valid,
        body: { ...body, [name]: wrongFor(property, document) },
        breaks: `body ${name} of a wrong type`,
      });
    }
    if (typesOf(schema).includes('object')) out.push({ ...valid, body: 'not-an-object', breaks: 'body not an object' });
  }
  if (part && media === 'multipart/form-data') {
    const schema = resolve(part.schema, document);
    for (const name of (schema.required as string[] | undefined) ?? []) {
      const { [name]: _left, ...rest } = (valid.body ?? {}) as Json;
      out.push({ ...valid, body: rest, breaks: `form without ${name}` });
    }
  }
  return out;
}

const formOf = (body: unknown): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries((body ?? {}) as Json)) {
    if (value === PDF) form.set(name, new Blob([PDF], { type: 'application/pdf' }), 'generated.pdf');
    else if (value !== undefined && value !== null)
      form.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
};

/** A request in words, for the table. */
const requestText = (operation: AnyOperation, request: Request) => {
  let path: string;
  try {
    path = fillPath(operation.path, request.params);
  } catch {
    path = operation.path;
  }
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query))
    for (const item of [value].flat()) query.append(name, item);
  const body = request.body === undefined ? '' : ` ${JSON.stringify(request.body).slice(0, 120)}`;
  return `${operation.method.toUpperCase()} ${path}${query.size ? `?${query}` : ''}${body}`;
};

/** A number from a text, to seed each operation apart (adding one leaves the others' requests the same). */
const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 0);

export async function generatedRequests(run: ConformanceRun, s: Sessions): Promise<void> {
  const examples = run.options.examples ?? 2;
  if (examples <= 0) return;
  run.group = 'generated';
  const seed = run.options.seed ?? 1;
  // Sessions of their own: what the requests do to a session leaves the run's alone.
  const admin = (await logIn(run, run.options.admin)).token ?? s.adminToken;
  const reseller = (await logIn(run, run.options.reseller)).token ?? s.resellerToken;
  const document = run.document;
  const objects = new Map(
    Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((object) => [object.operationId, object] as const),
    ),
  );
  const skipped = new Map<string, string[]>();
  const skipFor = (reason: string, id: string) => skipped.set(reason, [...(skipped.get(reason) ?? []), id]);
  run.generating = true;
  try {
    for (const operation of API_OPERATIONS) {
      const object = objects.get(operation.id);
      if (!object) continue;
      if ('stream' in operation.answer) {
        skipFor(
          'not sent: an event stream never ends (its own checks: scripts/api/conformance-events.ts)',
          operation.id,
        );
        continue;
      }
      if (!run.options.write && !reads(operation)) {
        skipFor('it writes: with --write only', operation.id);
        continue;
      }
      const token = operation.access === 'open' ? null : operation.access === 'reseller' ? reseller : admin;
      const opSeed = (seed ^ hash(operation.id)) >>> 0;
      const valid = fc.sample(validRequest(operation, object, document), { seed: opSeed, numRuns: examples });
      const candidates = valid.flatMap((request) => breakings(object, document, request));
      const invalid = candidates.length
        ? fc.sample(fc.constantFrom(...candidates), { seed: opSeed + 1, numRuns: examples })
        : [];
      const sendValid = !NO_VALID[operation.id];
      if (!sendValid) skipFor(`valid requests not sent: ${NO_VALID[operation.id]}`, operation.id);
      if (!sendValid && !invalid.length) continue;
      await run.check(
        `${operation.id}: ${sendValid ? examples : 0} valid, ${invalid.length} invalid generated requests`,
        'valid: never 5xx, answered as documented; invalid: a documented 4xx',
        async () => {
          const problems: string[] = [];
          const statuses: string[] = [];
          for (const request of sendValid ? valid : []) {
            const answer = await send(run, operation, request, token);
            statuses.push(String(answer.status));
            if (answer.status >= 500) problems.push(`${requestText(operation, request)} → ${answerText(answer)}`);
            await cleanUp(run, operation, answer, token);
          }
          const refusals: string[] = [];
          for (const request of invalid) {
            const answer = await send(run, operation, request, token);
            refusals.push(String(answer.status));
            if (answer.status < 400 || answer.status >= 500) {
              problems.push(`${request.breaks}: ${requestText(operation, request)} → ${answerText(answer)}`);
              await cleanUp(run, operation, answer, token);
            }
          }
          const got = `valid ${statuses.join(', ') || '-'}; invalid ${refusals.join(', ') || '-'}`;
          return {
            got: problems.length ? `${got}; ${problems.slice(0, 2).join('; ')}` : got,
            pass: problems.length === 0,
          };
        },
      );
    }
  } finally {
    run.generating = false;
  }
  for (const [reason, ids] of skipped) {
    await run.check(`generated requests of ${count(ids.length, 'operation')}`, 'sent', async () =>
      skip(`${reason} (${ids.join(', ')})`),
    );
  }
  for (const token of [admin, reseller]) {
    if (token !== s.adminToken && token !== s.resellerToken) await run.send(logoutOperation(), { token });
  }
}

function logoutOperation(): AnyOperation {
  return API_OPERATIONS.find((op) => op.id === 'logout') as AnyOperation;
}

async function send(
  run: ConformanceRun,
  operation: AnyOperation,
  request: Request,
  token: string | null,
): Promise<Answer> {
  const body = request.multipart ? formOf(request.body) : request.body;
  const raw = typeof body === 'string' ? JSON.stringify(body) : undefined;
  return run.send(operation, {
    params: request.params,
    query: request.query,
    token,
    ...(raw !== undefined ? { raw } : body === undefined ? {} : { body }),
  });
}

/** A record a generated request created is deleted again (its collection's DELETE, by the same caller). */
async function cleanUp(
  run: ConformanceRun,
  operation: AnyOperation,
  answer: Answer,
  token: string | null,
): Promise<void> {
  const id = (answer.body as { id?: unknown } | null)?.id;
  if (answer.status !== 201 || operation.method !== 'post' || typeof id !== 'number') return;
  const remove = API_OPERATIONS.find((op) => op.method === 'delete' && op.path === `${operation.path}/{id}`);
  if (remove) await run.send(remove, { params: { id }, token });
}
