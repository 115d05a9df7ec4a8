import type * as v from 'valibot';
import {
  CANCELLED,
  checkAdminTransition,
  isOrderStatus,
  NOT_CONFORMED,
  ORDER_STATUSES,
  PENDING,
  type OrderStatusId,
} from '../../../src/domain/orders/order-status';
import { zipFileName } from '../../../src/domain/orders/order';
import { bulkStatusBody, orderExportBody, statusChangeBody, type bulkStatusAnswer } from '../../../src/api/orders.api';
import { can } from '../../../src/domain/session/can';
import type { Database } from '../../db/database';
import type { OrderRecord } from '../../db/orders.schema';
import { ApiError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import { ALL_ROWS } from '../shared/list-query';
import { message } from '../shared/messages';
import { validateBody } from '../shared/validation';
import { assertVersion } from '../shared/versions';
import { checkedPdfPart, PDF_EXTENSION, safeFileName } from '../shared/uploads';
import { requireCan, resellerScope } from '../shared/access';
import { placeholderPdf, zip, type ZipEntry } from './files';
import { OrderIndex } from './order-index';
import { matchingOrders, orderListSpec, pageOfOrders, parseOrderQuery, type OrderListRequest } from './order-query';
import type { ExportedFile } from '../shared/spreadsheet-export';
import { orderExportFile, orderExportRows } from './order-export';
import { exportQueueOf } from '../shared/export-queue';
import {
  detailDto,
  OrderLookups,
  rowDto,
  statusDto,
  type OrderDetailDto,
  type OrderRowDto,
  type OrderStatusDto,
} from './order-answers';
import { orderMessage, type OrderMessageKey } from './orders.messages';
import type { XlsxWriter } from './xlsx-sheet';
import { writeXlsxOnDemand } from './xlsx-writer';
import { auditLogOf } from '../audit/audit-log';
import type { AuditAction, AuditChange } from '../../../src/domain/audit/audit';

export type OrderFileKind = 'manufacturing' | 'delivery-note' | 'shipping-label' | 'series';

type BulkStatusResultDto = v.InferOutput<typeof bulkStatusAnswer>['results'][number];

/**
 * The order calls (docs/api/README.md#calls) as a server would run them: reseller scoping, filters,
 * sorting and paging on the service's own indexes, the status machine of
 * docs/rules.md#status-transitions, exports, files.
 */
export class OrdersService {
  private readonly index: OrderIndex;
  /** Uploaded delivery notes' bytes; the record keeps the name (the demo's storage stays small). */
  private readonly deliveryNotes = new Map<number, Uint8Array>();
  /** Series files given since the seed (a non-conformity's new file, a validated quote's), by `order:series`. */
  private readonly seriesFiles = new Map<string, Uint8Array>();
  /** Each changed order's statuses since start (first = before its first change): the load test's check. */
  private readonly history = new Map<number, OrderStatusId[]>();

  constructor(
    private readonly db: Database,
    /** The back office's address (`APP_URL`): the exports' links lead to its pages, never to the API's. */
    private readonly appUrl: () => string,
    private readonly writeXlsx: XlsxWriter = writeXlsxOnDemand,
  ) {
    this.index = new OrderIndex(db, () => {
      const lookups = new OrderLookups(db);
      return {
        key: lookups.key(),
        company: (id) => lookups.company(id) ?? '',
        scenario: (id) => lookups.scenarioName(id),
      };
    });
  }

  // ------------------------------------------------------------------ access

  /** The reseller whose orders the caller sees, or null for staff (every order). */
  private scopeOf(ctx: CallContext): number | null {
    return resellerScope(ctx, 'order');
  }

  notFound(ctx: CallContext): ApiError {
    return new ApiError(404, { message: message(ctx.locale, 'notFound') });
  }

  refusal(ctx: CallContext, key: OrderMessageKey, values: Record<string, string | number> = {}): ApiError {
    return new ApiError(400, { message: orderMessage(ctx.locale, key, values) });
  }

  /** The order, if the caller may see it: another reseller's order is a 404. */
  findVisible(ctx: CallContext, id: number): OrderRecord {
    const scope = this.scopeOf(ctx);
    const order = this.index.sync().get(id);
    if (!order || (scope !== null && order.resellerId !== scope)) throw this.notFound(ctx);
    return order;
  }

  /** An order by id, whoever asks (the requests and quotes services scope their own records). */
  orderById(id: number): OrderRecord | undefined {
    return this.index.sync().get(id);
  }

  /** The orders' index, up to date (the dashboard walks it by creation date; do not change it). */
  indexed(): OrderIndex {
    return this.index.sync();
  }

  private pendingCancellations(): Set<number> {
    const out = new Set<number>();
    for (const r of this.db.collections.orderRequestCancels.all()) if (r.status === 'pending') out.add(r.orderId);
    return out;
  }

  nonConformityWaiting(orderId: number): boolean {
    return this.db.collections.orderNotConformities.all().some((r) => r.orderId === orderId && r.status === 'waiting');
  }

  // ------------------------------------------------------------------ reads

  list(ctx: CallContext, request: OrderListRequest): { list: OrderRowDto[]; total: number; totalRequest: number } {
    const scope = this.scopeOf(ctx);
    const lookups = new OrderLookups(this.db);
    const { params, filters } = parseOrderQuery(request, lookups, ctx.locale);
    const index = this.index.sync();
    const { rows, totalRequest } = pageOfOrders(index, filters, params, scope, orderListSpec(lookups));
    const pending = this.pendingCancellations();
    return {
      list: rows.map((o) => rowDto(o, lookups, ctx.locale, pending.has(o.id))),
      total: scope === null ? index.size : index.countOf(scope),
      totalRequest,
    };
  }

  get(ctx: CallContext, id: number): OrderDetailDto {
    const order = this.findVisible(ctx, id);
    return this.detail(ctx, order);
  }

  private detail(ctx: CallContext, order: OrderRecord): OrderDetailDto {
    return detailDto(order, this.db, new OrderLookups(this.db), ctx.locale, {
      cancellationPending: this.pendingCancellations().has(order.id),
      // docs/access.md#what-each-role-may-do: the manufacturing PDF is never shown to resellers.
      withManufacturing: can(ctx.caller, 'read-manufacturing', 'order'),
    });
  }

  /** Records a write on an order: its timeline's entry (docs/audit.md). */
  private audit(ctx: CallContext, action: AuditAction, orderId: number, changes: AuditChange[]): void {
    auditLogOf(this.db).record(ctx, { action, entity: 'order', entityId: orderId, orderId, changes });
  }

  statuses(ctx: CallContext): OrderStatusDto[] {
    requireCan(ctx, 'read', 'order');
    return ORDER_STATUSES.map((id) => statusDto(id, ctx.locale));
  }

  /**
   * GET /admin/orders/scenarios?_search: the scenarios the caller may filter its orders by, by name,
   * at most 20 (docs/screens.md#orders): staff every one (an old order's may be switched off), a
   * reseller the active ones, those it may order (docs/access.md: it cannot read the catalogue).
   */
  scenarios(
    ctx: CallContext,
    search = '',
  ): { list: { id: number; name: string }[]; total: number; totalRequest: number } {
    requireCan(ctx, 'read', 'order');
    if (search.length > 100) {
      throw new ApiError(400, {
        message: message(ctx.locale, 'invalidParameters'),
        errors: [{ field: '_search', message: message(ctx.locale, 'tooLong') }],
      });
    }
    const all = can(ctx.caller, 'read-all', 'order');
    const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const wanted = fold(search.trim());
    const inScope = this.db.collections.scenarios.all().filter((s) => all || s.status);
    const matching = inScope
      .filter((s) => !wanted || fold(s.name).includes(wanted) || fold(s.displayName).includes(wanted))
      .sort((a, b) => a.name.localeCompare(b.name, ctx.locale));
    return {
      list: matching.slice(0, 20).map((s) => ({ id: s.id, name: s.name })),
      total: inScope.length,
      totalRequest: matching.length,
    };
  }

  // ------------------------------------------------------------------ status changes

  /** Writes an order's status, records it, and refreshes the index (other services use this too). */
  async setStatus(ctx: CallContext, orderId: number, status: OrderStatusId): Promise<OrderRecord> {
    const from = this.db.collections.orders.findFirst((q) => q.where({ id: orderId }))?.status ?? null;
    const updated = await this.db.collections.orders.update((q) => q.where({ id: orderId }), {
      data: (o) => {
        // Read at the moment of writing, so an interleaved change would show as a forbidden step.
        const path = this.history.get(o.id) ?? [isOrderStatus(o.status) ? o.status : PENDING];
        path.push(status);
        this.history.set(o.id, path);
        o.status = status;
      },
    });
    this.audit(ctx, 'status', orderId, [{ field: 'status', from, to: status }]);
    this.index.sync();
    return updated as OrderRecord;
  }

  /** Every changed order's status path since the server started (in-process only, never over HTTP). */
  statusHistory(): ReadonlyMap<number, readonly OrderStatusId[]> {
    return this.history;
  }

  /**
   * The admin transition of docs/rules.md#admin-changes, or the reason it is refused (as a message in
   * the caller's language).
   */
  private async applyAdminStatus(ctx: CallContext, order: OrderRecord, to: number): Promise<OrderRecord> {
    const from: OrderStatusId = isOrderStatus(order.status) ? order.status : PENDING;
    const check = checkAdminTransition(from, to, { nonConformityWaiting: this.nonConformityWaiting(order.id) });
    if (!check.ok) {
      const name = (id: number) => (isOrderStatus(id) ? statusDto(id, ctx.locale).name : String(id));
      throw this.refusal(ctx, check.reason, { from: name(from), to: name(to) });
    }
    const updated = await this.setStatus(ctx, order.id, to as OrderStatusId);
    if (to === CANCELLED) {
      // Cancelling an order answers a cancellation request that waited on it: recorded as that answer,
      // so its reseller is told it (docs/rules.md#reversals).
      const waiting = this.db.collections.orderRequestCancels
        .all()
        .filter((r) => r.orderId === order.id && r.status === 'pending');
      for (const request of waiting) {
        await this.db.collections.orderRequestCancels.update((q) => q.where({ id: request.id }), {
          data: (r) => {
            r.status = 'approved';
          },
        });
        auditLogOf(this.db).record(ctx, {
          action: 'cancel-approve',
          entity: 'cancel-request',
          entityId: request.id,
          orderId: order.id,
          changes: [{ field: 'status', from: 'pending', to: 'approved' }],
        });
      }
    }
    return updated;
  }

  /** `ifMatch`: the version the caller read (docs/api/README.md#versions-and-lost-updates); a stale one is a 412. */
  async changeStatus(ctx: CallContext, id: number, body: unknown, ifMatch?: string | null): Promise<OrderDetailDto> {
    requireCan(ctx, 'change-status', 'order');
    const order = this.findVisible(ctx, id);
    assertVersion(ctx, ifMatch, () => this.detail(ctx, order));
    const { status } = validateBody(statusChangeBody, body, ctx.locale);
    return this.detail(ctx, await this.applyAdminStatus(ctx, order, status));
  }

  /** PATCH list: each order moves or says why not; the refusals do not stop the others. */
  async changeStatuses(ctx: CallContext, body: unknown): Promise<{ results: BulkStatusResultDto[] }> {
    requireCan(ctx, 'change-status', 'order');
    const { listId, status } = validateBody(bulkStatusBody, body, ctx.locale);
    const results: BulkStatusResultDto[] = [];
    for (const id of new Set(listId)) {
      try {
        const updated = await this.applyAdminStatus(ctx, this.findVisible(ctx, id), status);
        results.push({ id, ok: true, status: statusDto(updated.status, ctx.locale) });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        results.push({ id, ok: false, message: error.body.message });
      }
    }
    return { results };
  }

  // ------------------------------------------------------------------ writes of the requests and quotes

  /** A series' new file (a non-conformity answer): the order names it and serves these bytes. */
  async replaceSeriesFile(
    ctx: CallContext,
    orderId: number,
    seriesId: number,
    name: string,
    bytes: Uint8Array,
  ): Promise<OrderRecord> {
    const series = this.db.collections.orders
      .findFirst((q) => q.where({ id: orderId }))
      ?.quote.series.find((s) => s.id === seriesId);
    this.seriesFiles.set(`${orderId}:${seriesId}`, bytes);
    const updated = await this.db.collections.orders.update((q) => q.where({ id: orderId }), {
      data: (o) => {
        for (const series of o.quote.series) if (series.id === seriesId) series.file = name;
      },
    });
    this.audit(ctx, 'series-file', orderId, [
      { field: `series ${series?.name ?? seriesId}`, from: series?.file ?? null, to: name },
    ]);
    this.index.sync();
    return updated as OrderRecord;
  }

  /**
   * docs/rules.md#quotes: a validated quote becomes a pending order, listed at once; `files` are the
   * series' uploaded bytes (by series id), served as the order's series files.
   */
  async createFromQuote(
    ctx: CallContext,
    order: Omit<OrderRecord, 'id' | 'internalReference'>,
    files: ReadonlyMap<number, Uint8Array>,
  ): Promise<OrderRecord> {
    const id = this.db.nextId('orders');
    const year = new Date(order.createdAt).getUTCFullYear() % 100;
    const created = await this.db.collections.orders.create({
      ...order,
      id,
      internalReference: `CMD-${year}-${String(id).padStart(6, '0')}`,
    });
    for (const [seriesId, bytes] of files) this.seriesFiles.set(`${id}:${seriesId}`, bytes);
    this.audit(ctx, 'create', id, [
      { field: 'status', from: null, to: created.status },
      { field: 'quote', from: null, to: created.quote.reference },
    ]);
    this.index.sync();
    return created;
  }

  // ------------------------------------------------------------------ files

  private fileName(order: OrderRecord, kind: OrderFileKind, seriesId?: number): string {
    if (kind === 'manufacturing') return `fabrication-${order.internalReference}.pdf`;
    if (kind === 'shipping-label') return `etiquette-transport-${order.internalReference}.pdf`;
    // Served as what they are, PDFs, whatever name an older upload was stored under (docs/rules.md#uploads).
    if (kind === 'delivery-note') return safeFileName(order.deliveryNote, `bon-livraison-${order.id}.pdf`);
    return safeFileName(order.quote.series.find((s) => s.id === seriesId)?.file ?? null, `serie-${seriesId}.pdf`);
  }

  private fileBytes(order: OrderRecord, kind: OrderFileKind, seriesId?: number): Uint8Array | null {
    const title = (what: string) =>
      placeholderPdf([what, `${order.internalReference} (#${order.id})`, order.quote.reference]);
    switch (kind) {
      case 'manufacturing':
        return order.hasManufacturingPdf ? title('Fiche de fabrication') : null;
      case 'shipping-label':
        return order.hasShippingLabel ? title('Etiquette de transport') : null;
      case 'delivery-note':
        return order.deliveryNote
          ? (this.deliveryNotes.get(order.id) ?? title(`Bon de livraison ${order.deliveryNote}`))
          : null;
      case 'series': {
        const series = order.quote.series.find((s) => s.id === seriesId);
        if (!series?.file) return null;
        return this.seriesFiles.get(`${order.id}:${series.id}`) ?? title(`Serie ${series.name} : ${series.file}`);
      }
    }
  }

  /** One of the order's documents; resellers never get the manufacturing PDF. */
  file(ctx: CallContext, id: number, kind: string, seriesId?: number): ExportedFile {
    const order = this.findVisible(ctx, id);
    if (!['manufacturing', 'delivery-note', 'shipping-label', 'series'].includes(kind)) throw this.notFound(ctx);
    const which = kind as OrderFileKind;
    if (which === 'manufacturing') requireCan(ctx, 'read-manufacturing', 'order');
    const bytes = this.fileBytes(order, which, seriesId);
    if (!bytes) throw new ApiError(404, { message: orderMessage(ctx.locale, 'noSuchFile') });
    return { bytes, filename: this.fileName(order, which, seriesId), contentType: 'application/pdf' };
  }

  /** GET /admin/orders/refresh/{id}: the order's files in one zip, saved as order-zip-{id}. */
  async zip(ctx: CallContext, id: number): Promise<ExportedFile> {
    requireCan(ctx, 'read-all', 'order');
    const order = this.findVisible(ctx, id);
    const entries: ZipEntry[] = [];
    const add = (kind: OrderFileKind, seriesId?: number) => {
      const bytes = this.fileBytes(order, kind, seriesId);
      if (bytes) entries.push({ name: this.fileName(order, kind, seriesId), bytes });
    };
    add('manufacturing');
    for (const series of order.quote.series) add('series', series.id);
    add('delivery-note');
    add('shipping-label');
    return {
      bytes: await zip(entries, new Date(order.createdAt)),
      filename: zipFileName(order.id),
      contentType: 'application/zip',
    };
  }

  /** GET /admin/orders/resync/files/{id}: 'success', or why the files could not be sent again. */
  resyncFiles(ctx: CallContext, id: number): { message: string } {
    requireCan(ctx, 'resync-files', 'order');
    const order = this.findVisible(ctx, id);
    if (order.status === NOT_CONFORMED) return { message: orderMessage(ctx.locale, 'notCompliant') };
    const missing = order.quote.series.filter((s) => !s.file).map((s) => s.name);
    if (missing.length) return { message: orderMessage(ctx.locale, 'missingFiles', { series: missing.join(', ') }) };
    this.audit(ctx, 'files-resync', order.id, []);
    return { message: 'success' };
  }

  /** POST /admin/orders/export: the filtered orders (every page), the chosen columns, escaped. */
  /** `request`: the list's filters and sort (its paging is ignored). */
  async exportOrders(ctx: CallContext, request: OrderListRequest, body: unknown): Promise<ExportedFile> {
    requireCan(ctx, 'read-all', 'order');
    const input = validateBody(orderExportBody, body, ctx.locale);
    const lookups = new OrderLookups(this.db);
    const { params, filters } = parseOrderQuery({ ...request, page: undefined, size: undefined }, lookups, ctx.locale);
    const index = this.index.sync();
    let orders = matchingOrders(index, filters, null);
    if (params.index !== 'createdAt' || params.order !== 'desc') {
      orders = [...pageOfOrders(index, filters, { ...params, ...ALL_ROWS }, null, orderListSpec(lookups)).rows];
    }
    const properties = [...new Set(input.propertiesToExport)];
    return exportQueueOf(this.db).run(ctx, async () => {
      const reader = { locale: ctx.locale, timeZone: input.timeZone };
      const rows = await orderExportRows(orders, properties, { db: this.db, lookups, reader, appUrl: this.appUrl() });
      return orderExportFile(rows, input.type, ctx.locale, this.writeXlsx);
    });
  }

  /** POST /orders/{id}/delivery_note: a PDF (by content, docs/rules.md#uploads) of at most 20 MB. */
  async uploadDeliveryNote(ctx: CallContext, id: number, body: unknown): Promise<OrderDetailDto> {
    requireCan(ctx, 'upload-delivery-note', 'order');
    const order = this.findVisible(ctx, id);
    const { bytes, name: given } = await checkedPdfPart(ctx.locale, body);
    const name = safeFileName(given, `bon-livraison-${id}.pdf`, PDF_EXTENSION);
    this.deliveryNotes.set(order.id, bytes);
    const previous = order.deliveryNote;
    const updated = await this.db.collections.orders.update((q) => q.where({ id: order.id }), {
      data: (o) => {
        o.deliveryNote = name;
      },
    });
    this.audit(ctx, 'delivery-note', order.id, [{ field: 'deliveryNote', from: previous, to: name }]);
    this.index.sync();
    return this.detail(ctx, updated as OrderRecord);
  }
}
