import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeSpreadsheetCell, FORMULA_TRIGGERS, unescapeSpreadsheetCell } from './spreadsheet-escape';

describe('escapeSpreadsheetCell (docs/rules.md#exports)', () => {
  it.each(FORMULA_TRIGGERS.map((c) => [JSON.stringify(c), c]))('escapes a cell starting with %s', (_, trigger) => {
    expect(escapeSpreadsheetCell(`${trigger}1+1`)).toBe(`'${trigger}1+1`);
  });

  it('escapes the formulas spreadsheets run', () => {
    expect(escapeSpreadsheetCell('=HYPERLINK("http://evil.example","x")')).toBe(
      `'=HYPERLINK("http://evil.example","x")`,
    );
    expect(escapeSpreadsheetCell('+33 1 23 45 67 89')).toBe("'+33 1 23 45 67 89");
    expect(escapeSpreadsheetCell('-10')).toBe("'-10");
    expect(escapeSpreadsheetCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('leaves ordinary text alone, including a trigger further in', () => {
    for (const text of ['', 'Bonjour', 'a=b', '1+1', 'e-mail', 'user@example.com', ' =not first', '{{count}}'])
      expect(escapeSpreadsheetCell(text)).toBe(text);
  });

  it('escapes a leading apostrophe, so that unescaping is unambiguous', () => {
    expect(escapeSpreadsheetCell("'=1")).toBe("''=1");
    expect(escapeSpreadsheetCell("'hello")).toBe("''hello");
  });

  it('never writes a cell that starts with a formula trigger', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(FORMULA_TRIGGERS).not.toContain(escapeSpreadsheetCell(text).charAt(0));
      }),
    );
  });

  it('unescape(escape(x)) is x for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(unescapeSpreadsheetCell(escapeSpreadsheetCell(text))).toBe(text);
      }),
    );
  });
});
