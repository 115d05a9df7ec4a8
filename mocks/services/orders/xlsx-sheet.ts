/** A date and time in an export: shown as DD/MM/YYYY HH:mm in a CSV, a real date cell in an XLSX. */
export interface DateCell {
  /** An ISO instant. */
  readonly date: string;
}

/** A sheet as rows of cells: text, numbers, dates, or nothing. The first row is the header. */
export type SheetRows = readonly (readonly (string | number | DateCell | null)[])[];

/** What writes an export's XLSX file: `writeXlsx`, or a stand-in a test gives a service. */
export type XlsxWriter = (rows: SheetRows, sheet: string) => Promise<Uint8Array>;

/**
 * A date as Excel shows it: its wall-clock time where the export is made (a spreadsheet's dates
 * have no time zone, and write-excel-file counts from UTC).
 */
const wallClock = (iso: string): Date => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
};

/**
 * Writes `rows` as an XLSX file with write-excel-file (loaded on first use), in this thread
 * (docs/rules.md#exports): a bold header row that stays in sight (frozen), numbers as numbers,
 * dates as dates (DD/MM/YYYY HH:MM).
 */
export async function writeXlsx(rows: SheetRows, sheet = 'Orders'): Promise<Uint8Array> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const data = rows.map((row, index) =>
    row.map((value) => {
      if (value === null) return null;
      if (index === 0) return { value: String(value), type: String, fontWeight: 'bold' as const };
      if (typeof value === 'number') return { value, type: Number };
      if (typeof value === 'object') return { value: wallClock(value.date), type: Date, format: 'dd/mm/yyyy hh:mm' };
      return { value, type: String };
    }),
  );
  const blob = await writeXlsxFile(data, { sheet, stickyRowsCount: 1 }).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}
