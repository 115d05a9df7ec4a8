/** A sheet as rows of cells: text, numbers, or nothing. */
export type SheetRows = readonly (readonly (string | number | null)[])[];

/** What writes an export's XLSX file: `writeXlsx`, or a stand-in a test gives a service. */
export type XlsxWriter = (rows: SheetRows, sheet: string) => Promise<Uint8Array>;

/** Writes `rows` as an XLSX file with write-excel-file (loaded on first use), in this thread. */
export async function writeXlsx(rows: SheetRows, sheet = 'Orders'): Promise<Uint8Array> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const data = rows.map((row) =>
    row.map((value) =>
      value === null ? null : typeof value === 'number' ? { value, type: Number } : { value, type: String },
    ),
  );
  const blob = await writeXlsxFile(data, { sheet }).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}
