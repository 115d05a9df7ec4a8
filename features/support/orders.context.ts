import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import type { OrderRecord } from '../../mocks/db/orders.schema';
import { STATUS_NAMES } from '../../mocks/services/orders/orders.messages';
import type {
  AskCancellation,
  ChangeOrderStatus,
  ChangeOrdersStatus,
  DownloadOrderFile,
  DownloadOrderZip,
  ExportOrders,
  FlagNonConformity,
  GetOrderDetail,
  ListOrders,
  SuggestResellers,
  SuggestScenarios,
  SyncOrderFiles,
  UploadDeliveryNote,
  OrderDetail,
  SyncOutcome,
} from '../../src/application/orders/orders.use-cases';
import { ORDERS } from '../../src/application/orders/orders.tokens';
import type {
  BulkStatusResult,
  DownloadedFile,
  ExportType,
  OrderExportProperty,
  OrderSummary,
} from '../../src/domain/orders/order';
import { OrderActionRefusedError } from '../../src/domain/orders/order-errors';
import { ORDER_STATUSES, type OrderStatusId } from '../../src/domain/orders/order-status';
import type { ListQuery, Page } from '../../src/domain/shared/page';
import type { BackOfficeWorld } from './world';

export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const ENGLISH = ['orders', 'requests', 'quotes'].map(
  (namespace) =>
    JSON.parse(
      readFileSync(new URL(`../../src/ui/i18n/locales/en/${namespace}.json`, import.meta.url), 'utf8'),
    ) as Record<string, unknown>,
);

/** What the UI shows for an i18n key in English (plural forms and {{values}} included). */
export function english(
  key: string | undefined,
  values: Readonly<Record<string, string | number>> = {},
): string | null {
  if (!key) return null;
  const lookup = (path: string) =>
    ENGLISH.map((dictionary) =>
      path
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary),
    ).find((text) => text !== undefined);
  const count = values.count;
  const text = (count !== undefined ? lookup(`${key}_${count === 1 ? 'one' : 'other'}`) : undefined) ?? lookup(key);
  return typeof text === 'string'
    ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
    : null;
}

/** A status as people name it in the scenarios (French, the server's default language). */
export function statusNamed(name: string): OrderStatusId {
  const found = ORDER_STATUSES.find((id) => STATUS_NAMES[id].fr === name || STATUS_NAMES[id].en === name);
  assert.ok(found !== undefined, `no status called "${name}"`);
  return found;
}

/** The first day of `from` to the last instant of `to`, as the UI sends them (UTC here). */
export const dayRange = (from: string, to: string) => ({
  _start_date: `${from}T00:00:00.000Z`,
  _end_date: `${to}T23:59:59.999Z`,
});

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

/**
 * The order screens as a user works them, on the World's container: what the list showed, the
 * order opened, the selection, the last file saved. Kept in the World's scratch.
 */
export class OrdersContext {
  private page: Page<OrderSummary> | null = null;
  private query: ListQuery = { page: 1, size: 25 };
  private detail: OrderDetail | null = null;
  private selection: number[] = [];
  private results: BulkStatusResult[] = [];
  private file: DownloadedFile | null = null;
  private sync: SyncOutcome | null = null;
  private uploadProgress: number[] = [];

  constructor(private readonly world: BackOfficeWorld) {}

  /** The last action succeeded. */
  private ok(): void {
    if (this.world.lastError) assert.fail(`expected success, got ${String(this.world.lastError)}`);
  }

  /** The application told the user `text`: a toast's title or message, as the English UI shows it. */
  assertTold(text: string, intent?: string): void {
    const told = this.world.notices.filter((n) =>
      [english(n.titleKey, n.values), english(n.messageKey, n.values), n.message].some((shown) =>
        shown?.startsWith(text),
      ),
    );
    assert.ok(told.length > 0, `not told "${text}": ${JSON.stringify(this.world.notices)}`);
    if (intent) assert.equal(told.at(-1)?.intent, intent);
  }

