import { formatDateTime, type Locale } from '../../../src/domain/shared/format';
import { escapeSpreadsheetCell } from '../../../src/domain/shared/spreadsheet-escape';
import { exportFileName, type ExportType, type OrderExportProperty } from '../../../src/domain/orders/order';
import type { Database } from '../../db/database';
import type { OrderRecord } from '../../db/orders.schema';
import { orderFilePath, statusDto, type OrderLookups } from './orders.dto';
import { EXPORT_LABELS } from './orders.messages';
import type { SheetRows } from './xlsx-sheet';
import type { XlsxWriter } from './xlsx-writer';

export interface ExportedFile {
  readonly bytes: Uint8Array;
  readonly filename: string;
  readonly contentType: string;
}

type Cell = string | number | null;

/** How each export property reads off an order. */
function cellReaders(
  db: Database,
  lookups: OrderLookups,
  locale: Locale,
  baseUrl: string,
): Record<OrderExportProperty, (o: OrderRecord) => Cell> {
  const mandrels = new Map(db.collections.mandrels.all().map((m) => [m.number, m.number]));
  return {
    id: (o) => o.id,
    company: (o) => lookups.company(o.userId),
    scenario: (o) => lookups.scenarioName(o.scenarioId),
    total: (o) => o.total,
    weight: (o) => o.weight,
    width: (o) => o.quote.width,
    height: (o) => o.quote.height,
    status: (o) => statusDto(o.status, locale).name,
    createdAt: (o) => formatDateTime(o.createdAt),
    pdfManufacturingUrl: (o) => (o.hasManufacturingPdf ? `${baseUrl}${orderFilePath(o.id, 'manufacturing')}` : null),
    reference: (o) => o.internalReference,
    sellingPrice: (o) => o.resalePrice,
    application: (o) => o.quote.application,
    mandrel: (o) => mandrels.get(o.quote.coreSize) ?? o.quote.coreSize,
    quantityPerRoll: (o) => o.quote.quantityPerRoll,
    quantityPerSeries: (o) => o.quote.quantityPerSeries,
    files: (o) =>
      o.quote.series
        .map((s) => s.file)
        .filter((f): f is string => Boolean(f))
        .join(', ') || null,
    customerName: (o) => [o.customer.firstname, o.customer.name].filter(Boolean).join(' ') || null,
    address: (o) => [o.address.address, o.address.address2, o.address.address3].filter(Boolean).join(', ') || null,
    postalCode: (o) => o.address.postalCode,
    city: (o) => o.address.city,
    countryCode: (o) => o.address.country,
  };
}

/**
 * The export's sheet: a header of translated labels, then one row per order. PRODUCT §5: every
 * text cell is escaped, so a spreadsheet never runs a formula typed into an order.
 */
export function exportRows(
  orders: readonly OrderRecord[],
  properties: readonly OrderExportProperty[],
  context: { db: Database; lookups: OrderLookups; locale: Locale; baseUrl: string },
): SheetRows {
  const readers = cellReaders(context.db, context.lookups, context.locale, context.baseUrl);
  const read = properties.map((p) => readers[p]);
  const rows: Cell[][] = [properties.map((p) => escapeSpreadsheetCell(EXPORT_LABELS[p][context.locale]))];
  for (const order of orders) {
    rows.push(
      read.map((reader) => {
        const value = reader(order);
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
        cell === null ? '' : typeof cell === 'number' ? (comma ? String(cell).replace('.', ',') : String(cell)) : cell,
      ),
    ),
    { delimiter: ';', newline: '\r\n', escapeFormulae: false, quotes: false },
  );
  return new TextEncoder().encode(`\uFEFF${text}`);
}

export async function exportFile(
  rows: SheetRows,
  type: ExportType,
  locale: Locale,
  writeXlsx: XlsxWriter,
): Promise<ExportedFile> {
  if (type === 'csv') {
    return {
      bytes: await toCsv(rows, locale),
      filename: exportFileName('csv'),
      contentType: 'text/csv; charset=utf-8',
    };
  }
  return {
    bytes: await writeXlsx(rows, 'Orders'),
    filename: exportFileName('xlsx'),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
