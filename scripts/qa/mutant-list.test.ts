import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MUTANTS, mutatedFiles, occurrences, type Mutant } from './mutant-list';
import { failedCheck, failedScenarios, formatOutcomes, reportOf } from './mutants';

const read = (file: string): string => readFileSync(file, 'utf8');

/** The anchors of a markdown page's headings, as docs/README.md cites them (`## Admin changes` → admin-changes). */
const anchorsOf = (page: string): Set<string> =>
  new Set(
    [...read(page).matchAll(/^#{1,4} (.+)$/gm)].map((m) =>
      (m[1] ?? '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N} -]/gu, '')
        .trim()
        .replace(/ /g, '-'),
    ),
  );

describe('the mutation run (docs/qa.md#mutants)', () => {
  it('breaks at least 20 server rules, each named once', () => {
    expect(MUTANTS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(MUTANTS.map((m) => m.id)).size).toBe(MUTANTS.length);
  });

  it.each(MUTANTS.map((m) => [m.id, m] as const))('%s still applies to today’s mocks/', (_id, mutant: Mutant) => {
    const files = mutatedFiles(mutant, read);
    for (const [file, text] of files) {
      expect(file.startsWith('mocks/')).toBe(true);
      expect(text).not.toBe(read(file));
    }
  });

  it('cites, for each break, a section of docs/ that states the rule', () => {
    for (const mutant of MUTANTS) {
      const [page, anchor] = mutant.doc.split('#');
      expect(anchorsOf(page as string), mutant.id).toContain(anchor);
    }
  });

  it('lists every break in docs/qa.md', () => {
    const qa = read('docs/qa.md');
    for (const mutant of MUTANTS) expect(qa, mutant.id).toContain(`\`${mutant.id}\``);
  });

  it('refuses an edit whose text is gone or appears twice, naming the mutant', () => {
    const mutant: Mutant = {
      id: 'example',
      rule: 'r',
      doc: 'docs/rules.md#quotes',
      edits: [{ file: 'mocks/x.ts', find: 'if (a) {', replace: 'if (b) {' }],
    };
    expect(() => mutatedFiles(mutant, () => 'nothing here')).toThrow(/mutant example does not apply: .* 0 times/);
    expect(() => mutatedFiles(mutant, () => 'if (a) {} if (a) {}')).toThrow(/2 times/);
    expect(mutatedFiles(mutant, () => 'x; if (a) {}').get('mocks/x.ts')).toBe('x; if (b) {}');
    expect(occurrences('aaa', 'a')).toBe(3);
  });

  it('reads which scenario and which check caught a break', () => {
    const xml = [
      '<testsuite tests="3" failures="1">',
      '<testcase classname="F" name="Passes" time="1"><system-out>ok</system-out></testcase>',
      '<testcase classname="F" name="A &quot;shipped&quot; order" time="1"><failure message="x"/></testcase>',
      '<testcase classname="F" name="Skipped" time="0"><skipped/></testcase>',
      '</testsuite>',
    ].join('\n');
    expect(failedScenarios(xml)).toEqual(['A "shipped" order']);
    expect(failedCheck('a    200    pass\nchangeOrderStatus    400 saying why    200    FAIL\n')).toBe(
      'changeOrderStatus · 400 saying why · 200',
    );
    const table = formatOutcomes([
      {
        mutant: MUTANTS[0] as Mutant,
        cucumber: { kind: 'caught', by: 'A scenario' },
        conformance: { kind: 'missed' },
        seconds: 12,
      },
    ]);
    expect(table).toContain('MISSED');
    expect(table).toContain('1 break the API can see: the http profile caught 1, conformance --write caught 0');
  });

  it('says why of each break conformance cannot see while the http profile can, and runs the profile on it', () => {
    const mutant = MUTANTS.find((m) => m.conformanceUnseen) as Mutant;
    const table = formatOutcomes([
      {
        mutant,
        cucumber: { kind: 'caught', by: 'A scenario' },
        conformance: { kind: 'unseen', why: mutant.conformanceUnseen as string },
        seconds: 40,
      },
    ]);
    expect(table).toContain('1 break the API can see: the http profile caught 1, conformance --write caught 0');
    expect(table).toContain(
      `1 break conformance cannot see through the API alone, and why:\n- ${mutant.id}: ${mutant.conformanceUnseen}`,
    );
    expect(MUTANTS.filter((m) => m.unseen && m.conformanceUnseen)).toEqual([]);
  });

  it('says why of each break the API cannot see, and writes what an interrupted run has', () => {
    const unseen = MUTANTS.find((m) => m.unseen) as Mutant;
    const verdict = { kind: 'unseen', why: unseen.unseen as string } as const;
    const done = [{ mutant: unseen, cucumber: verdict, conformance: verdict, seconds: 0 }];
    expect(formatOutcomes(done)).toContain(`1 break the API cannot see, and why:\n- ${unseen.id}: ${unseen.unseen}`);
    expect(JSON.parse(reportOf(done, 3, true))).toEqual({
      interrupted: true,
      planned: 3,
      breaks: [{ id: unseen.id, rule: unseen.rule, cucumber: verdict, conformance: verdict, seconds: 0 }],
    });
  });
});
