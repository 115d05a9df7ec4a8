/**
 * What the conformance run prints and writes (docs/api/README.md#checking-a-server): the table of
 * checks, the skipped ones with their reason, the coverage of the contract's operations, and the
 * same as JUnit XML (CI tools) or one HTML page (people).
 */
import { API_OPERATIONS } from '../../../src/api/index';
import { RULES, type Rule } from './rules';
import { count, reads, type ConformanceRow, type ConformanceRun } from './run';

const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

/** How much of the contract the run called: by its checks, and by its generated requests. */
function coverageLines(run: ConformanceRun): string[] {
  const { operations, checks, generated } = run.coverage();
  const percent = (n: number) => `${((100 * n) / operations.length).toFixed(0)}%`;
  const missing = operations.filter((id) => !checks.includes(id));
  // Without --write, the calls that write are left out on purpose: said apart from any other.
  const writes = new Set(API_OPERATIONS.filter((op) => !reads(op)).map((op) => op.id));
  const leftOut = run.options.write ? [] : missing.filter((id) => writes.has(id));
  const notCalled = missing.filter((id) => !leftOut.includes(id));
  return [
    `Operations of the contract called by the checks: ${checks.length} of ${operations.length} (${percent(checks.length)})` +
      (notCalled.length ? `; not called: ${notCalled.join(', ')}` : '') +
      (leftOut.length ? `; ${leftOut.length} write and are left to --write (${leftOut.join(', ')})` : ''),
    `Operations sent generated requests: ${generated.length} of ${operations.length} (${percent(generated.length)})`,
    ruleLine(run),
  ];
}

/** How many of the rules of docs/ (rules.ts) the checks showed, and which none reached. */
function ruleLine(run: ConformanceRun): string {
  const { rules, checked } = run.ruleCoverage();
  const missing = rules.filter((id) => !checked.includes(id));
  // Without --write, the rules only a write can show are left to it, said apart.
  const writes = new Set<string>(RULES.filter((rule: Rule) => rule.writes).map((rule) => rule.id));
  const byWrites = run.options.write ? [] : missing.filter((id) => writes.has(id));
  const notChecked = missing.filter((id) => !byWrites.includes(id));
  return (
    `Rules of docs/ checked: ${checked.length} of ${rules.length} (${((100 * checked.length) / rules.length).toFixed(0)}%)` +
    (notChecked.length ? `; not checked: ${notChecked.join(', ')}` : '') +
    (byWrites.length ? `; ${byWrites.length} more with --write (${byWrites.join(', ')})` : '')
  );
}

/** Each rule of docs/ and the checks that showed it, for the HTML report. */
function ruleRows(run: ConformanceRun): { id: string; rule: string; doc: string; checks: ConformanceRow[] }[] {
  return RULES.map((rule) => ({ ...rule, checks: run.rows.filter((row) => row.rules.includes(rule.id)) }));
}

/**
 * Lines that say the same thing once: the checks sharing one text (a root cause) grouped under it,
 * `text (checks: a; b; c)`.
 */
function grouped(rows: readonly ConformanceRow[], text: (row: ConformanceRow) => string): string[] {
  const groups = new Map<string, string[]>();
  for (const row of rows) groups.set(text(row), [...(groups.get(text(row)) ?? []), row.call]);
  return [...groups].map(([what, calls]) =>
    calls.length === 1 ? `- ${calls[0]}: ${what}` : `- ${what} (${count(calls.length, 'check')}: ${calls.join('; ')})`,
  );
}

/** The totals line. */
export function totals(rows: readonly ConformanceRow[]): string {
  const n = (result: ConformanceRow['result']) => rows.filter((row) => row.result === result).length;
  return `${count(rows.length, 'check')}: ${n('pass')} passed, ${n('fail')} failed, ${n('skip')} skipped`;
}

/** The table, in plain text: call, expected, got, result; then the failures and the skipped, in full. */
export function formatTable(run: ConformanceRun): string {
  const rows = run.rows;
  const widths = [64, 44, 70];
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i < widths.length ? cut(cell, widths[i] as number).padEnd(widths[i] as number) : cell))
      .join('  ');
  const out = [line(['call', 'expected', 'got', 'result']), line(widths.map((w) => '-'.repeat(w)).concat('------'))];
  for (const row of rows)
    out.push(line([row.call, row.expected, row.got, row.result === 'fail' ? 'FAIL' : row.result]));
  const failed = rows.filter((r) => r.result === 'fail');
  if (failed.length) {
    out.push('', 'Failed, in full:');
    out.push(...grouped(failed, (row) => `expected ${row.expected}; got ${row.got}`));
  }
  const skipped = rows.filter((r) => r.result === 'skip');
  if (skipped.length) {
    out.push('', 'Skipped, and why:');
    out.push(...grouped(skipped, (row) => row.got.replace(/^skipped: /, '')));
  }
  // A run that stopped says why, and no coverage: it did not get there.
  if (run.stopped) out.push('', totals(rows), `STOPPED: ${run.stopped}`);
  else out.push('', ...coverageLines(run), totals(rows));
  return out.join('\n');
}

