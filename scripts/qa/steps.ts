/**
 * `npm run steps [-- --check]`: writes docs/steps.md, the catalogue of every step the Gherkin specs
 * may use (docs/qa.md#the-step-catalogue), from the step definitions themselves: grouped by area
 * (their file), each with one example taken from a feature, and the parameter types they take.
 * `--check` writes nothing and exits 1 when the committed catalogue is stale (steps.test.ts runs it).
 * It writes docs/seed.md beside it: what the demo seed holds per account (seed-map.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { loadConfiguration, loadSupport } from '@cucumber/cucumber/api';
import { format, resolveConfig } from 'prettier';
import { SEED_FILE, seedMapText } from './seed-map';

export const STEPS_FILE = 'docs/steps.md';

/** A built-in parameter type of cucumber expressions, with what it reads. */
const BUILT_IN: Readonly<Record<string, string>> = {
  string: 'a quoted text: "En attente"',
  int: 'a whole number: 3',
  float: 'a number: 12.5',
  word: 'one word without spaces: 2026-12-15',
};

/** One step a feature writes: its text, and the feature file it is in. */
export interface WrittenStep {
  readonly text: string;
  readonly keyword: string;
  readonly file: string;
}

/** The steps of one feature file; an outline's steps read once per example row, each filled in. */
export function stepsOf(text: string, file: string): WrittenStep[] {
  const out: WrittenStep[] = [];
  /** The outline being read: its steps, and its examples' header once met. */
  const outline: { steps: WrittenStep[] | null; header: string[] | null } = { steps: null, header: null };
  const cells = (row: string): string[] =>
    row
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim());
  const fill = (row: readonly string[]) => {
    const header = outline.header ?? [];
    for (const step of outline.steps ?? []) {
      const text = step.text.replace(/<([^>]+)>/g, (all, name: string) => row[header.indexOf(name)] ?? all);
      if (!out.some((seen) => seen.text === text && seen.file === file)) out.push({ ...step, text });
    }
  };
  const close = () => {
    outline.steps = null;
    outline.header = null;
  };
  text.split('\n').forEach((line) => {
    if (/^\s*(Scenario|Feature|Background|Rule)\b/.test(line)) {
      close();
      outline.steps = /^\s*Scenario Outline:/.test(line) ? [] : null;
      return;
    }
    const step = /^\s*(Given|When|Then|And|But) (.+?)\s*$/.exec(line);
    if (step) {
      const written = { keyword: step[1] as string, text: step[2] as string, file };
      if (outline.steps) outline.steps.push(written);
      else out.push(written);
      return;
    }
    if (outline.steps && /^\s*\|/.test(line)) {
      if (!outline.header) outline.header = cells(line);
      else fill(cells(line));
    }
  });
  close();
  return out;
}

/** Every step of the features under `dir`, in file order. */
export function writtenSteps(dir = 'features'): WrittenStep[] {
  const files = (path: string): string[] =>
    readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
      const full = join(path, entry.name);
      if (entry.isDirectory()) return files(full);
      return entry.name.endsWith('.feature') ? [full] : [];
    });
  return files(dir)
    .sort()
    .flatMap((file) => stepsOf(readFileSync(file, 'utf8'), file));
}

export interface CatalogueStep {
  readonly keyword: string;
  readonly pattern: string;
  readonly area: string;
  readonly example: WrittenStep | null;
}

export interface CatalogueParameter {
  readonly name: string;
  readonly reads: string;
}

/** What the catalogue reads of cucumber's support code library (its public type names none of it). */
interface LoadedLibrary {
  readonly stepDefinitions: readonly {
    readonly keyword: string;
    readonly pattern: string | RegExp;
    readonly uri: string;
    matchesStepName(text: string): boolean;
  }[];
  readonly parameterTypeRegistry: {
    readonly parameterTypes: Iterable<{
      readonly name?: string;
      readonly builtin: boolean;
      readonly regexpStrings: readonly string[];
    }>;
  };
}

const isLoaded = (library: object): library is LoadedLibrary =>
  'stepDefinitions' in library && 'parameterTypeRegistry' in library;

