import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { http, HttpResponse, getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MockBackend } from '../../mocks/backend';
import { AnswerObserver } from '../../mocks/contract/answer-observer';
import { createHandlers } from '../../mocks/handlers';
import { OPENAPI_FILES, openApiText, type Variant } from './openapi';
import { API_OPERATIONS, DEMO_OPERATIONS, MOCK_OPERATIONS } from '../../src/api/index';
import { routePattern, type AnyOperation } from '../../src/api/operation';
import { AnswerChecker } from '../../src/api/openapi/answer-check';
import { openApiDocument, type OpenApiDocument } from '../../src/api/openapi/document';
import { EXAMPLES } from '../../src/api/openapi/examples';

const API = 'http://api.test';

interface Exampled {
  readonly example?: unknown;
  readonly schema?: unknown;
}

interface ExampledOperation {
  readonly operationId: string;
  readonly parameters: readonly (Exampled & { readonly name: string; readonly in: string })[];
  readonly requestBody?: { readonly content: Record<string, Exampled> };
  readonly responses: Record<string, { readonly content?: Record<string, Exampled> }>;
}

const HOW =
  'give `example` in its src/api module, or an example of each named shape it holds in src/api/openapi/examples.ts (docs/api/README.md, "Tags and examples")';

/** What an operation lacks of its examples, and where one breaks its own schema. */
function examplesOf(op: ExampledOperation, strict: AnswerChecker): string[] {
  const parts: [string, Exampled][] = [
    ...op.parameters.filter((p) => p.in === 'path').map((p): [string, Exampled] => [`path parameter ${p.name}`, p]),
    ...Object.entries(op.requestBody?.content ?? {}).map(([media, c]): [string, Exampled] => [`${media} body`, c]),
    ...Object.entries(op.responses)
      .filter(([status]) => status.startsWith('2'))
      .flatMap(([status, answer]) =>
        Object.entries(answer.content ?? {})
          .filter(([media]) => media === 'application/json')
          .map(([, c]): [string, Exampled] => [`${status} answer`, c]),
      ),
  ];
  return parts.flatMap(([what, part]) =>
    part.example === undefined
      ? [`${op.operationId}: no example of its ${what}: ${HOW}`]
      : strict.checkValue(part.schema, part.example, `${op.operationId}, example of its ${what}`),
  );
}

