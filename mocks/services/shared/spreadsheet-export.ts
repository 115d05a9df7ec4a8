import type { Locale } from '../../../src/domain/shared/format';
import { escapeSpreadsheetCell } from '../../../src/domain/shared/spreadsheet-escape';
import type { ExportType } from '../../../src/domain/orders/order';
import type { DateCell, SheetRows, XlsxWriter } from '../orders/xlsx-sheet';
import { wallClock } from '../../../src/domain/dashboard/dashboard-figures';
import { TimeSlices } from './time-slices';
import { concatBytes } from './bytes';

/** A file the mock serves: an export, a zip, a document. */
export interface ExportedFile {
  readonly bytes: Uint8Array;
  readonly filename: string;
  readonly contentType: string;
}

/** An instant a reader gives (an ISO string): the sheet shows it on the caller's clock. */
interface InstantCell {
  readonly date: string;
}

export type Cell = string | number | InstantCell | null;

/** How one export property reads off a record, and its column's label per language. */
export type CellReaders<R, P extends string> = Readonly<Record<P, (record: R) => Cell>>;
export type ColumnLabels<P extends string> = Readonly<Record<P, Readonly<Record<Locale, string>>>>;

/** Who reads an export: its labels' language, and the time zone its dates and times are shown in. */
export interface ExportReader {
  readonly locale: Locale;
  /** An IANA name: the caller's (`timeZone` of the export's body), else the business's, Europe/Paris. */
  readonly timeZone: string;
}

/**
 * The export's sheet: a header of translated labels, then one row per record, in the chosen columns,
 * read a slice at a time (mocks/services/shared/time-slices.ts). docs/rules.md#exports: every text
 * cell is escaped, so a spreadsheet never runs a formula typed into the data; every instant is
 * shown on the reader's clock, whatever zone the server runs in.
 */
export async function exportRows<R, P extends string>(
  records: readonly R[],
  properties: readonly P[],
  readers: CellReaders<R, P>,
  labels: ColumnLabels<P>,
  reader: ExportReader,
): Promise<SheetRows> {
  const read = properties.map((p) => readers[p]);
  const rows: (string | number | DateCell | null)[][] = [
    properties.map((p) => escapeSpreadsheetCell(labels[p][reader.locale])),
  ];
  const slices = new TimeSlices();
  for (const record of records) {
    rows.push(
      read.map((readCell) => {
        const value = readCell(record);
        if (typeof value === 'string') return escapeSpreadsheetCell(value);
        if (value !== null && typeof value === 'object')
          return { wallClock: wallClock(Date.parse(value.date), reader.timeZone) };
        return value;
      }),
    );
    await slices.breathe();
  }
  return rows;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY HH:mm of a date cell, as the CSV writes it. */
function dateTimeText(cell: DateCell): string {
  const d = new Date(cell.wallClock);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** Rows a CSV slice writes at once (a few milliseconds of work). */
const CSV_SLICE_ROWS = 100;

/** A number or a date as its text: written as it is, where every text cell is quoted (`toCsv`). */
class Unquoted {
  constructor(private readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

/**
 * CSV for spreadsheets: UTF-8 with a BOM, `;` between cells, the reader's decimal mark, every text
 * cell between double quotes (docs/rules.md#exports): a reader that splits on commas does not cut
 * `Martin,=2+3` into a formula cell. Papaparse loads with the first export (the demo's backend
 * starts without it). Written a slice of rows at a time, letting other callers in between
 * (mocks/services/shared/time-slices.ts).
 */
async function toCsv(rows: SheetRows, locale: Locale): Promise<Uint8Array> {
  const { default: Papa } = await import('papaparse');
  const comma = locale !== 'en';
  const text = (cell: SheetRows[number][number]): string | Unquoted =>
    cell === null
      ? ''
      : typeof cell === 'number'
        ? new Unquoted(comma ? String(cell).replace('.', ',') : String(cell))
        : typeof cell === 'object'
          ? new Unquoted(dateTimeText(cell))
          : cell;
  // A breath per slice of rows: at least every 1,000 rows.
  const slices = new TimeSlices(1_000 / CSV_SLICE_ROWS);
  const encoder = new TextEncoder();
  // Each slice is kept as bytes at once: a megabyte of text strings would be copied by every garbage collection.
  const parts: Uint8Array[] = [];
  for (let start = 0; start < rows.length; start += CSV_SLICE_ROWS) {
    const slice = rows.slice(start, start + CSV_SLICE_ROWS).map((row) => row.map(text));
    const csv = Papa.unparse(slice, {
      delimiter: ';',
      newline: '\r\n',
      escapeFormulae: false,
      quotes: (value: unknown) => typeof value === 'string' && value !== '',
    });
    const bytes = encoder.encode(start === 0 ? `\uFEFF${csv}` : `\r\n${csv}`);
    parts.push(bytes);
    await slices.breathe();
  }
  return concatBytes(parts);
}

/**
 * The sheet as a CSV or XLSX file named by `fileName` (docs/rules.md#exports: order-csv.csv,
 * quote-xlsx.xlsx…, the same in every language); an XLSX sheet is named in the reader's language.
 */
export async function exportFile(
  rows: SheetRows,
  type: ExportType,
  locale: Locale,
  writeXlsx: XlsxWriter,
  naming: { readonly fileName: (type: ExportType) => string; readonly sheet: Readonly<Record<Locale, string>> },
): Promise<ExportedFile> {
  if (type === 'csv') {
    return {
      bytes: await toCsv(rows, locale),
      filename: naming.fileName('csv'),
      contentType: 'text/csv; charset=utf-8',
    };
  }
  return {
    bytes: await writeXlsx(rows, naming.sheet[locale]),
    filename: naming.fileName('xlsx'),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
