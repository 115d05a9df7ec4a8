import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { API_OPERATIONS, DEMO_OPERATIONS } from '../index';
import {
  needsSession,
  pathParams,
  type Access,
  type AnyOperation,
  type AnySchema,
  type ErrorStatus,
  type StreamAnswer,
} from '../operation';
import { bodyLimitOf, bytesInWords } from '../body-limits';
import { TAGS, type Tag } from '../tags';
import { errorBody, localeParam } from '../wire';
import { EXAMPLES } from './examples';
import { exampleOf } from './operation-examples';

/**
 * The OpenAPI 3.1 document of the API, written from the operations and wire schemas of src/api:
 * `npm run openapi` saves it as docs/api/openapi.json, `npm run mock-api` serves it at
 * /openapi.json, and the tests validate every answer of the mock against it.
 */

export type OpenApiDocument = {
  readonly openapi: string;
  readonly info: Record<string, unknown>;
  readonly paths: Record<string, Record<string, OperationObject>>;
  readonly components: { schemas: Record<string, JsonSchema>; [key: string]: unknown };
  readonly [key: string]: unknown;
};

export interface OperationObject {
  readonly operationId: string;
  readonly responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  readonly 'x-access': Access;
  readonly [key: string]: unknown;
}

/** Who may call, in words, for the reference page (docs/access.md). */
const WHO: Record<Access, string> = {
  open: 'Anyone: no token needed.',
  session: 'Any signed-in caller, about its own session.',
  self: 'Any back-office user (admin, reader, reseller), about its own settings; another user’s record is a 404.',
  staff: 'Admins and readers; a reseller gets 403.',
  scoped: 'Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).',
  admin: 'Admins only; readers and resellers get 403.',
  owner: 'An admin, or the reseller owning the record; readers get 403, another reseller’s record is a 404.',
  account:
    'An admin, or the reseller owning the record; a reader its own record only, and only its login and password (with currentPassword); anything else is a 403.',
  reseller: 'The reseller owning the record only; admins and readers get 403, another reseller’s record is a 404.',
  demo: 'The in-browser demo’s sandbox only (a signed-in reseller); a real server does not have it.',
};

const ERRORS: Record<ErrorStatus, { name: string; description: string; example: v.InferOutput<typeof errorBody> }> = {
  400: {
    name: 'BadRequest',
    description: 'Refused: a malformed body, a field or a parameter that breaks a rule, or a refused transition',
    example: { message: 'Invalid data.', errors: [{ field: 'username', message: 'This field is required.' }] },
  },
  401: {
    name: 'Unauthorized',
    description: 'No token, or an unknown, expired or revoked one',
    example: { message: 'Session expired.' },
  },
  403: {
    name: 'Forbidden',
    description: 'The caller’s role may not make this call',
    example: { message: 'Access denied.' },
  },
  404: {
    name: 'NotFound',
    description: 'No such record, or not one the caller may see',
    example: { message: 'Not found.' },
  },
  409: {
    name: 'Conflict',
    description: 'The record is in a state that refuses this',
    example: { message: 'Conflict.' },
  },
  412: {
    name: 'PreconditionFailed',
    description: 'The record changed since it was read',
    example: { message: 'This record changed since you opened it.' },
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'The body is over the call’s limit (1 MB of JSON, 20 MB of form), or a file over its own',
    example: { message: 'The file is over 20 MB.', errors: [{ field: 'file', message: 'The file is over 20 MB.' }] },
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many attempts: wait for the time in Retry-After',
    example: { message: 'Too many attempts: try again in 30 seconds.' },
  },
  502: {
    name: 'BadGateway',
    description: 'A system behind the API (the production FTP) failed; the message says how',
    example: { message: 'No FTP URL in the environment configuration.' },
  },
};

/** The errors an operation can answer: those its access and body imply, plus its own. */
function errorStatuses(operation: AnyOperation): ErrorStatus[] {
  const out = new Set<ErrorStatus>(operation.errors ?? []);
  if (operation.access !== 'open') out.add(401);
  if (!['open', 'session'].includes(operation.access)) out.add(403);
  // Any call but a GET may carry a body: one that does not parse is refused, declared body or not,
  // and one over the call's limit is a 413 (src/api/body-limits.ts).
  if (operation.body || operation.method !== 'get') {
    out.add(400);
    out.add(413);
  }
  if (operation.ifMatch) out.add(412);
  return [...out].sort((a, b) => a - b);
}