  /** Nothing was asked of the server: the domain refused first. */
  assertNotTold(text: string): void {
    const told = this.world.notices.some((n) =>
      [english(n.titleKey, n.values), english(n.messageKey, n.values), n.message].some((shown) =>
        shown?.startsWith(text),
      ),
    );
    assert.ok(!told, `told "${text}"`);
  }

  // ------------------------------------------------------------------ seed data

  private get records(): OrderRecord[] {
    return this.world.backend.db.collections.orders.all();
  }

  private resellerId(login: string): number {
    return this.world.account(login).id;
  }

  private record(id: number): OrderRecord {
    const found = this.records.find((o) => o.id === id);
    assert.ok(found, `no order #${id}`);
    return found;
  }

  /** A seeded order matching `test`, the n-th one (newest first). */
  private pick(test: (o: OrderRecord) => boolean, nth = 0): OrderRecord {
    const found = this.records.filter(test).sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[nth];
    assert.ok(found, 'the seed has no such order');
    return found;
  }

  private waiting(orderId: number): boolean {
    return this.world.backend.db.collections.orderNotConformities
      .all()
      .some((r) => r.orderId === orderId && r.status === 'waiting');
  }

  // ------------------------------------------------------------------ list

  async list(query: Partial<ListQuery> = {}, filters: ListQuery['filters'] = {}): Promise<void> {
    this.query = { page: 1, size: 25, ...query, filters };
    this.page = (await this.world.attempt(() => this.world.use<ListOrders>(ORDERS.list).execute(this.query))) ?? null;
  }

  filterByStatuses(names: string, from: string, to: string): Promise<void> {
    const statuses = names.split(',').map((n) => String(statusNamed(n.trim())));
    return this.list({}, { '_filter[]': statuses, ...dayRange(from, to) });
  }

  async filterByScenario(text: string): Promise<void> {
    const [first] = await this.world.use<SuggestScenarios>(ORDERS.suggestScenarios).execute(text);
    assert.ok(first, `no scenario suggested for "${text}"`);
    this.world.scratch.set('orders.scenario', first.id);
    await this.list({}, { '_scenario[]': [String(first.id)] });
  }

  async filterByReseller(text: string): Promise<void> {
    const [first] = await this.world.use<SuggestResellers>(ORDERS.suggestResellers).execute(text);
    assert.ok(first, `no reseller suggested for "${text}"`);
    await this.list({}, { '_resellerId[]': [String(first.id)] });
  }

  /** A reseller asking the API for another reseller's orders by id. */
  listAsking(login: string): Promise<void> {
    return this.list({ size: 100 }, { _resellerId: String(this.resellerId(login)) });
  }

  private get shown(): Page<OrderSummary> {
    this.ok();
    assert.ok(this.page, 'no order list shown');
    return this.page;
  }

