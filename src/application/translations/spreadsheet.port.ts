import type { SheetCell } from '../../domain/translations/translation-table';
import { token } from '../shared/token';

/**
 * Spreadsheet files (XLSX): rows of cells to a file and back. The adapter loads its library only
 * when first used. Cells are written as text, as given: callers escape them (docs/rules.md#exports).
 */
export interface SpreadsheetPort {
  write(rows: readonly (readonly string[])[], sheetName: string): Promise<Blob>;
  /** The first sheet's rows, cells as typed in the file (text untrimmed); rejects an unreadable file. */
  read(file: Blob): Promise<SheetCell[][]>;
}

export const SPREADSHEET_PORT = token<SpreadsheetPort>('SpreadsheetPort');

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