const titleOf = (schema: AnySchema): string | null => {
  const pipe = (schema as { pipe?: readonly { type: string; title?: string }[] }).pipe;
  return pipe?.find((item) => item.type === 'title')?.title ?? null;
};

/** Every titled schema reachable from the operations: the document's named components. */
function namedSchemas(operations: readonly AnyOperation[]): Record<string, AnySchema> {
  const found: Record<string, AnySchema> = { Error: errorBody };
  const seen = new Set<unknown>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const schema = node as AnySchema & Record<string, unknown>;
    if (schema.kind === 'schema') {
      const title = titleOf(schema);
      if (title) {
        const other = found[title];
        if (other && other !== schema) throw new Error(`Two different schemas are titled "${title}"`);
        found[title] = schema;
      }
    }
    for (const key of ['pipe', 'wrapped', 'item', 'items', 'options', 'value', 'key']) {
      const child = schema[key];
      if (Array.isArray(child)) child.forEach(visit);
      else visit(child);
    }
    const entries = schema.entries as Record<string, unknown> | undefined;
    if (entries && typeof entries === 'object') Object.values(entries).forEach(visit);
  };
  for (const op of operations) {
    visit(op.body?.schema);
    if ('schema' in op.answer) visit(op.answer.schema);
    if ('stream' in op.answer) for (const event of Object.values(op.answer.events)) visit(event.schema);
  }
  return found;
}

/** How valibot becomes JSON Schema here: the wire's input side, named shapes as components. */
function conversion(definitions: Record<string, AnySchema>): ConversionConfig {
  return {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'throw',
    definitions,
    // Rules a JSON Schema cannot say (trimming, cross-field checks) stay in the server's validation.
    ignoreActions: ['trim', 'check', 'raw_check', 'to_lower_case', 'to_upper_case'],
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
    overrideSchema: ({ valibotSchema }) =>
      valibotSchema.type === 'blob' || valibotSchema.type === 'file' ? { type: 'string', format: 'binary' } : null,
  };
}

type Converter = (schema: AnySchema) => JsonSchema;

/** Every schema an operation names: its path and query parameters, body and answer. */
function schemasOf(operation: AnyOperation): AnySchema[] {
  const out: AnySchema[] = [
    ...Object.values(operation.params ?? {}),
    ...Object.values(operation.query ?? {}),
    ...Object.values(operation.headers ?? {}),
  ];
  if (operation.body) out.push(operation.body.schema);
  if ('schema' in operation.answer && operation.answer.schema) out.push(operation.answer.schema);
  if ('stream' in operation.answer) out.push(...Object.values(operation.answer.events).map((event) => event.schema));
  return out;
}

/**
 * Converts every schema of the operations in one pass: the converter turns its named definitions
 * into JSON Schema again on each call, so one call for all (the schemas as the entries of one
 * object) keeps `npm run openapi` and the tests' checker fast.
 */
function convertAll(
  operations: readonly AnyOperation[],
  definitions: Record<string, AnySchema>,
): { convert: Converter; components: Record<string, JsonSchema> } {
  const all = [...new Set([localeParam, ...operations.flatMap(schemasOf)])];
  const bundle = v.object(Object.fromEntries(all.map((schema, i) => [`s${i}`, schema])));
  const json = toJsonSchema(bundle, conversion(definitions)) as JsonSchema & {
    properties: Record<string, JsonSchema>;
    $defs?: Record<string, JsonSchema>;
  };
  const converted = new Map(all.map((schema, i) => [schema, json.properties[`s${i}`] as JsonSchema]));
  return {
    convert: (schema) => {
      const found = converted.get(schema);
      if (!found) throw new Error('A schema the operations do not name');
      return found;
    },
    components: json.$defs ?? {},
  };
}

/** Optional (a wrapper that may be left out) or required? */
const isOptional = (schema: AnySchema): boolean => ['optional', 'nullish', 'exact_optional'].includes(schema.type);

