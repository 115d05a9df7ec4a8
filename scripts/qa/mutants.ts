/**
 * `npm run mutants [-- --only ID,ID] [--list] [--keep]`: the mutation run of docs/qa.md#mutants.
 *
 * Copies the repository (its tracked and unignored files, node_modules linked) into a scratch
 * folder, checks that both suites pass there unchanged, then, for each deliberate break of a server
 * rule (scripts/qa/mutant-list.ts), edits the scratch copy's `mocks/`, runs the Gherkin http profile
 * (stopping at its first failure) and `npm run conformance -- --write`, and puts the file back.
 * Prints which suite caught which break and exits 1 when a break went unseen. The repository's own
 * `mocks/` is never written: an interrupted run (Ctrl+C, SIGTERM) only leaves a scratch folder,
 * which it removes on the way out.
 *
 * Not part of `npm test`: each break reruns the http profile (about a minute each).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { plural as count } from './feature';
import { MUTANTS, mutatedFiles, type Mutant } from './mutant-list';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
/** Longest a suite may take on one break before it counts as an error (a break that hangs a loop). */
const SUITE_TIMEOUT_MS = 15 * 60_000;

type Verdict =
  | { readonly kind: 'caught'; readonly by: string }
  | { readonly kind: 'missed' }
  | { readonly kind: 'error'; readonly why: string }
  /** A break no call to the API can see (`Mutant.unseen`): the suites are not run on it. */
  | { readonly kind: 'unseen'; readonly why: string };

export interface MutantOutcome {
  readonly mutant: Mutant;
  readonly cucumber: Verdict;
  readonly conformance: Verdict;
  readonly seconds: number;
}

let running: ChildProcess | null = null;
let scratch: string | null = null;

/** Removes the scratch copy and stops the suite in progress; safe to call twice. */
function cleanUp(): void {
  if (running?.pid) {
    try {
      process.kill(-running.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  running = null;
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = null;
}

/** The repository's files (tracked and new, not ignored) copied into a fresh folder; node_modules linked. */
function makeScratchCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mutants-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = join(ROOT, file);
    if (!existsSync(from)) continue; // deleted but not yet committed
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(from, join(dir, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

interface SuiteRun {
  readonly code: number | null;
  readonly output: string;
  readonly timedOut: boolean;
}

/** Runs a command in the scratch copy, in its own process group (so an interruption stops all of it). */
function runIn(dir: string, command: string, args: readonly string[]): Promise<SuiteRun> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    running = child;
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-200_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, SUITE_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      running = null;
      done({ code, output, timedOut });
    });
  });
}

/** The names of the scenarios a JUnit report marks failed, in order. */
export function failedScenarios(xml: string): string[] {
  const out: string[] = [];
  for (const match of xml.matchAll(/<testcase\b[^>]*\bname="([^"]*)"[^>]*>([\s\S]*?)<\/testcase>/g)) {
    if (/<(failure|error)\b/.test(match[2] ?? '')) out.push(unescapeXml(match[1] ?? ''));
  }
  return out;
}

const unescapeXml = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The first failed check of a conformance table: its call, as printed ("… fail"). */
export function failedCheck(output: string): string | null {
  const line = output.split('\n').find((l) => /\bfail\s*$/i.test(l));
  return line
    ? line
        .replace(/\s+fail\s*$/i, '')
        .replace(/\s{2,}/g, ' · ')
        .trim()
    : null;
}

async function cucumberVerdict(dir: string): Promise<Verdict> {
  const report = join(dir, 'reports/cucumber-http.xml');
  rmSync(report, { force: true });
  const cucumber = join(dir, 'node_modules/@cucumber/cucumber/bin/cucumber.js');
  // Every feature, the scenarios made to catch a broken server rule first (paths given twice run once):
  // a caught break stops at its first failure, a missed one has run everything.
  const run = await runIn(dir, process.execPath, [
    cucumber,
    '--profile',
    'http',
    '--fail-fast',
    '--format',
    'summary',
    'features/*/*-rules-api.feature',
    'features',
  ]);
  if (run.timedOut) return { kind: 'error', why: 'timed out' };
  if (run.code === 0) return { kind: 'missed' };
  const failed = existsSync(report) ? failedScenarios(readFileSync(report, 'utf8')) : [];
  if (failed.length === 0) return { kind: 'error', why: lastLines(run.output) };
  return { kind: 'caught', by: failed[0] as string };
}

