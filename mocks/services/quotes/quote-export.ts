import { quoteExportFileName, type QuoteExportProperty } from '../../../src/domain/quotes/quote';
import type { ExportType } from '../../../src/domain/orders/order';
import type { Database } from '../../db/database';
import type { OrderRecord } from '../../db/orders.schema';
import type { QuoteRecord } from '../../db/quotes.schema';
import { deliveryCells, filesCell } from '../orders/order-export';
import type { OrderLookups } from '../orders/order-answers';
import type { SheetRows, XlsxWriter } from '../orders/xlsx-sheet';
import { exportFile, exportRows, type CellReaders, type ExportReader } from '../shared/spreadsheet-export';
import { QUOTE_EXPORT_LABELS } from './quotes.messages';

/** How each export property reads off a quote; the order's tracking and date come from its order. */
function cellReaders(
  db: Database,
  lookups: OrderLookups,
  orderOf: (quote: QuoteRecord) => OrderRecord | undefined,
): CellReaders<QuoteRecord, QuoteExportProperty> {
  const mandrels = new Map(db.collections.mandrels.all().map((m) => [m.number, m.number]));
  return {
    id: (q) => q.id,
    company: (q) => lookups.company(q.resellerId),
    scenario: (q) => lookups.scenarioName(q.scenarioId),
    price: (q) => q.price,
    weight: (q) => q.weight,
    width: (q) => q.width,
    height: (q) => q.height,
    diameter: (q) => q.diameter,
    createdAt: (q) => ({ date: q.createdAt }),
    reference: (q) => q.reference,
    sellingPrice: (q) => q.resalePrice,
    application: (q) => q.application,
    mandrel: (q) => mandrels.get(q.coreSize) ?? q.coreSize,
    quantityPerRoll: (q) => q.quantityPerRoll,
    quantityPerSeries: (q) => q.quantityPerSeries,
    files: (q) => filesCell(q.series),
    ...deliveryCells,
    orderTracking: (q) =>
      orderOf(q)
        ?.tracking.map((t) => t.reference)
        .join(', ') || null,
    orderCreatedAt: (q) => {
      const order = orderOf(q);
      return order ? { date: order.createdAt } : null;
    },
  };
}

/** The quote export as quote-csv.csv or quote-xlsx.xlsx, every text cell escaped (docs/rules.md#exports). */
export async function quoteExportFile(
  quotes: readonly QuoteRecord[],
  properties: readonly QuoteExportProperty[],
  context: {
    db: Database;
    lookups: OrderLookups;
    reader: ExportReader;
    orderOf: (quote: QuoteRecord) => OrderRecord | undefined;
    type: ExportType;
    writeXlsx: XlsxWriter;
  },
): Promise<{ bytes: Uint8Array; filename: string; contentType: string }> {
  const readers = cellReaders(context.db, context.lookups, context.orderOf);
  const rows: SheetRows = await exportRows(quotes, properties, readers, QUOTE_EXPORT_LABELS, context.reader);
  return exportFile(rows, context.type, context.reader.locale, context.writeXlsx, {
    fileName: quoteExportFileName,
    sheet: { fr: 'Devis', en: 'Quotes', es: 'Presupuestos' },
  });
}
