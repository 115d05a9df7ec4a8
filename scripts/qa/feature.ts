/**
 * `npm run feature -- [FILE|FOLDER|FILE:LINE …] [--tags EXPR] [--name REGEX] [--profile memory|http]`
 * `npm run feature -- --profile http --base-url URL --admin LOGIN:PASS --reseller LOGIN:PASS [FILE…]`
 * `npm run feature -- --mock-api [FILE…]`
 *
 * Runs exactly the Gherkin it is given (docs/qa.md#running-the-specs): a feature file, a folder, a
 * scenario by its line, or every feature when no path is given, narrowed by a tag expression and by
 * scenario names; in both profiles (memory, then http) unless one is named. Each scenario is printed
 * with its steps; the run ends with one line per profile and fails when a scenario failed or when
 * nothing matched (a mistyped tag or path is not a green run).
 *
 * With `--base-url` it runs the `@api` scenarios against that server (docs/qa.md#the-specs-against-any-server):
 * the http adapter and the spec client call it with the two accounts given, the scenarios find and set
 * up their data through the API, and those tagged `@seed` are skipped, each saying why. `--mock-api` does
 * the same against `npm run mock-api`, started for the run on a free port and signed in to with the
 * demo accounts (`npm test` runs it so).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const PROFILES = ['memory', 'http'] as const;
/** `remote`: the http profile against the server `--base-url` names (cucumber.mjs). */
export type Profile = (typeof PROFILES)[number] | 'remote';

/** The server of `--base-url` and its two accounts (LOGIN:PASSWORD each). */
interface RemoteRun {
  readonly baseUrl: string;
  readonly admin: string;
  readonly reseller: string;
}

export interface FeatureRun {
  readonly paths: readonly string[];
  readonly tags: string | undefined;
  readonly names: readonly string[];
  readonly profiles: readonly Profile[];
  /** cucumber's stdout formatter: `pretty` (each step) unless asked otherwise. */
  readonly format: string;
  readonly remote: RemoteRun | null;
  /** `--mock-api`: `remote` is `npm run mock-api`, started by the run (its URL known once it listens). */
  readonly mockApi: boolean;
}

/** The demo accounts `--mock-api` signs in with (docs/product.md). */
const DEMO_ACCOUNTS = { admin: 'admin@demo.local:demo', reseller: 'reseller@demo.local:demo' } as const;

const USAGE = [
  'npm run feature -- [FILE|FOLDER|FILE:LINE …] [--tags EXPR] [--name REGEX] [--profile memory|http] [--format F]',
  '  FILE, FOLDER   what to run (default: every feature under features/); FILE:LINE runs one scenario',
  '  --tags EXPR    a tag expression: @orders, "@orders and not @admin", "@smoke or @quotes"',
  '  --name REGEX   scenarios whose name matches (repeatable)',
  '  --profile P    memory or http (default: both, memory first)',
  '  --format F     the console format: pretty (default), progress, summary',
  '  --base-url URL --admin LOGIN:PASS --reseller LOGIN:PASS',
  '                 the @api scenarios against that server, their data set up through its API',
  '                 (the http profile; @seed scenarios are skipped, saying why)',
  '  --mock-api     the same against npm run mock-api, started on a free port, with the demo accounts',
  'Reports: reports/cucumber-<profile>.html and .xml (JUnit; remote for --base-url). See docs/qa.md.',
].join('\n');

/** The command line, read; an unknown option or profile is an error that says what is accepted. */
export function parseFeatureArgs(argv: readonly string[]): FeatureRun | 'help' {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      tags: { type: 'string', short: 't' },
      name: { type: 'string', short: 'n', multiple: true },
      profile: { type: 'string', short: 'p' },
      format: { type: 'string', short: 'f', default: 'pretty' },
      'base-url': { type: 'string' },
      admin: { type: 'string' },
      reseller: { type: 'string' },
      'mock-api': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  const profile = values.profile;
  if (profile !== undefined && !(PROFILES as readonly string[]).includes(profile)) {
    throw new Error(`--profile takes ${PROFILES.join(' or ')}, not "${profile}"`);
  }
  const mockApi = values['mock-api'];
  if (mockApi && values['base-url'] !== undefined)
    throw new Error('--mock-api and --base-url name two servers: give one');
  const remote = remoteOf(values);
  const server = mockApi ? '--mock-api' : remote ? '--base-url' : null;
  if (server && profile === 'memory') throw new Error(`${server} runs the http profile: a server is reached over HTTP`);
  return {
    paths: positionals,
    // Against a server, the scenarios of the API only.
    tags: server ? (values.tags ? `@api and (${values.tags})` : '@api') : values.tags,
    names: values.name ?? [],
    profiles: server ? ['remote'] : profile === undefined ? PROFILES : [profile as Profile],
    format: values.format,
    remote,
    mockApi,
  };
}

function remoteOf(values: { 'base-url'?: string; admin?: string; reseller?: string }): RemoteRun | null {
  const baseUrl = values['base-url'];
  if (baseUrl === undefined) {
    if (values.admin || values.reseller) throw new Error('--admin and --reseller go with --base-url');
    return null;
  }
  if (!/^https?:\/\/./.test(baseUrl)) throw new Error(`--base-url takes an http:// or https:// URL, not "${baseUrl}"`);
  for (const flag of ['admin', 'reseller'] as const) {
    const account = values[flag];
    if (!account || account.lastIndexOf(':') <= 0) throw new Error(`--base-url needs --${flag} LOGIN:PASSWORD`);
  }
  return { baseUrl, admin: values.admin as string, reseller: values.reseller as string };
}

