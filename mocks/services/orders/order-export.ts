import type { Locale } from '../../../src/domain/shared/format';
import { exportFileName, type ExportType, type OrderExportProperty } from '../../../src/domain/orders/order';
import type { Database } from '../../db/database';
import type { OrderRecord } from '../../db/orders.schema';
import { statusDto, type OrderLookups } from './order-answers';
import { appLinks } from '../mails/templates/mail-texts';
import { EXPORT_LABELS } from './orders.messages';
import { exportFile, exportRows, type Cell, type CellReaders, type ExportReader } from '../shared/spreadsheet-export';
import type { SheetRows, XlsxWriter } from './xlsx-sheet';

/** The series' file names, comma separated (orders and quotes). */
export const filesCell = (series: readonly { file: string | null }[]): Cell =>
  series
    .map((s) => s.file)
    .filter((f): f is string => Boolean(f))
    .join(', ') || null;

type Delivery = Pick<OrderRecord, 'customer' | 'address'>;

/** The end customer's and delivery address's columns (orders and quotes hold the same). */
export const deliveryCells: CellReaders<Delivery, 'customerName' | 'address' | 'postalCode' | 'city' | 'countryCode'> =
  {
    customerName: (o) => [o.customer.firstname, o.customer.name].filter(Boolean).join(' ') || null,
    address: (o) => [o.address.address, o.address.address2, o.address.address3].filter(Boolean).join(', ') || null,
    postalCode: (o) => o.address.postalCode,
    city: (o) => o.address.city,
    countryCode: (o) => o.address.country,
  };

/** How each export property reads off an order. */
function cellReaders(
  db: Database,
  lookups: OrderLookups,
  locale: Locale,
  appUrl: string,
): CellReaders<OrderRecord, OrderExportProperty> {
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
    createdAt: (o) => ({ date: o.createdAt }),
    // A link its reader can open: the order's page in the back office, which opens the PDF (docs/rules.md#exports).
    pdfManufacturingUrl: (o) => (o.hasManufacturingPdf ? appLinks.orderFile(appUrl, o.id, 'manufacturing') : null),
    reference: (o) => o.internalReference,
    sellingPrice: (o) => o.resalePrice,
    application: (o) => o.quote.application,
    mandrel: (o) => mandrels.get(o.quote.coreSize) ?? o.quote.coreSize,
    quantityPerRoll: (o) => o.quote.quantityPerRoll,
    quantityPerSeries: (o) => o.quote.quantityPerSeries,
    files: (o) => filesCell(o.quote.series),
    ...deliveryCells,
  };
}

/** The order export's sheet (every text cell escaped, see spreadsheet-export.ts). */
export function orderExportRows(
  orders: readonly OrderRecord[],
  properties: readonly OrderExportProperty[],
  context: { db: Database; lookups: OrderLookups; reader: ExportReader; appUrl: string },
): Promise<SheetRows> {
  const readers = cellReaders(context.db, context.lookups, context.reader.locale, context.appUrl);
  return exportRows(orders, properties, readers, EXPORT_LABELS, context.reader);
}

/** The order export as order-csv.csv or order-xlsx.xlsx. */
export const orderExportFile = (rows: SheetRows, type: ExportType, locale: Locale, writeXlsx: XlsxWriter) =>
  exportFile(rows, type, locale, writeXlsx, {
    fileName: exportFileName,
    sheet: { fr: 'Commandes', en: 'Orders', es: 'Pedidos' },
  });