  assertNewestOfAll(rows: number, total: number): void {
    const page = this.shown;
    const newest = [...this.records]
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id))
      .slice(0, rows)
      .map((o) => o.id);
    assert.equal(page.total, total);
    assert.deepEqual(
      page.items.map((o) => o.id),
      newest,
    );
  }

  assertStatusesAndDates(names: string, from: string, to: string): void {
    const page = this.shown;
    const statuses = names.split(',').map((n) => statusNamed(n.trim()));
    const { _start_date, _end_date } = dayRange(from, to);
    const expected = this.records.filter(
      (o) => statuses.includes(o.status as OrderStatusId) && o.createdAt >= _start_date && o.createdAt <= _end_date,
    );
    assert.ok(expected.length > 25, 'the seed should give more than one page');
    assert.equal(page.totalRequest, expected.length);
    assert.equal(page.items.length, 25);
    for (const o of page.items) {
      assert.ok(statuses.includes(o.status.id), `order ${o.id} is ${o.status.name}`);
      assert.ok(o.createdAt >= _start_date && o.createdAt <= _end_date, `order ${o.id} is out of range`);
    }
  }

  assertSearchMatches(text: string): void {
    const page = this.shown;
    assert.ok(page.totalRequest > 0 && page.totalRequest < page.total, 'the search did not narrow the list');
    for (const o of page.items) {
      const record = this.record(o.id);
      const haystack = fold(
        [
          o.id,
          o.internalReference,
          o.quoteReference,
          o.company,
          o.scenario.name,
          record.customer.name,
          record.customer.firstname,
          record.address.city,
        ]
          .concat(o.tracking.map((t) => t.reference))
          .join(' '),
      );
      assert.ok(haystack.includes(fold(text)), `order ${o.id} does not match "${text}"`);
    }
  }

  assertOnlyScenario(): void {
    const page = this.shown;
    const scenario = this.world.scratch.get('orders.scenario') as number;
    assert.ok(page.items.length > 0, 'no order shown');
    assert.equal(page.totalRequest, this.records.filter((o) => o.scenarioId === scenario).length);
    assert.ok(page.items.every((o) => o.scenario.id === scenario));
  }

  assertOnlyCompany(company: string, login: string): void {
    const page = this.shown;
    const owner = this.resellerId(login);
    const own = this.records.filter((o) => o.resellerId === owner);
    assert.ok(own.length > 0, `${login} has no orders`);
    assert.equal(page.totalRequest, own.length);
    for (const o of page.items) {
      assert.equal(o.company, company);
      assert.equal(o.resellerId, owner);
    }
  }

  assertResellerView(login: string): void {
    this.assertOnlyCompany(this.world.account(login).company ?? '', login);
    assert.equal(this.shown.total, this.records.filter((o) => o.resellerId === this.resellerId(login)).length);
  }

  assertSortedByTotal(): void {
    const totals = this.shown.items.map((o) => o.total);
    assert.ok(totals.length > 1);
    assert.deepEqual(
      totals,
      [...totals].sort((a, b) => b - a),
    );
  }

  // ------------------------------------------------------------------ opening an order

  /** The order open on its detail page (as it was read), for other areas' steps. */
  get openedOrder(): OrderDetail['order'] | null {
    return this.detail?.order ?? null;
  }

  async open(id: number): Promise<void> {
    this.detail = (await this.world.attempt(() => this.world.use<GetOrderDetail>(ORDERS.detail).execute(id))) ?? null;
  }

  openPending(): Promise<void> {
    return this.open(this.pick((o) => o.status === 0).id);
  }

  openNotConformed(): Promise<void> {
    return this.open(this.pick((o) => o.status === 5 && this.waiting(o.id)).id);
  }

  openStaffOrder(): Promise<void> {
    return this.open(this.pick((o) => o.resellerId === null && o.status === 1).id);
  }

  /** A reseller's order still pending, in progress or in production, with no request waiting. */
  openFlaggable(login: string): Promise<void> {
    const owner = this.resellerId(login);
    return this.open(
      this.pick((o) => o.resellerId === owner && [0, 1, 2].includes(o.status) && !this.waiting(o.id)).id,
    );
  }

  openOwn(login: string, status?: string): Promise<void> {
    const owner = this.resellerId(login);
    const wanted = status === undefined ? null : statusNamed(status);
    return this.open(this.pick((o) => o.resellerId === owner && (wanted === null || o.status === wanted)).id);
  }

  openShipped(): Promise<void> {
    return this.open(this.pick((o) => o.status === 3 && o.tracking.length > 0 && o.resellerId !== null).id);
  }

  private get opened(): OrderDetail {
    this.ok();
    assert.ok(this.detail, 'no order open');
    return this.detail;
  }

  /** The order as the server now has it, read again through the use case. */
  private async reread(): Promise<OrderDetail> {
    assert.ok(this.detail, 'no order open');
    const id = this.detail.order.id;
    return this.world.use<GetOrderDetail>(ORDERS.detail).execute(id);
  }

  assertFullDetail(withManufacturing: boolean): void {
    const { order } = this.opened;
    const record = this.record(order.id);
    assert.equal(order.internalReference, record.internalReference);
    assert.equal(order.quote.reference, record.quote.reference);
    assert.equal(order.quote.series.length, record.quote.series.length);
    assert.equal(
      order.user.company,
      this.world.backend.db.collections.users.all().find((u) => u.id === record.userId)?.company,
    );
    assert.equal(Boolean(order.pdfManufacturing), withManufacturing && record.hasManufacturingPdf);
    if (!withManufacturing) assert.equal(this.opened.nonConformity, null);
  }

  /**
   * docs/rules.md#delay-date: creation date + the delay of the category scenario whose pose matches
   * the application.
   */
  assertDelayDate(): void {
    const { order, delayDate } = this.opened;
    const db = this.world.backend.db.collections;
    const poses = new Map(db.poses.all().map((p) => [p.id, p.shortCode]));
    const delays = db.categoryScenarios
      .all()
      .filter((cs) => cs.scenarioId === order.scenario.id)
      .filter(
        (cs) =>
          poses.get(db.categories.all().find((c) => c.id === cs.categoryId)?.poseId ?? -1) === order.quote.application,
      )
      .map((cs) => cs.delay);
    if (!delays.length) {
      assert.equal(delayDate, null);
      return;
    }
    assert.ok(delayDate, 'no delay date');
    assert.equal(
      delayDate.toISOString(),
      new Date(Date.parse(order.createdAt) + Math.max(...delays) * 86_400_000).toISOString(),
    );
  }

  assertTracking(): void {
    const { order } = this.opened;
    const record = this.record(order.id);
    assert.ok(order.tracking.length > 0);
    assert.deepEqual(
      order.tracking.map((t) => [t.reference, t.carrier, t.url]),
      record.tracking.map((t) => [t.reference, t.carrier, t.url]),
    );
    for (const t of order.tracking) assert.ok(t.url?.startsWith('https://') && t.url.includes(t.reference));
    assert.ok(order.shippingLabel, 'no shipping label');
  }

  // ------------------------------------------------------------------ status changes

  async changeStatus(name: string): Promise<void> {
    const detail = this.opened;
    this.detail = null;
    await this.world.attempt(async () => {
      await this.world.use<ChangeOrderStatus>(ORDERS.changeStatus).execute(detail, statusNamed(name));
    });
    this.detail = this.world.lastError
      ? detail
      : await this.world.use<GetOrderDetail>(ORDERS.detail).execute(detail.order.id);
  }

  async assertShows(name: string): Promise<void> {
    const fresh = await this.reread();
    assert.equal(fresh.order.status.name, name);
    const listed = await this.world
      .use<ListOrders>(ORDERS.list)
      .execute({ page: 1, size: 25, search: fresh.order.internalReference });
    assert.equal(listed.items.find((o) => o.id === fresh.order.id)?.status.name, name, 'the list shows another status');
  }

  assertRefusedBecause(reason: string): void {
    const error = this.world.lastError;
    assert.ok(
      error instanceof OrderActionRefusedError,
      `expected a refusal by the domain, got ${String(error ?? 'success')}`,
    );
    assert.equal(error.reason, reason);
  }

  async assertChangeRefused(name: string, reason: string): Promise<void> {
    await this.changeStatus(name);
    this.assertRefusedBecause(reason);
  }

  assertNoTargets(): void {
    assert.deepEqual(this.opened.targets, []);
  }

  selectPending(count: number): void {
    this.selection = this.records
      .filter((o) => o.status === 0)
      .slice(0, count)
      .map((o) => o.id);
    assert.equal(this.selection.length, count);
  }

  selectMixed(pending: number, name: string): void {
    this.selectPending(pending);
    this.selection.push(this.pick((o) => o.status === statusNamed(name)).id);
  }

  async moveSelection(name: string): Promise<void> {
    this.results =
      (await this.world.attempt(() =>
        this.world.use<ChangeOrdersStatus>(ORDERS.changeStatuses).execute(this.selection, statusNamed(name)),
      )) ?? [];
  }

  async assertSelectionMoved(count: number, name: string): Promise<void> {
    this.ok();
    const moved = this.results.filter((r) => r.ok).map((r) => r.id);
    assert.equal(moved.length, count);
    const page = await this.world
      .use<ListOrders>(ORDERS.list)
      .execute({ page: 1, size: 100, filters: { '_filter[]': [String(statusNamed(name))] } });
    for (const id of moved)
      assert.ok(
        page.items.some((o) => o.id === id),
        `order ${id} is not listed as ${name}`,
      );
  }

  assertExplained(message: string): void {
    const refused = this.results.filter((r): r is Extract<BulkStatusResult, { ok: false }> => !r.ok);
    assert.equal(refused.length, 1, `refusals: ${JSON.stringify(refused)}`);
    assert.equal(refused[0]?.message, message);
  }

  // ------------------------------------------------------------------ requests

  async placeNonConforming(reason = 'low-resolution', comment = 'Les images sont en 72 dpi.'): Promise<void> {
    const { order, nonConformity } = this.opened;
    await this.world.attempt(() =>
      this.world.use<FlagNonConformity>(ORDERS.flagNonConformity).execute(order, nonConformity, {
        reason: reason as 'low-resolution',
        commentAdmin: comment,
      }),
    );
  }

  async removeFtpUrl(): Promise<void> {
    await this.world.backend.db.collections.configEnv.update((q) => q.where({ id: 1 }), {
      data: (c) => {
        c.ftpUrl = '';
      },
    });
  }

  async assertWaitingNonConformity(): Promise<void> {
    this.ok();
    const fresh = await this.reread();
    assert.equal(fresh.order.status.id, 5);
    assert.equal(fresh.nonConformity?.status, 'waiting');
    assert.deepEqual(fresh.targets, []);
  }

  async assertUnchanged(): Promise<void> {
    assert.ok(this.detail, 'no order open');
    const before = this.detail.order.status.id;
    const fresh = await this.reread();
    assert.equal(fresh.order.status.id, before);
  }

  async askCancellation(comment: string): Promise<void> {
    const { order } = this.opened;
    await this.world.attempt(() =>
      this.world
        .use<AskCancellation>(ORDERS.askCancellation)
        .execute(order, { reference: order.internalReference, comment }),
    );
  }

  async askCancellationOfTheirs(login: string): Promise<void> {
    const theirs = this.pick((o) => o.resellerId === this.resellerId(login) && (o.status === 0 || o.status === 1));
    const status = theirs.status as OrderStatusId;
    const summary = { id: theirs.id, status: { id: status, name: '', extId: status }, cancellationPending: false };
    await this.world.attempt(() =>
      this.world
        .use<AskCancellation>(ORDERS.askCancellation)
        .execute(summary, { reference: theirs.internalReference, comment: '' }),
    );
  }

  async assertCancellationRequested(comment: string): Promise<void> {
    this.ok();
    const fresh = await this.reread();
    assert.equal(fresh.order.status.name, 'Annulation demandée');
    assert.equal(fresh.order.cancellationPending, true);
    const request = this.world.backend.db.collections.orderRequestCancels
      .all()
      .find((r) => r.orderId === fresh.order.id && r.status === 'pending');
    assert.equal(request?.reason, comment);
  }

  // ------------------------------------------------------------------ files

  async exportOrders(type: ExportType, columns: string): Promise<void> {
    const properties = columns.split(',').map((c) => c.trim()) as OrderExportProperty[];
    this.file =
      (await this.world.attempt(() =>
        this.world.use<ExportOrders>(ORDERS.export).execute(this.query, type, properties),
      )) ?? null;
  }

  async renameEndCustomer(name: string): Promise<void> {
    const target = this.pick((o) => o.status === 0);
    await this.world.backend.db.collections.orders.update((q) => q.where({ id: target.id }), {
      data: (o) => {
        o.customer.name = name;
        o.customer.firstname = null;
      },
    });
    this.world.scratch.set('orders.renamed', target.id);
  }

  async assertExported(filename: string, header: string): Promise<void> {
    this.ok();
    const rows = await assertExportHeader(this.file, filename, header);
    assert.ok(this.page, 'no list was shown before the export');
    assert.equal(rows.length - 1, this.page.totalRequest, 'the file does not hold every filtered order');
    assert.ok(this.page.totalRequest > this.page.items.length, 'the filter should span several pages');
  }

  async assertCell(column: string, text: string): Promise<void> {
    this.ok();
    assert.equal(await exportedCell(this.file, column, String(this.world.scratch.get('orders.renamed'))), text);
  }

  async syncFilesOf(kind: 'notConformed' | 'missing' | 'complete'): Promise<void> {
    const test: Record<typeof kind, (o: OrderRecord) => boolean> = {
      notConformed: (o) => o.status === 5,
      missing: (o) => o.status !== 5 && o.quote.series.some((s) => !s.file),
      complete: (o) => o.status === 1 && o.quote.series.every((s) => s.file),
    };
    const record = this.pick(test[kind]);
    const summary = (
      await this.world.use<ListOrders>(ORDERS.list).execute({ page: 1, size: 25, search: record.internalReference })
    ).items.find((o) => o.id === record.id);
    assert.ok(summary);
    this.sync =
      (await this.world.attempt(() => this.world.use<SyncOrderFiles>(ORDERS.syncFiles).execute(summary))) ?? null;
  }

  assertSync(outcome: SyncOutcome): void {
    this.ok();
    assert.equal(this.sync, outcome);
  }

  async downloadZip(): Promise<void> {
    const record = this.pick((o) => o.status === 99 && o.deliveryNote !== null);
    this.world.scratch.set('orders.zipped', record.id);
    this.file =
      (await this.world.attempt(() => this.world.use<DownloadOrderZip>(ORDERS.zip).execute(record.id))) ?? null;
  }

  async downloadZipOfOwn(login: string): Promise<void> {
    const record = this.pick((o) => o.resellerId === this.resellerId(login));
    this.file =
      (await this.world.attempt(() => this.world.use<DownloadOrderZip>(ORDERS.zip).execute(record.id))) ?? null;
  }

  async assertZip(): Promise<void> {
    this.ok();
    const id = this.world.scratch.get('orders.zipped') as number;
    const record = this.record(id);
    assert.equal(this.file?.filename, `order-zip-${id}.zip`);
    const names = Object.keys(unzipSync(new Uint8Array(await this.file!.blob.arrayBuffer())));
    for (const series of record.quote.series)
      if (series.file) assert.ok(names.includes(series.file), `${series.file} missing`);
    assert.ok(names.includes(record.deliveryNote as string));
    assert.ok(names.some((n) => n.startsWith('fabrication-')));
  }

  async downloadShippingLabel(): Promise<void> {
    const label = this.opened.order.shippingLabel;
    assert.ok(label, 'no shipping label');
    this.file =
      (await this.world.attempt(() => this.world.use<DownloadOrderFile>(ORDERS.downloadFile).execute(label.url))) ??
      null;
  }

  async assertShippingLabelDownloads(): Promise<void> {
    await this.downloadShippingLabel();
    await this.assertPdfSaved();
  }

  async assertPdfSaved(): Promise<void> {
    this.ok();
    const file = this.file;
    assert.ok(file && file.filename.endsWith('.pdf'), `saved ${file?.filename}`);
    assert.equal(await file.blob.slice(0, 5).text(), '%PDF-');
  }

  async uploadDeliveryNote(name: string, content: string): Promise<void> {
    const { order } = this.opened;
    this.uploadProgress = [];
    const file = new File([content], name, { type: 'application/pdf' });
    await this.world.attempt(() =>
      this.world
        .use<UploadDeliveryNote>(ORDERS.uploadDeliveryNote)
        .execute(order.id, file, (p) => this.uploadProgress.push(p)),
    );
  }

  async assertDeliveryNote(name: string): Promise<void> {
    this.ok();
    const fresh = await this.reread();
    assert.equal(fresh.order.deliveryNote?.name, name);
    assert.equal(this.uploadProgress.at(-1), 1, 'no progress reached 100 %');
    const saved = await this.world.use<DownloadOrderFile>(ORDERS.downloadFile).execute(fresh.order.deliveryNote.url);
    assert.equal(await saved.blob.slice(0, 5).text(), '%PDF-');
  }

  async openTheirs(login: string): Promise<void> {
    await this.open(this.pick((o) => o.resellerId === this.resellerId(login)).id);
  }
}

export function orders(world: BackOfficeWorld): OrdersContext {
  return world.area('orders', () => new OrdersContext(world));
}
