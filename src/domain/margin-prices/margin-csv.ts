/**
 * docs/rules.md#margin-price-csv: the margin grid file. Header `scenario_uid;quantity;marge`, `;` or `,` separated,
 * decimal comma or dot, UTF-8 with or without BOM, at most 10,000 lines beside the header. A file
 * with any bad line is refused whole, with every bad line listed by its number. Shared by the upload
 * preview and the mock server.
 */
export const MARGIN_CSV_HEADER = ['scenario_uid', 'quantity', 'marge'] as const;
const MARGE_MIN = 0;
const MARGE_MAX = 1000;

/**
 * The most lines a grid file holds beside its header, blank ones included (a grid of every scenario
 * and quantity stays far below): a longer file is refused before any line is read.
 */
export const MARGIN_CSV_MAX_LINES = 10_000;

type MarginCsvErrorCode =
  | 'empty'
  | 'tooManyLines'
  | 'header'
  | 'noRows'
  | 'columns'
  | 'scenarioMissing'
  | 'scenarioUnknown'
  | 'quantity'
  | 'marge'
  | 'duplicate';

export interface MarginCsvError {
  /** 1-based line number in the file (the header is line 1); 0 for the file as a whole. */
  readonly line: number;
  readonly code: MarginCsvErrorCode;
  /** The first line holding the same pair, for duplicates. */
  readonly firstLine?: number;
  readonly value?: string;
  /** The most lines a file may hold (`tooManyLines`). */
  readonly max?: number;
}

export interface MarginCsvRow {
  readonly line: number;
  readonly scenarioUid: string;
  readonly quantity: number;
  readonly marge: number;
  /** The raw cells, for a preview of refused lines. */
  readonly cells: readonly string[];
}

export interface MarginCsvResult {
  readonly rows: readonly MarginCsvRow[];
  readonly errors: readonly MarginCsvError[];
  readonly separator: ';' | ',';
}

/** Splits one line on the separator, honouring double quotes ("12,5" or "a;b"). */
function splitLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '"') {
      if (quoted && line[i + 1] === '"') {
        current += '"';
        i++;
      } else quoted = !quoted;
    } else if (char === separator && !quoted) {
      cells.push(current);
      current = '';
    } else current += char;
  }
  cells.push(current);
  return cells.map((cell) => cell.trim());
}