function parameters(operation: AnyOperation, convert: Converter, examples: Examples) {
  const path = pathParams(operation.path).map((name) => {
    const given = operation.params?.[name];
    const note = operation.pathNotes?.[name];
    const schema: JsonSchema = given ? convert(given) : { type: 'integer', minimum: 1 };
    const example = examples.pathParam(operation, name, schema);
    return {
      name,
      in: 'path',
      required: true,
      ...(note ? { description: note } : {}),
      schema,
      ...(example === undefined ? {} : { example }),
    };
  });
  const query = Object.entries(operation.query ?? {}).map(([name, schema]) => {
    const json = convert(schema);
    const { description, ...rest } = json as JsonSchema & { description?: string };
    return {
      name,
      in: 'query',
      required: !isOptional(schema),
      ...(description ? { description } : {}),
      schema: rest,
      ...((rest as { type?: string }).type === 'array' ? { style: 'form', explode: true } : {}),
    };
  });
  const headers = Object.entries(operation.headers ?? {}).map(([name, schema]) => {
    const { description, ...rest } = convert(schema) as JsonSchema & { description?: string };
    return { name, in: 'header', required: !isOptional(schema), ...(description ? { description } : {}), schema: rest };
  });
  const locale = { name: 'locale', in: 'query', required: false, schema: convert(localeParam) };
  return [...path, ...query, locale, ...headers, ...(operation.ifMatch ? [IF_MATCH] : [])];
}

/** The version of a record answer (docs/api/README.md#versions-and-lost-updates). */
const ETAG = {
  description:
    'The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.',
  required: true,
  schema: { type: 'string', pattern: '^"[^"]*"$' },
  example: '"5d41402abc4b2a76b9719d911017c592"',
};

/** docs/api/README.md#events: which event an answer to a signed-in caller was read as of (optional). */
const LAST_EVENT_ID = {
  description:
    "The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.",
  required: false,
  schema: { type: 'string', pattern: '^\\d{1,15}$' },
  example: '1024',
};

/** The optional condition of a write on one record: an older client leaves it out and is answered as before. */
const IF_MATCH = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.',
  schema: { type: 'string' },
  example: '"5d41402abc4b2a76b9719d911017c592"',
};

/**
 * A stream of server-sent events. OpenAPI 3.1 has no way to say "a sequence of items" for a
 * sequential media type (3.2 adds `itemSchema`), so the schema is, as tools commonly read it, an
 * array of the events it sends, each `{id, event, data}` with the schema of its type's data.
 */
function streamResponse(answer: StreamAnswer, convert: Converter) {
  const events = Object.entries(answer.events);
  const example = events
    .filter(([, event]) => event.example !== undefined)
    .map(([name, event], i) => `id: ${14021 + i}\nevent: ${name}\ndata: ${JSON.stringify(event.example)}\n\n`)
    .join(': keep-alive\n\n');
  return {
    description: [
      `Server-sent events, one of: ${events.map(([name, event]) => `\`${name}\` (${event.description})`).join('; ')}`,
      `On the wire:\n\n\`\`\`\n${example}\`\`\``,
    ].join('\n\n'),
    content: {
      [answer.stream]: {
        schema: {
          type: 'array',
          description:
            'The events in the order they come. On the wire, UTF-8 text: per event an `id:` line (most types), an `event:` line with its type and one `data:` line of JSON, then a blank line; a line starting with `:` is a comment (the keep-alive).',
          items: {
            oneOf: events.map(([name, event]) => ({
              type: 'object',
              description: event.description,
              required: ['event', 'data'],
              properties: {
                id: { type: 'string', pattern: '^\\d+$' },
                event: { const: name },
                data: convert(event.schema),
              },
            })),
          },
        },
      },
    },
  };
}

function responses(operation: AnyOperation, convert: Converter, examples: Examples) {
  const answer = operation.answer;
  const out: Record<string, unknown> = {};
  const asOf = needsSession(operation.access) ? { 'X-Last-Event-Id': LAST_EVENT_ID } : {};
  const withHeaders = (headers: Record<string, unknown>) => (Object.keys(headers).length ? { headers } : {});
  if ('stream' in answer) {
    out['200'] = streamResponse(answer, convert);
  } else if ('file' in answer) {
    const types = answer.file.split(' or ');
    out[String(answer.status)] = {
      description: 'The file, named in Content-Disposition',
      headers: { 'Content-Disposition': { schema: { type: 'string' } }, ...asOf },
      content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
    };
  } else if (answer.schema && answer.status !== 204) {
    const schema = convert(answer.schema);
    const example = examples.answer(operation, schema);
    out[String(answer.status)] = {
      description: answer.status === 201 ? 'Done: the record as it now is' : 'OK',
      ...withHeaders({ ...(operation.versioned ? { ETag: ETAG } : {}), ...asOf }),
      content: {
        'application/json': {
          schema,
          ...(example === undefined ? {} : { example }),
        },
      },
    };
  } else {
    out['204'] = { description: 'Done, nothing to answer', ...withHeaders(asOf) };
  }
  for (const status of errorStatuses(operation)) {
    out[String(status)] = { $ref: `#/components/responses/${ERRORS[status].name}` };
  }
  return out;
}

