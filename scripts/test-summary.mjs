// Adds up the tests of every runner's JSON report into one closing line: "tests: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
let passed = 0;
let failed = 0;
const lines = [];

const vitest = read('reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + vitest.numPendingTests + vitest.numTodoTests;
  lines.push(`vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`);
} else {
  failed += 1;
  lines.push('vitest: no report');
}

for (const profile of ['memory', 'http']) {
  const features = read(`reports/cucumber-${profile}.json`);
  if (!features) {
    failed += 1;
    lines.push(`cucumber ${profile}: no report`);
    continue;
  }
  let ok = 0;
  let ko = 0;
  for (const feature of features) {
    for (const scenario of feature.elements ?? []) {
      const steps = [...(scenario.before ?? []), ...(scenario.steps ?? []), ...(scenario.after ?? [])];
      if (steps.every((s) => s.result?.status === 'passed')) ok++;
      else ko++;
    }
  }
  passed += ok;
  failed += ko;
  lines.push(`cucumber ${profile}: ${ok} passed, ${ko} failed`);
}

// The @api scenarios against `npm run mock-api` (`npm run feature -- --mock-api`): its JUnit report. A
// scenario needing the demo seed is skipped there on purpose (docs/qa.md#the-specs-against-any-server).
const remote = existsSync('reports/cucumber-remote.xml') ? readFileSync('reports/cucumber-remote.xml', 'utf8') : null;
const suite = remote && /<testsuite\b([^>]*)>/.exec(remote)?.[1];
if (suite) {
  const count = (name) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(suite)?.[1] ?? 0);
  const ko = count('failures') + count('errors');
  const ok = count('tests') - ko - count('skipped');
  passed += ok;
  failed += ko;
  lines.push(
    `cucumber against npm run mock-api: ${ok} passed, ${ko} failed, ${count('skipped')} skipped (need the seed)`,
  );
} else {
  failed += 1;
  lines.push('cucumber against npm run mock-api: no report');
}

const playwright = read('reports/playwright.json');
if (playwright) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = playwright.stats ?? {};
  passed += expected;
  failed += unexpected + flaky + skipped;
  lines.push(`playwright: ${expected} passed, ${unexpected + flaky + skipped} failed`);
} else {
  failed += 1;
  lines.push('playwright: no report');
}

for (const line of lines) console.log(`  ${line}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
