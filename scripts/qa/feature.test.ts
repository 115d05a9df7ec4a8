import { loadConfiguration, loadSources } from '@cucumber/cucumber/api';
import { describe, expect, it } from 'vitest';
import { cucumberArgs, parseFeatureArgs, suiteCount, type FeatureRun } from './feature';

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
      expect(await planned(profile, ['features/orders/order-requests.feature'])).toEqual([
        'features/orders/order-requests.feature',
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

  it("reads the run's counts from its JUnit report", () => {
    const xml = '<?xml version="1.0"?>\n<testsuite name="x" time="3.87" tests="6" skipped="1" failures="2" errors="0">';
    expect(suiteCount(xml)).toEqual({ tests: 6, failures: 2, skipped: 1, seconds: 3.87 });
    expect(suiteCount('<testsuites/>')).toBeNull();
  });
});