async function conformanceVerdict(dir: string): Promise<Verdict> {
  const run = await runIn(dir, 'npm', ['run', '--silent', 'conformance', '--', '--write']);
  if (run.timedOut) return { kind: 'error', why: 'timed out' };
  if (run.code === 0) return { kind: 'missed' };
  // docs/api/README.md#checking-a-server: 1 is a divergence found; anything else, a run that could not check.
  if (run.code !== 1) return { kind: 'error', why: lastLines(run.output) };
  return { kind: 'caught', by: failedCheck(run.output) ?? 'a failed check' };
}

const lastLines = (output: string): string => output.trim().split('\n').slice(-3).join(' / ').slice(0, 300);

async function runMutant(dir: string, mutant: Mutant): Promise<MutantOutcome> {
  const started = performance.now();
  const files = mutatedFiles(mutant, (file) => readFileSync(join(dir, file), 'utf8'));
  if (mutant.unseen) {
    const unseen: Verdict = { kind: 'unseen', why: mutant.unseen };
    return { mutant, cucumber: unseen, conformance: unseen, seconds: (performance.now() - started) / 1000 };
  }
  const originals = new Map([...files.keys()].map((file) => [file, readFileSync(join(dir, file), 'utf8')]));
  try {
    for (const [file, text] of files) writeFileSync(join(dir, file), text);
    const cucumber = await cucumberVerdict(dir);
    const conformance: Verdict = mutant.conformanceUnseen
      ? { kind: 'unseen', why: mutant.conformanceUnseen }
      : await conformanceVerdict(dir);
    return { mutant, cucumber, conformance, seconds: (performance.now() - started) / 1000 };
  } finally {
    for (const [file, text] of originals) writeFileSync(join(dir, file), text);
  }
}

const cell = (verdict: Verdict): string => {
  switch (verdict.kind) {
    case 'caught':
      return `caught: ${verdict.by}`;
    case 'missed':
      return 'MISSED';
    case 'unseen':
      return 'not run: it cannot see it';
    case 'error':
      return `error: ${verdict.why}`;
  }
};

/** The table of a run: one row per break, which suite caught it (by which scenario or check). */
export function formatOutcomes(outcomes: readonly MutantOutcome[]): string {
  const rows = outcomes.map((o) => [o.mutant.id, cell(o.cucumber), cell(o.conformance), `${o.seconds.toFixed(0)} s`]);
  const head = ['break', 'Gherkin http profile', 'conformance --write', 'time'];
  const clip = (text: string) => (text.length > 70 ? `${text.slice(0, 69)}…` : text);
  const all = [head, ...rows].map((row) => row.map(clip));
  const widths = head.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) => row.map((text, i) => text.padEnd(widths[i] ?? 0)).join('  ');
  const caught = (pick: (o: MutantOutcome) => Verdict) => outcomes.filter((o) => pick(o).kind === 'caught').length;
  const unseen = outcomes.filter((o) => o.cucumber.kind === 'unseen');
  const seen = outcomes.length - unseen.length;
  const notByConformance = outcomes.filter((o) => o.cucumber.kind !== 'unseen' && o.conformance.kind === 'unseen');
  return [
    line(all[0] as string[]),
    ...all.slice(1).map(line),
    '',
    `${count(seen, 'break')} the API can see: the http profile caught ${caught((o) => o.cucumber)}, ` +
      `conformance --write caught ${caught((o) => o.conformance)}`,
    ...(unseen.length ? ['', `${count(unseen.length, 'break')} the API cannot see, and why:`] : []),
    ...unseen.map((o) => `- ${o.mutant.id}: ${o.mutant.unseen}`),
    ...(notByConformance.length
      ? ['', `${count(notByConformance.length, 'break')} conformance cannot see through the API alone, and why:`]
      : []),
    ...notByConformance.map((o) => `- ${o.mutant.id}: ${o.mutant.conformanceUnseen}`),
  ].join('\n');
}

