import assert from 'node:assert/strict';
import { unzipSync } from 'fflate';
import { ORDERS } from '../../src/application/orders/orders.tokens';
import type { DownloadedFile, ExportType, OrderExportProperty } from '../../src/domain/orders/order';
import type { OrderRecord } from '../../mocks/db/orders.schema';
import { assertExportHeader, assertPdf, exportedCell } from './files';
import { makeOrder } from './order.factory';
import { orders } from './orders.context';
import { seededOrders } from './seeded-orders';
import { itemsIn } from './text';
import type { BackOfficeWorld } from './world';

/** The orders whose files a sync is tried on, by what the scenario says of them. */
const SYNC_EXAMPLES = {
  notConformed: (o: OrderRecord) => o.status === 5,
  missing: (o: OrderRecord) => o.status !== 5 && o.quote.series.some((s) => !s.file),
  complete: (o: OrderRecord) => o.status === 1 && o.quote.series.every((s) => s.file),
} as const;
export type SyncExample = keyof typeof SYNC_EXAMPLES;

/** The examples in words, for a failure. */
const SYNC_WORDS: Record<SyncExample, string> = {
  notConformed: 'in "Non conforme"',
  missing: 'not in "Non conforme" with a series still without its file',
  complete: 'in "En cours de traitement" with every series file',
};

/**
 * The files of the order screens (docs/screens.md#orders): the list's exports, the file sync, the
 * zip, the shipping label and the delivery note; the last file saved and the order it is about.
 */
export class OrderFilesContext {
  private file: DownloadedFile | null = null;
  private uploadProgress: number[] = [];
  /** The example order whose end customer was renamed. */
  private renamedId: number | null = null;
  /** The order whose zip was downloaded. */
  private zippedId: number | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  private get seeded() {
    return seededOrders(this.world);
  }

  private async save(download: () => Promise<DownloadedFile>): Promise<void> {
    this.file = (await this.world.attempt(download)) ?? null;
  }

  // ------------------------------------------------------------------ exports

  async exportOrders(type: ExportType, columns: string): Promise<void> {
    const properties = itemsIn(columns) as OrderExportProperty[];
    const query = orders(this.world).query;
    await this.save(() => this.world.use(ORDERS).export.execute(query, type, properties));
  }

  /** An example pending order, created in 2026, whose end customer is called `name`. */
  async renameEndCustomer(name: string): Promise<void> {
    const order = await makeOrder(this.world, {
      status: 0,
      createdAt: '2026-03-10T09:00:00.000Z',
      customer: { name, firstname: null, mail: null, phone: null },
    });
    this.renamedId = order.id;
  }

  async assertExported(filename: string, header: string): Promise<void> {
    this.world.assertSucceeded();
    const rows = await assertExportHeader(this.file, filename, header);
    const page = orders(this.world).listed;
    assert.ok(page, 'no list was shown before the export');
    assert.equal(rows.length - 1, page.totalRequest, 'the file does not hold every filtered order');
    assert.ok(page.totalRequest > page.items.length, 'the filter should span several pages');
  }

  async assertCell(column: string, text: string): Promise<void> {
    this.world.assertSucceeded();
    assert.ok(this.renamedId !== null, 'no end customer was renamed');
    assert.equal(await exportedCell(this.file, column, String(this.renamedId)), text);
  }

  // ------------------------------------------------------------------ sync and zip

  async syncFilesOf(kind: SyncExample): Promise<void> {
    const record = this.seeded.newest(SYNC_WORDS[kind], SYNC_EXAMPLES[kind]);
    const list = this.world.use(ORDERS).list;
    const page = await list.execute({ page: 1, size: 25, search: record.internalReference });
    const summary = page.items.find((o) => o.id === record.id);
    assert.ok(summary, `order ${record.id} is not listed`);
    const sync = this.world.use(ORDERS).syncFiles;
    await this.world.attempt(() => sync.execute(summary));
  }

  async downloadZip(): Promise<void> {
    const record = this.seeded.newest(
      '"Livrée" with a delivery note',
      (o) => o.status === 99 && o.deliveryNote !== null,
    );
    this.zippedId = record.id;
    await this.save(() => this.world.use(ORDERS).zip.execute(record.id));
  }

  async downloadZipOfOwn(login: string): Promise<void> {
    const owner = this.world.account(login).id;
    const record = this.seeded.newest(`of ${login}`, (o) => o.resellerId === owner);
    await this.save(() => this.world.use(ORDERS).zip.execute(record.id));
  }

  async assertZip(): Promise<void> {
    this.world.assertSucceeded();
    assert.ok(this.zippedId !== null && this.file, 'no zip downloaded');
    const record = this.seeded.byId(this.zippedId);
    assert.equal(this.file.filename, `order-zip-${record.id}.zip`);
    const names = Object.keys(unzipSync(new Uint8Array(await this.file.blob.arrayBuffer())));
    for (const series of record.quote.series)
      if (series.file) assert.ok(names.includes(series.file), `${series.file} missing`);
    assert.ok(names.includes(record.deliveryNote as string));
    assert.ok(names.some((n) => n.startsWith('fabrication-')));
  }

  // ------------------------------------------------------------------ shipping label, delivery note

  async downloadShippingLabel(): Promise<void> {
    const label = orders(this.world).opened.order.shippingLabel;
    assert.ok(label, 'no shipping label');
    await this.save(() => this.world.use(ORDERS).downloadFile.execute(label));
  }

  async assertShippingLabelDownloads(): Promise<void> {
    await this.downloadShippingLabel();
    await this.assertPdfSaved();
  }

  async assertPdfSaved(): Promise<void> {
    this.world.assertSucceeded();
    await assertPdf(this.file);
  }

  async uploadDeliveryNote(name: string, content: string): Promise<void> {
    const { order } = orders(this.world).opened;
    this.uploadProgress = [];
    const file = new File([content], name, { type: 'application/pdf' });
    const upload = this.world.use(ORDERS).uploadDeliveryNote;
    await this.world.attempt(() => upload.execute(order.id, file, (p) => this.uploadProgress.push(p)));
  }

  async assertDeliveryNote(name: string): Promise<void> {
    this.world.assertSucceeded();
    const fresh = await orders(this.world).reread();
    assert.equal(fresh.order.deliveryNote?.name, name);
    assert.equal(this.uploadProgress.at(-1), 1, 'no progress reached 100 %');
    const saved = await this.world.use(ORDERS).downloadFile.execute(fresh.order.deliveryNote!);
    assert.equal(await saved.blob.slice(0, 5).text(), '%PDF-');
  }
}

export const orderFiles = (world: BackOfficeWorld): OrderFilesContext => world.area(OrderFilesContext);