/** The step definitions and custom parameter types, as cucumber loads them for the memory profile. */
export async function loadCatalogue(): Promise<{ steps: CatalogueStep[]; parameters: CatalogueParameter[] }> {
  const { runConfiguration } = await loadConfiguration({ profiles: ['memory'] });
  const library: object = await loadSupport(runConfiguration);
  if (!isLoaded(library)) throw new Error('cucumber loaded no step definitions');
  const written = writtenSteps();
  const steps = library.stepDefinitions.map((definition) => {
    // The example: the smallest text among the uses (then the first file), so that a new scenario
    // rarely changes it and the catalogue stays current without regenerating after each feature.
    const matching = written
      .filter((step) => definition.matchesStepName(step.text))
      .sort((a, b) => (a.text === b.text ? a.file.localeCompare(b.file) : a.text < b.text ? -1 : 1));
    const example = matching[0] ?? null;
    return {
      keyword: definition.keyword,
      pattern: typeof definition.pattern === 'string' ? definition.pattern : `/${definition.pattern.source}/`,
      area: basename(definition.uri).replace(/\.steps\.ts$/, ''),
      example,
    };
  });
  const parameters = [...library.parameterTypeRegistry.parameterTypes]
    .filter((type) => !type.builtin || (type.name ?? '') in BUILT_IN)
    .map((type) => ({
      name: type.name ?? '',
      reads: BUILT_IN[type.name ?? ''] ?? type.regexpStrings.map((r) => `\`${r}\``).join(' or '),
    }))
    .sort((a, b) => Number(a.name in BUILT_IN) - Number(b.name in BUILT_IN) || a.name.localeCompare(b.name));
  return { steps, parameters };
}

const cell = (text: string): string => text.replace(/\|/g, '\\|');

/** A step's text as markdown shows it as written (its `*`, `_`, `<` are not markup). */
const escapeMarkdown = (text: string): string => text.replace(/[\\`*_<>[\]|]/g, (c) => `\\${c}`);

/** docs/steps.md's text, formatted as the repository's Prettier formats markdown. */
export async function catalogueText(
  steps: readonly CatalogueStep[],
  parameters: readonly CatalogueParameter[],
): Promise<string> {
  const areas = [...new Set(steps.map((s) => s.area))].sort();
  const out = [
    '# Step catalogue',
    '',
    'Every step the Gherkin specs may use, by area (the file of `features/step_definitions/` that defines it),',
    'each with an example from a feature. Generated by `npm run steps` from the step definitions: do not',
    'edit it by hand (a test fails when it is stale). How to run, write and tag the specs: [qa.md](qa.md).',
    '',
    `${steps.length} steps in ${areas.length} areas.`,
    '',
    '## Parameters',
    '',
    'A `{name}` in a step reads:',
    '',
    '| parameter | reads |',
    '| --- | --- |',
    ...parameters.map((p) => `| \`{${p.name}}\` | ${cell(p.reads)} |`),
  ];
  for (const area of areas) {
    const title = area.charAt(0).toUpperCase() + area.slice(1).replace(/-/g, ' ');
    out.push('', `## ${title}`, '', `Defined in \`features/step_definitions/${area}.steps.ts\`.`, '');
    for (const step of steps.filter((s) => s.area === area).sort((a, b) => a.pattern.localeCompare(b.pattern))) {
      const example = step.example as WrittenStep;
      out.push(
        `- ${step.keyword} \`${step.pattern}\` — ${example.keyword} ${escapeMarkdown(example.text)} (${example.file})`,
      );
    }
  }
  const options = (await resolveConfig(STEPS_FILE)) ?? {};
  return format(`${out.join('\n')}\n`, { ...options, parser: 'markdown' });
}

async function main(argv: readonly string[]): Promise<number> {
  const { steps, parameters } = await loadCatalogue();
  const pages = [
    [STEPS_FILE, await catalogueText(steps, parameters)],
    [SEED_FILE, await seedMapText()],
  ] as const;
  if (argv.includes('--check')) {
    const stale = pages.filter(([file, text]) => readFileSync(file, 'utf8') !== text).map(([file]) => file);
    if (!stale.length) return 0;
    console.error(`${stale.join(' and ')} stale: run \`npm run steps\``);
    return 1;
  }
  for (const [file, text] of pages) writeFileSync(file, text);
  console.log(`${STEPS_FILE}: ${steps.length} steps; ${SEED_FILE}: the demo seed`);
  return 0;
}

const isMain = process.argv[1]?.endsWith('steps.ts');
if (isMain) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
