import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenApiDocument, OperationObject } from './document';

/**
 * Checks answers against the OpenAPI document: the route is one of its operations, the status one
 * it lists, the JSON body valid against the answer's schema. The tests run every answer of the mock
 * through it (`strict`: an object property the document does not name is refused too, so the
 * document says everything the mock sends); `npm run conformance` runs a real server's through it
 * (not strict: a server may send more than the document says).
 */

export interface CheckedAnswer {
  readonly method: string;
  /** The path after the API's base URL, without query (`/admin/orders/12`). */
  readonly path: string;
  readonly status: number;
  readonly contentType: string | null;
  /** The parsed JSON body, or undefined when the answer has none or is not JSON. */
  readonly body: unknown;
  /** The answer's headers, when the caller has them: the headers the document requires are checked. */
  readonly headers?: { get(name: string): string | null };
}

export interface AnswerVerdict {
  /** The operation answering this route, or null when the document has none. */
  readonly operationId: string | null;
  readonly problems: readonly string[];
}

type Json = Record<string, unknown>;

/** Every object schema closed to properties it does not name (the strict check of the mock's answers). */
function closed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closed);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    // Property names are data, not schemas: keep their keys, close their values.
    out[key] =
      key === 'properties' && value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value as Json).map(([name, schema]) => [name, closed(schema)]))
        : closed(value);
  }
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined) {
    out.additionalProperties = false;
  }
  return out;
}

/** `#/components/schemas/X` → the shared schema of the validator. */
function relinked(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(relinked);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node as Json).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string'
        ? value.replace('#/components/schemas/', 'components#/$defs/')
        : relinked(value),
    ]),
  );
}

interface Route {
  readonly method: string;
  readonly pattern: RegExp;
  /** Fixed segments count: the most specific route wins (`/admin/orders/export` before `/{id}`). */
  readonly fixed: number;
  readonly operation: OperationObject;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class AnswerChecker {
  private readonly routes: Route[];
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(
    private readonly document: OpenApiDocument,
    private readonly options: { strict: boolean },
  ) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.ajv);
    const schemas = options.strict ? closed(document.components.schemas) : document.components.schemas;
    this.ajv.addSchema({ $id: 'components', $defs: relinked(schemas) as Json });
    this.routes = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => {
        const parts = path.split('/').filter(Boolean);
        const source = parts.map((part) => (part.startsWith('{') ? '[^/]+' : escape(part))).join('/');
        return {
          method: method.toUpperCase(),
          pattern: new RegExp(`^/${source}/?$`),
          fixed: parts.filter((part) => !part.startsWith('{')).length,
          operation,
        };
      }),
    );
    this.routes.sort((a, b) => b.fixed - a.fixed);
  }

  /** The problems of a value against one of the document's named schemas (its examples, in the tests). */
  checkComponent(name: string, value: unknown): string[] {
    const validate = this.ajv.getSchema(`components#/$defs/${name}`);
    if (!validate) return [`no schema named ${name}`];
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${name}: ${e.instancePath || '(value)'} ${e.message ?? 'is invalid'}`);
  }

  /**
   * The problems of a value against a schema of the document (an operation's example against the
   * schema it illustrates), `label` naming it in each problem.
   */
  checkValue(schema: unknown, value: unknown, label: string): string[] {
    const prepared = relinked(this.options.strict ? closed(schema) : schema) as Json;
    const validate = this.ajv.compile(prepared);
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => {
      const extra =
        e.keyword === 'additionalProperties'
          ? ` "${String((e.params as { additionalProperty?: string }).additionalProperty)}"`
          : '';
      return `${label}: ${e.instancePath || '(value)'} ${e.message ?? 'is invalid'}${extra}`;
    });
  }

  /** The operation of a route, or null. */
  operationOf(method: string, path: string): OperationObject | null {
    const wanted = method.toUpperCase();
    return this.routes.find((r) => r.method === wanted && r.pattern.test(path))?.operation ?? null;
  }

  private validator(operation: OperationObject, status: string, schema: unknown): ValidateFunction {
    const key = `${operation.operationId} ${status}`;
    let validate = this.validators.get(key);
    if (!validate) {
      const prepared = relinked(this.options.strict ? closed(schema) : schema) as Json;
      validate = this.ajv.compile(prepared);
      this.validators.set(key, validate);
    }
    return validate;
  }

  /** The schema of one documented answer (error answers through their shared response). */
  private answerSchema(operation: OperationObject, status: string): { json: unknown; media: string[] } | null {
    const answer = operation.responses[status] as
      { $ref?: string; content?: Record<string, { schema?: unknown }> } | undefined;
    if (!answer) return null;
    const resolved = answer.$ref
      ? ((this.document.components.responses as Json)[answer.$ref.split('/').pop() as string] as {
          content?: Record<string, { schema?: unknown }>;
        })
      : answer;
    const content = resolved.content ?? {};
    return { json: content['application/json']?.schema, media: Object.keys(content) };
  }

  check(answer: CheckedAnswer): AnswerVerdict {
    const operation = this.operationOf(answer.method, answer.path);
    const call = `${answer.method.toUpperCase()} ${answer.path}`;
    if (!operation)
      return { operationId: null, problems: [`${call}: no operation of the document answers this route`] };
    const status = String(answer.status);
    const documented = this.answerSchema(operation, status);
    if (!documented) {
      return {
        operationId: operation.operationId,
        problems: [`${operation.operationId} (${call}): status ${status} is not one the document lists`],
      };
    }
    const problems: string[] = [];
    const type = (answer.contentType ?? '').split(';')[0]?.trim() ?? '';
    if (documented.json !== undefined) {
      if (type !== 'application/json') {
        problems.push(`${operation.operationId} ${status}: content type "${type}", the document says application/json`);
      } else {
        const validate = this.validator(operation, status, documented.json);
        if (!validate(answer.body)) {
          for (const error of validate.errors ?? []) {
            const where = error.instancePath || '(body)';
            const extra =
              error.keyword === 'additionalProperties'
                ? ` "${String((error.params as { additionalProperty?: string }).additionalProperty)}"`
                : '';
            problems.push(`${operation.operationId} ${status}: ${where} ${error.message ?? 'is invalid'}${extra}`);
          }
        }
      }
    } else if (documented.media.length && !documented.media.some((media) => type === media)) {
      problems.push(
        `${operation.operationId} ${status}: content type "${type}", the document says ${documented.media.join(' or ')}`,
      );
    }
    if (answer.headers) problems.push(...this.headerProblems(operation, status, answer.headers));
    return { operationId: operation.operationId, problems };
  }

  /** The headers a documented answer requires (a versioned record's ETag): present, and of their pattern. */
  private headerProblems(
    operation: OperationObject,
    status: string,
    headers: NonNullable<CheckedAnswer['headers']>,
  ): string[] {
    const answer = operation.responses[status] as
      { headers?: Record<string, { required?: boolean; schema?: { pattern?: string } }> } | undefined;
    const problems: string[] = [];
    for (const [name, spec] of Object.entries(answer?.headers ?? {})) {
      const value = headers.get(name);
      if (value === null) {
        if (spec.required) {
          problems.push(`${operation.operationId} ${status}: no ${name} header, the document requires it`);
        }
      } else if (spec.schema?.pattern && !new RegExp(spec.schema.pattern).test(value)) {
        problems.push(`${operation.operationId} ${status}: ${name} "${value}" is not of the documented form`);
      }
    }
    return problems;
  }
}