function requestBody(operation: AnyOperation, convert: Converter) {
  const body = operation.body;
  if (!body) return undefined;
  const media = body.multipart ? 'multipart/form-data' : 'application/json';
  return {
    description: `${body.multipart ? 'A multipart/form-data form' : 'JSON'} of at most ${bytesInWords(bodyLimitOf(operation))}: a larger body is refused with 413, a malformed one or one of another type with 400.`,
    required: body.required !== false,
    content: {
      [media]: {
        schema: convert(body.schema),
        ...(body.example === undefined ? {} : { example: body.example }),
      },
    },
  };
}

/**
 * The examples of an operation (docs/api/README.md, "Tags and examples"): its own when it gives
 * them, else built from the named shapes' examples (src/api/openapi/operation-examples.ts).
 */
interface Examples {
  answer(operation: AnyOperation, schema: JsonSchema): unknown;
  pathParam(operation: AnyOperation, name: string, schema: JsonSchema): unknown;
}

function examplesWith(components: Readonly<Record<string, JsonSchema>>): Examples {
  const answer = (operation: AnyOperation, schema: JsonSchema) => {
    const given = 'example' in operation.answer ? operation.answer.example : undefined;
    return given === undefined ? exampleOf(schema, components) : given;
  };
  return {
    answer,
    pathParam: (operation, name, schema) => {
      // A record's id: the id of the record its answer shows, so the example reads as one call
      // (unless the path says the id is another record's).
      if (name === 'id' && !operation.pathNotes?.id && 'schema' in operation.answer && operation.answer.schema) {
        const shown = answer(operation, {}) as { id?: unknown } | undefined;
        if (typeof shown?.id === 'number') return shown.id;
      }
      return exampleOf(schema, components);
    },
  };
}

function operationObject(operation: AnyOperation, convert: Converter, examples: Examples) {
  const notes = [WHO[operation.access]];
  if (operation.description) notes.unshift(operation.description);
  if (operation.addition) notes.push('Added by this product to the original call list: optional for older clients.');
  if (operation.ifMatch) {
    notes.push(
      'Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.',
    );
  }
  return {
    operationId: operation.id,
    tags: [operation.tag],
    summary: operation.summary,
    description: notes.join('\n\n'),
    ...(operation.access === 'open' ? { security: [] } : {}),
    parameters: parameters(operation, convert, examples),
    ...(operation.body ? { requestBody: requestBody(operation, convert) } : {}),
    responses: responses(operation, convert, examples),
    'x-access': operation.access,
    // Mounted only by the in-browser demo (and `DEMO=1 npm run mock-api`): a real server has none.
    ...(operation.access === 'demo' ? { 'x-demo-only': true } : {}),
    ...(operation.addition ? { 'x-addition': true } : {}),
  };
}

const DESCRIPTION = `The back office API of a print-on-demand label business: catalogue, users, resellers, orders, quotes and requests.

Conventions (docs/api/README.md): every call takes an optional \`locale\` query parameter (fr, en, es; default fr) for messages and names. Sign in with \`POST /login\`, then send \`Authorization: Bearer <token>\`. Lists take \`_limit\` (1–100, default 25), \`_page\`, \`_index\`, \`_order\` and \`_search\` and answer \`{list, total, totalRequest}\`. A refusal is a 4xx with \`{message, errors?: [{field, message}]}\`; a 2xx answer holding \`errors\` is a failure too.

Each operation says who may call it (\`x-access\`: open, session, staff, scoped, admin, owner, reseller, demo; see docs/access.md). Operations and fields marked as additions extend the original call list: a client written from that list keeps working without them.`;

const DEMO_DESCRIPTION = `The in-browser demo's own calls: mounted only by the demo and by \`DEMO=1 npm run mock-api\`. They are not part of the contract a real server implements (docs/api/openapi.json), nor of what \`npm run conformance\` checks.

Conventions, sign-in and refusals are those of the contract (docs/api/README.md).`;

/**
 * The server the committed documents name: \`npm run mock-api\` on its default port. The document
 * \`npm run mock-api\` serves at /openapi.json names the origin it is served from instead, so "Try
 * it out" calls the server the reader is on, whatever its PORT.
 */
const DEFAULT_SERVER = 'http://127.0.0.1:4010';

