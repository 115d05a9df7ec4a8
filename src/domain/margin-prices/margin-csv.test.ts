import { describe, expect, it } from 'vitest';
import { MARGIN_CSV_MAX_LINES, marginCsvModel, marginCsvOf, parseMarginCsv } from './margin-csv';

const known = (uid: string) => ['ETQ-VELIN', 'ETQ-KRAFT'].includes(uid);
const codes = (text: string) => parseMarginCsv(text, known).errors.map((e) => `${e.line}:${e.code}`);

describe('parseMarginCsv', () => {
  it('reads ; separated lines with a decimal comma, and , separated lines with a dot', () => {
    const semi = parseMarginCsv('scenario_uid;quantity;marge\nETQ-VELIN;500;12,5\n', known);
    expect(semi.errors).toEqual([]);
    expect(semi.rows.map((r) => [r.scenarioUid, r.quantity, r.marge])).toEqual([['ETQ-VELIN', 500, 12.5]]);
    const comma = parseMarginCsv('scenario_uid,quantity,marge\r\nETQ-KRAFT,1000,7.25', known);
    expect(comma.separator).toBe(',');
    expect(comma.rows[0]?.marge).toBe(7.25);
  });
  it('accepts a UTF-8 BOM and a quoted decimal comma in a , file', () => {
    expect(codes('\uFEFFscenario_uid,quantity,marge\nETQ-VELIN,500,"12,5"')).toEqual([]);
  });
  it('refuses a wrong header as line 1, an empty file and a file with no rows', () => {
    expect(codes('uid;qty;margin\nETQ-VELIN;500;10')).toEqual(['1:header']);
    expect(codes('')).toEqual(['0:empty']);
    expect(codes('\uFEFF\n\n')).toEqual(['0:empty']);
    expect(codes('scenario_uid;quantity;marge\n')).toEqual(['0:noRows']);
  });
  it('lists every bad line by its number', () => {
    const text = [
      'scenario_uid;quantity;marge',
      'ETQ-VELIN;500;10', // 2 ok
      'NOPE;500;10', // 3 unknown scenario
      'ETQ-VELIN;0;10', // 4 quantity not positive
      'ETQ-VELIN;2.5;10', // 5 quantity not an integer
      'ETQ-VELIN;700;1000,01', // 6 marge out of range
      'ETQ-VELIN;800;-1', // 7 marge out of range
      'ETQ-VELIN;500;12', // 8 duplicate of line 2
      'ETQ-KRAFT;500', // 9 missing column
    ].join('\n');
    expect(codes(text)).toEqual([
      '3:scenarioUnknown',
      '4:quantity',
      '5:quantity',
      '6:marge',
      '7:marge',
      '8:duplicate',
      '9:columns',
    ]);
    expect(parseMarginCsv(text, known).errors.find((e) => e.code === 'duplicate')?.firstLine).toBe(2);
  });
  it('refuses a file of more than 10,000 lines beside its header before reading one, blank lines counted', () => {
    const header = 'scenario_uid;quantity;marge\r\n';
    expect(MARGIN_CSV_MAX_LINES).toBe(10_000);
    // At the limit the lines are read (10,000 lines of empty cells: three errors each)…
    expect(parseMarginCsv(`${header}${';;\r\n'.repeat(10_000)}`, known).errors).toHaveLength(30_000);
    // …one more, even blank, and the file is refused whole; blank lines at its end are no lines.
    expect(parseMarginCsv(`${header}${'\n'.repeat(5_000)}${';;\r'.repeat(5_001)}`, known)).toEqual({
      rows: [],
      errors: [{ line: 0, code: 'tooManyLines', max: 10_000 }],
      separator: ';',
    });
    expect(codes(`${header}ETQ-VELIN;500;10${'\n'.repeat(20_000)}`)).toEqual([]);
    // `\r\n` is one line break, `\r` and `\n` each one.
    const mixed = `${header}${'ETQ-VELIN;1;1\r\nETQ-VELIN;2;1\rETQ-VELIN;3;1\n'.repeat(3_333)}ETQ-VELIN;4;1`;
    expect(parseMarginCsv(mixed, known).rows).toHaveLength(10_000);
    expect(codes(`${mixed}\rETQ-VELIN;5;1`)).toEqual(['0:tooManyLines']);
  });

  it('accepts the bounds 0 and 1000', () => {
    expect(codes('scenario_uid;quantity;marge\nETQ-VELIN;1;0\nETQ-KRAFT;1;1000')).toEqual([]);
  });
  it('offers a model that parses cleanly', () => {
    expect(parseMarginCsv(marginCsvModel(['ETQ-VELIN']), known).errors).toEqual([]);
  });

  it('writes the current grid as a file that reads back to the same prices', () => {
    const prices = [
      { scenarioUid: 'SC-001-VELIN', quantity: 500, marge: 12 },
      { scenarioUid: 'SC-002-KRAFT', quantity: 750, marge: 22.5 },
    ];
    const read = parseMarginCsv(marginCsvOf(prices));
    expect(read.errors).toEqual([]);
    expect(read.rows.map((r) => r.cells)).toEqual([
      ['SC-001-VELIN', '500', '12'],
      ['SC-002-KRAFT', '750', '22,5'],
    ]);
  });
});