/** The environment of a run's cucumber: the server and accounts of `--base-url` (features/support/mock-api.ts). */
export function cucumberEnv(run: FeatureRun): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.FEATURE_BASE_URL;
  delete env.FEATURE_ADMIN;
  delete env.FEATURE_RESELLER;
  if (!run.remote) return env;
  return {
    ...env,
    FEATURE_BASE_URL: run.remote.baseUrl,
    FEATURE_ADMIN: run.remote.admin,
    FEATURE_RESELLER: run.remote.reseller,
  };
}

/** cucumber-js's arguments for one profile of the run. */
export function cucumberArgs(run: FeatureRun, profile: Profile): string[] {
  const args = ['--profile', profile, ...run.paths, '--format', run.format];
  if (run.tags) args.push('--tags', run.tags);
  for (const name of run.names) args.push('--name', name);
  return args;
}

export interface SuiteCount {
  readonly tests: number;
  readonly failures: number;
  readonly skipped: number;
  readonly seconds: number;
}

/** A profile this run leaves out must not leave an earlier run's reports (in `dir`) to be read as this one's. */
export function removeReportsLeftOut(profiles: readonly Profile[], dir = 'reports'): void {
  for (const other of ['memory', 'http', 'remote'] as const) {
    if (profiles.includes(other)) continue;
    for (const ext of ['html', 'xml']) rmSync(join(dir, `cucumber-${other}.${ext}`), { force: true });
  }
}

/** The counts of a JUnit report's testsuite (cucumber writes reports/cucumber-<profile>.xml). */
export function suiteCount(xml: string): SuiteCount | null {
  const suite = /<testsuite\b([^>]*)>/.exec(xml)?.[1];
  if (suite === undefined) return null;
  const attribute = (name: string): number => Number(new RegExp(`\\b${name}="([\\d.]+)"`).exec(suite)?.[1] ?? 0);
  return {
    tests: attribute('tests'),
    failures: attribute('failures') + attribute('errors'),
    skipped: attribute('skipped'),
    seconds: attribute('time'),
  };
}

const reportOf = (profile: Profile) => `reports/cucumber-${profile}.xml`;

/** `n scenarios`, `1 scenario`. */
export const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** The cucumber run and the `--mock-api` server in progress, stopped with this process (Ctrl+C, or a signal to its id). */
let running: ChildProcess | null = null;
let mockApi: ChildProcess | null = null;

/**
 * `npm run mock-api` (mocks/server/mock-api.ts, as its script runs it) on a free loopback port, quiet;
 * resolves with its URL once it listens.
 */
function startMockApiProcess(): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('../../mocks/server/mock-api.ts', import.meta.url))],
    {
      env: { ...process.env, PORT: '0', QUIET: '1', DEMO: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  mockApi = child;
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      const url = /Mock API listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) {
        child.stdout.removeAllListeners('data');
        child.stdout.resume();
        resolve(url);
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`npm run mock-api stopped before it listened (exit ${code}): ${out}`)),
    );
  });
}

function stopMockApi(): Promise<void> {
  const child = mockApi;
  mockApi = null;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

async function runProfile(
  run: FeatureRun,
  profile: Profile,
): Promise<{ code: number; count: SuiteCount | null; seconds: number }> {
  const cucumber = join(
    dirname(createRequire(import.meta.url).resolve('@cucumber/cucumber/package.json')),
    'bin/cucumber.js',
  );
  console.log(`\n== ${profile} profile`);
  const report = reportOf(profile);
  // A report left by an earlier run must not be read as this one's.
  rmSync(report, { force: true });
  const started = performance.now();
  const child = spawn(process.execPath, [cucumber, ...cucumberArgs(run, profile)], {
    stdio: 'inherit',
    env: cucumberEnv(run),
  });
  running = child;
  const status = await new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  running = null;
  const seconds = (performance.now() - started) / 1000;
  const count = existsSync(report) ? suiteCount(readFileSync(report, 'utf8')) : null;
  return { code: status ?? 1, count, seconds };
}

async function main(argv: readonly string[]): Promise<number> {
  let run: FeatureRun | 'help';
  try {
    run = parseFeatureArgs(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (run === 'help') {
    console.log(USAGE);
    return 0;
  }
  for (const path of run.paths) {
    if (!existsSync(path.replace(/(:\d+)+$/, ''))) {
      console.error(`No such feature file or folder: ${path}`);
      return 2;
    }
  }
  removeReportsLeftOut(run.profiles);
  if (run.mockApi) {
    try {
      run = { ...run, remote: { baseUrl: await startMockApiProcess(), ...DEMO_ACCOUNTS } };
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      return 1;
    }
  }
  if (run.remote)
    console.log(`The @api scenarios against ${run.remote.baseUrl}${run.mockApi ? ' (npm run mock-api)' : ''}`);
  const lines: string[] = [];
  let code = 0;
  for (const profile of run.profiles) {
    const outcome = await runProfile(run, profile).finally(() => (run.mockApi ? stopMockApi() : undefined));
    const count = outcome.count;
    const time = `${outcome.seconds.toFixed(1)} s`;
    if (!count || count.tests === 0) {
      lines.push(`${profile}: no scenario matched (${time})`);
      code = 1;
      continue;
    }
    const passed = count.tests - count.failures - count.skipped;
    lines.push(
      `${profile}: ${plural(count.tests, 'scenario')}, ${passed} passed, ${count.failures} failed` +
        `${count.skipped ? `, ${count.skipped} skipped` : ''} (${time}; report ${reportOf(profile).replace('.xml', '.html')})`,
    );
    if (outcome.code !== 0) code = outcome.code;
  }
  console.log(`\n${lines.join('\n')}`);
  return code;
}

const isMain = process.argv[1]?.endsWith('feature.ts');
if (isMain) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      running?.kill(signal);
      void stopMockApi().finally(() => process.exit(130));
    });
  }
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
