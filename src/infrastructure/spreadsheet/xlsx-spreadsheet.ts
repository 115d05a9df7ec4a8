import { injectable } from 'inversify';
import type { SpreadsheetPort } from '../../application/translations/spreadsheet.port';
import type { SheetCell } from '../../domain/translations/translation-table';

/**
 * XLSX with write-excel-file and read-excel-file (docs/decisions.md#libraries: not xlsx, not exceljs), each
 * loaded on first use so no page pays for them up front. The 'universal' builds run in the
 * browser and in Node (tests).
 */
@injectable()
export class XlsxSpreadsheet implements SpreadsheetPort {
  async write(rows: readonly (readonly string[])[], sheetName: string): Promise<Blob> {
    const { default: writeXlsxFile } = await import('write-excel-file/universal');
    // Every cell is a string cell: nothing is turned into a number, a date or a formula.
    const data = rows.map((row) => row.map((value) => ({ value, type: String })));
    return writeXlsxFile(data, { sheet: sheetName }).toBlob();
  }

  async read(file: Blob): Promise<SheetCell[][]> {
    const { readSheet } = await import('read-excel-file/universal');
    // trim: false keeps the texts exactly as written (the round trip is lossless).
    const rows = await readSheet(await file.arrayBuffer(), { trim: false });
    return rows as unknown as SheetCell[][];
  }
}
