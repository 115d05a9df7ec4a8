/**
 * `npm run conformance -- --base-url URL --admin EMAIL:PASSWORD --reseller EMAIL:PASSWORD [--write]`
 *
 * Checks a server against the API contract (docs/api/README.md): the SPA's HTTP adapter calls it,
 * every answer is validated against docs/api/openapi.json, and the API's rules are checked. Prints
 * a table (call, expected, got, result) and exits 1 on any divergence. Without --base-url it starts
 * the mock backend on a free loopback port (demo accounts) and checks that.
 */
import { parseArgs } from 'node:util';
import { startMockApi } from '../../mocks/server/mock-api';
import { formatTable, runConformance, type Account } from './conformance-run';

function account(text: string | undefined, fallback: Account, flag: string): Account {
  if (!text) return fallback;
  const at = text.lastIndexOf(':');
  if (at <= 0) throw new Error(`${flag} takes EMAIL:PASSWORD`);
  return { username: text.slice(0, at), password: text.slice(at + 1) };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      admin: { type: 'string' },
      reseller: { type: 'string' },
      write: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      [
        'npm run conformance -- [--base-url URL --admin EMAIL:PASSWORD --reseller EMAIL:PASSWORD] [--write] [--json]',
        'Without --base-url it checks the mock API it starts. --write also creates, changes and deletes records',
        'and moves order statuses on the server: use it on a test instance, never on production data.',
      ].join('\n'),
    );
    return 0;
  }
  const given = values['base-url'];
  if (given && (!values.admin || !values.reseller)) {
    throw new Error('--base-url needs --admin EMAIL:PASSWORD and --reseller EMAIL:PASSWORD');
  }
  const mock = given ? null : await startMockApi({ port: 0 });
  const baseUrl = given ?? (mock as { url: string }).url;
  try {
    const run = await runConformance({
      baseUrl,
      admin: account(values.admin, { username: 'admin@demo.local', password: 'demo' }, '--admin'),
      reseller: account(values.reseller, { username: 'reseller@demo.local', password: 'demo' }, '--reseller'),
      write: values.write,
    });
    console.log(`Conformance of ${baseUrl}${mock ? ' (the mock backend)' : ''}${values.write ? ', with writes' : ''}`);
    console.log(values.json ? JSON.stringify(run.rows, null, 2) : formatTable(run.rows));
    return run.ok ? 0 : 1;
  } finally {
    await mock?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