/** "12,5", "12.5" or "12" as a number; NaN otherwise. */
function parseDecimal(text: string): number {
  const normalized = text.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/**
 * The line breaks (`\r\n`, `\n` or `\r`) before `end`, counted no further than `max + 1` and
 * without splitting the text: found by `indexOf`, which the engine runs natively, not a character at
 * a time in script (a 2 MB file is read in a few milliseconds).
 */
function lineBreaks(text: string, end: number, max: number): number {
  let count = 0;
  let lf = text.indexOf('\n');
  let cr = text.indexOf('\r');
  while (count <= max) {
    const at = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
    if (at === -1 || at >= end) break;
    count += 1;
    // `\r\n` is one break.
    const next = at === cr && lf === at + 1 ? lf + 1 : at + 1;
    if (lf !== -1 && lf < next) lf = text.indexOf('\n', next);
    if (cr !== -1 && cr < next) cr = text.indexOf('\r', next);
  }
  return count;
}

/**
 * A margin grid file read one line at a time: `steps()` checks a line per step, so a server can let
 * other callers in between (mocks/services/shared/time-slices.ts); `result()` is the file's answer
 * once they are done. `parseMarginCsv` runs every step at once.
 */
export class MarginCsvParser {
  private readonly lines: readonly string[] = [];
  private readonly rows: MarginCsvRow[] = [];
  private readonly errors: MarginCsvError[] = [];
  private readonly seen = new Map<string, number>();
  private readonly separator: ';' | ',' = ';';
  /** The file's answer known before any line is read (empty, too long, a wrong header). */
  private readonly early: MarginCsvResult | null = null;

  constructor(
    text: string,
    private readonly knownScenario?: (uid: string) => boolean,
  ) {
    const content = text.replace(/^\uFEFF/, '');
    // The header and at most MARGIN_CSV_MAX_LINES lines: known from the file's start, before it is split.
    // Blank lines at the end are no lines (trimEnd's result is a view of the text, not a copy).
    if (lineBreaks(content, content.trimEnd().length, MARGIN_CSV_MAX_LINES) > MARGIN_CSV_MAX_LINES) {
      this.early = { rows: [], errors: [{ line: 0, code: 'tooManyLines', max: MARGIN_CSV_MAX_LINES }], separator: ';' };
      return;
    }
    const lines = content.split(/\r\n|\n|\r/);
    while (lines.length && lines[lines.length - 1]?.trim() === '') lines.pop();
    if (!lines.length) {
      this.early = { rows: [], errors: [{ line: 0, code: 'empty' }], separator: ';' };
      return;
    }
    const headerLine = lines[0] as string;
    this.separator = headerLine.includes(';') ? ';' : ',';
    const header = splitLine(headerLine, this.separator).map((cell) => cell.toLowerCase());
    if (header.length !== 3 || MARGIN_CSV_HEADER.some((name, i) => header[i] !== name)) {
      this.early = { rows: [], errors: [{ line: 1, code: 'header', value: headerLine }], separator: this.separator };
      return;
    }
    this.lines = lines;
  }

  /** Checks the lines after the header, one per step. */
  *steps(): Generator<void, void, undefined> {
    for (let index = 1; index < this.lines.length; index++) {
      this.check(this.lines[index] as string, index + 1);
      yield;
    }
  }

  private check(raw: string, line: number): void {
    if (raw.trim() === '') return;
    const cells = splitLine(raw, this.separator);
    if (cells.length !== 3) {
      this.errors.push({ line, code: 'columns', value: raw });
      this.rows.push({ line, scenarioUid: cells[0] ?? '', quantity: Number.NaN, marge: Number.NaN, cells });
      return;
    }
    const [uid = '', quantityText = '', margeText = ''] = cells;
    const lineErrors: MarginCsvError[] = [];
    if (!uid) lineErrors.push({ line, code: 'scenarioMissing' });
    else if (this.knownScenario && !this.knownScenario(uid))
      lineErrors.push({ line, code: 'scenarioUnknown', value: uid });
    const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : Number.NaN;
    if (!(quantity > 0) || !Number.isSafeInteger(quantity))
      lineErrors.push({ line, code: 'quantity', value: quantityText });
    const marge = parseDecimal(margeText);
    if (Number.isNaN(marge) || marge < MARGE_MIN || marge > MARGE_MAX)
      lineErrors.push({ line, code: 'marge', value: margeText });
    if (uid && !Number.isNaN(quantity)) {
      const key = `${uid}\u0000${quantity}`;
      const first = this.seen.get(key);
      if (first !== undefined)
        lineErrors.push({ line, code: 'duplicate', firstLine: first, value: `${uid} × ${quantity}` });
      else this.seen.set(key, line);
    }
    this.errors.push(...lineErrors);
    this.rows.push({ line, scenarioUid: uid, quantity, marge, cells });
  }

  /** The rows and every error, once the steps are done. */
  result(): MarginCsvResult {
    if (this.early) return this.early;
    const errors = [...this.errors];
    if (!this.rows.length && !errors.length) errors.push({ line: 0, code: 'noRows' });
    return { rows: this.rows, errors, separator: this.separator };
  }
}

/**
 * Parses and checks a margin grid file. `knownScenario` tells whether a scenario uid exists
 * (the server always checks it; a preview may skip it).
 */
export function parseMarginCsv(text: string, knownScenario?: (uid: string) => boolean): MarginCsvResult {
  const parser = new MarginCsvParser(text, knownScenario);
  for (const _step of parser.steps());
  return parser.result();
}

/** The model offered for download: the header and two example lines. */
export function marginCsvModel(exampleUids: readonly string[] = ['SCENARIO-UID']): string {
  const uid = exampleUids[0] ?? 'SCENARIO-UID';
  return `\uFEFF${MARGIN_CSV_HEADER.join(';')}\r\n${uid};500;25\r\n${uid};1000;20,5\r\n`;
}

/**
 * The reseller's current grid as a file to edit and upload again (an upload replaces the whole grid,
 * so starting from the model would lose lines): the header and one line per price, the margin with a
 * decimal comma as the model writes it.
 */
export function marginCsvOf(prices: readonly { scenarioUid: string; quantity: number; marge: number }[]): string {
  const lines = prices.map((p) => `${p.scenarioUid};${p.quantity};${String(p.marge).replace('.', ',')}`);
  return `\uFEFF${[MARGIN_CSV_HEADER.join(';'), ...lines].join('\r\n')}\r\n`;
}