/** Every break of the run so far: written at its end, and by an interrupted run (what it has). */
const outcomes: MutantOutcome[] = [];

/** reports/mutants.json: each break's verdicts; `interrupted` when the run was stopped before its end. */
export function reportOf(done: readonly MutantOutcome[], planned: number, interrupted: boolean): string {
  return JSON.stringify(
    {
      interrupted,
      planned,
      breaks: done.map((o) => ({
        id: o.mutant.id,
        rule: o.mutant.rule,
        cucumber: o.cucumber,
        conformance: o.conformance,
        seconds: Math.round(o.seconds),
      })),
    },
    null,
    2,
  );
}

function writeReport(planned: number, interrupted: boolean): void {
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  writeFileSync(join(ROOT, 'reports/mutants.json'), reportOf(outcomes, planned, interrupted));
}

async function main(argv: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      only: { type: 'string' },
      list: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log('npm run mutants [-- --only ID,ID] [--list] [--keep]   (docs/qa.md#mutants)');
    return 0;
  }
  if (values.list) {
    for (const m of MUTANTS) console.log(`${m.id.padEnd(48)} ${m.rule} (${m.doc})`);
    return 0;
  }
  const wanted = values.only?.split(',').map((id) => id.trim());
  const unknown = wanted?.filter((id) => !MUTANTS.some((m) => m.id === id)) ?? [];
  if (unknown.length) {
    console.error(`No such mutant: ${unknown.join(', ')} (npm run mutants -- --list)`);
    return 2;
  }
  const mutants = wanted ? MUTANTS.filter((m) => wanted.includes(m.id)) : MUTANTS;

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping; the repository's mocks/ was never changed.`);
      cleanUp();
      // What it has: the breaks done so far, said to be a part of the run.
      if (outcomes.length) console.log(`\n${formatOutcomes(outcomes)}`);
      writeReport(mutants.length, true);
      console.error(`Wrote reports/mutants.json: ${outcomes.length} of ${mutants.length} breaks, marked interrupted.`);
      process.exit(130);
    });
  }
  scratch = makeScratchCopy();
  const dir = scratch;
  console.log(`Scratch copy: ${dir}`);
  console.log('Both suites on the unchanged mock first…');
  const baseline = { cucumber: await cucumberVerdict(dir), conformance: await conformanceVerdict(dir) };
  if (baseline.cucumber.kind !== 'missed' || baseline.conformance.kind !== 'missed') {
    console.error(
      `The suites must pass before anything is broken: http profile ${cell(baseline.cucumber)}; conformance ${cell(baseline.conformance)}`,
    );
    return 2;
  }
  for (const [i, mutant] of mutants.entries()) {
    const outcome = await runMutant(dir, mutant);
    outcomes.push(outcome);
    console.log(
      `[${i + 1}/${mutants.length}] ${mutant.id}: http ${cell(outcome.cucumber)}; conformance ${cell(outcome.conformance)}`,
    );
  }
  console.log(`\n${formatOutcomes(outcomes)}`);
  writeReport(mutants.length, false);
  if (values.keep) {
    console.log(`Scratch copy kept: ${dir}`);
    scratch = null;
  }
  const held = (v: Verdict) => v.kind === 'caught' || v.kind === 'unseen';
  return outcomes.every((o) => held(o.cucumber) && held(o.conformance)) ? 0 : 1;
}

const isMain = process.argv[1]?.endsWith('mutants.ts');
if (isMain) {
  main(process.argv.slice(2)).then(
    (code) => {
      cleanUp();
      process.exit(code);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      cleanUp();
      process.exit(2);
    },
  );
}