describe('the OpenAPI documents (docs/api/openapi.json, docs/api/openapi-demo.json)', () => {
  for (const [variant, file] of Object.entries(OPENAPI_FILES) as [Variant, string][]) {
    it(`${variant}: is current, \`npm run openapi\` would write the committed file unchanged`, () => {
      const committed = readFileSync(file, 'utf8');
      expect(committed === openApiText(variant), `${file} is stale: run \`npm run openapi\``).toBe(true);
    });

    it(`${variant}: validates as OpenAPI 3.1`, async () => {
      const validator = new Validator();
      const result = await validator.validate(
        JSON.parse(JSON.stringify(openApiDocument({ variant }))) as Record<string, unknown>,
      );
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
      expect(validator.version).toBe('3.1');
    });
  }

  it("leaves the demo's own operations out of the contract, in a document of their own", () => {
    const idsOf = (document: OpenApiDocument) =>
      Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    const contract = openApiDocument();
    const demo = openApiDocument({ variant: 'demo' });
    expect(Object.keys(contract.paths).filter((path) => path.startsWith('/demo/'))).toEqual([]);
    expect(idsOf(contract).sort()).toEqual(API_OPERATIONS.map((op) => op.id).sort());
    expect(idsOf(demo)).toEqual(DEMO_OPERATIONS.map((op) => op.id));
    expect(Object.keys(demo.paths).every((path) => path.startsWith('/demo/'))).toBe(true);
  });

  it('gives each path parameter one name: many routers refuse two names at one place', () => {
    const shapes = new Map<string, string>();
    for (const op of MOCK_OPERATIONS) {
      const shape = op.path.replace(/\{\w+\}/g, '{}');
      const seen = shapes.get(shape);
      expect(seen === undefined || seen === op.path, `${seen} and ${op.path}`).toBe(true);
      shapes.set(shape, op.path);
    }
  });

  it('describes every tag', () => {
    for (const variant of ['contract', 'demo'] as const) {
      const { tags } = openApiDocument({ variant }) as unknown as { tags: { name: string; description?: string }[] };
      for (const tag of tags) expect(tag.description, tag.name).toBeTruthy();
    }
  });

  it('names each operation once, with a summary, a tag and who may call it', () => {
    const document = openApiDocument();
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(API_OPERATIONS.length);
    for (const item of Object.values(document.paths)) {
      for (const op of Object.values(item)) {
        expect(op.summary, op.operationId).toBeTruthy();
        expect(op['x-access'], op.operationId).toBeTruthy();
      }
    }
  });

  it('gives every named shape an example that matches its schema, unknown properties refused', () => {
    const document = openApiDocument({ operations: MOCK_OPERATIONS });
    const strict = new AnswerChecker(document, { strict: true });
    const named = Object.keys(document.components.schemas).filter((name) => name !== 'Error');
    expect(named.filter((name) => EXAMPLES[name] === undefined)).toEqual([]);
    for (const [name, example] of Object.entries(EXAMPLES)) expect(strict.checkComponent(name, example)).toEqual([]);
  });

  it('gives every operation an example of each thing it takes and answers, valid against its schema', () => {
    const problems: string[] = [];
    for (const variant of ['contract', 'demo'] as const) {
      const document = openApiDocument({ variant });
      const strict = new AnswerChecker(document, { strict: true });
      for (const item of Object.values(document.paths)) {
        for (const op of Object.values(item) as unknown as ExampledOperation[]) {
          problems.push(...examplesOf(op, strict));
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the mock backend against the document', () => {
  it('mounts one handler per operation, and none the documents lack', async () => {
    const backend = await MockBackend.seeded();
    const routes = (operations: readonly AnyOperation[]) =>
      operations.map((op) => `${op.method.toUpperCase()} ${routePattern(op.path)}`).sort();
    const mounted = (demo: boolean) =>
      createHandlers(API, backend, { demo })
        .map((h) => {
          const info = h.info as { method: string; path: string };
          return `${info.method.toUpperCase()} ${info.path.slice(API.length)}`;
        })
        .sort();
    expect(mounted(false)).toEqual(routes(API_OPERATIONS));
    expect(mounted(true)).toEqual(routes(MOCK_OPERATIONS));
  });

  it('reports an answer on a route the document lacks, and an answer missing a field', async () => {
    const observer = new AnswerObserver(API);
    const broken = [
      http.get(`${API}/admin/secret-report`, () => HttpResponse.json({ rows: [] })),
      http.get(`${API}/admin/status/orders`, () => HttpResponse.json([{ id: 0, name: 'En attente' }])),
    ];
    for (const path of ['/admin/secret-report', '/admin/status/orders']) {
      const request = new Request(`${API}${path}`);
      const response = await getResponse(broken, request);
      observer.observe(request, response as Response);
    }
    const problems = await observer.problems();
    expect(problems).toEqual([
      'GET /admin/secret-report: no operation of the document answers this route',
      "listOrderStatuses 200: /0 must have required property 'ext_id'",
    ]);
  });

  it('refuses, in the strict check of the mock, a property the document does not name', () => {
    const strict = new AnswerChecker(openApiDocument(), { strict: true });
    const lenient = new AnswerChecker(openApiDocument(), { strict: false });
    const answer = {
      method: 'GET',
      path: '/admin/status/orders',
      status: 200,
      contentType: 'application/json',
      body: [{ id: 0, name: 'Pending', ext_id: 0, colour: 'orange' }],
    };
    expect(strict.check(answer).problems).toEqual([
      'listOrderStatuses 200: /0 must NOT have additional properties "colour"',
    ]);
    expect(lenient.check(answer).problems).toEqual([]);
  });
});
