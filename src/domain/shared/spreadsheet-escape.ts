/**
 * docs/rules.md#exports: a cell starting with `=`, `+`, `-`, `@`, tab, CR or NUL could run as a formula
 * when a spreadsheet opens the file, so exports (CSV and XLSX) put an apostrophe in front of it.
 *
 * The apostrophe is escaped too (a cell already starting with one gets a second), so
 * `unescapeSpreadsheetCell` is the exact inverse: what an export wrote reads back as it was,
 * which the translation import needs. Exports read only by people can ignore the unescape.
 */
export const FORMULA_TRIGGERS: readonly string[] = ['=', '+', '-', '@', '\t', '\r', '\0'];

const ESCAPE = "'";

function needsEscape(value: string): boolean {
  const first = value.charAt(0);
  return first === ESCAPE || FORMULA_TRIGGERS.includes(first);
}

/** The text to write in a cell: unchanged unless a spreadsheet could take it for a formula. */
export function escapeSpreadsheetCell(value: string): string {
  return needsEscape(value) ? `${ESCAPE}${value}` : value;
}

/** The inverse of `escapeSpreadsheetCell`: drops the one apostrophe an export added. */
export function unescapeSpreadsheetCell(value: string): string {
  return value.startsWith(ESCAPE) ? value.slice(1) : value;
}
