import { loadConfiguration, loadSources } from '@cucumber/cucumber/api';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cucumberArgs,
  cucumberEnv,
  parseFeatureArgs,
  removeReportsLeftOut,
  suiteCount,
  type FeatureRun,
} from './feature';

const run = (argv: string[]): FeatureRun => {
  const parsed = parseFeatureArgs(argv);
  if (parsed === 'help') throw new Error('help');
  return parsed;
};

/** The scenarios cucumber would run for `paths` in `profile`, as `npx cucumber-js --profile P PATHS` plans them. */
async function planned(profile: string, paths: string[]): Promise<string[]> {
  const { runConfiguration } = await loadConfiguration({ profiles: [profile], provided: { paths } });
  const { plan, errors } = await loadSources(runConfiguration.sources);
  expect(errors).toEqual([]);
  return [...new Set(plan.map((pickle) => pickle.uri))];
}

describe('running one feature (docs/qa.md#running-the-specs)', () => {
  it('a profile runs only the feature given on the command line, not every feature besides', async () => {
    for (const profile of ['memory', 'http']) {
      expect(await planned(profile, ['features/cancellations/ask-cancellation.feature'])).toEqual([
        'features/cancellations/ask-cancellation.feature',
      ]);
    }
  });

  it('a folder runs its features only, and no path runs them all', async () => {
    const folder = await planned('memory', ['features/quotes']);
    expect(folder.length).toBeGreaterThan(1);
    expect(folder.every((uri) => uri.startsWith('features/quotes/'))).toBe(true);
    const all = await planned('memory', []);
    expect(all.length).toBeGreaterThan(40);
  });

  it('runs both profiles unless one is named, and passes paths, tags and names through', () => {
    const both = run(['features/orders', '--tags', '@smoke and @admin', '--name', 'cancel']);
    expect(both.profiles).toEqual(['memory', 'http']);
    expect(cucumberArgs(both, 'http')).toEqual([
      '--profile',
      'http',
      'features/orders',
      '--format',
      'pretty',
      '--tags',
      '@smoke and @admin',
      '--name',
      'cancel',
    ]);
    expect(run(['--profile', 'http']).profiles).toEqual(['http']);
  });

  it('refuses a profile it does not know, saying which it takes', () => {
    expect(() => run(['--profile', 'browser'])).toThrow('--profile takes memory or http, not "browser"');
    expect(() => run(['--tag', '@orders'])).toThrow(/Unknown option/);
  });

  it('runs the @api scenarios only, in the remote profile, against the server --base-url names', () => {
    const given = run([
      '--base-url',
      'https://api.example.com',
      '--admin',
      'a@x:p:w',
      '--reseller',
      'r@x:q',
      '--tags',
      '@orders',
    ]);
    expect(given.profiles).toEqual(['remote']);
    expect(given.tags).toBe('@api and (@orders)');
    expect(cucumberEnv(given)).toMatchObject({
      FEATURE_BASE_URL: 'https://api.example.com',
      FEATURE_ADMIN: 'a@x:p:w',
      FEATURE_RESELLER: 'r@x:q',
    });
    expect(cucumberEnv(run([])).FEATURE_BASE_URL).toBeUndefined();
    expect(() => run(['--base-url', 'https://api.example.com', '--admin', 'a@x:p'])).toThrow(
      '--base-url needs --reseller LOGIN:PASSWORD',
    );
    expect(() => run(['--base-url', 'api.example.com'])).toThrow('--base-url takes an http:// or https:// URL');
    expect(() => run(['--admin', 'a@x:p'])).toThrow('--admin and --reseller go with --base-url');
  });

  it('--mock-api runs the same against npm run mock-api, and names one server only', () => {
    const mock = run(['--mock-api', 'features/orders']);
    expect(mock).toMatchObject({ profiles: ['remote'], tags: '@api', mockApi: true, remote: null });
    expect(() => run(['--mock-api', '--base-url', 'http://127.0.0.1:4010'])).toThrow('give one');
    expect(() => run(['--mock-api', '--profile', 'memory'])).toThrow('--mock-api runs the http profile');
  });

  it('leaves no report of a profile the run left out, to be read as this run’s (a memory-only run: no http report)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reports-'));
    try {
      for (const profile of ['memory', 'http', 'remote']) {
        for (const ext of ['html', 'xml']) writeFileSync(join(dir, `cucumber-${profile}.${ext}`), 'an earlier run');
      }
      removeReportsLeftOut(run(['--profile', 'memory']).profiles, dir);
      expect(readdirSync(dir).sort()).toEqual(['cucumber-memory.html', 'cucumber-memory.xml']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads the run's counts from its JUnit report", () => {
    const xml = '<?xml version="1.0"?>\n<testsuite name="x" time="3.87" tests="6" skipped="1" failures="2" errors="0">';
    expect(suiteCount(xml)).toEqual({ tests: 6, failures: 2, skipped: 1, seconds: 3.87 });
    expect(suiteCount('<testsuites/>')).toBeNull();
  });
});
