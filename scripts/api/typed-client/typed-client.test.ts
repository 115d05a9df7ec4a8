import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockApi } from '../../../mocks/server/mock-api';
import { OPENAPI_FILES, openApiTypes, TYPES_FILE } from '../openapi';
import { workedFlow } from './worked-flow';

const FLOW = fileURLToPath(new URL('./worked-flow.ts', import.meta.url));

/**
 * The type errors of `files`, each by file, compiled in one program with the generated types and
 * nothing of this project (strict, as a client team would).
 */
function typeErrors(files: readonly string[]): Map<string, string[]> {
  const program = ts.createProgram([...files], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  const out = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName ?? '';
    out.set(file, [...(out.get(file) ?? []), ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')]);
  }
  return out;
}

describe('a typed client from docs/api/openapi.json (docs/api/README.md#a-typed-client)', () => {
  let mock: Awaited<ReturnType<typeof startMockApi>>;
  beforeAll(async () => {
    mock = await startMockApi({ port: 0 });
  }, 60_000);
  afterAll(() => mock?.close());

  it('has its types as openapi-typescript writes them from the committed document (npm run openapi)', async () => {
    const written = await openApiTypes(readFileSync(OPENAPI_FILES.contract, 'utf8'));
    expect(readFileSync(TYPES_FILE, 'utf8') === written, 'docs/api/openapi.d.ts is stale: run `npm run openapi`').toBe(
      true,
    );
  }, 60_000);

  it('compiles the worked flow on its own, and refuses a call the contract does not have', () => {
    // Beside it, the same flow with a path and a body field the contract does not have: the compiler says so.
    const broken = FLOW.replace('worked-flow.ts', 'worked-flow.broken.ts');
    const text = readFileSync(FLOW, 'utf8')
      .replace("'/admin/orders/{id}', { params", "'/admin/order/{id}', { params")
      .replace('body: { status: 1 }', 'body: { state: 1 }');
    const host = ts.sys.readFile;
    ts.sys.readFile = (path, encoding) => (path === broken ? text : host(path, encoding));
    const fileExists = ts.sys.fileExists;
    ts.sys.fileExists = (path) => path === broken || fileExists(path);
    try {
      const errors = typeErrors([FLOW, broken]);
      expect(errors.get(FLOW)).toEqual([]);
      const wrong = (errors.get(broken) ?? []).join('\n');
      expect(wrong).toMatch(/"\/admin\/order\/\{id\}"/);
      expect(wrong).toMatch(/'state' does not exist/);
    } finally {
      ts.sys.fileExists = fileExists;
      ts.sys.readFile = host;
    }
  }, 60_000);

  it('runs the worked flow against the mock API: a pending order moved on, then a stale version refused', async () => {
    const result = await workedFlow(mock.url, { username: 'admin@demo.local', password: 'demo' });
    expect(result.pending).toBeGreaterThan(0);
    expect(result.order.status).toBe(0);
    expect(result.moved).toBe(1);
    expect(result.stale).toBe(412);
  }, 60_000);
});
