import type { Locale } from '../../../src/domain/shared/format';
import { escapeSpreadsheetCell } from '../../../src/domain/shared/spreadsheet-escape';
import type { ExportType } from '../../../src/domain/orders/order';
import type { DateCell, SheetRows, XlsxWriter } from '../orders/xlsx-sheet';
import { formatDateTime } from '../../../src/domain/shared/format';

/** A file the mock serves: an export, a zip, a document. */
export interface ExportedFile {
  readonly bytes: Uint8Array;
  readonly filename: string;
  readonly contentType: string;
}

export type Cell = string | number | DateCell | null;

/** How one export property reads off a record, and its column's label per language. */
export type CellReaders<R, P extends string> = Readonly<Record<P, (record: R) => Cell>>;
export type ColumnLabels<P extends string> = Readonly<Record<P, Readonly<Record<Locale, string>>>>;

/**
 * The export's sheet: a header of translated labels, then one row per record, in the chosen columns.
 * docs/rules.md#exports: every text cell is escaped, so a spreadsheet never runs a formula typed into
 * the data.
 */
export function exportRows<R, P extends string>(
  records: readonly R[],
  properties: readonly P[],
  readers: CellReaders<R, P>,
  labels: ColumnLabels<P>,
  locale: Locale,
): SheetRows {
  const read = properties.map((p) => readers[p]);
  const rows: Cell[][] = [properties.map((p) => escapeSpreadsheetCell(labels[p][locale]))];
  for (const record of records) {
    rows.push(
      read.map((reader) => {
        const value = reader(record);
        return typeof value === 'string' ? escapeSpreadsheetCell(value) : value;
      }),
    );
  }
  return rows;
}

/**
 * CSV for spreadsheets: UTF-8 with a BOM, `;` between cells, the reader's decimal mark. Papaparse
 * loads with the first export (the demo's backend starts without it).
 */
export async function toCsv(rows: SheetRows, locale: Locale): Promise<Uint8Array> {
  const { default: Papa } = await import('papaparse');
  const comma = locale !== 'en';
  const text = Papa.unparse(
    rows.map((row) =>
      row.map((cell) =>
        cell === null
          ? ''
          : typeof cell === 'number'
            ? comma
              ? String(cell).replace('.', ',')
              : String(cell)
            : typeof cell === 'object'
              ? formatDateTime(cell.date)
              : cell,
      ),
    ),
    { delimiter: ';', newline: '\r\n', escapeFormulae: false, quotes: false },
  );
  return new TextEncoder().encode(`\uFEFF${text}`);
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
