/**
 * `npm run conformance -- [--base-url URL --admin EMAIL:PASSWORD --reseller EMAIL:PASSWORD] [--write]
 * [--seed N] [--examples N] [--junit FILE] [--html [FILE]] [--json]`
 *
 * Checks a server against the API contract (docs/api/README.md#checking-a-server). Prints a table
 * (call, expected, got, result), the skipped checks with their reason and the coverage of the
 * contract's operations. Exits 0 when the server conforms, 1 when it does not or cannot be checked
 * (unreachable, a login refused: the run stops at once and says why), 2 on wrong arguments. Without
 * --base-url it starts the mock backend on a free loopback port (demo accounts) and checks that.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { startMockApi } from '../../mocks/server/mock-api';
import { runConformance } from './conformance/index';
import { formatTable, htmlReport, junitXml } from './conformance/report';
import type { Account } from './conformance/run';

const HTML_DEFAULT = 'reports/conformance.html';

class Usage extends Error {}

function account(text: string | undefined, fallback: Account, flag: string): Account {
  if (!text) return fallback;
  const at = text.lastIndexOf(':');
  if (at <= 0) throw new Usage(`${flag} takes EMAIL:PASSWORD`);
  return { username: text.slice(0, at), password: text.slice(at + 1) };
}

function whole(text: string | undefined, flag: string, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new Usage(`${flag} takes a whole number`);
  return Number(text);
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`Wrote ${file}`);
}

const HELP = `npm run conformance -- [--base-url URL --admin EMAIL:PASSWORD --reseller EMAIL:PASSWORD] [options]

Checks a server against the API contract (docs/api/README.md#checking-a-server). Without --base-url
it starts the mock backend and checks it with the demo accounts.

  --write          also create, change and delete records, move order statuses and try the business
                   refusals: use it on a test instance, never on production data
  --seed N         the seed of the generated requests (default 1: the same requests each run)
  --examples N     generated requests per operation, valid and invalid each (default 2; 0: none)
  --junit FILE     write the checks as JUnit XML
  --html [FILE]    write them as an HTML page (default ${HTML_DEFAULT})
  --json           print the checks as JSON instead of the table

Exit code: 0 the server conforms; 1 it does not, or it cannot be checked (unreachable, a login
refused: the run stops at once and says why); 2 wrong arguments.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      admin: { type: 'string' },
      reseller: { type: 'string' },
      write: { type: 'boolean', default: false },
      seed: { type: 'string' },
      examples: { type: 'string' },
      junit: { type: 'string' },
      html: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    // `--html` alone: the default file.
    args: process.argv
      .slice(2)
      .flatMap((arg, i, all) =>
        arg === '--html' && (all[i + 1] === undefined || all[i + 1]?.startsWith('--'))
          ? ['--html', HTML_DEFAULT]
          : [arg],
      ),
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const given = values['base-url'];
  if (given && (!values.admin || !values.reseller)) {
    throw new Usage('--base-url needs --admin EMAIL:PASSWORD and --reseller EMAIL:PASSWORD');
  }
  if (given && !/^https?:\/\//.test(given)) throw new Usage('--base-url takes an http:// or https:// URL');
  const seed = whole(values.seed, '--seed', 1);
  const examples = whole(values.examples, '--examples', 2);
  const admin = account(values.admin, { username: 'admin@demo.local', password: 'demo' }, '--admin');
  const reseller = account(values.reseller, { username: 'reseller@demo.local', password: 'demo' }, '--reseller');
  const mock = given ? null : await startMockApi({ port: 0 });
  const baseUrl = given ?? (mock as { url: string }).url;
  const started = performance.now();
  try {
    const run = await runConformance({ baseUrl, admin, reseller, write: values.write, seed, examples });
    const title = `Conformance of ${baseUrl}${mock ? ' (the mock backend)' : ''}${values.write ? ', with writes' : ', reads only'}`;
    console.log(`${title}; generated requests: seed ${seed}, ${examples} valid and ${examples} invalid per operation`);
    console.log(values.json ? JSON.stringify(run.rows, null, 2) : formatTable(run));
    console.log(`Time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (values.junit) write(values.junit, junitXml(run));
    if (values.html) write(values.html, htmlReport(run, title));
    if (run.stopped && values.json) console.error(`STOPPED: ${run.stopped}`);
    return run.ok ? 0 : 1;
  } finally {
    await mock?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof Usage || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? 2 : 1);
  },
);
