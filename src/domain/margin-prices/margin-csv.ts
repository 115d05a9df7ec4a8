/**
 * docs/rules.md#margin-price-csv: the margin grid file. Header `scenario_uid;quantity;marge`, `;` or `,` separated,
 * decimal comma or dot, UTF-8 with or without BOM. A file with any bad line is refused whole,
 * with every bad line listed by its number. Shared by the upload preview and the mock server.
 */
export const MARGIN_CSV_HEADER = ['scenario_uid', 'quantity', 'marge'] as const;
export const MARGE_MIN = 0;
export const MARGE_MAX = 1000;

export type MarginCsvErrorCode =
  | 'empty'
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
export function parseDecimal(text: string): number {
  const normalized = text.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/**
 * Parses and checks a margin grid file. `knownScenario` tells whether a scenario uid exists
 * (the server always checks it; a preview may skip it).
 */
export function parseMarginCsv(text: string, knownScenario?: (uid: string) => boolean): MarginCsvResult {
  const content = text.replace(/^\uFEFF/, '');
  const lines = content.split(/\r\n|\n|\r/);
  while (lines.length && lines[lines.length - 1]?.trim() === '') lines.pop();
  if (!lines.length) return { rows: [], errors: [{ line: 0, code: 'empty' }], separator: ';' };

  const headerLine = lines[0] as string;
  const separator: ';' | ',' = headerLine.includes(';') ? ';' : ',';
  const header = splitLine(headerLine, separator).map((cell) => cell.toLowerCase());
  const errors: MarginCsvError[] = [];
  if (header.length !== 3 || MARGIN_CSV_HEADER.some((name, i) => header[i] !== name)) {
    return { rows: [], errors: [{ line: 1, code: 'header', value: headerLine }], separator };
  }

  const rows: MarginCsvRow[] = [];
  const seen = new Map<string, number>();
  lines.slice(1).forEach((raw, index) => {
    const line = index + 2;
    if (raw.trim() === '') return;
    const cells = splitLine(raw, separator);
    const lineErrors: MarginCsvError[] = [];
    if (cells.length !== 3) {
      errors.push({ line, code: 'columns', value: raw });
      rows.push({ line, scenarioUid: cells[0] ?? '', quantity: Number.NaN, marge: Number.NaN, cells });
      return;
    }
    const [uid = '', quantityText = '', margeText = ''] = cells;
    if (!uid) lineErrors.push({ line, code: 'scenarioMissing' });
    else if (knownScenario && !knownScenario(uid)) lineErrors.push({ line, code: 'scenarioUnknown', value: uid });
    const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : Number.NaN;
    if (!(quantity > 0) || !Number.isSafeInteger(quantity))
      lineErrors.push({ line, code: 'quantity', value: quantityText });
    const marge = parseDecimal(margeText);
    if (Number.isNaN(marge) || marge < MARGE_MIN || marge > MARGE_MAX)
      lineErrors.push({ line, code: 'marge', value: margeText });
    if (uid && !Number.isNaN(quantity)) {
      const key = `${uid}\u0000${quantity}`;
      const first = seen.get(key);
      if (first !== undefined)
        lineErrors.push({ line, code: 'duplicate', firstLine: first, value: `${uid} × ${quantity}` });
      else seen.set(key, line);
    }
    errors.push(...lineErrors);
    rows.push({ line, scenarioUid: uid, quantity, marge, cells });
  });
  if (!rows.length && !errors.length) errors.push({ line: 0, code: 'noRows' });
  return { rows, errors, separator };
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
