import assert from 'node:assert/strict';
import Papa from 'papaparse';
import type { DownloadedFile } from '../../src/domain/orders/order';

/** A small valid PDF, as a user's file. */
export const PDF_CONTENT = '%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n';
const MB = 1024 * 1024;

export const pdfFile = (name: string): File => new File([PDF_CONTENT], name, { type: 'application/pdf' });

/** Plain text behind a PDF's name and type: only its content gives it away. */
export const textFile = (name: string): File =>
  new File(['Notes du client, pas un PDF'], name, { type: 'application/pdf' });

/** A PDF by its content, `megabytes` long. */
export function largePdf(name: string, megabytes: number): File {
  const bytes = new Uint8Array(megabytes * MB);
  bytes.set(new TextEncoder().encode(PDF_CONTENT));
  return new File([bytes], name, { type: 'application/pdf' });
}

/** The file is a PDF by its name and its content. */
export async function assertPdf(file: DownloadedFile | null): Promise<void> {
  assert.ok(file && file.filename.endsWith('.pdf'), `saved ${file?.filename}`);
  assert.equal(await file.blob.slice(0, 5).text(), '%PDF-');
}

/** The cells of an exported CSV (`;`, BOM) or XLSX file, row by row, as text. */
export async function exportedRows(file: DownloadedFile): Promise<string[][]> {
  if (file.filename.endsWith('.csv')) {
    const text = (await file.blob.text()).replace(/^\uFEFF/, '');
    return Papa.parse<string[]>(text, { delimiter: ';', skipEmptyLines: true }).data;
  }
  const { readSheet } = await import('read-excel-file/universal');
  const rows = (await readSheet(await file.blob.arrayBuffer())) as unknown[][];
  return rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
}

/** The saved export is `filename` and starts with `header` (comma-separated labels); its rows. */
export async function assertExportHeader(
  file: DownloadedFile | null,
  filename: string,
  header: string,
): Promise<string[][]> {
  assert.ok(file, 'no file saved');
  const rows = await exportedRows(file);
  assert.equal(file.filename, filename);
  assert.deepEqual(
    rows[0],
    header.split(',').map((h) => h.trim()),
  );
  return rows;
}

/**
 * The saved export is `filename` and holds the rows of `ids` (by their first cell), none other, where the list's
 * filter matched more (`matching`): an export of the rows selected (docs/rules.md#exports).
 */
export async function assertExportOf(
  file: DownloadedFile | null,
  filename: string,
  ids: readonly number[],
  matching: number,
): Promise<void> {
  assert.ok(file, 'no file saved');
  assert.equal(file.filename, filename);
  const exported = (await exportedRows(file)).slice(1).map((row) => Number(row[0]));
  assert.deepEqual(exported.sort(), [...ids].sort());
  assert.ok(matching > ids.length, 'the filter should match more rows than those selected');
}

/** The cell under `column` of the exported row whose first cell is `id`. */
export async function exportedCell(
  file: DownloadedFile | null,
  column: string,
  id: string,
): Promise<string | undefined> {
  assert.ok(file, 'no file saved');
  const rows = await exportedRows(file);
  const at = rows[0]?.indexOf(column) ?? -1;
  assert.ok(at >= 0, `no column ${column}`);
  const row = rows.find((r) => r[0] === id);
  assert.ok(row, `${id} is not in the file`);
  return row[at];
}
