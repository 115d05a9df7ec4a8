/**
 * The margin grid file's rules (docs/rules.md#margin-price-csv), with `--write`: each refusal sends a
 * file whose only fault is the rule it checks (so a server that lets that one rule through is caught
 * by name) and checks that the grid did not change; the accepted forms (either separator, quoted
 * cells, a BOM, any line end, blank lines, margins 0 to 1000 with a decimal comma or dot) replace the
 * grid whole. The reseller's grid is put back as it was at the end.
 */
import { marginPricesApi } from '../../../src/api/margin-prices.api';
import { gridLines } from './flows';
import { rowsOf } from './reads';
import { answerText, fieldsOf, skip, type ConformanceRun, type Step } from './run';
import type { RuleId } from './rules';
import type { Sessions } from './session';

const HEADER = 'scenario_uid;quantity;marge';

/** A margin file of `text` exactly (its bytes as given: a BOM, its line ends). */
const fileForm = (text: string): FormData => {
  const form = new FormData();
  form.set('file', new Blob([text], { type: 'text/csv' }), 'marges.csv');
  return form;
};

const sameGrid = (a: readonly string[], b: readonly string[]) =>
  JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

export async function marginRules(run: ConformanceRun, s: Sessions): Promise<void> {
  run.group = 'margin grid';
  run.as(s.resellerToken);
  const uid = await run.check<string>(
    'listMarginScenarios, for the files below',
    'a scenario a grid may name',
    async () => {
      const rows = rowsOf<{ uid: string }>(await run.send(marginPricesApi.listMarginScenarios));
      const first = rows[0]?.uid ?? skip('the server offers no scenario for a grid');
      return { got: first, value: first };
    },
  );
  const original = await gridLines(run);
  const line = (quantity: number, marge: string) => `${uid.value};${quantity};${marge}`;

  /** A file refused with 400 naming exactly `fields` (`line 3`, `file`), the grid unchanged. */
  const refused = (what: string, rule: RuleId, files: readonly { text: string; fields: readonly string[] }[]) =>
    run.check(
      `uploadMarginPrices of a file ${what}`,
      `400 naming ${files.map((f) => f.fields.join(' and ')).join(', then ')}; the grid unchanged`,
      async () => {
        const problems: string[] = [];
        const seen: string[] = [];
        for (const file of files) {
          const before = await gridLines(run);
          const answer = await run.send(marginPricesApi.uploadMarginPrices, { body: fileForm(file.text) });
          const after = await gridLines(run);
          const named = [...new Set(fieldsOf(answer))].sort();
          seen.push(answerText(answer));
          if (answer.status !== 400) problems.push(`${JSON.stringify(file.text.slice(0, 80))} → ${answerText(answer)}`);
          else if (JSON.stringify(named) !== JSON.stringify([...file.fields].sort())) {
            problems.push(`${JSON.stringify(file.text.slice(0, 80))} named ${named.join(', ') || 'nothing'}`);
          }
          if (!sameGrid(before, after))
            problems.push(`the grid changed: ${after.length} lines, ${before.length} before`);
        }
        return { got: problems.length ? problems.join('; ') : seen.join('; '), pass: problems.length === 0 };
      },
      [uid],
      rule,
    );

  /** A file taken (201), the grid then exactly `expected`. */
  const accepted = (what: string, rule: RuleId, text: () => string, expected: () => readonly string[]) =>
    run.check(
      `uploadMarginPrices of a file ${what}`,
      '201; the grid replaced whole by its lines',
      async () => {
        const answer = await run.send(marginPricesApi.uploadMarginPrices, { body: fileForm(text()) });
        const after = await gridLines(run);
        return {
          got: `${answerText(answer)}; the grid then ${after.join(' | ')}`,
          pass: answer.status === 201 && sameGrid(after, expected()),
        };
      },
      [uid],
      rule,
    );

  await refused('whose header is not scenario_uid;quantity;marge', 'margin.header', [
    { text: `scenario;quantity;marge\n${line(1001, '10')}\n`, fields: ['line 1'] },
    { text: `${HEADER};comment\n${line(1001, '10')};x\n`, fields: ['line 1'] },
  ]);
  await refused('whose only fault is a quantity that is not a positive whole number', 'margin.quantity', [
    { text: `${HEADER}\n${line(1001, '10')}\n${line(0, '10')}\n`, fields: ['line 3'] },
    { text: `${HEADER}\n${line(1001, '10')}\n${uid.value};2,5;10\n`, fields: ['line 3'] },
    { text: `${HEADER}\n${line(1001, '10')}\n${uid.value};-3;10\n`, fields: ['line 3'] },
  ]);
  await refused('whose only fault is a margin out of 0–1000', 'margin.range', [
    { text: `${HEADER}\n${line(1001, '10')}\n${line(1002, '-1')}\n`, fields: ['line 3'] },
    { text: `${HEADER}\n${line(1001, '10')}\n${line(1002, '-0,5')}\n`, fields: ['line 3'] },
    { text: `${HEADER}\n${line(1001, '10')}\n${line(1002, '1000.5')}\n`, fields: ['line 3'] },
    { text: `${HEADER}\n${line(1001, '10')}\n${line(1002, 'beaucoup')}\n`, fields: ['line 3'] },
  ]);
  await refused('whose only fault is a scenario and quantity given twice', 'margin.duplicates', [
    { text: `${HEADER}\n${line(1001, '10')}\n${line(1002, '12')}\n${line(1001, '15')}\n`, fields: ['line 4'] },
  ]);
  await refused('with two bad lines among good ones', 'margin.whole-file', [
    {
      text: `${HEADER}\n${line(1001, '10')}\nNO-SUCH-SCENARIO-UID;500;10\n${line(1002, '12')}\n${line(1003, '2000')}\n`,
      fields: ['line 3', 'line 5'],
    },
  ]);
  await accepted(
    'with margins 0 and 1000, a decimal comma and a decimal dot',
    'margin.range',
    () => `${HEADER}\n${line(1001, '0')}\n${line(1002, '1000')}\n${line(1003, '20,5')}\n${line(1004, '12.25')}\n`,
    () => [line(1001, '0'), line(1002, '1000'), line(1003, '20.5'), line(1004, '12.25')],
  );
  await accepted(
    'with a BOM, a header in capitals, commas, a quoted cell, CRLF and a blank line',
    'margin.format',
    () => `\uFEFFSCENARIO_UID,Quantity,MARGE\r\n${uid.value},1001,"12,5"\r\n\r\n"${uid.value}",1002,7\r\n`,
    () => [line(1001, '12.5'), line(1002, '7')],
  );
  await accepted(
    'with semicolons and CR line ends only',
    'margin.format',
    () => `${HEADER}\r${line(1003, '3')}\r${line(1004, '4,75')}\r`,
    () => [line(1003, '3'), line(1004, '4.75')],
  );
  await putBack(run, original, uid);
}

/** The grid as it was before these checks (an empty one cannot be sent: it stays as the last good file left it). */
async function putBack(run: ConformanceRun, original: readonly string[], uid: Step<string>): Promise<void> {
  await run.check(
    'uploadMarginPrices of the grid as it was before these checks',
    '201; the grid as it was',
    async () => {
      if (!original.length) skip('the reseller had no grid: an empty file cannot be sent back');
      const answer = await run.send(marginPricesApi.uploadMarginPrices, {
        body: fileForm([HEADER, ...original].join('\n')),
      });
      const after = await gridLines(run);
      return { got: answerText(answer), pass: answer.status === 201 && sameGrid(after, original) };
    },
    [uid],
    'margin.replaced',
  );
}