/** Characters XML 1.0 cannot hold, even escaped (a server's answer may carry them). */
const notXml = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
};

const xml = (text: string) =>
  [...text]
    .filter((char) => !notXml(char))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** JUnit XML: one test suite per group of checks, one test case per check (skipped ones say why). */
export function junitXml(run: ConformanceRun, name = 'conformance'): string {
  const groups = new Map<string, ConformanceRow[]>();
  for (const row of run.rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  if (run.stopped) {
    groups.set('stopped', [
      {
        group: 'stopped',
        call: 'the run',
        expected: 'to run to its end',
        got: run.stopped,
        result: 'fail',
        operations: [],
        rules: [],
        ms: 0,
      },
    ]);
  }
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const count = (rows: readonly ConformanceRow[], result: ConformanceRow['result']) =>
    rows.filter((r) => r.result === result).length;
  const all = [...groups.values()].flat();
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(name)}" tests="${all.length}" failures="${count(all, 'fail')}" skipped="${count(all, 'skip')}" time="${seconds(all.reduce((t, r) => t + r.ms, 0))}">`,
  ];
  for (const [group, rows] of groups) {
    out.push(
      `  <testsuite name="${xml(`${name}.${group}`)}" tests="${rows.length}" failures="${count(rows, 'fail')}" skipped="${count(rows, 'skip')}" time="${seconds(rows.reduce((t, r) => t + r.ms, 0))}">`,
    );
    for (const row of rows) {
      const classname = `${name}.${group}${row.operations[0] ? `.${row.operations[0]}` : ''}`;
      const head = `    <testcase name="${xml(row.call)}" classname="${xml(classname)}" time="${seconds(row.ms)}"`;
      if (row.result === 'pass') out.push(`${head} />`);
      else if (row.result === 'skip')
        out.push(`${head}>`, `      <skipped message="${xml(row.got)}" />`, '    </testcase>');
      else {
        out.push(
          `${head}>`,
          `      <failure message="${xml(`expected ${row.expected}`)}">${xml(`expected ${row.expected}\ngot ${row.got}`)}</failure>`,
          '    </testcase>',
        );
      }
    }
    out.push('  </testsuite>');
  }
  out.push('</testsuites>', '');
  return out.join('\n');
}

const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One self-contained HTML page: the totals, the coverage, and every check, failures first. */
export function htmlReport(run: ConformanceRun, title: string): string {
  const order = { fail: 0, skip: 1, pass: 2 } as const;
  const rows = [...run.rows].sort((a, b) => order[a.result] - order[b.result]);
  const body = rows
    .map(
      (row) =>
        `<tr class="${row.result}"><td>${html(row.result)}</td><td>${html(row.group)}</td><td>${html(row.call)}</td><td>${html(row.expected)}</td><td>${html(row.got)}</td><td>${html(row.operations.join(', '))}</td><td>${html(row.rules.join(', '))}</td></tr>`,
    )
    .join('\n');
  const rules = ruleRows(run)
    .map((rule) => {
      const results = rule.checks.map((check) => check.result);
      const verdict = results.includes('fail')
        ? 'fail'
        : results.includes('pass')
          ? 'pass'
          : results.length
            ? 'skip'
            : 'not checked';
      return `<tr class="${verdict === 'not checked' ? 'skip' : verdict}"><td>${html(verdict)}</td><td>${html(rule.id)}</td><td>${html(rule.rule)}</td><td>${html(rule.doc)}</td><td>${rule.checks.length}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1c2127; }
table { border-collapse: collapse; width: 100%; }
table + table { margin-top: 1.5rem; }
th, td { border: 1px solid #d3d8de; padding: 4px 6px; text-align: left; vertical-align: top; }
th { background: #f6f7f9; }
tr.fail td:first-child { background: #fae1e1; color: #8e292c; font-weight: 600; }
tr.skip td:first-child { background: #fbf3dc; color: #5c4405; }
tr.pass td:first-child { color: #1c6e42; }
</style>
</head>
<body>
<main>
<h1>${html(title)}</h1>
${run.stopped ? `<p role="alert"><strong>Stopped:</strong> ${html(run.stopped)}</p>` : ''}
<p>${html(totals(run.rows))}</p>
<ul>${coverageLines(run)
    .map((line) => `<li>${html(line)}</li>`)
    .join('')}</ul>
<table>
<caption>The rules of docs/ and how many checks showed each</caption>
<thead><tr><th scope="col">result</th><th scope="col">rule</th><th scope="col">statement</th><th scope="col">where</th><th scope="col">checks</th></tr></thead>
<tbody>
${rules}
</tbody>
</table>
<table>
<caption>Every check, failures first</caption>
<thead><tr><th scope="col">result</th><th scope="col">group</th><th scope="col">call</th><th scope="col">expected</th><th scope="col">got</th><th scope="col">operations</th><th scope="col">rules</th></tr></thead>
<tbody>
${body}
</tbody>
</table>
</main>
</body>
</html>
`;
}
