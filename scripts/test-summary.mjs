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