export interface DocumentOptions {
  readonly version?: string;
  /** \`contract\` (default): the API a real server implements; \`demo\`: the demo's own calls. */
  readonly variant?: 'contract' | 'demo';
  /** The operations described, when not the variant's (the mock's own checker takes every one it mounts). */
  readonly operations?: readonly AnyOperation[];
  /** The origin serving the document (\`http://host:port\`); default DEFAULT_SERVER. */
  readonly server?: string;
  /**
   * Where the pages of docs/ the descriptions cite are read: the committed document links them
   * relative to itself (docs/api/), so a repository's viewer opens them; `npm run mock-api` serves
   * them beside its reference page (`/docs/pages/`).
   */
  readonly pages?: string;
}

/** The committed document's pages: relative to docs/api/, where it is. */
const RELATIVE_PAGES = 'relative';

/**
 * A page of docs/ as a description cites it: `docs/rules.md#quotes`, `(docs/api/README.md)`; not one
 * already linked (`](docs/…`) nor a longer path (`mocks/docs/…`).
 */
const CITED_PAGE = /(?<!\]\(|[\w/[])docs\/((?:api\/)?[\w-]+\.md)(#[\w-]+)?/g;

/**
 * Every page of docs/ a text cites, as a link (`[rules.md#quotes](../rules.md#quotes)`): the reference
 * page opens the page rather than naming a repository path.
 */
function linkPages<T>(value: T, pages: string): T {
  const link = (text: string) =>
    text.replace(CITED_PAGE, (_all, page: string, anchor = '') => {
      const target =
        pages === RELATIVE_PAGES ? (page.startsWith('api/') ? page.slice(4) : `../${page}`) : `${pages}${page}`;
      return `[${page}${anchor}](${target}${anchor})`;
    });
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return link(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node).map(([key, inner]) => [
          key,
          key === 'examples' || key === 'example' ? inner : walk(inner),
        ]),
      );
    }
    return node;
  };
  return walk(value) as T;
}

/** The whole document. Deterministic: the same code gives the same bytes. */
export function openApiDocument(options: DocumentOptions = {}): OpenApiDocument {
  return linkPages(documentOf(options), options.pages ?? RELATIVE_PAGES);
}

function documentOf(options: DocumentOptions): OpenApiDocument {
  const demo = options.variant === 'demo';
  const operations = options.operations ?? (demo ? DEMO_OPERATIONS : API_OPERATIONS);
  const definitions = namedSchemas(operations);
  const { convert, components } = convertAll(operations, definitions);
  const schemas = Object.fromEntries(
    Object.entries(components).map(([name, schema]) => [
      name,
      EXAMPLES[name] === undefined ? schema : ({ ...schema, examples: [EXAMPLES[name]] } as JsonSchema),
    ]),
  );
  const examples = examplesWith(components);
  const paths: Record<string, Record<string, OperationObject>> = {};
  for (const operation of [...operations].sort((a, b) => a.path.localeCompare(b.path))) {
    const item = (paths[operation.path] ??= {});
    if (item[operation.method]) throw new Error(`Two operations for ${operation.method} ${operation.path}`);
    item[operation.method] = operationObject(operation, convert, examples) as OperationObject;
  }
  const used = new Set(operations.map((op) => op.tag));
  const tags = Object.entries(TAGS)
    .filter(([name]) => used.has(name as Tag))
    .map(([name, description]) => ({ name, description }));
  return {
    openapi: '3.1.0',
    info: {
      title: demo ? 'Label back office API: the demo’s own calls' : 'Label back office API',
      version: options.version ?? '1.0.0',
      description: demo ? DEMO_DESCRIPTION : DESCRIPTION,
      // The business's own API: no licence is granted to use it (an SPDX reference of its own).
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      options.server
        ? { url: options.server, description: 'The server this document was read from' }
        : {
            url: DEFAULT_SERVER,
            description:
              '`npm run mock-api` on its default PORT, the reference mock backend (the document it serves at /openapi.json names the server it is read from)',
          },
    ],
    tags,
    paths,
    components: {
      schemas,
      responses: Object.fromEntries(
        [...new Set(operations.flatMap(errorStatuses))]
          .sort((a, b) => a - b)
          .map((status) => ERRORS[status])
          .map((error) => [
            error.name,
            {
              description: error.description,
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: error.example },
              },
            },
          ]),
      ),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token of POST /login' },
      },
    },
    security: [{ bearer: [] }],
  };
}
